// Dice Adventures exact solver speed, through the command line's own code path (cli::run): the
// basic game's whole table of parties (`pnpkit dice-adventures best`, every party of three classes
// solved exactly, with distributions) and the same with `--check-bound` (solved again with larger
// item bounds). Baseline, measured in the same run: one advice (`dice-adventures advise`), whose
// cost is loading the data and solving one state. Target: the basic game's table in under a minute.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Timing {
    double wall = 0;  // seconds per run
    double cpu = 0;   // processor seconds per run (the machine may be busy with other work)
};

// Time per run of pnpkit with these arguments, over at least `total` seconds (one run at least);
// exits on failure.
Timing time_per_run(const std::vector<std::string>& args, double total) {
    int calls = 0;
    double elapsed = 0;
    auto start = Clock::now();
    std::clock_t cpu_start = std::clock();
    do {
        std::ostringstream out, err;
        if (pnpkit::cli::run(args, out, err) != 0) {
            std::fprintf(stderr, "pnpkit failed: %s\n", err.str().c_str());
            std::exit(1);
        }
        ++calls;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < total);
    double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return {elapsed / calls, cpu / calls};
}

}  // namespace

int main() {
    const std::string data = std::string(PNPKIT_BENCH_SOURCE_DIR) + "/data";
    const std::vector<std::string> advise = {
        "-q", "--data", data, "dice-adventures", "advise", "--party", "warrior:2,cleric:1,wizard:1",
        "--dice", "3,5,1"};
    const std::vector<std::string> best = {"-q", "--data", data, "dice-adventures", "best"};
    std::vector<std::string> checked = best;
    checked.push_back("--check-bound");

    Timing one = time_per_run(advise, 2.0);
    Timing table = time_per_run(best, 0.0);
    Timing bound = time_per_run(checked, 0.0);
    std::printf("advise, one state (baseline): %.1f ms processor, %.1f ms wall\n", 1e3 * one.cpu,
                1e3 * one.wall);
    std::printf("best, basic game, every party: %.2f s processor, %.2f s wall (%.0fx the baseline)\n",
                table.cpu, table.wall, table.cpu / one.cpu);
    std::printf("best --check-bound: %.2f s processor, %.2f s wall (%.0fx the baseline)\n", bound.cpu,
                bound.wall, bound.cpu / one.cpu);
    std::printf("target: the basic game's table in under 60 s: %s\n",
                table.wall < 60 ? "met" : "NOT MET");
    return 0;
}
