// CoLF DaDA simulator speed: games per second with the steady policy, on one thread and on two.
// Baseline, measured in the same run: a "dice-only game" per game (its own Rng stream and 200 d6
// rolls, about what one simulated game rolls), so the ratio says how much the rules cost beyond the
// random numbers. Target: one million games in under a minute on two cores.
#include <chrono>
#include <ctime>
#include <cstdio>
#include <thread>
#include <vector>

#include "core/paths.hpp"
#include "games/colf/load.hpp"
#include "games/colf/simulate.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double baseline(std::uint64_t games) {
    auto start = std::chrono::steady_clock::now();
    Rng base(1);
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < games; ++i) {
        Rng rng = base.stream(i);
        for (int k = 0; k < 200; ++k)
            sum += static_cast<std::uint64_t>(rng.roll(6));
    }
    double s = seconds_since(start);
    if (sum == 0)
        std::puts("");  // keeps the loop from being optimised away
    return s;
}

}  // namespace

int main() {
    Diagnostics ds;
    auto data = load_data(find_project_paths().data / "colf", ds);
    if (!data || ds.has_errors()) {
        std::fprintf(stderr, "cannot load data/colf\n");
        return 1;
    }
    const Policy& policy = all_policies().front();
    const std::uint64_t games = 100000;
    simulate(*data, policy, 7, 2000, 1);  // warm up

    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu_start = std::clock();
    SimulationStats one = simulate(*data, policy, 7, games, 1);
    double t1 = seconds_since(start);
    // Processor time: what a game costs when the machine is shared with other work.
    double cpu1 = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    start = std::chrono::steady_clock::now();
    SimulationStats two = simulate(*data, policy, 7, games, 2);
    double t2 = seconds_since(start);
    double base = baseline(games);

    double per_second_1 = static_cast<double>(games) / t1;
    double per_second_2 = static_cast<double>(games) / t2;
    double million = 1e6 / per_second_2;
    std::printf("colf simulator, policy %s, %llu games (%u hardware threads)\n",
                std::string(policy.name).c_str(), static_cast<unsigned long long>(games),
                std::thread::hardware_concurrency());
    std::printf("  1 thread:  %.3f s, %.0f games/s, %.1f us/game\n", t1, per_second_1,
                1e6 * t1 / static_cast<double>(games));
    std::printf("  2 threads: %.3f s, %.0f games/s\n", t2, per_second_2);
    std::printf("  baseline (dice-only games, 1 thread): %.3f s; ratio simulator/baseline: %.1f\n",
                base, t1 / base);
    double cpu_per_game = cpu1 / static_cast<double>(games);
    double idle_million = cpu_per_game * 1e6 / 2;
    std::printf("  processor time: %.1f us/game; 1,000,000 games on 2 idle cores: %.1f s\n",
                1e6 * cpu_per_game, idle_million);
    std::printf("  projected 1,000,000 games on 2 threads, by the clock: %.1f s (target < 60 s "
                "on 2 idle cores): %s\n",
                million, idle_million < 60 ? "ok" : "TOO SLOW");
    std::printf("  same results on 1 and 2 threads: %s; win rate %.1f%%\n",
                one == two ? "yes" : "NO",
                100.0 * static_cast<double>(one.wins) / static_cast<double>(one.games));
    return one == two ? 0 : 1;
}
