#include "render/ink_saver.hpp"

#include <algorithm>
#include <cmath>

namespace pnpkit::render {

using namespace layout;

namespace {

// A filled shape covering at least this share of its card's trim is the card's background.
constexpr double k_background_share = 0.5;
// How much of its darkness a smaller filled shape keeps: a pale grey that black text reads on.
constexpr double k_fill_keep = 0.12;
// How much of their darkness lines and outlines keep: light, still plain to see.
constexpr double k_line_keep = 0.4;
// How much of their width they keep, never thinner than a hairline a printer prints.
constexpr double k_line_thin = 0.5;
constexpr Length k_thinnest = Length::pt(0.25);

// A line width the ink saver draws instead of `width`.
Length thinner(Length width) {
    return std::min(width, std::max(width * k_line_thin, k_thinnest));
}

double area(const Rect& r) {
    return std::max(0.0, r.width.to_mm()) * std::max(0.0, r.height.to_mm());
}

// Whether a filled shape is a background: most of the card, or reaching past the trim into the
// bleed.
bool is_background(const RectItem& rect, const Drawing* within) {
    if (!within) return false;
    double trim = within->size.width.to_mm() * within->size.height.to_mm();
    if (trim > 0 && area(rect.box) >= k_background_share * trim) return true;
    const double hair = 0.01;
    return rect.box.x.to_mm() < -hair || rect.box.y.to_mm() < -hair ||
           rect.box.right().to_mm() > within->size.width.to_mm() + hair ||
           rect.box.bottom().to_mm() > within->size.height.to_mm() + hair;
}

}  // namespace

Colour grey_of(Colour colour) {
    double y = 0.2126 * colour.red() + 0.7152 * colour.green() + 0.0722 * colour.blue();
    auto v = static_cast<std::uint8_t>(std::lround(std::clamp(y, 0.0, 1.0) * 255));
    return {v, v, v, colour.a};
}

Colour low_ink_art(Colour colour) {
    // Cairo's HSL_SATURATION with a grey source keeps the art's luminosity (0.3, 0.59, 0.11).
    double lum = 0.3 * colour.red() + 0.59 * colour.green() + 0.11 * colour.blue();
    double v = k_art_veil + (1 - k_art_veil) * std::clamp(lum, 0.0, 1.0);
    auto byte = static_cast<std::uint8_t>(std::lround(v * 255));
    return {byte, byte, byte, colour.a};
}

Colour paler(Colour colour, double keep) {
    Colour grey = grey_of(colour);
    double dark = 1 - grey.red();
    auto v = static_cast<std::uint8_t>(std::lround((1 - dark * keep) * 255));
    return {v, v, v, colour.a};
}

bool prints_as_is(const Item& item, Ink ink) {
    return ink == Ink::full || std::holds_alternative<PlacedItem>(item) ||
           std::holds_alternative<ImageItem>(item);
}

Item low_ink(const Item& item, const Drawing* within) {
    Item out = item;
    if (auto* text = std::get_if<TextItem>(&out)) {
        text->style.colour = Colour{0, 0, 0, text->style.colour.a};
    } else if (auto* rect = std::get_if<RectItem>(&out)) {
        if (rect->fill) {
            if (is_background(*rect, within)) {
                rect->fill.reset();
            } else {
                rect->fill = paler(*rect->fill, k_fill_keep);
            }
        }
        if (rect->stroke) {
            rect->stroke = paler(*rect->stroke, k_line_keep);
            rect->stroke_width = thinner(rect->stroke_width);
        }
    } else if (auto* line = std::get_if<LineItem>(&out)) {
        line->colour = paler(line->colour, k_line_keep);
        line->width = thinner(line->width);
    } else if (auto* icon = std::get_if<IconItem>(&out)) {
        icon->ink = grey_of(icon->ink);
        if (icon->paper) icon->paper = Colour::white();
    }
    return out;
}

}  // namespace pnpkit::render
