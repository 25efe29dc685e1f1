#pragma once

#include <cstddef>

#include "games/dragon_dance/duel.hpp"

namespace pnpkit::dragon_dance {

// The clairvoyant bound of one duel: the best result a player of `me` can reach knowing the whole
// future (every die either side will roll and every draw of the computer, hence its die and card
// each round before choosing its own). Against a fixed future the computer's play is a function
// of the position, so this is a one-player search over the player's dice, cards and follow-ups:
// depth first, the most promising move (by the computer's evaluation) first, stopping at a win,
// with the values of positions already searched remembered.
struct BoundResult {
    double score = 0;     // the exact clairvoyant best (1, 0.5, 0), or 1 when not proven
    bool proven = false;  // the search finished within its budget
    std::size_t nodes = 0;
};

// Searches at most `node_budget` rounds' positions; past the budget the duel's bound is 1 (a win),
// which no player can beat, so the result is an upper bound on every policy's result in this
// future either way.
BoundResult clairvoyant_bound(const GameData& data, Side me, DuelComputer& computer,
                              DuelFuture& future, int max_rounds, std::size_t node_budget);
// The same from `start`, a round about to begin, with the future read up to `at`.
BoundResult clairvoyant_bound_from(const GameData& data, const GameState& start, const DuelAt& at,
                                   Side me, DuelComputer& computer, DuelFuture& future,
                                   int max_rounds, std::size_t node_budget);

}  // namespace pnpkit::dragon_dance
