#pragma once

#include <cstdint>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// The default number of games of the ladder: intervals of at most ±0.3 percentage points.
inline constexpr std::uint64_t k_dance_ladder_games = 107000;
// The default number of games of the bound row (its search is slower than a game).
inline constexpr std::uint64_t k_dance_bound_games = 5000;

struct DanceLadderOptions {
    std::uint64_t games = k_dance_ladder_games;
    int threads = 1;
    Side side = Side::knight;
    std::uint64_t bound_games = k_dance_bound_games;  // 0: every game
};

// pnpkit simulate dragon-dance --ladder: every policy of the ladder on the same duels.
ExitCode run_ladder_command(const DanceLadderOptions& options, cli::Context& context);

}  // namespace pnpkit::dragon_dance
