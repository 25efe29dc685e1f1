#include "games/colf/simulate.hpp"

#include <algorithm>
#include <thread>

namespace pnpkit::colf {

namespace {

void bump(std::vector<std::uint64_t>& counts, int index, std::uint64_t by = 1) {
    auto i = static_cast<std::size_t>(std::max(0, index));
    if (counts.size() <= i)
        counts.resize(i + 1, 0);
    counts[i] += by;
}

void add_all(std::vector<std::uint64_t>& into, const std::vector<std::uint64_t>& from) {
    for (std::size_t i = 0; i < from.size(); ++i) {
        if (from[i] != 0)
            bump(into, static_cast<int>(i), from[i]);
    }
}

}  // namespace

void SimulationStats::add(const GameResult& result) {
    ++games;
    bump(turns, result.turns);
    bump(levels, result.level);
    kills += static_cast<std::uint64_t>(result.kills);
    flights += static_cast<std::uint64_t>(result.flights);
    rests += static_cast<std::uint64_t>(result.rests);
    if (result.won) {
        ++wins;
        if (result.tier >= 0)
            bump(tiers, result.tier);
    } else {
        bump(killers, result.killer_level);
        if (result.killed_by_master)
            ++master_deaths;
    }
}

void SimulationStats::merge(const SimulationStats& other) {
    games += other.games;
    wins += other.wins;
    add_all(tiers, other.tiers);
    add_all(turns, other.turns);
    add_all(levels, other.levels);
    add_all(killers, other.killers);
    master_deaths += other.master_deaths;
    kills += other.kills;
    flights += other.flights;
    rests += other.rests;
}

SimulationStats simulate(const ColfData& data, const Policy& policy, std::uint64_t seed,
                         std::uint64_t games, int threads) {
    auto workers = static_cast<std::uint64_t>(std::max(1, threads));
    workers = std::min<std::uint64_t>(workers, std::max<std::uint64_t>(1, games));
    std::vector<SimulationStats> parts(workers);
    Rng base(seed);
    auto work = [&](std::uint64_t worker) {
        std::uint64_t begin = games * worker / workers;
        std::uint64_t end = games * (worker + 1) / workers;
        SimulationStats local;  // kept off the shared vector while playing (no false sharing)
        for (std::uint64_t i = begin; i < end; ++i) {
            Rng rng = base.stream(i);
            local.add(play_game(data, policy, rng));
        }
        parts[worker] = std::move(local);
    };
    std::vector<std::thread> pool;
    for (std::uint64_t w = 1; w < workers; ++w)
        pool.emplace_back(work, w);
    work(0);
    for (auto& t : pool)
        t.join();
    SimulationStats total;
    for (const auto& part : parts)
        total.merge(part);
    return total;
}

}  // namespace pnpkit::colf
