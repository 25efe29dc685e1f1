#include "games/common/control_variate.hpp"

#include <catch2/catch.hpp>
#include <optional>
#include <vector>

#include "core/rng.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::ladder {
namespace {

// Synthetic paired rows whose true means are known: game i's target wins when U_i < 0.7; its
// control shares U_i with probability `shared` and otherwise draws its own, winning below 0.68.
// So E[target] = 0.7 exactly, and the two rows are correlated as the advisor and the card are.
struct Synthetic {
    std::vector<double> target;
    std::vector<double> control;
};

Synthetic synthetic(Rng& rng, std::size_t n, std::size_t big_n, double shared) {
    Synthetic out;
    for (std::size_t i = 0; i < big_n; ++i) {
        double u = rng.unit();
        double w = rng.unit() < shared ? u : rng.unit();
        if (i < n) out.target.push_back(u < 0.7 ? 1.0 : 0.0);
        out.control.push_back(w < 0.68 ? 1.0 : 0.0);
    }
    return out;
}

// Repeats an estimate on fresh synthetic rows (n = 400 target games, `big_n` control games) and
// checks its 95% interval covers the target's true mean 0.7 about 95% of the time; gives the ratio
// of its mean width to the plain mean's. `estimate` is called with each repetition's rows.
template <typename Estimate>
double coverage_width_ratio(std::uint64_t seed, std::size_t big_n, Estimate estimate) {
    const int repetitions = test::k_sanitized_build ? 300 : 2000;
    Rng rng(seed);
    int covered = 0;
    double width = 0, plain_width = 0;
    for (int r = 0; r < repetitions; ++r) {
        Synthetic s = synthetic(rng, 400, big_n, 0.8);
        std::optional<ControlEstimate> e = estimate(s);
        REQUIRE(e);
        CHECK(e->games == 400);
        if (std::abs(e->mean - 0.7) <= e->half_width) ++covered;
        width += e->half_width;
        plain_width += e->plain_half_width;
    }
    double coverage = static_cast<double>(covered) / repetitions;
    CHECK(coverage > (test::k_sanitized_build ? 0.91 : 0.93));
    CHECK(coverage < (test::k_sanitized_build ? 0.99 : 0.97));
    return width / plain_width;
}

TEST_CASE("ladder: the control-variate interval covers the true mean 95% of the time", "[ladder]") {
    // N only twice n, so that the control's own variance (the beta^2 Var(C) / N term) matters:
    // without it the coverage falls to about 80%.
    double ratio = coverage_width_ratio(2026, 800, [](const Synthetic& s) {
        auto e = control_variate_mean(s.target, s.control);
        if (e) CHECK(e->control_games == 800);
        return e;
    });
    // Correlated rows: narrower than the plain mean's interval on the same games.
    CHECK(ratio < 0.9);
}

TEST_CASE("ladder: the control-variate estimate on exact data", "[ladder]") {
    // The target is the control exactly: beta is 1 and the estimate is the control's N-game mean.
    std::vector<double> control{1, 0, 1, 1, 0, 1, 1, 1, 0, 0};
    std::vector<double> target(control.begin(), control.begin() + 5);
    auto e = control_variate_mean(target, control);
    REQUIRE(e);
    CHECK(e->beta == Approx(1.0));
    CHECK(e->mean == Approx(0.6));
    // Too few games, or a control that does not vary on them: no estimate.
    CHECK_FALSE(control_variate_mean(std::vector<double>{1, 0}, control));
    CHECK_FALSE(
        control_variate_mean(std::vector<double>{1, 0, 1}, std::vector<double>{1, 1, 1, 0, 0}));
}

TEST_CASE(
    "ladder: with the control's mean known, the interval covers the true mean 95% of the time",
    "[ladder]") {
    // The control is the synthetic card row on the same 400 games, its mean 0.68 exactly (as the
    // exact solver's expected score is known for Dice Adventures' advisor).
    double ratio = coverage_width_ratio(2027, 400, [](const Synthetic& s) {
        auto e = control_variate_known(s.target, s.control, 0.68);
        if (e) CHECK(e->control_games == 0);
        return e;
    });
    // With no variance of its own in the control's mean it is narrower still than with N = 2n.
    CHECK(ratio < 0.75);
}

TEST_CASE("ladder: the known-mean control variate on exact data", "[ladder]") {
    // The target is the control plus 3 on every game: beta 1, no residual, the estimate the known
    // mean plus 3 with an empty interval.
    std::vector<double> control{17, 12, 20, 15, 19};
    std::vector<double> target;
    for (double c : control) target.push_back(c + 3);
    auto e = control_variate_known(target, control, 17.653);
    REQUIRE(e);
    CHECK(e->beta == Approx(1.0));
    CHECK(e->mean == Approx(20.653));
    CHECK(e->half_width == Approx(0.0).margin(1e-9));
    CHECK(e->plain_half_width > 1.0);
    // Unpaired sizes, too few games, or a constant control: no estimate.
    CHECK_FALSE(control_variate_known(target, std::vector<double>{17, 12, 20, 15}, 17.0));
    CHECK_FALSE(control_variate_known(std::vector<double>{1, 2}, std::vector<double>{1, 3}, 2.0));
    CHECK_FALSE(control_variate_known(target, std::vector<double>{5, 5, 5, 5, 5}, 5.0));
}

}  // namespace
}  // namespace pnpkit::ladder
