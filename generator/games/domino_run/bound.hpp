#pragma once

#include <cstdint>

#include "games/domino_run/future.hpp"
#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// What the clairvoyant search found for one game.
struct ClairvoyantResult {
    bool win = false;         // some way of deciding wins (or the search ran out: see resolved)
    bool resolved = true;     // false: the budget ran out and the game was counted as won
    std::uint64_t nodes = 0;  // decisions visited
};

// The strength ladder's upper bound: whether a player who knows every future die and draw of
// `future` can win, by a depth-first search over every legal answer of every decision (each place
// from the farthest back to the player's, each treasure, each thing to give up, keeping or changing
// the starting line), remembering the (state, place in the future) pairs already lost. Any policy
// playing against the same future makes one of these sequences of answers, so it wins only where
// this search wins. After `max_nodes` decisions without an answer the game is counted as won, so
// the figure stays an upper bound (resolved says so).
ClairvoyantResult clairvoyant_win(const Rules& rules, Future& future, std::uint64_t max_nodes);

}  // namespace pnpkit::domino_run
