// Exact dice statistics: the keep/drop programme against brute-force enumeration of the same pool
// (8d6kh3, 6^8 = 1,679,616 outcomes) measured in the same run, then the required cases.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
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
    return worst < 1e-12 ? 0 : 1;
}
