#include "core/dice/roll.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>

#include "core/dice/parser.hpp"
#include "support/dice.hpp"

using namespace pnpkit;
using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

std::vector<int> values(const std::vector<Die>& dice, bool kept_only) {
    std::vector<int> v;
    for (const Die& d : dice) {
        if (!kept_only || d.kept)
            v.push_back(d.value);
    }
    return v;
}

}  // namespace

TEST_CASE("every die of a plain pool is in range, kept, and summed", "[dice][roll]") {
    Rng rng(1);
    Pool pool = parse_pool("10d8");
    for (int i = 0; i < 200; ++i) {
        PoolRoll r = roll_pool(pool, rng);
        REQUIRE(r.dice.size() == 10);
        for (const Die& d : r.dice) {
            CHECK(d.value >= 1);
            CHECK(d.value <= 8);
            CHECK(d.kept);
            CHECK(d.rerolled_from.empty());
        }
        auto v = values(r.dice, false);
        CHECK(r.value == std::accumulate(v.begin(), v.end(), 0));
    }
}

TEST_CASE("the same seed rolls the same dice", "[dice][roll]") {
    Expression e = parse_dice("6d6!r1kh3+d20");
    Rng a(99), b(99);
    for (int i = 0; i < 50; ++i) {
        Roll ra = roll(e, a);
        Roll rb = roll(e, b);
        CHECK(ra.total == rb.total);
        CHECK(ra.pools[0].dice == rb.pools[0].dice);
    }
}

TEST_CASE("kept dice are the highest (kh, dl) or the lowest (kl, dh)", "[dice][roll]") {
    Rng rng(2);
    for (const char* text : {"6d10kh3", "6d10dl3", "6d10kl2", "6d10dh4"}) {
        Pool pool = parse_pool(text);
        bool highest = pool.keep->keeps_highest();
        for (int i = 0; i < 200; ++i) {
            PoolRoll r = roll_pool(pool, rng);
            auto all = values(r.dice, false);
            auto kept = values(r.dice, true);
            REQUIRE(kept.size() == static_cast<std::size_t>(pool.keep->kept(6)));
            std::sort(all.begin(), all.end(),
                      [highest](int a, int b) { return highest ? a > b : a < b; });
            std::sort(kept.begin(), kept.end(),
                      [highest](int a, int b) { return highest ? a > b : a < b; });
            CHECK(std::equal(kept.begin(), kept.end(), all.begin()));
            CHECK(r.value == std::accumulate(kept.begin(), kept.end(), 0));
        }
    }
}

TEST_CASE("apply_keep keeps the die rolled first among equals", "[dice][roll]") {
    std::vector<Die> dice(4);
    int faces[] = {5, 3, 5, 5};
    for (int i = 0; i < 4; ++i)
        dice[static_cast<std::size_t>(i)].value = faces[i];
    apply_keep(KeepRule{KeepKind::keep_highest, 2, 1}, dice);
    CHECK(dice[0].kept);
    CHECK_FALSE(dice[1].kept);
    CHECK(dice[2].kept);
    CHECK_FALSE(dice[3].kept);
    apply_keep(KeepRule{KeepKind::drop_lowest, 1, 1}, dice);
    CHECK(dice[0].kept);
    CHECK_FALSE(dice[1].kept);
    CHECK(dice[3].kept);
}

TEST_CASE("a recursive reroll never shows a rerolled face and records what it rerolled",
          "[dice][roll]") {
    Rng rng(3);
    Pool pool = parse_pool("8d6r<3");
    int rerolls = 0;
    for (int i = 0; i < 300; ++i) {
        for (const Die& d : roll_pool(pool, rng).dice) {
            CHECK(d.value >= 3);
            for (int from : d.rerolled_from)
                CHECK(from < 3);
            rerolls += static_cast<int>(d.rerolled_from.size());
        }
    }
    CHECK(rerolls > 0);
}

TEST_CASE("a reroll once rerolls a matching die exactly once and keeps the second roll",
          "[dice][roll]") {
    Rng rng(4);
    Pool pool = parse_pool("8d6ro1");
    int ones_kept = 0;
    for (int i = 0; i < 300; ++i) {
        for (const Die& d : roll_pool(pool, rng).dice) {
            CHECK(d.rerolled_from.size() <= 1);
            if (!d.rerolled_from.empty())
                CHECK(d.rerolled_from[0] == 1);
            if (d.value == 1) {
                CHECK(d.rerolled_from == std::vector<int>{1});
                ++ones_kept;
            }
        }
    }
    CHECK(ones_kept > 0);
}

