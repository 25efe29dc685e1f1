#include "layout/template_check.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "layout/icon_spec.hpp"
#include "layout/markup.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace {

bool numeric(FieldKind kind) {
    return kind == FieldKind::integer || kind == FieldKind::number;
}

// "an integer field", "an enum field": a field's kind in words.
std::string kind_words(FieldKind kind) {
    std::string name = to_string(kind);
    bool vowel = std::string_view("aeiou").find(name.front()) != std::string_view::npos;
    return std::string(vowel ? "an " : "a ") + name + " field";
}

// What a pattern is used as: shown as text, or parsed as a value of a kind.
using Use = std::optional<ValueKind>;

class Checker {
public:
    Checker(const Template& t, const RecordSchema& schema, TextService& text, const IconSet& icons,
            std::set<std::string>& used, Diagnostics& diagnostics)
        : m_t(t),
          m_schema(schema),
          m_text(text),
          m_icons(icons),
          m_used(used),
          m_diagnostics(diagnostics) {}

    void run() {
        if (m_t.background_bound) {
            check_pattern(m_t.background_bound->pattern, m_t.background_bound->pos, nullptr,
                          ValueKind::colour, "background");
        }
        for (const auto& layer : m_t.layers) check_layer(layer);
    }

private:
    std::string where(const Layer* layer) const {
        if (!layer) return "template '" + m_t.id + "'";
        return "layer '" + layer->name + "' of template '" + m_t.id + "'";
    }

    void error(const SourcePos& pos, std::string message, std::string hint = {}) {
        if (!m_reported.insert(pos.to_string() + "|" + message).second) return;
        m_diagnostics.error(pos, std::move(message), std::move(hint));
    }

    // The field `name`, marked used; null after reporting that these records do not have it.
    const FieldSchema* field(std::string_view name, const SourcePos& at, const Layer* layer) {
        if (const FieldSchema* found = m_schema.find(name)) {
            m_used.insert(found->name);
            return found;
        }
        std::string hint;
        if (std::find(m_schema.elsewhere.begin(), m_schema.elsewhere.end(), name) !=
            m_schema.elsewhere.end()) {
            hint = m_schema.elsewhere_hint;
        } else {
            std::vector<std::string> names = m_schema.names();
            hint = did_you_mean(name, names);
            if (hint.empty()) hint = "the fields: " + join(names, ", ");
        }
        error(at,
              "template '" + m_t.id + "'" +
                  (layer ? " layer '" + layer->name + "'" : std::string()) + " uses field '" +
                  std::string(name) + "', which is not a field of " + m_schema.owner,
              hint);
        return nullptr;
    }

    void check_layer(const Layer& layer) {
        auto key_pos = [&](const std::string& key) {
            auto it = layer.key_pos.find(key);
            return it != layer.key_pos.end() ? it->second : layer.pos;
        };
        std::visit(
            [&](const auto& spec) {
                using Spec = std::decay_t<decltype(spec)>;
                if constexpr (std::is_same_v<Spec, TextLayer>) {
                    check_pattern(spec.text, key_pos("text"), &layer, std::nullopt, "text");
                    // The template's own markup, whatever the fields hold (markup fields are
                    // checked when the cards are read).
                    std::string own = substitute_fields(
                        spec.text, [](std::string_view) { return std::optional<std::string>("x"); },
                        [](std::string_view) {});
                    if (auto problem = check_markup(own)) {
                        error(key_pos("text"),
                              "the markup of " + where(&layer) + " is malformed: " + *problem);
                    }
                } else if constexpr (std::is_same_v<Spec, IconLayer>) {
                    check_pattern(spec.icon, key_pos("icon"), &layer, ValueKind::icon, "icon");
                } else if constexpr (std::is_same_v<Spec, ImageLayer>) {
                    check_pattern(spec.path, key_pos("path"), &layer, ValueKind::image, "path");
                } else if constexpr (std::is_same_v<Spec, TableLayer>) {
                    SourcePos at = load::pos_in_string(key_pos("field"), 0);
                    if (const FieldSchema* f = field(spec.field, at, &layer)) {
                        error(at, "table layer '" + layer.name + "' of template '" + m_t.id +
                                      "' shows field '" + f->name + "', " + kind_words(f->kind) +
                                      ", which holds no table rows");
                    }
                }
            },
            layer.spec);
        for (const auto& value : layer.bound)
            check_pattern(value.pattern, value.pos, &layer, kind_of(value.key),
                          key_name(value.key));
        if (!layer.repeat_field.empty()) {
            SourcePos at = load::pos_in_string(key_pos("repeat"), 1);
            const FieldSchema* f = field(layer.repeat_field, at, &layer);
            if (f && f->kind != FieldKind::integer) {
                error(at, "'repeat' of " + where(&layer) + " takes its count from field '" +
                              f->name + "', " + kind_words(f->kind) +
                              "; it needs an integer field");
            }
        }
        if (!layer.when.always()) check_condition(layer, key_pos("when"));
    }

