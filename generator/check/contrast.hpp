#pragma once

#include "core/colour.hpp"

// Colour arithmetic of the preflight's contrast check (WCAG 2.x).
namespace pnpkit::check {

// The least contrast text may have against what is drawn behind it (WCAG AA, normal text).
inline constexpr double k_min_contrast = 4.5;

// WCAG relative luminance of an opaque colour (sRGB), from 0 (black) to 1 (white).
double relative_luminance(const Colour& colour);

// WCAG contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
double contrast_ratio(const Colour& a, const Colour& b);

// `top` painted at its own alpha times `opacity` over the opaque `under`: the opaque result.
Colour composite(const Colour& top, double opacity, const Colour& under);

}  // namespace pnpkit::check
