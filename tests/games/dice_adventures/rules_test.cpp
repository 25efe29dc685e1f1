#include "games/dice_adventures/rules.hpp"

#include <array>
#include <catch2/catch.hpp>

#include "games/dice_adventures/fixture.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

TEST_CASE("three plain dice give results 1 to 6 in 16, 16, 22, 34, 52 and 76 rolls of 216",
          "[dice-adventures][rules]") {
    std::array<int, k_faces> counts{};
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            for (int c = 1; c <= 6; ++c) {
                int dice[] = {a, b, c};
                ++counts[static_cast<std::size_t>(read_result(dice) - 1)];
            }
        }
    }
    CHECK(counts == std::array<int, k_faces>{16, 16, 22, 34, 52, 76});
}

TEST_CASE("the result: all different gives the highest, a pair or three of a kind gives its value",
          "[dice-adventures][rules]") {
    CHECK(read_result(std::array{2, 5, 3}) == 5);
    CHECK(read_result(std::array{2, 5, 2}) == 2);
    CHECK(read_result(std::array{6, 6, 6}) == 6);
    CHECK(read_result(std::array{1, 6, 6}) == 6);
    CHECK(read_result(std::array{4, 1}) == 4);
    CHECK(read_result(std::array{3, 3}) == 3);
    CHECK(read_result(std::array{5}) == 5);
}

TEST_CASE("a die rolled as two keeping the lower shows 1 to 6 in 11, 9, 7, 5, 3 and 1 rolls of 36",
          "[dice-adventures][rules]") {
    auto p = roll_chances(2);
    for (int v = 1; v <= 6; ++v)
        CHECK(p[static_cast<std::size_t>(v - 1)] * 36 == Approx(13 - 2 * v));
    for (double x : roll_chances(1)) CHECK(x == Approx(1.0 / 6));
}

TEST_CASE("end dice: a shift goes on a die not yet shifted that it can move, or is lost",
          "[dice-adventures][rules]") {
    EndDice end;
    end.count = 3;
    end.dice = {6, 3, 6};
    CHECK(end.targets(1) == std::vector<int>{1});
    end.shift(1, 1);
    CHECK(end.dice[1] == 4);
    CHECK(end.targets(1).empty());
    CHECK(end.targets(-1) == std::vector<int>{0, 2});
    // (1, 2, 5) all different reads 5; a +1 on the 1 makes a pair of 2s.
    EndDice low;
    low.count = 3;
    low.dice = {1, 2, 5};
    std::array<int, 1> one_up{1};
    CHECK(end_results(low, one_up) == (1u << 1 | 1u << 4 | 1u << 5));
}

}  // namespace
}  // namespace pnpkit::dice_adventures
