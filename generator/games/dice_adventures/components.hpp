#pragma once

#include <vector>

#include "games/dice_adventures/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::dice_adventures {

// The printable components of Dice Adventures, bound to the dice-adventures-* templates.
std::vector<layout::Component> make_components(const GameData& data);

}  // namespace pnpkit::dice_adventures
