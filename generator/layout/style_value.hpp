#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/colour.hpp"
#include "core/diagnostic.hpp"
#include "layout/page.hpp"

// Style values that may come from a card: `fill = "{colour}"`, `colour = "{type.ink}"`,
// `font = "{font}"`. The template keeps the pattern; binding fills the fields in and parses the
// result here, and the checks before binding parse enum values and named styles here too, so that
// a value means the same wherever it is written.
namespace pnpkit::layout {

// A key of a layer (or the template's `background`) that may hold {field} placeholders.
enum class StyleKey {
    background,
    fill,
    stroke,
    colour,
    font,
    size,
    weight,
    slant,
    align,
    valign,
    opacity,
    header_fill,
    stripe_fill,
    rule_colour
};

// The key as written in templates: "fill", "style" (the slant), "header_fill".
const char* key_name(StyleKey key);

// What a value must be, for the keys above and for the icon and image keys.
enum class ValueKind { colour, size, font, weight, slant, align, valign, opacity, icon, image };

ValueKind kind_of(StyleKey key);
// "a colour such as \"#6a3d9a\"", "a font size such as \"12pt\"", ...
std::string describe(ValueKind kind);

// A key of a layer whose value is a pattern with {field} placeholders, resolved for each card.
struct BoundValue {
    StyleKey key = StyleKey::fill;
    std::string pattern;
    SourcePos pos;
};

// A parsed style value: a colour, a size in points, a font family, an alignment, an opacity (0-1).
using StyleSetting = std::variant<Colour, double, std::string, Weight, Slant, HAlign, VAlign>;

// Why a text is not a value of its kind: "must be a colour written ...", and a "did you mean".
struct StyleProblem {
    std::string message;
    std::string hint;
};

// Parses `text` as a value of `kind` (colour, size, weight, slant, align, valign, opacity; a font
// is any family name here, checked against the bundled fonts by the caller). Gives the reason in
// words when it is not one, with the accepted spellings. Icons and images are not parsed here.
std::variant<StyleSetting, StyleProblem> parse_style_value(ValueKind kind, std::string_view text);

}  // namespace pnpkit::layout
