#include "layout/style_value.hpp"

#include <array>

#include "core/length.hpp"
#include "core/text.hpp"
#include "layout/condition.hpp"

namespace pnpkit::layout {

namespace {

// The largest font size a value may give: far more than a card or a sheet shows.
constexpr double k_max_size_pt = 400;

template <typename E, std::size_t N>
std::variant<StyleSetting, StyleProblem> match(
    std::string_view text, const std::array<std::pair<std::string_view, E>, N>& names) {
    std::vector<std::string> spelled;
    for (const auto& [name, value] : names) {
        if (name == text) return StyleSetting(value);
        spelled.emplace_back(name);
    }
    return StyleProblem{"must be " + quoted_list(spelled) + ", found " + in_quotes(text),
                        did_you_mean(text, spelled)};
}

}  // namespace

const char* key_name(StyleKey key) {
    switch (key) {
        case StyleKey::background:
            return "background";
        case StyleKey::fill:
            return "fill";
        case StyleKey::stroke:
            return "stroke";
        case StyleKey::colour:
            return "colour";
        case StyleKey::font:
            return "font";
        case StyleKey::size:
            return "size";
        case StyleKey::weight:
            return "weight";
        case StyleKey::slant:
            return "style";
        case StyleKey::align:
            return "align";
        case StyleKey::valign:
            return "valign";
        case StyleKey::opacity:
            return "opacity";
        case StyleKey::header_fill:
            return "header_fill";
        case StyleKey::stripe_fill:
            return "stripe_fill";
        case StyleKey::rule_colour:
            return "rule_colour";
    }
    return "?";
}

ValueKind kind_of(StyleKey key) {
    switch (key) {
        case StyleKey::font:
            return ValueKind::font;
        case StyleKey::size:
            return ValueKind::size;
        case StyleKey::weight:
            return ValueKind::weight;
        case StyleKey::slant:
            return ValueKind::slant;
        case StyleKey::align:
            return ValueKind::align;
        case StyleKey::valign:
            return ValueKind::valign;
        case StyleKey::opacity:
            return ValueKind::opacity;
        default:
            return ValueKind::colour;
    }
}

std::string describe(ValueKind kind) {
    switch (kind) {
        case ValueKind::colour:
            return "a colour such as \"#6a3d9a\"";
        case ValueKind::size:
            return "a font size such as \"12pt\"";
        case ValueKind::font:
            return "a font family";
        case ValueKind::weight:
            return "a weight (normal or bold)";
        case ValueKind::slant:
            return "a style (normal or italic)";
        case ValueKind::align:
            return "an alignment (left, center, right or justify)";
        case ValueKind::valign:
            return "a vertical alignment (top, middle or bottom)";
        case ValueKind::opacity:
            return "an opacity from 0 to 1";
        case ValueKind::icon:
            return "an icon name such as 'die5' or 'heart'";
        case ValueKind::image:
            return "an image file";
    }
    return "a value";
}

std::variant<StyleSetting, StyleProblem> parse_style_value(ValueKind kind, std::string_view raw) {
    std::string_view text = trim(raw);
    switch (kind) {
        case ValueKind::colour: {
            if (auto colour = parse_colour(text)) return StyleSetting(*colour);
            return StyleProblem{
                "must be a colour written \"#rrggbb\" or \"#rrggbbaa\", found " + in_quotes(text),
                {}};
        }
        case ValueKind::size: {
            std::optional<double> points;
            if (auto number = parse_number(text)) {
                points = *number;
            } else if (auto length = parse_length(text)) {
                points = length->to_pt();
            }
            if (!points)
                return StyleProblem{
                    "must be a font size such as \"12pt\" (a number alone is points), found " +
                        in_quotes(text),
                    {}};
            if (*points <= 0 || *points > k_max_size_pt)
                return StyleProblem{"must be a font size above 0 and at most " +
                                        std::to_string(static_cast<int>(k_max_size_pt)) +
                                        "pt, found " + in_quotes(text),
                                    {}};
            return StyleSetting(*points);
        }
        case ValueKind::font: {
            if (text.empty()) return StyleProblem{"must be a font family, found nothing", {}};
            return StyleSetting(std::string(text));
        }
        case ValueKind::weight:
            return match<Weight, 2>(text, {{{"normal", Weight::normal}, {"bold", Weight::bold}}});
        case ValueKind::slant:
            return match<Slant, 2>(text, {{{"normal", Slant::normal}, {"italic", Slant::italic}}});
        case ValueKind::align:
            return match<HAlign, 4>(text, {{{"left", HAlign::left},
                                            {"center", HAlign::center},
                                            {"right", HAlign::right},
                                            {"justify", HAlign::justify}}});
        case ValueKind::valign:
            return match<VAlign, 3>(
                text,
                {{{"top", VAlign::top}, {"middle", VAlign::middle}, {"bottom", VAlign::bottom}}});
        case ValueKind::opacity: {
            std::optional<double> value = parse_number(text);
            if (!value && text.ends_with('%')) {
                value = parse_number(text.substr(0, text.size() - 1));
                if (value) *value /= 100;
            }
            if (!value || *value < 0 || *value > 1)
                return StyleProblem{
                    "must be an opacity from 0 to 1 (or 0% to 100%), found " + in_quotes(text), {}};
            return StyleSetting(*value);
        }
        case ValueKind::icon:
        case ValueKind::image:
            break;
    }
    return StyleProblem{"cannot be parsed here", {}};
}

}  // namespace pnpkit::layout
