#pragma once

#include <optional>
#include <string>
#include <vector>

#include "layout/imposition.hpp"
#include "layout/page.hpp"

namespace pnpkit::layout {

// A duplex calibration sheet: a front page with fine crosshairs and millimetre rulers at the centre
// and near the four corners, and a back page with millimetre scales at the same places (where a
// duplex printer that flips as `duplex` puts them). Held to the light, each front line crosses the
// back's scale at the correction to pass: X and Y at the centre are --back-offset; the difference
// between the X read at the top and at the bottom (or the Y read on the right and on the left)
// gives --back-rotate.
struct CalibrationSheet {
    Page front;
    Page back;
    std::vector<Point> targets;  // where the crosshairs are, on the front: centre first
    Length rise;                 // how far the corner targets lie above and below the centre
    Length reach;                // how far they lie left and right of the centre
    // Degrees of back turn per millimetre of difference between the X read at the top corners and
    // at the bottom ones: 180 / (pi * 2 rise).
    double degrees_per_mm_x = 0;
    // The same for the Y read at the right corners less the Y read at the left ones.
    double degrees_per_mm_y = 0;
};

// How far a scale reaches either side of its zero.
inline constexpr Length k_calibration_scale = Length::mm(10);
// The smallest side a calibration sheet's paper may have.
inline constexpr Length k_calibration_min_side = Length::mm(100);

// The calibration sheet for a portrait page of `page` size, with `back_note` (when not empty) as
// a line under the back's heading (what the back is corrected by); nullopt when a side is under
// k_calibration_min_side.
std::optional<CalibrationSheet> calibration_sheet(Size page, Duplex duplex,
                                                  const std::string& back_note = "");

// The back page `back` as `render --back-offset X,Y --back-rotate DEG` (or `--printer`) places
// back pages: every item shifted by `offset`, then the page turned `turn_deg` clockwise about its
// centre (Page::turn_deg), so that a corrected sheet printed again reads zero on every scale.
Page corrected_back(Page back, Point offset, double turn_deg);

// Where a point of the front page lies on the back page of the same sheet once the printer has
// flipped it as `duplex` does: mirrored across or down.
Point behind(Point front, Size page, Duplex duplex);

}  // namespace pnpkit::layout
