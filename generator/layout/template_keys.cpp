// The template keys a layer shares with others: text style, colours and opacity (which may come
// from the record), `when`, lengths that must not be negative, a table's columns.
#include "layout/template_keys.hpp"

#include <algorithm>
#include <cstdio>

#include "layout/markup.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout::template_keys {

using load::EnumName;
using load::TableReader;

namespace {

constexpr EnumName<Weight> k_weights[] = {{"normal", Weight::normal}, {"bold", Weight::bold}};
constexpr EnumName<Slant> k_slants[] = {{"normal", Slant::normal}, {"italic", Slant::italic}};
constexpr EnumName<HAlign> k_haligns[] = {{"left", HAlign::left},
                                          {"center", HAlign::center},
                                          {"right", HAlign::right},
                                          {"justify", HAlign::justify}};
constexpr EnumName<VAlign> k_valigns[] = {
    {"top", VAlign::top}, {"middle", VAlign::middle}, {"bottom", VAlign::bottom}};
}  // namespace

// Reads a style key that may hold a pattern ("{colour}"): a pattern replaces what the key
// inherited in `bound` and gives true; a constant drops the inherited pattern and gives false, for
// the caller to read it as usual. An absent key changes nothing and gives false.
bool bound_key(TableReader& r, std::string_view key, StyleKey style,
               std::vector<BoundValue>& bound) {
    if (!r.has(key)) return false;
    std::erase_if(bound, [&](const BoundValue& b) { return b.key == style; });
    const toml::node* node = r.node(key);
    auto text = node->value_exact<std::string>();
    if (!text || placeholders(*text).empty()) return false;
    bound.push_back({style, *text, r.pos(key)});
    return true;
}

double read_points(TableReader& r, std::string_view key, double fallback) {
    if (!r.has(key)) return fallback;
    auto length = r.required_length(key);
    if (!length) return fallback;
    if (*length <= Length()) {
        r.error(key, "'" + std::string(key) + "' must be positive, found " + length->to_string());
        return fallback;
    }
    return length->to_pt();
}

// Text style keys, each falling back to `base` (the template's [defaults]); keys whose values come
// from the record go to `bound` (which starts as the defaults' own).
TextStyle read_style(TableReader& r, const TextStyle& base, std::vector<BoundValue>& bound) {
    TextStyle style = base;
    if (!bound_key(r, "font", StyleKey::font, bound))
        style.font = r.optional_string("font", base.font);
    if (!bound_key(r, "weight", StyleKey::weight, bound))
        style.weight = r.optional_enum<Weight>("weight", base.weight, k_weights);
    if (!bound_key(r, "style", StyleKey::slant, bound))
        style.slant = r.optional_enum<Slant>("style", base.slant, k_slants);
    if (!bound_key(r, "size", StyleKey::size, bound))
        style.size_pt = read_points(r, "size", base.size_pt);
    style.min_size_pt = read_points(r, "min_size", std::min(base.min_size_pt, style.size_pt));
    if (style.min_size_pt > style.size_pt) {
        r.error("min_size", "'min_size' must not exceed 'size'");
        style.min_size_pt = style.size_pt;
    }
    if (!bound_key(r, "colour", StyleKey::colour, bound))
        style.colour = r.optional_colour("colour", base.colour);
    if (!bound_key(r, "align", StyleKey::align, bound))
        style.align = r.optional_enum<HAlign>("align", base.align, k_haligns);
    if (!bound_key(r, "valign", StyleKey::valign, bound))
        style.valign = r.optional_enum<VAlign>("valign", base.valign, k_valigns);
    style.line_spacing = r.optional_number("line_spacing", base.line_spacing);
    if (style.line_spacing <= 0 || style.line_spacing > 4) {
        r.error("line_spacing",
                "'line_spacing' must be between 0 and 4 (a factor of the font size)");
        style.line_spacing = base.line_spacing;
    }
    style.wrap = r.optional_bool("wrap", base.wrap);
    style.features = r.optional_string("features", base.features);
    return style;
}

