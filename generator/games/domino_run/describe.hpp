#pragma once

#include <string>
#include <vector>

#include "games/domino_run/model.hpp"
#include "games/domino_run/reach.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// The line as text, one tile a slot from the enemy's end: [1|2] a tile, {3|3} a claimed key
// (face down), [_|_] the pit of a taken tile, [_] the pit in front; under it, E marks the enemy's
// space and P the player's. Two lines, without a final newline.
std::string draw_line(const State& state);

// "space 7 (the 5 of 5|1)", "space 3 (a pit)": a place as players name it.
std::string place_name(const State& state, int place);

// How a plan spends the roll, one die (or combination) a phrase:
// "5 pays space 7 (5); 2→5 with 2|5 pays spaces 8 (1) and 9 (4); then space 10 (blank) is free".
std::string spend_text(const State& state, const Plan& plan);

// "5 3" for the dice of this turn's roll.
std::string roll_text(const State& state);

// "2|5, 1|3" or "none" for the ability tiles.
std::string abilities_text(const State& state);

}  // namespace pnpkit::domino_run
