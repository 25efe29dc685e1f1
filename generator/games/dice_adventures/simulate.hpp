#pragma once

#include <cstdint>
#include <map>
#include <span>

#include "games/dice_adventures/policy.hpp"

namespace pnpkit::dice_adventures {

// The tallies of many games. Every field is a sum, so tallies merge in any order: a simulation's
// numbers do not depend on how its games were split over threads.
struct SimulationStats {
    std::uint64_t games = 0;
    std::int64_t score_sum = 0;
    std::int64_t score_squares = 0;
    std::uint64_t deaths = 0;
    std::uint64_t wipeouts = 0;           // games that ended with nobody left
    std::map<int, std::uint64_t> scores;  // final score -> games

    void merge(const SimulationStats& other);
    double mean() const;
    // Half the width of the 95% confidence interval of the mean (normal approximation).
    double half_width() const;
    bool operator==(const SimulationStats&) const = default;
};

// Plays `games` games of `party` (class indices) with a policy of `kind`, game i on the stream
// Rng(seed).stream(i), over `threads` threads (at least 1). The policies read one solution:
// `solver`'s, which first works out the party's whole game on the same threads (Solver::solve),
// then is only read, by each thread through its own Solver::reading.
SimulationStats simulate(Solver& solver, PolicyKind kind, std::span<const int> party,
                         std::uint64_t seed, std::uint64_t games, int threads);

}  // namespace pnpkit::dice_adventures
