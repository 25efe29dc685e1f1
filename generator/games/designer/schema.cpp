// game.toml: the game's title, its decks and sheets, their fields and their rules.
#include <algorithm>
#include <unordered_map>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "games/designer/load.hpp"
#include "games/designer/values.hpp"
#include "layout/game_assets.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

namespace fs = std::filesystem;
using load::EnumName;
using load::TableReader;

namespace {

constexpr EnumName<FieldType> k_types[] = {
    {"text", FieldType::text},     {"markup", FieldType::markup}, {"integer", FieldType::integer},
    {"number", FieldType::number}, {"enum", FieldType::choice},   {"icon", FieldType::icon},
    {"image", FieldType::image},   {"list", FieldType::list}};

// Names a template may use for other things: the record's id and count, the game's and the
// component's titles, the language printed, and a repeated layer's counter.
const std::vector<std::string> k_reserved{"id", "count", "game", "deck", "lang", "i"};

bool numeric(FieldType type) {
    return type == FieldType::integer || type == FieldType::number;
}

std::optional<double> read_bound(TableReader& t, std::string_view key, const FieldDecl& field) {
    if (!t.has(key)) return std::nullopt;
    if (!numeric(field.type)) {
        t.error(key, "'" + std::string(key) + "' bounds integer and number fields, not " +
                         to_string(field.type) + " ones");
        return std::nullopt;
    }
    if (field.type == FieldType::integer) {
        auto value = t.required_int(key);
        return value ? std::optional<double>(static_cast<double>(*value)) : std::nullopt;
    }
    return t.required_number(key);
}

FieldDecl read_field(TableReader& fields, const std::string& name, const fs::path& dir,
                     const layout::IconSet& icons) {
    FieldDecl field;
    field.name = name;
    field.pos = fields.pos(name);
    const toml::node* node = fields.node(name);
    if (!load::is_valid_id(name)) {
        fields.error(
            name, "field name '" + name + "' must be an identifier",
            "use lower-case letters, digits, '-' and '_', starting with a letter or digit");
    } else if (std::find(k_reserved.begin(), k_reserved.end(), name) != k_reserved.end()) {
        fields.error(name, "'" + name + "' is not a field to declare: templates get it already",
                     "every record has 'id'" +
                         std::string(name == "count" ? " and every card 'count'" : "") +
                         "; templates also get 'game' and 'deck' (the titles), 'lang' (the "
                         "language) and 'i' "
                         "(a repeat's counter)");
    }
    if (node->is_string()) {
        field.type = fields.required_enum<FieldType>(name, k_types).value_or(FieldType::text);
        if (field.type == FieldType::choice) {
            fields.error(name, "an enum field needs its 'values'",
                         name + " = { type = \"enum\", values = [\"sun\", \"moon\"] }");
        }
        return field;
    }
    const toml::table* table = node->as_table();
    if (!table) {
        fields.error(name, "field '" + name +
                               "' must be a type such as \"text\" or a table such as { type = "
                               "\"integer\", min = 0 }");
        return field;
    }
    TableReader t = fields.child(*table);
    field.type = t.required_enum<FieldType>("type", k_types).value_or(FieldType::text);
    field.required = t.optional_bool("required", false);
    field.back = t.optional_bool("back", false);
    field.translate = t.optional_bool("translate", true);
    bool textual = field.type == FieldType::text || field.type == FieldType::markup ||
                   field.type == FieldType::list;
    if (t.has("translate") && !textual) {
        t.error("translate", "'translate' is for text, markup and list fields: a " +
                                 std::string(to_string(field.type)) +
                                 " field is the same in every language");
    }
    field.min = read_bound(t, "min", field);
    field.max = read_bound(t, "max", field);
    if (field.min && field.max && *field.min > *field.max) t.error("max", "'max' is below 'min'");
    if (t.has("values")) {
        if (field.type != FieldType::choice)
            t.error("values", "'values' lists the choices of an enum field");
        field.values = t.optional_string_array("values");
    }
    if (field.type == FieldType::choice && field.values.empty()) {
        t.error_here("an enum field needs its 'values', e.g. values = [\"sun\", \"moon\"]");
    }
    if (t.has("default")) {
        if (field.required)
            t.error("default", "a required field takes no default: every record gives it");
        if (auto text = toml_value_text(t, "default", field); text && !text->empty()) {
            SourcePos at = t.pos("default");
            auto value = check_value(field, *text, {at.file, at.line, at.column}, dir, icons,
                                     t.diagnostics());
            field.fallback = value.value_or("");
        }
    }
    t.finish();
    return field;
}

// Reads [[deck.rule]] tables: exactly one of unique, total, each and require, with its options.
Rule read_rule(TableReader& r, const Component& component) {
    Rule rule;
    rule.pos = r.pos();
    const char* kinds[] = {"unique", "total", "each", "require"};
    std::vector<std::string> present;
    for (const char* kind : kinds) {
        if (r.has(kind)) present.emplace_back(kind);
    }
    if (present.size() != 1) {
        r.error_here(present.empty()
                         ? "a rule needs one of 'unique', 'total', 'each' or 'require'"
                         : "a rule has one of 'unique', 'total', 'each' or 'require', found " +
                               quoted_list(present, "and"),
                     "write each rule as its own [[" +
                         std::string(component.is_deck() ? "deck" : "sheet") + ".rule]]");
        return rule;
    }
    const std::string& kind = present.front();
    rule.kind = kind == "unique"  ? Rule::Kind::unique
                : kind == "total" ? Rule::Kind::total
                : kind == "each"  ? Rule::Kind::each
                                  : Rule::Kind::require;
    std::vector<std::string> names;
    for (const auto& f : component.fields) names.push_back(f.name);
    auto field_of = [&](std::string_view key) {
        auto name = r.required_string(key);
        if (!name) return k_no_field;
        std::size_t index = component.field_index(*name);
        if (index == k_no_field) {
            r.error(key, "no field named '" + *name + "'", did_you_mean(*name, names));
        }
        return index;
    };
    rule.field = field_of(kind);
    bool counted = rule.kind == Rule::Kind::total || rule.kind == Rule::Kind::each;
    if (counted) {
        if (r.has("min")) rule.min = r.required_number("min");
        if (r.has("max")) rule.max = r.required_number("max");
        if (!r.has("min") && !r.has("max"))
            r.error_here(std::string(kind == "each" ? "an '" : "a '") + kind +
                         "' rule needs 'min', 'max' or both");
        if (rule.kind == Rule::Kind::total && rule.field != k_no_field &&
            !numeric(component.fields[rule.field].type)) {
            r.error(kind,
                    "'total' adds up an integer or number field (or 'count', the cards), not " +
                        std::string(to_string(component.fields[rule.field].type)) + " '" +
                        component.fields[rule.field].name + "'");
        }
    }
    if (rule.kind == Rule::Kind::require) {
        rule.when = field_of("when");
        if (const toml::node* is = r.node("is"); is && is->is_string()) {
            rule.is.push_back(*r.required_string("is"));
        } else if (is) {
            rule.is = r.optional_string_array("is");
        }
        if (rule.when != k_no_field && component.fields[rule.when].type == FieldType::choice) {
            const auto& values = component.fields[rule.when].values;
            for (auto& value : rule.is) {
                auto same = std::find_if(values.begin(), values.end(), [&](const std::string& v) {
                    return fold_case(v) == fold_case(value);
                });
                if (same == values.end()) {
                    r.error("is",
                            "'" + component.fields[rule.when].name + "' is never '" + value + "'",
                            did_you_mean(value, values));
                } else {
                    value = *same;  // as the records store it
                }
            }
        }
    }
    r.finish();
    return rule;
}

// Reads a component's declarations and where its records are (`sources`, in the order of the
// components), which are read once every component is declared.
void read_component(TableReader& r, Component::Kind kind, DesignerData& data,
                    load::IdIndex& component_ids, std::vector<RecordSource>& sources) {
    std::size_t errors_before = r.diagnostics().error_count();
    Component c;
    c.kind = kind;
    c.pos = r.pos();
    c.languages = std::max<std::size_t>(data.languages.size(), 1);
    if (auto id = r.required_id()) {
        c.id = *id;
        component_ids.add(c.id, r.pos("id"), r.diagnostics());
    }
    c.title = r.optional_string("title", c.id);
    if (kind == Component::Kind::deck) {
        c.front = r.required_string("front").value_or("");
        c.back = r.optional_string("back");
        c.front_pos = r.pos("front");
        c.back_pos = r.pos("back");
    } else {
        c.front = r.required_string("template").value_or("");
        c.front_pos = r.pos("template");
    }
    read_fields(r, c, data.dir, data.icons);
    for (const FieldDecl& field : c.fields) {
        if (std::find(data.languages.begin(), data.languages.end(), field.name) !=
            data.languages.end()) {
            r.diagnostics().error(field.pos,
                                  "field '" + field.name + "' has the name of a language",
                                  "a record's table '" + field.name + "' holds its text in '" +
                                      field.name + "': rename the field");
        }
    }
    read_aliases(r, c);
    read_rules(r, c);
    for (std::size_t f = 0; f < c.fields.size(); ++f) {
        if (c.fields[f].translated() && c.languages > 1) c.translated.push_back(f);
    }
    // Records are checked against the declarations only once those are sound.
    RecordSource source;
    if (r.diagnostics().error_count() == errors_before) {
        source = read_source(r, c, data.dir);
    } else {
        for (const char* key : {"cards", "card", "pages", "page", "sheet", "separator", "where"})
            r.allow(key);
    }
    r.finish();
    data.components.push_back(std::move(c));
    sources.push_back(std::move(source));
}

// `languages = ["en", "de"]`: codes such as "de" or "pt-BR", each once, the default first.
std::vector<std::string> read_languages(TableReader& root) {
    std::vector<SourcePos> positions;
    std::vector<std::string> codes = root.optional_string_array("languages", &positions);
    std::vector<std::string> languages;
    for (std::size_t i = 0; i < codes.size(); ++i) {
        const std::string& code = codes[i];
        bool ok = code.size() >= 2;
        for (std::size_t at = 0; at < code.size(); ++at) {
            char ch = code[at];
            bool lower = ch >= 'a' && ch <= 'z';
            bool later = (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
                         (ch == '-' && at > 1 && at + 1 < code.size());
            ok = ok && (lower || (at >= 2 && later));
        }
        if (!ok) {
            root.diagnostics().error(
                positions[i], "'" + code + "' is not a language code",
                "write languages as codes such as \"en\", \"de\" or \"pt-BR\"");
        } else if (std::find(languages.begin(), languages.end(), code) != languages.end()) {
            root.diagnostics().error(positions[i], "language '" + code + "' is listed twice");
        } else {
            languages.push_back(code);
        }
    }
    if (root.has("languages") && codes.empty())
        root.error("languages", "'languages' is empty", "leave it out for a game in one language");
    return languages;
}

}  // namespace

void read_fields(TableReader& reader, Component& component, const fs::path& dir,
                 const layout::IconSet& icons) {
    FieldDecl id;
    id.name = "id";
    id.type = FieldType::id;
    id.required = true;
    id.pos = reader.pos();
    component.fields.push_back(id);
    if (component.is_deck()) {
        FieldDecl count;
        count.name = "count";
        count.type = FieldType::integer;
        count.fallback = "1";
        count.min = 0.0;
        count.max = static_cast<double>(k_max_count);
        count.pos = reader.pos();
        component.fields.push_back(count);
    }
    const toml::table* fields = reader.optional_table("fields");
    if (!fields) return;
    TableReader f = reader.child(*fields);
    // In the order written (a TOML table keeps its keys sorted), so that problems come in file
    // order.
    std::vector<std::pair<std::string, toml::source_position>> names;
    for (const auto& [key, node] : *fields)
        names.emplace_back(std::string(key.str()), node.source().begin);
    std::stable_sort(names.begin(), names.end(), [](const auto& a, const auto& b) {
        return a.second.line != b.second.line ? a.second.line < b.second.line
                                              : a.second.column < b.second.column;
    });
    for (const auto& [name, at] : names)
        component.fields.push_back(read_field(f, name, dir, icons));
    f.finish();
}

void read_aliases(TableReader& reader, Component& component) {
    const toml::table* aliases = reader.optional_table("aliases");
    if (!aliases) return;
    TableReader a = reader.child(*aliases);
    std::vector<std::string> names;
    for (const auto& f : component.fields) names.push_back(f.name);
    // Every name a header may use, folded, and the field it gives.
    std::unordered_map<std::string, std::size_t> taken;
    for (std::size_t f = 0; f < component.fields.size(); ++f)
        taken.emplace(fold_case(component.fields[f].name), f);
    for (const auto& [key, node] : *aliases) {
        std::string name(key.str());
        std::size_t field = component.field_index(name);
        if (field == k_no_field) {
            a.error(name, "no field named '" + name + "' to give other names",
                    did_you_mean(name, names));
            a.allow(name);
            continue;
        }
        std::vector<SourcePos> positions;
        std::vector<std::string> others;
        if (node.is_string()) {
            others.push_back(*a.required_string(name));
            positions.push_back(a.pos(name));
        } else {
            others = a.optional_string_array(name, &positions);
        }
        for (std::size_t i = 0; i < others.size(); ++i) {
            std::string folded = fold_case(trim(others[i]));
            auto [it, added] = taken.emplace(folded, field);
            if (folded.empty()) {
                a.diagnostics().error(positions[i], "an alias of '" + name + "' is empty");
            } else if (!added && it->second != field) {
                a.diagnostics().error(
                    positions[i],
                    "'" + others[i] + "' already names '" + component.fields[it->second].name + "'",
                    "a header gives one field: headers match in any case");
            } else if (added) {
                component.fields[field].aliases.emplace_back(trim(others[i]));
            }
        }
    }
    a.finish();
}

void read_rules(TableReader& reader, Component& component) {
    reader.for_each_table("rule", [&](TableReader& r) {
        Rule rule = read_rule(r, component);
        bool usable = rule.field != k_no_field &&
                      (rule.kind != Rule::Kind::require || rule.when != k_no_field);
        if (usable) component.rules.push_back(std::move(rule));
    });
}

std::optional<DesignerData> load_data(const fs::path& dir, Diagnostics& diagnostics) {
    auto document = load::load_toml(dir / "game.toml", diagnostics);
    if (!document) return std::nullopt;
    DesignerData data;
    data.id = dir.filename().string();
    data.dir = dir;
    // The game's own icons first: the cards' values may name them.
    data.icons = layout::load_game_assets(dir, diagnostics).icons;
    TableReader root = TableReader::root(document->root, document->display, diagnostics);
    data.title = root.required_string("title").value_or(data.id);
    data.languages = read_languages(root);
    load::IdIndex component_ids;
    std::vector<RecordSource> sources;
    std::size_t decks = root.for_each_table("deck", [&](TableReader& r) {
        read_component(r, Component::Kind::deck, data, component_ids, sources);
    });
    std::size_t sheets = root.for_each_table("sheet", [&](TableReader& r) {
        read_component(r, Component::Kind::sheet, data, component_ids, sources);
    });
    if (decks + sheets == 0) {
        root.error_here(
            "game.toml declares no [[deck]] or [[sheet]]",
            "a deck: [[deck]] with id, front, cards and [deck.fields]; see 'pnpkit new NAME'");
    }
    read_styles(root, data);
    root.finish();
    // Two components may read one table: a column one of them reads is known to the other.
    KnownColumns known;
    for (std::size_t i = 0; i < data.components.size(); ++i)
        add_known_columns(data.components[i], sources[i], known);
    std::set<fs::path> files;
    for (std::size_t i = 0; i < data.components.size(); ++i) {
        read_records(sources[i], data.components[i], data.languages, dir, data.icons, known, files,
                     diagnostics);
    }
    data.files = 1 + files.size();
    for (const auto& component : data.components) check_rules(component, diagnostics);
    return data;
}

}  // namespace pnpkit::designer
