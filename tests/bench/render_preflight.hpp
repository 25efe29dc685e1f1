#pragma once

// `pnpkit render --check` on every shipped game, through the command line (cli::run, in this
// process), against the plain `pnpkit render` of the same games. Targets (issue 21): the checked
// render of every shipped game under 3 s; its time against the plain render is printed as a ratio.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "time_per_run.hpp"

namespace pnpkit::bench {

// Prints the plain and the checked render's wall and CPU time per run (the least of three
// alternating rounds of at least a second each) and their ratio; a failed render exits 1.
inline int preflight_section() {
    namespace fs = std::filesystem;
    fs::path out =
        fs::temp_directory_path() / ("pnpkit-preflight-bench-" + std::to_string(::getpid()));
    std::vector<std::string> plain{"--quiet", "render", "--out", out.string()};
    std::vector<std::string> checked = plain;
    checked.push_back("--check");
    Timing base{1e9, 1e9}, mine{1e9, 1e9};
    for (int round = 0; round < 3; ++round) {
        Timing b = time_per_run(plain, 1.0), m = time_per_run(checked, 1.0);
        base = {std::min(base.wall, b.wall), std::min(base.cpu, b.cpu)};
        mine = {std::min(mine.wall, m.wall), std::min(mine.cpu, m.cpu)};
    }
    std::printf("render --check: every shipped game (30 PDFs), least of 3 rounds\n");
    std::printf("  %-28s %9s %9s\n", "case", "wall ms", "CPU ms");
    std::printf("  %-28s %9.1f %9.1f\n", "render", base.wall * 1e3, base.cpu * 1e3);
    std::printf("  %-28s %9.1f %9.1f\n", "render --check", mine.wall * 1e3, mine.cpu * 1e3);
    std::printf("  ratio %.2fx (CPU %.2fx); target: under 3 s: %s\n", mine.wall / base.wall,
                mine.cpu / base.cpu, mine.wall < 3.0 ? "met" : "NOT MET");
    fs::remove_all(out);
    return 0;
}

}  // namespace pnpkit::bench