    void check_pattern(const std::string& pattern, const SourcePos& pos, const Layer* layer,
                       Use use, std::string_view key) {
        auto holes = placeholders(pattern);
        bool whole = holes.size() == 1 && holes.front().offset == 0 &&
                     holes.front().name.size() + 2 == pattern.size();
        for (const auto& hole : holes) {
            std::string name(hole.name);
            SourcePos at = load::pos_in_string(pos, hole.offset + 1);
            if (name == "i") continue;
            if (name.find('#') != std::string::npos) {
                check_numbered(name, at, layer);
                continue;
            }
            if (auto dot = name.find('.'); dot != std::string::npos) {
                check_style(name.substr(0, dot), name.substr(dot + 1), at, layer,
                            whole ? use : std::nullopt, key);
                continue;
            }
            const FieldSchema* f = field(name, at, layer);
            if (f && whole && use) check_kind(*f, *use, at, layer, key);
        }
    }

    // "{end_#}": the fields end_1 ... end_N of a layer repeated N times.
    void check_numbered(const std::string& name, const SourcePos& at, const Layer* layer) {
        if (!layer || (layer->repeat <= 1 && layer->repeat_field.empty())) {
            error(at, "'{" + name + "}' numbers the copies of a repeated layer, and " +
                          where(layer) + " is not repeated");
            return;
        }
        int copies = layer->repeat_field.empty() ? layer->repeat : 1;
        for (int n = 1; n <= copies; ++n) {
            std::string numbered = name;
            numbered.replace(numbered.find('#'), 1, std::to_string(n));
            if (!field(numbered, at, layer)) return;
        }
    }

    // A value of a kind taken whole from a declared field: an enum's values must all be such
    // values; a field that can never be one is refused; text is checked card by card when bound.
    void check_kind(const FieldSchema& f, ValueKind kind, const SourcePos& at, const Layer* layer,
                    std::string_view key) {
        std::string user = where(layer) + " takes its '" + std::string(key) + "' from it";
        if (f.kind == FieldKind::choice) {
            if (kind == ValueKind::image) return;  // each file is checked when bound
            for (const auto& value : f.values) {
                if (auto problem = value_problem(kind, value)) {
                    error(f.pos,
                          "enum field '" + f.name + "' has the value '" + value + "', which " +
                              *problem,
                          user);
                }
            }
            return;
        }
        bool fits = false;
        switch (kind) {
            case ValueKind::icon:
                fits = f.kind == FieldKind::icon || !numeric(f.kind);
                break;
            case ValueKind::image:
                fits = f.kind == FieldKind::image || !numeric(f.kind);
                break;
            case ValueKind::size:
            case ValueKind::opacity:
                fits = f.kind != FieldKind::icon && f.kind != FieldKind::image;
                break;
            default:
                fits = !numeric(f.kind) && f.kind != FieldKind::icon && f.kind != FieldKind::image;
                break;
        }
        if (!fits) {
            error(at, "'" + std::string(key) + "' of " + where(layer) + " needs " + describe(kind) +
                          ", but field '" + f.name + "' is " + kind_words(f.kind));
        }
    }

