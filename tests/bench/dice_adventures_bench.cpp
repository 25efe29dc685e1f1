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

#include "time_per_run.hpp"

using pnpkit::bench::Timing;

int main() {
    const std::string data = std::string(PNPKIT_BENCH_SOURCE_DIR) + "/data";
    const std::vector<std::string> advise = {
        "-q", "--data", data, "dice-adventures", "advise", "--party", "warrior:2,cleric:1,wizard:1",
        "--dice", "3,5,1"};
    const std::vector<std::string> best = {"-q", "--data", data, "dice-adventures", "best"};
    std::vector<std::string> checked = best;
    checked.push_back("--check-bound");

    Timing one = pnpkit::bench::time_per_run(advise, 2.0);
    Timing table = pnpkit::bench::time_per_run(best, 0.0);
    Timing bound = pnpkit::bench::time_per_run(checked, 0.0);
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
