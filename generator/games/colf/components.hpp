#pragma once

#include <vector>

#include "games/colf/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::colf {

// How many of each token the token sheet prints: the rules suggest about 50 hits and 25 XP/rage
// tokens; turn tokens come from the data (one per turn of the turn pool).
inline constexpr int k_hit_tokens = 50;
inline constexpr int k_xp_rage_tokens = 25;
// Rows of the hero sheet's level-up table, from the starting level up.
inline constexpr int k_level_up_rows = 7;
// Domino slots in each column of the hero and monster sheets (ruling R17): the sheets' templates
// lay them out two to a row, and validation checks that no monster needs more.
inline constexpr int k_column_slots = 14;

// The printable components of CoLF DaDA, bound to the colf-* templates: the noun and adjective
// decks (each card with the back of its level), the hero and monster sheets, the turn-sequence
// reference cards, the tokens and a double-six domino set. Plain data; the numbers of the game
// (turn pool, level-up costs, score tiers) come from `data`.
std::vector<layout::Component> make_components(const ColfData& data);

}  // namespace pnpkit::colf
