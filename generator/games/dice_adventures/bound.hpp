#pragma once

#include <climits>
#include <cstdint>

#include "games/dice_adventures/bound_changes.hpp"
#include "games/dice_adventures/future.hpp"

namespace pnpkit::dice_adventures {

// What the clairvoyant search found for one game.
struct ClairvoyantResult {
    int score = 0;            // the best final score (or an upper bound of it: see resolved)
    bool resolved = true;     // false: the budget ran out and part of the game was bounded
    std::uint64_t nodes = 0;  // decision states visited
    std::size_t memo = 0;     // adventure starts remembered
};

// The strength ladder's upper bound: the best final score of any sequence of decisions against
// `future` from `start` (read up to `at`), a player who knows every future die and pick. A search
// over every legal decision, memoised at adventure starts, with three exact reductions argued in
// bound.cpp (treasure bought at the end, provisions and weapons bought as used, a state with more
// gold never worse). Provisions or weapons `start` holds count as their price in gold (an upper
// bound). After `max_nodes` decision states the rest of the game is bounded by optimistic_score,
// so the result stays an upper bound (resolved says so). Branch and bound: `known`, a score some
// play reaches on this future (the advisor's, or INT_MIN), and every play found raise the
// incumbent, and a part of the game whose optimistic_score cannot beat it is not searched.
// `changes`, when given, is kept from game to game (for the same rules only).
ClairvoyantResult clairvoyant_best(const Rules& rules, const State& start, Future& future,
                                   FutureAt at, std::uint64_t max_nodes, int known = INT_MIN,
                                   ChangeMemo* changes = nullptr);

// What the clairvoyant's search for a perfect game found.
struct PerfectResult {
    bool perfect = false;     // some play ends every adventure left a success (or see resolved)
    bool resolved = true;     // false: the budget ran out, and the game counts as perfect
    std::uint64_t nodes = 0;  // decision states visited
};

// Whether a player who knows every future die and pick can end every adventure left from `start`
// with a result of 1 or 2 (a perfect game, the ladder's perfect column): the same search as
// clairvoyant_best's, every end of an adventure with a worse result left out, stopping at the
// first such play. After `max_nodes` decision states the game counts as perfect, so the share of
// perfect games stays an upper bound (resolved says so).
PerfectResult clairvoyant_perfect(const Rules& rules, const State& start, Future& future,
                                  FutureAt at, std::uint64_t max_nodes,
                                  ChangeMemo* changes = nullptr);

// A score no play can beat from `state` (waiting for an adventure, its shop or the final shop):
// every level-up and the most gold of every adventure left, no more deaths.
int optimistic_score(const Rules& rules, const State& state);

}  // namespace pnpkit::dice_adventures