std::optional<Colour> optional_colour(TableReader& r, std::string_view key) {
    if (!r.has(key)) return std::nullopt;
    return r.required_colour(key);
}

// A colour key that may come from the record: a pattern goes to `bound` and leaves `colour` as is.
void read_colour(TableReader& r, std::string_view key, StyleKey style,
                 std::optional<Colour>& colour, std::vector<BoundValue>& bound) {
    if (!bound_key(r, key, style, bound) && r.has(key)) colour = r.required_colour(key);
}

// `opacity`: a number from 0 to 1, "50%", or a pattern for the record to give.
double read_opacity(TableReader& r, std::vector<BoundValue>& bound) {
    if (!r.has("opacity") || bound_key(r, "opacity", StyleKey::opacity, bound)) return 1;
    const toml::node* node = r.node("opacity");
    std::string text;
    if (auto number = node->value<double>()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", *number);
        text = buf;
    } else if (auto written = node->value_exact<std::string>()) {
        text = *written;
    }
    auto value = parse_style_value(ValueKind::opacity, text);
    if (const auto* problem = std::get_if<StyleProblem>(&value)) {
        r.error("opacity", "'opacity' " + (text.empty() ? "must be an opacity from 0 to 1, found " +
                                                              load::type_name(*node)
                                                        : problem->message));
        return 1;
    }
    return std::get<double>(std::get<StyleSetting>(value));
}

// Notes where a key that names fields was written, for the checks that point into it.
void note_pos(TableReader& r, Layer& layer, std::string_view key) {
    if (r.has(key)) layer.key_pos[std::string(key)] = r.pos(key);
}

// `when`: a condition on the record's fields; an error points at the character where it goes
// wrong.
void read_when(TableReader& r, Layer& layer) {
    if (!r.has("when")) return;
    auto text = r.required_string("when");
    if (!text) return;
    layer.key_pos["when"] = r.pos("when");
    auto parsed = Condition::parse(*text);
    if (auto* error = std::get_if<ConditionError>(&parsed)) {
        r.diagnostics().error(load::pos_in_string(r.pos("when"), error->offset),
                              "'when': " + error->message, error->hint);
        return;
    }
    layer.when = std::get<Condition>(std::move(parsed));
}

Length non_negative(TableReader& r, std::string_view key, Length fallback) {
    Length value = r.optional_length(key, fallback);
    if (value < Length()) {
        r.error(key, "'" + std::string(key) + "' must not be negative, found " + value.to_string());
        return fallback;
    }
    return value;
}

std::vector<TableColumn> read_columns(TableReader& r) {
    std::vector<TableColumn> columns;
    for (const std::string& spec : r.optional_string_array("columns")) {
        TableColumn column;
        if (spec.ends_with('*')) {
            std::string share = spec.substr(0, spec.size() - 1);
            column.share = share.empty() ? 1.0 : std::atof(share.c_str());
            if (column.share <= 0)
                r.error("columns", "column share '" + spec + "' must be positive, e.g. \"2*\"");
        } else if (auto length = parse_length(spec)) {
            column.width = *length;
        } else {
            r.error("columns",
                    "column '" + spec + "' must be a length (\"20mm\") or a share (\"*\", \"2*\")");
        }
        columns.push_back(column);
    }
    auto aligns = r.optional_string_array("column_align");
    for (std::size_t i = 0; i < aligns.size(); ++i) {
        auto match = std::find_if(std::begin(k_haligns), std::end(k_haligns),
                                  [&](const auto& n) { return n.name == aligns[i]; });
        if (match == std::end(k_haligns)) {
            r.error("column_align",
                    "column alignment '" + aligns[i] + "' must be left, center, right or justify");
        } else if (i < columns.size()) {
            columns[i].align = match->value;
        } else {
            r.error("column_align", "'column_align' has more entries than 'columns'");
            break;
        }
    }
    if (columns.empty())
        r.error_here("a table layer needs 'columns', e.g. columns = [\"20mm\", \"*\"]");
    return columns;
}

}  // namespace pnpkit::layout::template_keys
