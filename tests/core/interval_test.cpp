#include "core/interval.hpp"

#include <catch2/catch.hpp>

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
