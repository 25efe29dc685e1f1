#include "core/dice/distribution.hpp"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pnpkit::dice;

namespace {

Distribution d6() {
    return Distribution(1, std::vector<double>(6, 1.0 / 6));
}

}  // namespace

TEST_CASE("a distribution trims zeros at both ends and answers outside its range",
          "[dice][distribution]") {
    Distribution d(-2, {0, 0, 0.25, 0.75, 0});
    CHECK(d.min() == 0);
    CHECK(d.max() == 1);
    CHECK(d.width() == 2);
    CHECK(d.at(0) == 0.25);
    CHECK(d.at(-5) == 0);
    CHECK(d.at(7) == 0);
    CHECK(Distribution(3, {0, 0}).empty());
    CHECK(Distribution().at(0) == 1);
}

TEST_CASE("mean and standard deviation of a die", "[dice][distribution]") {
    CHECK(d6().mean() == Approx(3.5));
    CHECK(d6().standard_deviation() == Approx(std::sqrt(35.0 / 12)));
    CHECK(d6().total() == Approx(1.0));
}

TEST_CASE("convolution sums independent values: 2d6 has P(7) = 6/36", "[dice][distribution]") {
    Budget budget;
    Distribution two = convolve(d6(), d6(), budget);
    CHECK(two.min() == 2);
    CHECK(two.max() == 12);
    CHECK(two.at(7) == Approx(6.0 / 36));
    CHECK(two.at(2) == Approx(1.0 / 36));
    CHECK(two.at(11) == Approx(2.0 / 36));
}

TEST_CASE("power is repeated convolution, power 0 the point 0", "[dice][distribution]") {
    Budget budget;
    Distribution by_power = power(d6(), 5, budget);
    Distribution by_hand = d6();
    for (int i = 1; i < 5; ++i)
        by_hand = convolve(by_hand, d6(), budget);
    REQUIRE(by_power.min() == by_hand.min());
    REQUIRE(by_power.max() == by_hand.max());
    for (std::int64_t v = 5; v <= 30; ++v)
        CHECK(by_power.at(v) == Approx(by_hand.at(v)).epsilon(1e-12));
    Distribution zero = power(d6(), 0, budget);
    CHECK(zero.min() == 0);
    CHECK(zero.at(0) == 1);
}

TEST_CASE("negate, shift and multiply", "[dice][distribution]") {
    Budget budget;
    Distribution n = negate(d6());
    CHECK(n.min() == -6);
    CHECK(n.max() == -1);
    CHECK(n.at(-6) == Approx(1.0 / 6));
    CHECK(shift(d6(), 10).min() == 11);
    Distribution p = multiply(d6(), d6(), budget);
    CHECK(p.min() == 1);
    CHECK(p.max() == 36);
    CHECK(p.at(12) == Approx(4.0 / 36));  // 2*6, 3*4, 4*3, 6*2
    CHECK(p.at(7) == 0);
    Distribution signs = multiply(Distribution(-1, {0.5, 0, 0.5}), d6(), budget);
    CHECK(signs.min() == -6);
    CHECK(signs.at(-3) == Approx(1.0 / 12));
    CHECK(signs.at(0) == 0);
}

TEST_CASE("add builds a mixture, widening as needed", "[dice][distribution]") {
    Budget budget;
    Distribution mix(0, {});
    mix.add(Distribution::point(10), 0.25, budget);
    mix.add(d6(), 0.75, budget);
    CHECK(mix.min() == 1);
    CHECK(mix.max() == 10);
    CHECK(mix.at(10) == Approx(0.25));
    CHECK(mix.at(3) == Approx(0.125));
    CHECK(mix.total() == Approx(1.0));
}

TEST_CASE("the budget stops work that is too large before it is done", "[dice][distribution]") {
    Budget small(100);
    CHECK_THROWS_AS(convolve(power(d6(), 3, small), power(d6(), 3, small), small), TooLarge);
    Budget wide;
    Distribution huge(0, std::vector<double>(1000, 0.001));
    CHECK_THROWS_AS(multiply(shift(huge, 1000000), shift(huge, 1000000), wide), TooLarge);
}
