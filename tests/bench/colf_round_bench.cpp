// CoLF DaDA round advice speed, through the command line's own code path (cli::run): a level-9
// hero with 12 dominoes and 9 dice against a level-12 Master (colf master --level 12 --seed 7)
// with 6 rage, before the monster rolls. Baseline, measured in the same run: the README's small
// round, whose cost is loading and validating data/colf. The monster's odds are forgotten before
// every call, so each call works them out from nothing. Target: well under a second.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <sstream>
#include <string>
#include <vector>

#include "games/colf/foe_odds.hpp"
#include "time_per_run.hpp"

using pnpkit::bench::Timing;
using pnpkit::bench::time_per_run;

int main() {
    const std::vector<std::string> small = {"-q",        "colf",
                                            "round",     "--hero-attack",
                                            "2-5,4-4",   "--hero-defense",
                                            "1-4,0-3",   "--hits",
                                            "2-5:5",     "--hero-dice",
                                            "5,4,4,1,6", "--monster-attack",
                                            "1-2,2-6",   "--monster-defense",
                                            "3-6",       "--bite",
                                            "1",         "--monster-level",
                                            "4",         "--xp",
                                            "1",         "--rage",
                                            "1",         "--monster-hp",
                                            "4"};
    const std::vector<std::string> master = {"-q",
                                             "colf",
                                             "round",
                                             "--hero-attack",
                                             "1-2,1-6,2-6,4-5,3-4,0-4",
                                             "--hero-defense",
                                             "1-4,2-4,4-6,1-5,6-6,1-3",
                                             "--hero-dice",
                                             "1,2,3,4,4,5,6,6,2",
                                             "--monster-attack",
                                             "0-2,2-3,4-4,5-5",
                                             "--monster-defense",
                                             "0-3,2-5,5-6,3-5",
                                             "--bite",
                                             "2",
                                             "--monster-level",
                                             "12",
                                             "--rage",
                                             "6",
                                             "--monster-hp",
                                             "12",
                                             "--xp",
                                             "5"};
    std::vector<std::string> resolved = master;
    resolved.insert(resolved.end(),
                    {"--monster-dice", "1,2,2,3,3,4,5,5,6,6,6,1", "--rage-rolls", "4,4,3,6,1,2,5"});
    auto level = std::find(resolved.begin(), resolved.end(), "--monster-level");
    resolved.erase(level, level + 2);  // the dice say it
    Timing base = time_per_run(small, 2.0, pnpkit::colf::forget_foe_odds);
    Timing advice = time_per_run(master, 2.0, pnpkit::colf::forget_foe_odds);
    Timing both = time_per_run(resolved, 2.0, pnpkit::colf::forget_foe_odds);
    std::printf(
        "colf round, one call through cli::run (monster odds worked out afresh each time)\n");
    std::printf(
        "                                                          wall ms   cpu ms   ratio\n");
    auto row = [&](const char* what, const Timing& t) {
        std::printf("  %-54s %7.1f  %7.1f  %5.1fx\n", what, t.wall * 1e3, t.cpu * 1e3,
                    t.cpu / base.cpu);
    };
    row("baseline: the README's round (level-4 monster)", base);
    row("level-9 hero v level-12 Master, 6 rage: advice", advice);
    row("the same with the monster's dice, resolved", both);
    std::printf("  target: well under 1000 ms: %s\n", advice.wall < 0.25 ? "met" : "NOT MET");
    return 0;
}
