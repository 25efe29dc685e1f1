#pragma once

#include <cstdint>
#include <vector>

#include "core/interval.hpp"
#include "games/colf/model.hpp"
#include "games/colf/play.hpp"
#include "games/colf/policy.hpp"

namespace pnpkit::colf {

// The tallies of many games. Every field is a sum, so tallies merge in any order: the numbers of a
// simulation do not depend on how its games were split over threads.
struct SimulationStats {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;
    std::vector<std::uint64_t> tiers;    // wins by score tier index
    std::vector<std::uint64_t> turns;    // games by turns used (index = turns)
    std::vector<std::uint64_t> levels;   // games by the hero's final level
    std::vector<std::uint64_t> killers;  // deaths by the killer's level (index = level)
    std::uint64_t master_deaths = 0;     // deaths to the Master Monster
    std::uint64_t kills = 0;
    std::uint64_t flights = 0;
    std::uint64_t rests = 0;

    void add(const GameResult& result);
    void merge(const SimulationStats& other);
    bool operator==(const SimulationStats&) const = default;
};

// Plays `games` games with `policy`, game i on the stream Rng(seed).stream(i), over `threads`
// threads (at least 1).
SimulationStats simulate(const ColfData& data, const Policy& policy, std::uint64_t seed,
                         std::uint64_t games, int threads);

// The Wilson score interval at 95% (core/interval.hpp).
using pnpkit::Interval;
using pnpkit::wilson_interval;

}  // namespace pnpkit::colf
