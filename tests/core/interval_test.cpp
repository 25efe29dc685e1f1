#include "core/interval.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace pnpkit;

TEST_CASE("the Wilson interval brackets the proportion and stays within 0 and 1",
          "[core][interval]") {
    Interval half = wilson_interval(50, 100);
    CHECK(half.low == Approx(0.4038).epsilon(0.001));
    CHECK(half.high == Approx(0.5962).epsilon(0.001));
    Interval none = wilson_interval(0, 10);
    CHECK(none.low == Approx(0.0).margin(1e-12));
    CHECK(none.high == Approx(0.2775).epsilon(0.001));
    Interval all = wilson_interval(10, 10);
    CHECK(all.high == Approx(1.0));
    CHECK(all.low > 0.7);
    Interval empty = wilson_interval(0, 0);
    CHECK(empty.low == 0);
    CHECK(empty.high == 1);
}

TEST_CASE("a mean's 95% half-width from the values and from running sums agree",
          "[core][interval]") {
    // 1, 2, 3, 4: sample variance 5/3, half-width 1.96 * sqrt(5/3 / 4).
    const std::vector<double> values = {1, 2, 3, 4};
    MeanInterval interval = mean_interval(values);
    CHECK(interval.mean == Approx(2.5));
    CHECK(interval.half_width == Approx(1.96 * std::sqrt(5.0 / 12.0)));
    CHECK(mean_half_width(4, 10, 30) == Approx(interval.half_width));

    CHECK(mean_interval(std::vector<double>{}).mean == 0);
    CHECK(mean_interval(std::vector<double>{7}).half_width == 0);
    CHECK(mean_half_width(1, 7, 49) == 0);
    // Equal values whose running sums round: a variance a hair below zero counts as zero.
    const double v = 0.1;
    CHECK(mean_half_width(3, 3 * v, 3 * v * v) == 0);
}
