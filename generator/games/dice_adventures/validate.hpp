#pragma once

#include "core/diagnostic.hpp"
#include "games/dice_adventures/model.hpp"

namespace pnpkit::dice_adventures {

// Checks loaded data against the engine: enough classes for a party, levels in order, a shop
// selling exactly one item of each effect the engine knows (one hireling at a time), modes whose
// shifts cover the adventures, cards whose modifiers are written out, values the solver can key,
// and the deck's difficulty (difficulty.hpp) against the spread its designer states. Each problem
// is reported at the record at fault.
void validate_data(const GameData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::dice_adventures
