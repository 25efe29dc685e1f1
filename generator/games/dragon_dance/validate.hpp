#pragma once

#include "core/diagnostic.hpp"
#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// The design rule of the game as checks on each value table: attacks never weaken as the die
// rises, defences never strengthen, a die never makes a card weaker than no die, middle dice (3
// and 4) help a little, the favoured end of the die helps most, and tables the engine does not use
// are zeros. Each break is reported at the table entry that breaks it.
void check_tables(const GameData& data, Diagnostics& diagnostics);

// The structure of the decks: 8 cards a side, every card playable somewhere, something legal at
// each range, combo cards as a pair of short-range attacks, one Recuperate a side playable at
// both ranges, keywords that agree with the kind, and the cards the rules name.
void check_decks(const GameData& data, Diagnostics& diagnostics);

// Warns when lookahead.toml was fitted to other cards than these (the computer then falls back to
// its old evaluation).
void check_lookahead(const GameData& data, Diagnostics& diagnostics);

// Every check of the game's rules on loaded data: tables, decks, the worked examples replayed, and
// the computer's fitted value function.
void validate(const GameData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::dragon_dance
