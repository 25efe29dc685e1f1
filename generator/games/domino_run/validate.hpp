#pragma once

#include "core/diagnostic.hpp"
#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// Checks the numbers against the engine and the rules, beyond the schema: a set the engine holds
// (up to double-nine) with as many doubles as keys to win; a starting pool within the dice in the
// box; a set-up that can always be dealt, mulligans included, with the player on the line; the two
// treasures once each; and the rule document's examples, replayed through the engine (the
// illustration's starting line, the FAQ's move). Each failure names the setting or example.
void validate_data(const GameData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::domino_run
