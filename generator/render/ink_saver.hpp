#pragma once

#include "core/colour.hpp"
#include "layout/page.hpp"

namespace pnpkit::render {

// How much ink a render spends: full colour, or the ink saver's low-ink version.
enum class Ink { full, low };

// The ink saver's version of an item drawn in `within` (the card or sheet it lies on; null on a
// page), decided from the item's kind alone so that every game's templates get it:
// - text in black;
// - a filled shape that covers most of its card or reaches into the bleed (a background, a
//   full-bleed fill) loses its fill, a smaller one is filled in a pale grey;
// - lines and outlines in paler greys and thinner; icons in greys and black, their bodies white
//   (the painter outlines their shapes, with thin lines, and draws pips hollow);
// - images are left as they are here: the painter draws them lightened and in greys.
layout::Item low_ink(const layout::Item& item, const layout::Drawing* within);

// Whether an item prints as it is with `ink`: always in full colour; a placed drawing (its items
// are changed one by one) or an image (the painter greys it) with the ink saver too.
bool prints_as_is(const layout::Item& item, Ink ink);

// How much white the ink saver lays over art (only where the art is), after taking its colour out.
inline constexpr double k_art_veil = 0.8;

// What a pixel of art of colour `colour` prints as with the ink saver (the painter's saturation
// blend with grey, then the white veil), keeping its alpha: what the preflight's contrast check
// sees behind text.
Colour low_ink_art(Colour colour);

// The grey of a colour's luminance (Rec. 709), keeping its alpha.
Colour grey_of(Colour colour);

// A colour's grey moved towards white, keeping `keep` of its darkness (0: white, 1: the grey).
Colour paler(Colour colour, double keep);

}  // namespace pnpkit::render
