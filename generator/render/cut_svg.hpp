#pragma once

#include <string>

#include "layout/cut_sheet.hpp"

namespace pnpkit::render {

// The cut file of a print-and-cut sheet: an SVG as large as the sheet's page (in millimetres, one
// user unit a millimetre, origin at the top-left as on the printed page) holding one rectangle per
// slot along the card's cut line, corners rounded as the template says, stroked and not filled.
// `title` names the deck; a description repeats the registration marks' settings.
std::string cut_svg(const layout::CutSheet& sheet, const layout::Cutter& cutter,
                    const std::string& title);

}  // namespace pnpkit::render
