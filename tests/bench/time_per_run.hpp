#pragma once

// Timing a pnpkit command through its own code path (cli::run) in this process, for benchmarks
// that compare one command with another measured in the same run.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace pnpkit::bench {

struct Timing {
    double wall = 0;  // seconds per run
    double cpu = 0;   // processor seconds per run (the machine may be busy with other work)
};

// Time per run of pnpkit with these arguments, over at least `total` seconds (one run at least),
// calling `before_each` (when given) before every run, inside the timing, and giving each run
// `input` as what the player types; exits on failure.
inline Timing time_per_run(const std::vector<std::string>& args, double total,
                           const std::function<void()>& before_each = {},
                           const std::string& input = {}) {
    using Clock = std::chrono::steady_clock;
    int calls = 0;
    double elapsed = 0;
    auto start = Clock::now();
    std::clock_t cpu_start = std::clock();
    do {
        if (before_each) before_each();
        std::istringstream in(input);
        std::ostringstream out, err;
        if (cli::run(args, in, out, err) != 0) {
            std::fprintf(stderr, "pnpkit failed: %s\n", err.str().c_str());
            std::exit(1);
        }
        ++calls;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < total);
    double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return {elapsed / calls, cpu / calls};
}

}  // namespace pnpkit::bench
