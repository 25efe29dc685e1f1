#include "core/dice/bounds.hpp"

#include <catch2/catch.hpp>

#include "core/dice/parser.hpp"
#include "support/dice.hpp"

using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

std::optional<ValueBounds> bounds_of(std::string_view text) {
    return pool_bounds(parse_dice(text).pools.at(0));
}

}  // namespace

TEST_CASE("plain, kept and rerolled pools run from all-lowest to all-highest", "[dice][bounds]") {
    CHECK(bounds_of("1000d6") == ValueBounds{1000, 6000});
    CHECK(bounds_of("4d6kh3") == ValueBounds{3, 18});
    CHECK(bounds_of("4d6dh1") == ValueBounds{3, 18});
    CHECK(bounds_of("3d6r1r6") == ValueBounds{6, 15});
    CHECK(bounds_of("3d6ro1") == ValueBounds{3, 18});
}

TEST_CASE("success pools run from 0 (or all when every face succeeds) to the kept dice",
          "[dice][bounds]") {
    CHECK(bounds_of("5d10>=7") == ValueBounds{0, 5});
    CHECK(bounds_of("5d10kh2>=7") == ValueBounds{0, 2});
    CHECK(bounds_of("5d10r<3>=3") == ValueBounds{5, 5});
    CHECK(bounds_of("5d10r<3kl2>2") == ValueBounds{2, 2});
}

TEST_CASE("exploding pools reach their cap", "[dice][bounds]") {
    // Each die: 100 extra dice of 6, and the last of them a 6 too.
    CHECK(bounds_of("1d6!") == ValueBounds{1, 606});
    CHECK(bounds_of("3d6!") == ValueBounds{3, 3 * 606});
    // Exploding on 1: the chain of 1s ends on a 6 at most, or is 101 ones.
    CHECK(bounds_of("1d6!1") == ValueBounds{2, 106});
    CHECK(bounds_of("2d6!>=5>=6") == ValueBounds{0, 202});
    // Exploding pools with keep/drop: as many dice as the chains allow.
    CHECK(bounds_of("2d6!kl1") == ValueBounds{1, 6});
    CHECK(bounds_of("2d6!dh1") == ValueBounds{1, 201 * 6});
    CHECK(bounds_of("2d6!dl1") == ValueBounds{1, 201 * 6});
    CHECK_FALSE(bounds_of("3d6!kh2>=5"));
}

TEST_CASE("expression bounds combine pools by interval arithmetic", "[dice][bounds]") {
    Expression e = parse_dice("(d6 - 2d4) * -3 + 1");
    CHECK(expression_bounds(e, {{1, 6}, {2, 8}}) == ValueBounds{-11, 22});
    Expression p = parse_dice("d6*d6");
    CHECK(expression_bounds(p, {{1, 6}, {1, 6}}) == ValueBounds{1, 36});
}
