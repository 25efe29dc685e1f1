#include "games/domino_run/reach.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "core/rng.hpp"
#include "games/domino_run/brute.hpp"
#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::table;

TEST_CASE("the FAQ's move: 5 and 4 from x on 5 3 0 0 1 2 end on the 1", "[domino-run][reach]") {
    // x is the 6 of 6|5; spaces 2 to 7 are 5 3 0 0 1 2.
    State s = table("6|5 3|0 0|1 2|4", 0, 1, {5, 4});
    CHECK(s.reach - s.player == 5);
    auto plan = plan_to(s, s.reach);
    REQUIRE(plan);
    REQUIRE(plan->spends.size() == 2);
    CHECK(plan->spends[0].value == 5);
    CHECK(plan->spends[1].value == 4);
    CHECK(plan->paid_by == std::vector<int>{0, 1, 1, 1, 1});  // the 4 pays 3, 0, 0 and 1
    CHECK_FALSE(plan->combined());
}

TEST_CASE("the farthest place is the brute force's, on random small tables",
          "[domino-run][reach]") {
    Rng rng(20240607);
    Rules rules = test::rules();
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
        // A random line of 3 to 6 tiles from a shuffled set, the player on its first tile.
        std::vector<Domino> set = domino_set(6);
        rng.shuffle(std::span<Domino>(set));
        int tiles = 3 + static_cast<int>(rng.below(4));
        std::string line;
        for (int i = 0; i < tiles; ++i) {
            Domino t = set[static_cast<std::size_t>(i)];
            line += (rng.below(2) ? t.to_string() : std::to_string(t.high) + "-" + std::to_string(t.low)) + " ";
        }
        std::vector<Domino> abilities;
        for (int i = tiles; i < 28 && static_cast<int>(abilities.size()) < static_cast<int>(rng.below(4)); ++i) {
            Domino t = set[static_cast<std::size_t>(i)];
            if (!t.is_double() && !t.has_blank()) abilities.push_back(t);
        }
        int dice = 2 + static_cast<int>(rng.below(3));
        std::vector<int> roll;
        for (int i = 0; i < dice; ++i) roll.push_back(rng.roll(6));
        State s = table(line, 1, 2, roll, {}, abilities, rules);
        std::set<int> brute = test::reachable_by_brute_force(s);
        INFO("line " << line << " roll " << roll.size() << " dice, abilities " << abilities.size());
        CHECK(s.reach == *brute.rbegin());
        CHECK(static_cast<int>(brute.size()) == s.reach - s.player + 1);  // every place between
        CHECK(plan_to(s, s.reach).has_value());
        ++checked;
    }
    CHECK(checked == 400);
}

TEST_CASE("a plan uses the least it needs", "[domino-run][reach]") {
    // 6|6 ahead: a 5 and a 1 cannot pay a 6 alone; combined they pay the first 6.
    State s = table("1|2 2|0 6|6", 1, 4, {5, 1});
    CHECK(s.reach == 4);  // the blank of 2|0 is the player's; the 6 of 6|6 is at place 4
    auto near = plan_to(s, 4);
    REQUIRE(near);
    CHECK(near->combined());
    CHECK_FALSE(plan_to(s, 5));
    // With 1|6 the 1 turns into a 6: no combination needed, one conversion.
    State t = table("1|2 2|0 6|6", 1, 4, {5, 1}, {}, {Domino{1, 6}});
    auto turned = plan_to(t, 4);
    REQUIRE(turned);
    CHECK_FALSE(turned->combined());
    CHECK(turned->conversions() == 1);
    CHECK(turned->spends.size() == 1);
}