    // What is wrong with `text` as a value of `kind` ("is not a colour ..."), nullopt when nothing.
    std::optional<std::string> value_problem(ValueKind kind, const std::string& text) {
        if (kind == ValueKind::icon) {
            if (m_icons.find(trim(text))) return std::nullopt;
            return "is not " + describe(kind);
        }
        if (kind == ValueKind::image) return std::nullopt;
        if (kind == ValueKind::font) {
            if (m_text.has_font(std::string(trim(text)))) return std::nullopt;
            return "is not a font of pnpkit's or the game's (" + join(m_text.font_families(), ", ") + ")";
        }
        auto parsed = parse_style_value(kind, text);
        if (const auto* problem = std::get_if<StyleProblem>(&parsed))
            return "is not " + describe(kind) + ": it " + problem->message;
        return std::nullopt;
    }

    // "{type.accent}": the `accent` of the [style.type.VALUE] table of each card's type.
    void check_style(const std::string& field_name, const std::string& style_key,
                     const SourcePos& at, const Layer* layer, Use use, std::string_view key) {
        const FieldSchema* f = field(field_name, at, layer);
        if (!f) return;
        std::string name = field_name + "." + style_key;
        const FieldStyles* styles = m_schema.styles ? m_schema.styles->find(field_name) : nullptr;
        if (!styles) {
            error(at,
                  where(layer) + " uses the style '" + name +
                      "', but the game declares no [style." + field_name + ".VALUE] tables",
                  "declare one for each value of '" + field_name + "' (or [style." + field_name +
                      ".default]) with " + style_key + " = ...");
            return;
        }
        std::vector<std::string> keys;
        bool given = false;
        for (const auto& entry : styles->entries) {
            for (const auto& [k, value] : entry.keys) {
                keys.push_back(k);
                given = given || k == style_key;
            }
        }
        if (!given) {
            std::sort(keys.begin(), keys.end());
            keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
            std::string hint = did_you_mean(style_key, keys);
            if (hint.empty() && !keys.empty())
                hint = "the styles of '" + field_name + "' give " + quoted_list(keys, "and");
            error(at,
                  where(layer) + " uses the style '" + name + "', which no [style." + field_name +
                      ".*] table gives",
                  hint);
            return;
        }
        auto gives = [&](const FieldStyles::Entry* entry) {
            return entry && (entry->keys.contains(style_key) ||
                             (styles->fallback() && styles->fallback()->keys.contains(style_key)));
        };
        if (f->kind == FieldKind::choice) {
            for (const auto& value : f->values) {
                const FieldStyles::Entry* entry = styles->find(value);
                if (gives(entry)) continue;
                SourcePos pos = entry ? entry->pos : styles->pos;
                error(pos, "[style." + field_name + "." + value + "] gives no '" + style_key +
                               "' (nor [style." + field_name + ".default]), and " + where(layer) +
                               " uses the style '" + name + "'");
            }
        }
        if (!use) return;
        for (const auto& entry : styles->entries) {
            auto it = entry.keys.find(style_key);
            if (it == entry.keys.end()) continue;
            if (auto problem = value_problem(*use, it->second.text)) {
                error(it->second.pos,
                      "'" + style_key + "' of [style." + field_name + "." + entry.value + "] " +
                          *problem,
                      where(layer) + " takes its '" + std::string(key) + "' from it");
            }
        }
    }

    struct Operand {
        enum class Kind { field, text, number, other } kind = Kind::other;
        const FieldSchema* field = nullptr;
        const Condition::Node* node = nullptr;
    };

    Operand operand(const Condition::Node& node, const SourcePos& when) {
        using K = Condition::Node::Kind;
        Operand out;
        out.node = &node;
        if (node.kind == K::field) {
            out.kind = Operand::Kind::field;
            out.field = field(node.text, load::pos_in_string(when, node.offset), m_layer);
        } else if (node.kind == K::text) {
            out.kind = Operand::Kind::text;
        } else if (node.kind == K::number) {
            out.kind = Operand::Kind::number;
        }
        return out;
    }

