// Dice Adventures exact solver speed, through the command line's own code path (cli::run): the
// basic game's whole table of parties (`pnpkit dice-adventures best`, every party of three classes
// solved exactly, with distributions) and the same with `--check-bound` (solved again with larger
// item bounds); then `simulate dice-adventures` on one thread and on two (the game solved once on
// the threads, the games shared out), whose ratio is the speed-up of the second thread. Baseline,
// measured in the same run: one advice (`dice-adventures advise`), whose cost is loading the data
// and solving one state. Every run starts from an empty cache of solver values (a folder of the
// benchmark's own). Targets: the basic game's table in under a minute; two threads at least 1.7
// times as fast as one on a free machine.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "time_per_run.hpp"

using pnpkit::bench::Timing;

namespace {

std::filesystem::path g_cache;

void empty_cache() {
    std::filesystem::remove_all(g_cache);
}

}  // namespace

int main() {
    g_cache = std::filesystem::temp_directory_path() /
              ("pnpkit-dice-adventures-bench-" + std::to_string(::getpid()));
    ::setenv("XDG_CACHE_HOME", g_cache.c_str(), 1);
    const std::string data = std::string(PNPKIT_BENCH_SOURCE_DIR) + "/data";
    const std::vector<std::string> advise = {
        "-q", "--data", data, "dice-adventures", "advise", "--party", "warrior:2,cleric:1,wizard:1",
        "--dice", "3,5,1"};
    const std::vector<std::string> best = {"-q", "--data", data, "dice-adventures", "best"};
    std::vector<std::string> checked = best;
    checked.push_back("--check-bound");
    auto simulate = [&](int threads) {
        return std::vector<std::string>{"-q",       "--data",  data,      "--seed", "1",
                                        "simulate", "dice-adventures",    "--party",
                                        "bard,cleric,thief",   "--games", "20000", "--threads",
                                        std::to_string(threads)};
    };

    Timing one = pnpkit::bench::time_per_run(advise, 2.0, empty_cache);
    Timing table = pnpkit::bench::time_per_run(best, 0.0, empty_cache);
    Timing bound = pnpkit::bench::time_per_run(checked, 0.0, empty_cache);
    Timing single = pnpkit::bench::time_per_run(simulate(1), 0.0, empty_cache);
    Timing pair = pnpkit::bench::time_per_run(simulate(2), 0.0, empty_cache);
    std::filesystem::remove_all(g_cache);
    std::printf("advise, one state (baseline): %.1f ms processor, %.1f ms wall\n", 1e3 * one.cpu,
                1e3 * one.wall);
    std::printf("best, basic game, every party: %.2f s processor, %.2f s wall (%.0fx the baseline)\n",
                table.cpu, table.wall, table.cpu / one.cpu);
    std::printf("best --check-bound: %.2f s processor, %.2f s wall (%.0fx the baseline)\n", bound.cpu,
                bound.wall, bound.cpu / one.cpu);
    std::printf("target: the basic game's table in under 60 s: %s\n",
                table.wall < 60 ? "met" : "NOT MET");
    std::printf(
        "simulate, bard, cleric, thief, 20000 games, seed 1: 1 thread %.2f s wall (%.2f s "
        "processor, %.0fx the baseline), 2 threads %.2f s wall (%.2f s processor)\n",
        single.wall, single.cpu, single.cpu / one.cpu, pair.wall, pair.cpu);
    double speedup = single.wall / pair.wall;
    std::printf(
        "two threads %.2fx as fast as one (target at least 1.7x on a free machine; the threads' "
        "processor time is %.2fx one thread's)\n",
        speedup, pair.cpu / single.cpu);
    return 0;
}
