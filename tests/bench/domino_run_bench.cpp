// Domino Run through the command line, as a player runs it: games a second for each policy of
// `pnpkit simulate domino-run`, and how long `pnpkit domino-run advise` takes to answer.
// Baseline, measured in the same run: "dice-only games" (a stream and 120 d6 rolls a game, about
// what one simulated game rolls), so the ratio says what the rules and the policy cost beyond
// the random numbers. Targets: a million games of each simple policy in under a minute on two
// cores, and advice in under a second.
#include <chrono>
#include <cstdio>
#include <ctime>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/app.hpp"
#include "core/rng.hpp"

using namespace pnpkit;

namespace {

struct Timing {
    double wall = 0;  // seconds
    double cpu = 0;   // seconds of processor time, every thread
};

// Runs pnpkit with these arguments in this process; stops the benchmark if it fails.
Timing run(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    auto start = std::chrono::steady_clock::now();
    std::clock_t cpu = std::clock();
    int code = cli::run(args, out, err);
    Timing t{std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
             static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC};
    if (code != 0) {
        std::fprintf(stderr, "pnpkit failed (%d): %s\n", code, err.str().c_str());
        std::exit(1);
    }
    return t;
}

double baseline(std::uint64_t games) {
    auto start = std::chrono::steady_clock::now();
    Rng base(1);
    std::uint64_t sum = 0;
    for (std::uint64_t i = 0; i < games; ++i) {
        Rng rng = base.stream(2 * i);
        for (int k = 0; k < 120; ++k) sum += static_cast<std::uint64_t>(rng.roll(6));
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (sum == 0) std::puts("");  // keeps the loop from being optimised away
    return s;
}

Timing simulate(const std::string& policy, std::uint64_t games, int threads) {
    return run({"--seed", "1", "--quiet", "--format", "json", "simulate", "domino-run", "--games",
                std::to_string(games), "--policy", policy, "--threads", std::to_string(threads)});
}

}  // namespace

int main() {
    std::printf("Domino Run through pnpkit's command line (%u hardware threads)\n",
                std::thread::hardware_concurrency());
    const std::uint64_t million = 1000000;
    double base = baseline(million);
    std::printf("  baseline: 1,000,000 dice-only games on 1 thread in %.2f s\n", base);
    simulate("greedy", 20000, 2);  // warm up
    bool fast = true;
    for (const char* policy : {"greedy", "key-minded"}) {
        Timing t = simulate(policy, million, 2);
        fast = fast && t.wall < 60;
        std::printf(
            "  %-10s 1,000,000 games on 2 threads: %.1f s (%.0f games/s; %.1f us of processor "
            "time a game, %.0fx the baseline): %s\n",
            policy, t.wall, million / t.wall, 1e6 * t.cpu / million, t.cpu / base,
            t.wall < 60 ? "under a minute" : "OVER A MINUTE");
    }
    const std::uint64_t deep = 200;
    Timing look = simulate("look-ahead", deep, 2);
    std::printf(
        "  look-ahead %llu games on 2 threads: %.1f s (%.1f games/s; %.1f ms of processor time a "
        "game, %.0fx the baseline)\n",
        static_cast<unsigned long long>(deep), look.wall, deep / look.wall,
        1e3 * look.cpu / deep, look.cpu / deep / (base / million));

    // Advice on the illustration's start, a key in reach, and a late game with four dice and
    // ability tiles: the slowest answer is the one that counts.
    const std::vector<std::vector<std::string>> positions{
        {"--line", "1|2 2|4 0|5 5|1 6|6", "--player", "6", "--roll", "6,4"},
        {"--line", "1|2 2|4 0|5 5|1 6|6 6|3", "--player", "6", "--roll", "6,6,5"},
        {"--line", ". 3|1 1|1 1|4 4|0 0|5 5|5 5|6 6|6 6|3 3|3", "--enemy", "1", "--player", "4",
         "--roll", "2,3,5,6", "--keys", "0-0,2-2,4-4", "--abilities", "2-5,1-2,4-6"},
    };
    double worst = 0;
    for (const auto& position : positions) {
        std::vector<std::string> args{"--seed", "1", "domino-run", "advise"};
        args.insert(args.end(), position.begin(), position.end());
        Timing t = run(args);
        worst = std::max(worst, t.wall);
        std::printf("  advise %s ...: %.0f ms (%.0f ms of processor time)\n", position[1].c_str(),
                    1e3 * t.wall, 1e3 * t.cpu);
    }
    std::printf("  slowest advice: %.0f ms (target under 1 s): %s\n", 1e3 * worst,
                worst < 1 ? "ok" : "TOO SLOW");
    return fast && worst < 1 ? 0 : 1;
}
