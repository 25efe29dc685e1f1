#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

#include "games/common/ladder.hpp"
#include "games/common/control_variate.hpp"
#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// Decisions the clairvoyant bound may visit in one game before it counts the game as won.
constexpr std::uint64_t k_bound_nodes = 1000000;

// The rows of Domino Run's ladder, weakest first, the bound last; the advisor (the coach's
// evaluation) is the reference and plays only the first `advisor_games` games, the bound only the
// first `bound_games` (0: every game).
ladder::LadderSpec ladder_spec(std::uint64_t advisor_games, std::uint64_t bound_games = 0);

// One thread's players of the ladder: game i meets the future of Rng(seed).stream(2i) (its dice
// and draws) and gives a policy its own randomness from Rng(seed).stream(2i + 1), whatever the
// runner's stream. The bound searches at most `bound_nodes` decisions a game and adds to
// `unsettled` (when given) each game it counted as won without settling it.
std::unique_ptr<ladder::Players> make_ladder_players(
    const Rules& rules, std::uint64_t seed, std::atomic<std::uint64_t>* unsettled = nullptr,
    std::uint64_t bound_nodes = k_bound_nodes);

// The advisor row's mean with the card row as a control variate (control_variate_mean: the card's
// games paired with the advisor's, and all of the card's); nullopt when the advisor played fewer
// than three games or the card's results do not vary on them.
std::optional<ladder::ControlEstimate> advisor_by_card(const ladder::LadderResult& result);

}  // namespace pnpkit::domino_run
