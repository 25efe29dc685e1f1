// Binding's values from the record: fields and named styles filled into patterns, style keys
// parsed for what they set, and the faults found on the way, grouped over the records.
#include <algorithm>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "layout/bind.hpp"
#include "layout/bind_context.hpp"
#include "layout/markup.hpp"
#include "layout/schema.hpp"

namespace pnpkit::layout {

namespace {

std::vector<std::string> field_names(const Record& record) {
    std::vector<std::string> names;
    for (const auto& [name, field] : record.fields) names.push_back(name);
    return names;
}

constexpr std::size_t k_names_shown = 3;

}  // namespace

std::string records_named(std::size_t count, const std::vector<std::string>& names,
                          const char* word) {
    std::vector<std::string> shown(
        names.begin(),
        names.begin() + static_cast<std::ptrdiff_t>(std::min(names.size(), k_names_shown)));
    if (count == 1 && !shown.empty()) return std::string(word) + " " + in_quotes(shown.front());
    std::string out = count_of(count, word) + ": ";
    if (count <= k_names_shown) return out + quoted_list(shown, "and");
    std::string list;
    for (const auto& name : shown) list += in_quotes(name) + ", ";
    list.resize(list.size() - 2);
    return out + list + " and " + std::to_string(count - shown.size()) + " more";
}

void Binder::report_once(Severity severity, const SourcePos& pos, const std::string& message,
                         const std::string& hint) {
    std::string key = pos.to_string() + "|" + message;
    if (!m_reported.insert(key).second) return;
    m_diagnostics.add({severity, pos, message, hint});
}

void Binder::fault(Severity severity, const SourcePos& pos, std::string message, const Template& t,
                   const Record& record, std::string hint) {
    if (m_silent) return;
    const char* word = t.kind == TemplateKind::sheet ? "sheet" : "card";
    if (!m_grouping) {
        report_once(severity, pos, message + " " + records_named(1, {record.id}, word), hint);
        return;
    }
    std::string key =
        std::to_string(static_cast<int>(severity)) + "|" + pos.to_string() + "|" + message;
    auto [it, added] = m_group_index.try_emplace(std::move(key), m_groups.size());
    if (added)
        m_groups.push_back({{severity, pos, std::move(message), std::move(hint)}, 0, {}, word});
    Group& group = m_groups[it->second];
    ++group.count;
    if (group.names.size() < k_names_shown) group.names.push_back(record.id);
}

void Binder::end_group() {
    for (auto& group : m_groups) {
        group.diagnostic.message += " " + records_named(group.count, group.names, group.word);
        m_diagnostics.add(std::move(group.diagnostic));
    }
    m_groups.clear();
    m_group_index.clear();
    m_grouping = false;
}

std::optional<std::string> Binder::lookup(std::string_view name, const LayerContext& at,
                                          bool escape) {
    const Record& record = at.record;
    if (name == "i") return std::to_string(at.index + 1);
    // "{end_#}" in a repeated layer: the field "end_1", "end_2", ... of each copy.
    std::string key(name);
    if (auto hash = key.find('#'); hash != std::string::npos)
        key.replace(hash, 1, std::to_string(at.index + 1));
    if (auto dot = key.find('.'); dot != std::string::npos) {
        // A named style: "{type.accent}" is the `accent` of the style the record's `type` keys.
        std::string field = key.substr(0, dot);
        std::string style_key = key.substr(dot + 1);
        const FieldStyles* styles = record.styles ? record.styles->find(field) : nullptr;
        const Field* value = record.find(field);
        if (!styles || !value) {
            fault(Severity::error, at.layer.pos,
                  at.where() + " uses the style '" + key + "', but no style is keyed by field '" +
                      field + "' on",
                  at.t, record);
            return std::nullopt;
        }
        const FieldStyles::Entry* entry = styles->find(value->text);
        const StyleValue* found = nullptr;
        if (entry) {
            auto own = entry->keys.find(style_key);
            if (own != entry->keys.end()) {
                found = &own->second;
            } else if (const auto* fallback = styles->fallback(); fallback && fallback != entry) {
                auto inherited = fallback->keys.find(style_key);
                if (inherited != fallback->keys.end()) found = &inherited->second;
            }
        }
        if (!found) {
            SourcePos pos = record.pos_of(field).value_or(at.layer.pos);
            fault(Severity::error, pos,
                  at.where() + " uses the style '" + key + "', which [style." + field + "." +
                      value->text + "] does not give (nor [style." + field + ".default]) on",
                  at.t, record);
            return std::nullopt;
        }
        return escape ? escape_markup(found->text) : found->text;
    }
    const Field* f = record.find(key);
    if (!f && name == "id") return escape ? escape_markup(record.id) : record.id;
    if (!f) {
        fault(Severity::error, at.layer.pos,
              "template '" + at.t.id + "' layer '" + at.layer.name + "' uses field '" +
                  std::string(name) + "', missing from",
              at.t, record, did_you_mean(name, field_names(record)));
        return std::nullopt;
    }
    return (escape && !f->markup) ? escape_markup(f->text) : f->text;
}

std::optional<std::string> Binder::fill_in(const std::string& pattern, const LayerContext& at,
                                           bool escape) {
    bool ok = true;
    std::string out = substitute_fields(
        pattern,
        [&](std::string_view name) -> std::optional<std::string> {
            auto value = lookup(name, at, escape);
            if (!value) ok = false;
            return value.value_or("");
        },
        [](std::string_view) {});
    if (!ok) return std::nullopt;
    return out;
}

std::optional<StyleSetting> Binder::resolve(const BoundValue& value, const LayerContext& at) {
    auto text = fill_in(value.pattern, at, false);
    if (!text) return std::nullopt;
    ValueKind kind = kind_of(value.key);
    // A pattern that is one field alone: a bad value is that field's, reported where it was
    // written.
    auto holes = placeholders(value.pattern);
    std::optional<SourcePos> data_pos;
    std::string from;
    if (holes.size() == 1 && holes.front().offset == 0 &&
        holes.front().name.size() + 2 == value.pattern.size()) {
        std::string name(holes.front().name);
        if (name.find('.') == std::string::npos) {
            data_pos = at.record.pos_of(name);
            from = ", from field '" + name + "',";
        }
    }
    std::string what = "'" + std::string(key_name(value.key)) + "' of " + at.where() + from + " ";
    if (kind == ValueKind::font) {
        std::string family(trim(*text));
        if (m_text.has_font(family)) return StyleSetting(family);
        std::vector<std::string> families = m_text.font_families();
        std::string hint = did_you_mean(family, families);
        if (hint.empty()) hint = "bundled fonts: " + join(families, ", ");
        fault(Severity::error, data_pos.value_or(value.pos),
              what + "names font '" + family + "', which is not bundled, on", at.t, at.record,
              hint);
        return std::nullopt;
    }
    auto parsed = parse_style_value(kind, *text);
    if (const auto* problem = std::get_if<StyleProblem>(&parsed)) {
        fault(Severity::error, data_pos.value_or(value.pos), what + problem->message + ", on", at.t,
              at.record, problem->hint);
        return std::nullopt;
    }
    return std::get<StyleSetting>(parsed);
}

std::optional<Colour> Binder::resolve_colour(const Layer& layer, StyleKey key,
                                             const LayerContext& at, bool& ok) {
    for (const auto& value : layer.bound) {
        if (value.key != key) continue;
        auto setting = resolve(value, at);
        if (!setting) {
            ok = false;
            return std::nullopt;
        }
        return std::get<Colour>(*setting);
    }
    return std::nullopt;
}

bool Binder::apply_text_style(const Layer& layer, TextStyle& style, const LayerContext& at) {
    bool ok = true;
    for (const auto& value : layer.bound) {
        if (value.key == StyleKey::opacity || kind_of(value.key) == ValueKind::colour) {
            if (value.key != StyleKey::colour) continue;
        }
        auto setting = resolve(value, at);
        if (!setting) {
            ok = false;
            continue;
        }
        switch (value.key) {
            case StyleKey::colour:
                style.colour = std::get<Colour>(*setting);
                break;
            case StyleKey::font:
                style.font = std::get<std::string>(*setting);
                break;
            case StyleKey::size:
                style.size_pt = std::get<double>(*setting);
                style.min_size_pt = std::min(style.min_size_pt, style.size_pt);
                break;
            case StyleKey::weight:
                style.weight = std::get<Weight>(*setting);
                break;
            case StyleKey::slant:
                style.slant = std::get<Slant>(*setting);
                break;
            case StyleKey::align:
                style.align = std::get<HAlign>(*setting);
                break;
            case StyleKey::valign:
                style.valign = std::get<VAlign>(*setting);
                break;
            default:
                break;
        }
    }
    return ok;
}

}  // namespace pnpkit::layout
