#pragma once

#include <vector>

#include "games/dice_adventures/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::dice_adventures {

// The credit line of every printed face.
inline constexpr const char* k_credit = "Dice Adventures \u00b7 a game by Ricardo Nakamura";

// The printable components of Dice Adventures, bound to the dice-adventures-* templates.
std::vector<layout::Component> make_components(const GameData& data);

}  // namespace pnpkit::dice_adventures
