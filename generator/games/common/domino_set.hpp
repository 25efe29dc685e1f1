#pragma once

#include <string>

#include "layout/component.hpp"

namespace pnpkit::games {

// A printable double-N domino set (28 tiles for double-six) as a deck of 50 x 25 mm tiles with a
// common back, for players without dominoes. Templates: domino-tile, domino-back.
layout::DeckComponent domino_set_component(int max_pips = 6, const std::string& back_label = "pnpkit");

}  // namespace pnpkit::games
