#include "core/dice/stats.hpp"

#include <catch2/catch.hpp>

#include "core/dice/parser.hpp"
#include "support/dice.hpp"

using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

std::variant<ExactStats, DiceError> stats_of(std::string_view text,
                                             double budget = k_default_budget) {
    auto result = parse_expression(text);
    REQUIRE(std::holds_alternative<Expression>(result));
    return exact_stats(std::get<Expression>(result), budget);
}

ExactStats ok(std::string_view text) {
    auto result = stats_of(text);
    REQUIRE(std::holds_alternative<ExactStats>(result));
    return std::get<ExactStats>(std::move(result));
}

}  // namespace

TEST_CASE("arithmetic on independent pools: sums, differences, products, constants",
          "[dice][stats]") {
    ExactStats diff = ok("d6-d6");
    CHECK(diff.distribution.at(0) == Approx(6.0 / 36));
    CHECK(diff.distribution.at(-5) == Approx(1.0 / 36));
    CHECK(diff.distribution.mean() == Approx(0).margin(1e-14));
    CHECK(diff.bounds == ValueBounds{-5, 5});
    ExactStats scaled = ok("(2d6+1)*3");
    CHECK(scaled.distribution.at(24) == Approx(6.0 / 36));
    CHECK(scaled.distribution.at(23) == 0);
    CHECK(scaled.distribution.mean() == Approx(24));
    CHECK(scaled.bounds == ValueBounds{9, 39});
    ExactStats product = ok("d4*d4");
    CHECK(product.distribution.at(4) == Approx(3.0 / 16));
    ExactStats constant = ok("-7");
    CHECK(constant.distribution.at(-7) == 1);
    CHECK(constant.bounds == ValueBounds{-7, -7});
}

TEST_CASE("expression stats keep the exact extremes the distribution cannot hold",
          "[dice][stats]") {
    ExactStats big = ok("1000d6+1");
    CHECK(big.bounds == ValueBounds{1001, 6001});
    CHECK(big.distribution.min() > 1001);  // 6^-1000 is below the smallest double
    CHECK(big.distribution.mean() == Approx(3501));
    CHECK(big.omitted == 0);
}

TEST_CASE("the required cases are exact and within the budget", "[dice][stats]") {
    ExactStats kh = ok("20d6kh3");
    CHECK(kh.distribution.total() == Approx(1.0).epsilon(1e-13));
    CHECK(kh.bounds == ValueBounds{3, 18});
    ExactStats sum = ok("100d6");
    CHECK(sum.distribution.mean() == Approx(350));
}

TEST_CASE("too large for exact statistics names the part that is", "[dice][stats]") {
    auto pool = stats_of("d6+2d1000000");
    REQUIRE(std::holds_alternative<DiceError>(pool));
    CHECK(std::get<DiceError>(pool).column == 4);
    CHECK(std::get<DiceError>(pool).message == "too large for exact statistics");
    auto product = stats_of("d1000000*d1000000");
    REQUIRE(std::holds_alternative<DiceError>(product));
    CHECK(std::get<DiceError>(product).column == 9);
    auto budget = stats_of("10d6", 10);
    REQUIRE(std::holds_alternative<DiceError>(budget));
    CHECK(std::get<DiceError>(budget).column == 1);
}

TEST_CASE("every --stats of the README's grammar takes a tenth of the budget at most",
          "[dice][stats]") {
    // A tenth of k_default_budget is about 25 ms. 4d6!dl1 took the whole budget (0.4 s, 47 MB)
    // running the keep programme for explosion chains of a few hundred dice, each less likely
    // than 2^-53: those are left out now, and the omitted mass says how much.
    for (const char* text : {"4d6kh3+2", "2d20kl1", "6d10>=7", "5d6!", "4d6r1dl1", "(2d6+1)*3",
                             "6d6!6>=5", "6d6!>=5", "d10r1r10", "20d6kh3", "100d6", "-d6+10",
                             "2*-3", "4d6!dl1", "6d6!kh3", "10d10!>=9kh3>=8", "3d6ro<3"}) {
        INFO(text);
        auto result = stats_of(text, k_default_budget / 10);
        REQUIRE(std::holds_alternative<ExactStats>(result));
        const ExactStats& stats = std::get<ExactStats>(result);
        CHECK(stats.omitted < k_negligible_mass);
        CHECK(stats.distribution.total() + stats.omitted == Approx(1.0).epsilon(1e-12));
    }
}
