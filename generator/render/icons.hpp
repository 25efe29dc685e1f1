#pragma once

#include <cairo.h>

#include <optional>

#include "core/colour.hpp"
#include "layout/icon_spec.hpp"

namespace pnpkit::render {

// Draws an icon as vectors, centred in the box (x, y, width, height) with its own aspect kept.
// `ink` is the line and pip colour; `paper` the body colour of dice, dominoes and coins
// (default: white for dice and dominoes, a warm gold for coins). `outline` (the ink saver) strokes
// the edges of a symbol's solid shapes instead of filling them; pips stay solid.
void draw_icon(cairo_t* cr, const layout::IconSpec& icon, double x, double y, double width,
               double height, const Colour& ink, const std::optional<Colour>& paper,
               bool outline = false);

}  // namespace pnpkit::render