    void check_condition(const Layer& layer, const SourcePos& when) {
        using K = Condition::Node::Kind;
        m_layer = &layer;
        const auto& nodes = layer.when.nodes();
        std::vector<bool> compared(nodes.size(), false);
        for (const auto& node : nodes) {
            if (node.kind != K::compare) continue;
            compared[node.left] = compared[node.right] = true;
            Operand a = operand(nodes[node.left], when);
            Operand b = operand(nodes[node.right], when);
            check_comparison(node, a, b, when);
        }
        for (std::size_t n = 0; n < nodes.size(); ++n) {
            if (!compared[n] && nodes[n].kind == K::field)
                field(nodes[n].text, load::pos_in_string(when, nodes[n].offset), &layer);
        }
    }

    void check_comparison(const Condition::Node& node, Operand a, Operand b,
                          const SourcePos& when) {
        using OK = Operand::Kind;
        if ((a.kind == OK::field && !a.field) || (b.kind == OK::field && !b.field))
            return;  // reported
        bool ordered = node.op != CompareOp::eq && node.op != CompareOp::ne;
        auto is_number = [](const Operand& o) {
            return o.kind == OK::number || (o.kind == OK::field && numeric(o.field->kind));
        };
        auto describe_operand = [](const Operand& o) {
            if (o.kind == OK::field)
                return "'" + o.field->name + "' is " + kind_words(o.field->kind);
            return "\"" + o.node->text + "\" is text";
        };
        if (ordered) {
            for (const Operand* o : {&a, &b}) {
                if (is_number(*o)) continue;
                error(load::pos_in_string(when, node.offset),
                      "'" + std::string(to_string(node.op)) + "' compares numbers, and " +
                          describe_operand(*o),
                      "compare text with == or !=");
                return;
            }
        }
        if (b.kind == OK::field && a.kind != OK::field) std::swap(a, b);
        if (a.kind != OK::field) return;  // two values: a constant condition
        const FieldSchema& f = *a.field;
        SourcePos at = load::pos_in_string(when, b.node->offset);
        if (b.kind == OK::field) {
            if (numeric(f.kind) != numeric(b.field->kind))
                error(load::pos_in_string(when, node.offset),
                      "'" + f.name + "' is " + kind_words(f.kind) + " and '" + b.field->name +
                          "' is " + kind_words(b.field->kind) + ": they never compare");
            return;
        }
        std::string literal = b.node->text;
        if (numeric(f.kind) && b.kind == OK::text) {
            // Dropping the quotes helps only when the text is a number ("3", not "high").
            bool number_text = parse_number(literal).has_value();
            error(at,
                  "'" + f.name + "' is " + kind_words(f.kind) +
                      "; compare it with a number, not text",
                  number_text ? "write " + f.name + " " + to_string(node.op) + " " + literal
                              : "'" + literal +
                                    "' is not a number: write one without quotes, "
                                    "such as " +
                                    f.name + " " + to_string(node.op) + " 2");
        } else if (f.kind == FieldKind::choice) {
            if (std::find(f.values.begin(), f.values.end(), literal) == f.values.end()) {
                std::string hint = did_you_mean(literal, f.values);
                if (hint.empty()) hint = "its values: " + quoted_list(f.values);
                error(at, "'" + f.name + "' is never '" + literal + "'", hint);
            }
        } else if (!numeric(f.kind) && b.kind == OK::number) {
            error(at,
                  "'" + f.name + "' is " + kind_words(f.kind) + "; compare it with text in quotes",
                  "write " + f.name + " " + to_string(node.op) + " \"" + literal + "\"");
        }
    }

    const Template& m_t;
    const RecordSchema& m_schema;
    TextService& m_text;
    const IconSet& m_icons;
    std::set<std::string>& m_used;
    Diagnostics& m_diagnostics;
    std::set<std::string> m_reported;
    const Layer* m_layer = nullptr;  // the layer whose condition is checked
};

}  // namespace

void check_template(const Template& t, const RecordSchema& schema, TextService& text,
                    const IconSet& icons, std::set<std::string>& used, Diagnostics& diagnostics) {
    Checker(t, schema, text, icons, used, diagnostics).run();
}

}  // namespace pnpkit::layout
