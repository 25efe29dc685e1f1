#include <catch2/catch.hpp>

#include "games/dice_adventures/fixture.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

Action power(int who, int slot, int delta = 0) {
    return {ActionKind::power, who, slot, delta};
}

int item_index(const char* id) {
    const auto& items = shipped().items;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].id == id) return static_cast<int>(i);
    }
    FAIL("no item " << id);
    return -1;
}

TEST_CASE("a new game asks for three different classes, then rolls a die per hero",
          "[dice-adventures][engine]") {
    Rules r = rules();
    State s = new_game(r);
    REQUIRE(pending(r, s).need == Need::decision);
    CHECK(legal_actions(r, s).size() == 6);
    s = apply(r, s, {ActionKind::recruit, cls("bard")});
    CHECK(legal_actions(r, s).size() == 5);
    CHECK_FALSE(legal(r, s, {ActionKind::recruit, cls("bard")}));
    s = apply(r, s, {ActionKind::recruit, cls("thief")});
    s = apply(r, s, {ActionKind::recruit, cls("wizard")});
    // No gold yet: the shop has nothing to sell, so the first die is asked for at once.
    CHECK(s.phase == Phase::roll);
    CHECK(pending(r, s).need == Need::die);
    s = roll(r, s, {4, 4, 2});
    CHECK(s.phase == Phase::act);
    CHECK(s.heroes[0].uses == 1);  // the bard, level 1
    CHECK(s.heroes[1].uses == 0);  // the thief's power is passive
}

// The rules' "Adventuring example", first adventure: Warrior 3, Cleric 5, Wizard 1.
TEST_CASE(
    "worked example 1: the warrior turns his 3 into a 2, the cleric the wizard's 1 into a 2: 2 "
    "gold",
    "[dice-adventures][engine][examples]") {
    Rules r = rules();
    State s = start_game(r, party({"warrior", "cleric", "wizard"}));
    s = roll(r, s, {3, 5, 1});
    // Without changes this is a 5: one random hero dies.
    int as_rolled[] = {3, 5, 1};
    CHECK(read_result(as_rolled) == 5);
    s = apply(r, s, power(0, 0, -1));
    s = apply(r, s, power(1, 2, +1));
    CHECK(s.dice[0] == 2);
    CHECK(s.dice[1] == 5);
    CHECK(s.dice[2] == 2);
    s = apply(r, s, {ActionKind::done});
    CHECK(s.result == 2);
    CHECK(s.gold == 2);
    CHECK(s.deaths == 0);
    CHECK(s.adventure == 2);
    CHECK(s.phase == Phase::shop);
}

// The same example, second adventure: the party buys a magic weapon; Warrior 6, Cleric 1, Wizard 6.
TEST_CASE(
    "worked example 2: weapon re-roll 4, wizard re-roll 5, cleric turns it to 4: 4, 1, 4 and "
    "nothing lost",
    "[dice-adventures][engine][examples]") {
    Rules r = rules();
    State s = start_game(r, party({"warrior", "cleric", "wizard"}));
    s = roll(r, s, {3, 5, 1});
    s = apply(r, s, power(0, 0, -1));
    s = apply(r, s, power(1, 2, +1));
    s = apply(r, s, {ActionKind::done});
    s = apply(r, s, {ActionKind::buy, item_index("weapon")});
    CHECK(s.gold == 0);
    CHECK(s.weapons == 1);
    CHECK(s.phase == Phase::roll);  // nothing more to buy: off they go
    s = roll(r, s, {6, 1, 6});
    s = apply(r, s, {ActionKind::weapon, -1, 0});
    s = roll(r, s, {4});
    s = apply(r, s, power(2, 2));
    s = roll(r, s, {5});
    s = apply(r, s, power(1, 2, -1));
    CHECK(s.dice[0] == 4);
    CHECK(s.dice[1] == 1);
    CHECK(s.dice[2] == 4);
    CHECK(s.weapons == 0);
    s = apply(r, s, {ActionKind::done});
    CHECK(s.result == 4);
    CHECK(s.level_sum() == 3);  // a 4 costs a level, but every hero is at level 1
    CHECK(s.gold == 0);
    CHECK(s.deaths == 0);
    CHECK(s.adventure == 3);
}

TEST_CASE("a whole basic game ends after five adventures with the score the rules count",
          "[dice-adventures][engine]") {
    Rules r = rules();
    State s = start_game(r, party({"thief", "ranger", "warrior"}));
    Rng rng(5);
    int steps = 0;
    while (pending(r, s).need != Need::over) {
        Pending p = pending(r, s);
        if (p.need == Need::decision)
            s = apply(r, s, legal_actions(r, s).front());
        else
            s = apply_random(r, s, random_value(p, rng));
        REQUIRE(++steps < 1000);
    }
    CHECK(s.adventure == 5);
    CHECK(score(r, s) == s.level_sum() + s.treasure - s.deaths);
}

TEST_CASE("the final shop sells treasure only, one point a gold", "[dice-adventures][engine]") {
    Rules r = rules();
    State s = start_game(r, party({"thief", "ranger", "warrior"}));
    s.adventure = 5;
    s = roll(r, s, {1, 1, 1, 1});         // the ranger rolls two
    s = apply(r, s, {ActionKind::done});  // 1: level up (choose), 3 gold + 1 for the thief
    s = apply(r, s, legal_actions(r, s).front());
    REQUIRE(s.phase == Phase::final_shop);
    CHECK(s.gold == 4);
    for (const Action& a : legal_actions(r, s)) {
        if (a.kind == ActionKind::buy)
            CHECK(shipped().items[static_cast<std::size_t>(a.who)].effect == ItemEffect::points);
    }
    int before = score(r, s);
    while (s.phase == Phase::final_shop) s = apply(r, s, legal_actions(r, s).front());
    CHECK(s.phase == Phase::over);
    CHECK(score(r, s) == before + 4);
}

}  // namespace
}  // namespace pnpkit::dice_adventures