TEST_CASE("a long recursive reroll is cut short by drawing from the faces left", "[dice][roll]") {
    Rng rng(5);
    Pool pool = parse_pool("20d1000r<1000");
    for (const Die& d : roll_pool(pool, rng).dice) {
        CHECK(d.value == 1000);
        CHECK(d.rerolled_from.size() <= static_cast<std::size_t>(k_max_recorded_rerolls));
        CHECK(d.rerolls_cut ==
              (d.rerolled_from.size() == static_cast<std::size_t>(k_max_recorded_rerolls)));
    }
}

TEST_CASE("exploding dice add an extra die after each exploding face", "[dice][roll]") {
    Rng rng(6);
    Pool pool = parse_pool("10d6!");
    int extras = 0;
    for (int i = 0; i < 200; ++i) {
        PoolRoll r = roll_pool(pool, rng);
        int originals = 0;
        for (std::size_t j = 0; j < r.dice.size(); ++j) {
            const Die& d = r.dice[j];
            CHECK(d.exploded == (d.value == 6));
            if (d.exploded) {
                REQUIRE(j + 1 < r.dice.size());
                CHECK(r.dice[j + 1].extra);
            }
            if (d.extra) {
                CHECK(r.dice[j - 1].exploded);
                ++extras;
            } else {
                ++originals;
            }
        }
        CHECK(originals == 10);
        auto v = values(r.dice, false);
        CHECK(r.value == std::accumulate(v.begin(), v.end(), 0));
    }
    CHECK(extras > 0);
}

TEST_CASE("explosions stop at 100 extra dice per die and say so", "[dice][roll]") {
    Rng rng(7);
    Pool pool = parse_pool("3d1000!>1");
    PoolRoll r = roll_pool(pool, rng);
    // Each die explodes with probability 0.999: nearly every chain runs to the cap.
    std::size_t chain = 0;
    int capped = 0;
    for (const Die& d : r.dice) {
        if (!d.extra)
            chain = 0;
        if (d.extra)
            ++chain;
        CHECK(chain <= static_cast<std::size_t>(k_max_explosions));
        if (d.capped) {
            ++capped;
            CHECK(chain == static_cast<std::size_t>(k_max_explosions));
            CHECK_FALSE(d.exploded);
            CHECK(d.value > 1);
        }
    }
    CHECK(capped >= 1);
    CHECK(r.dice.size() <= 3u * (k_max_explosions + 1));
}

TEST_CASE("extra dice from explosions can be kept, dropped and counted", "[dice][roll]") {
    Rng rng(8);
    Pool pool = parse_pool("4d6!kh3");
    bool extra_kept = false;
    for (int i = 0; i < 300; ++i) {
        PoolRoll r = roll_pool(pool, rng);
        auto kept = values(r.dice, true);
        CHECK(kept.size() == 3);
        for (const Die& d : r.dice)
            extra_kept = extra_kept || (d.extra && d.kept);
    }
    CHECK(extra_kept);
}

TEST_CASE("success counting counts the kept dice meeting the condition", "[dice][roll]") {
    Rng rng(9);
    for (const char* text : {"8d10>=7", "8d10kh4>5", "8d6!6<3", "8d6dl2=6", "8d6r1<=2"}) {
        Pool pool = parse_pool(text);
        for (int i = 0; i < 200; ++i) {
            PoolRoll r = roll_pool(pool, rng);
            int expected = 0;
            for (const Die& d : r.dice) {
                CHECK(d.success == (d.kept && pool.success->matches(d.value)));
                expected += d.kept && pool.success->matches(d.value) ? 1 : 0;
            }
            CHECK(r.value == expected);
        }
    }
}

TEST_CASE("arithmetic follows the tree: (2d6+1)*3, unary minus, constants", "[dice][roll]") {
    Rng rng(10);
    Expression e = parse_dice("(2d6+1)*3 - -d4");
    for (int i = 0; i < 100; ++i) {
        Roll r = roll(e, rng);
        REQUIRE(r.pools.size() == 2);
        CHECK(r.total == (r.pools[0].value + 1) * 3 + r.pools[1].value);
    }
    CHECK(evaluate(parse_dice("2*3+4*-5"), {}) == -14);
    CHECK(evaluate(parse_dice("10-3-2"), {}) == 5);
}

TEST_CASE("pools are rolled in the order written", "[dice][roll]") {
    Rng a(11), b(11);
    Roll r = roll(parse_dice("3d6+2d8"), a);
    PoolRoll first = roll_pool(parse_pool("3d6"), b);
    PoolRoll second = roll_pool(parse_pool("2d8"), b);
    CHECK(r.pools[0].dice == first.dice);
    CHECK(r.pools[1].dice == second.dice);
}
