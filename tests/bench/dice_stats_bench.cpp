// Exact dice statistics: the keep/drop programme against brute-force enumeration of the same pool
// (8d6kh3, 6^8 = 1,679,616 outcomes) measured in the same run, then the required cases, then
// hostile expressions against 4d6kh3.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <variant>
#include <vector>

#include "core/dice/parser.hpp"
#include "core/dice/stats.hpp"

using namespace pnpkit::dice;

namespace {

using Clock = std::chrono::steady_clock;

// Seconds per call of f, over enough calls to take about `total` seconds (at least one call).
template <typename F>
double time_per_call(F f, double total = 0.5) {
    int calls = 0;
    auto start = Clock::now();
    double elapsed = 0;
    do {
        f();
        ++calls;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < total);
    return elapsed / calls;
}

Expression parse_or_die(const char* text) {
    auto result = parse_expression(text);
    if (!std::holds_alternative<Expression>(result)) {
        std::fprintf(stderr, "cannot parse %s\n", text);
        std::exit(1);
    }
    return std::get<Expression>(std::move(result));
}

ExactStats stats_or_die(const Expression& e) {
    auto result = exact_stats(e);
    if (!std::holds_alternative<ExactStats>(result)) {
        std::fprintf(stderr, "no stats for %s\n", e.text.c_str());
        std::exit(1);
    }
    return std::get<ExactStats>(std::move(result));
}

// P(sum of the 3 highest of 8d6 = v), v = 0..18, by visiting every outcome.
std::array<double, 19> enumerate_8d6kh3() {
    std::array<long, 19> count{};
    std::array<int, 8> dice{};
    dice.fill(1);
    long outcomes = 0;
    for (;;) {
        std::array<int, 8> sorted = dice;
        std::partial_sort(sorted.begin(), sorted.begin() + 3, sorted.end(), std::greater<int>());
        ++count[static_cast<std::size_t>(sorted[0] + sorted[1] + sorted[2])];
        ++outcomes;
        std::size_t i = 0;
        while (i < dice.size() && dice[i] == 6)
            dice[i++] = 1;
        if (i == dice.size())
            break;
        ++dice[i];
    }
    std::array<double, 19> p{};
    for (std::size_t v = 0; v < p.size(); ++v)
        p[v] = double(count[v]) / double(outcomes);
    return p;
}

}  // namespace

int main() {
    Expression pool = parse_or_die("8d6kh3");
    std::array<double, 19> brute{};
    double brute_seconds = time_per_call([&] { brute = enumerate_8d6kh3(); }, 1.0);
    ExactStats dp;
    double dp_seconds = time_per_call([&] { dp = stats_or_die(pool); });
    double worst = 0;
    for (std::size_t v = 0; v < brute.size(); ++v) {
        worst =
            std::max(worst, std::abs(brute[v] - dp.distribution.at(static_cast<std::int64_t>(v))));
    }
    std::printf("8d6kh3 (1,679,616 outcomes)\n");
    std::printf("  brute-force enumeration  %12.3f ms\n", brute_seconds * 1e3);
    std::printf("  dynamic programme        %12.3f ms\n", dp_seconds * 1e3);
    std::printf("  ratio (enumeration / DP) %12.0f x\n", brute_seconds / dp_seconds);
    std::printf("  largest difference       %12.1e\n", worst);

    std::printf("required cases (parse and exact statistics)\n");
    for (const char* text : {"20d6kh3", "100d6", "4d6!kh3", "100d6!", "1000d6", "4d6!dl1"}) {
        Expression e = parse_or_die(text);
        double seconds = time_per_call([&] { stats_or_die(e); }, 0.3);
        std::printf("  %-10s %12.3f ms\n", text, seconds * 1e3);
    }

    // Hostile expressions against 4d6kh3 in the same run: each must answer (or be refused) in
    // well under a second. The reroll chain is the longest an expression may be.
    Expression base = parse_or_die("4d6kh3");
    double base_seconds = time_per_call([&] { stats_or_die(base); }, 0.3);
    std::string chain = "d1000000";
    for (int i = 1; i <= 198; ++i)
        chain += "r" + std::to_string(i);
    std::string long_sum = "1";
    for (int i = 0; i < 40000; ++i)
        long_sum += "+1";
    std::printf("hostile expressions (against 4d6kh3: %.3f ms)\n", base_seconds * 1e3);
    double refused_seconds = time_per_call([&] { (void)parse_expression(long_sum); }, 0.3);
    std::printf("  %-28s %10.3f ms %10.0f x (refused: too long)\n", "1+1+...+1 (40,001 terms)",
                refused_seconds * 1e3, refused_seconds / base_seconds);
    double parse_seconds = time_per_call([&] { parse_or_die(chain.c_str()); }, 0.3);
    std::printf("  %-28s %10.3f ms %10.0f x (parse)\n", "d1000000r1r2...r198",
                parse_seconds * 1e3, parse_seconds / base_seconds);
    Expression rerolls = parse_or_die(chain.c_str());
    double chain_seconds = time_per_call([&] { stats_or_die(rerolls); }, 0.3);
    std::printf("  %-28s %10.3f ms %10.0f x (--stats)\n", "d1000000r1r2...r198",
                chain_seconds * 1e3, chain_seconds / base_seconds);
    for (const char* text : {"4d6!dl1", "6d6!kh3", "d1000000*d10"}) {
        Expression e = parse_or_die(text);
        double seconds = time_per_call([&] { stats_or_die(e); }, 0.3);
        std::printf("  %-28s %10.3f ms %10.0f x\n", text, seconds * 1e3, seconds / base_seconds);
    }
    return worst < 1e-12 ? 0 : 1;
}
