#include "games/colf/combat.hpp"

#include <catch2/catch.hpp>

#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

Foe foe_with(std::initializer_list<Tile> tiles, int rage = 0) {
    Foe foe;
    for (const Tile& t : tiles) foe.tiles.push_back(t);
    foe.rage = rage;
    return foe;
}

}  // namespace

TEST_CASE("the monster fills Attack first, then Defense, then blanks, and rages over the rest",
          "[colf][combat]") {
    Foe foe = foe_with({tile(2, 5, Side::attack), tile(0, 3, Side::attack),
                        tile(5, 6, Side::defense), tile(1, 1, Side::defense)});
    Dice rolled = dice({5, 5, 5, 4});
    ListDice none({});
    FoePlacement fp = place_foe_dice(foe, rolled, none);
    const Placement& p = fp.placement;
    CHECK(p.die[0][1] == 5);  // the 5 of 2-5 (Attack) first
    CHECK(p.die[2][0] == 5);  // then the 5 of 5-6 (Defense)
    CHECK(p.die[1][0] == 5);  // a left-over 5 on the blank of 0-3 (Attack blanks first)
    CHECK(p.attack == 2);
    CHECK(p.defense == 1);
    CHECK(p.unplaced == dice({4}));
    CHECK(fp.rage_gained == 1);
    CHECK(fp.rage_spent == 0);
    CHECK(foe.rage == 1);
    CHECK(p.destroys(foe.tiles[1], 1));
}

TEST_CASE("rage buys re-rolls of the unassigned dice", "[colf][combat]") {
    Foe foe = foe_with({tile(2, 5, Side::attack), tile(5, 6, Side::defense)}, 2);
    Dice rolled = dice({4, 4});
    std::uint8_t rerolls[] = {2, 1, 6};
    ListDice source(rerolls);
    FoePlacement fp = place_foe_dice(foe, rolled, source);
    // First re-roll: 2 (Attack) and 1 (nothing); second: 6 (Defense).
    CHECK(fp.rage_spent == 2);
    CHECK(fp.dice_rerolled == 3);
    CHECK(source.used() == 3);
    CHECK(fp.placement.attack == 1);
    CHECK(fp.placement.defense == 1);
    CHECK(fp.placement.unplaced.empty());
    CHECK(foe.rage == 0);
}

TEST_CASE("a raging monster re-rolls more dice in a round than any pool holds", "[colf][combat]") {
    // One free number and ten dice that never find it: with 30 rage the monster re-rolls ten dice
    // thirty times, 300 values, where the old fixed record of 40 values overflowed.
    Foe foe = foe_with({tile(1, 1, Side::attack)}, 30);
    foe.level = 10;
    Dice rolled = dice({1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2});
    std::vector<std::uint8_t> rerolls(400, 3);
    ListDice source(rerolls);
    FoePlacement fp = place_foe_dice(foe, rolled, source);
    CHECK(fp.rage_spent == 30);
    CHECK(fp.dice_rerolled == 300);
    CHECK(source.used() == 300);
    CHECK(fp.placement.attack == 1);
    CHECK(fp.placement.unplaced.size() == 10);
    CHECK(foe.rage == 10);
}

TEST_CASE("R10: the monster keeps its rage when no numbered space is free", "[colf][combat][R10]") {
    Foe foe = foe_with({tile(3, 3, Side::attack)}, 3);
    Dice rolled = dice({3, 3, 5});
    ListDice none({});
    FoePlacement fp = place_foe_dice(foe, rolled, none);
    CHECK(fp.rage_spent == 0);
    CHECK(fp.dice_short == 0);
    CHECK(fp.placement.attack == 2);
    CHECK(fp.rage_gained == 1);
    CHECK(foe.rage == 4);
}

TEST_CASE("a typed list of rage re-rolls that runs out says how many dice are missing",
          "[colf][combat]") {
    Foe foe = foe_with({tile(1, 2, Side::attack)}, 1);
    Dice rolled = dice({6, 6, 6});
    std::uint8_t one[] = {1};
    ListDice source(one);
    FoePlacement fp = place_foe_dice(foe, rolled, source);
    CHECK(fp.dice_short == 2);
}

TEST_CASE("R2: damage clamps the difference at zero before adding damage or bite",
          "[colf][combat][R2]") {
    CHECK(hero_damage(1, 3, 1) == 1);  // not max(0, 1 - 3 + 1) = 0
    CHECK(hero_damage(4, 1, 1) == 4);
    CHECK(hero_damage(0, 0, 0) == 0);
    CHECK(foe_damage(2, 5, 2) == 2);  // the bite always lands
    CHECK(foe_damage(5, 2, 0) == 3);
}

TEST_CASE("R1: the Attack and Defense results count the dice placed in each column",
          "[colf][combat][R1]") {
    Hero hero;
    hero.tiles = {tile(2, 5, Side::attack), tile(3, 3, Side::attack), tile(1, 4, Side::defense)};
    Placement p;
    p.die[0][1] = 5;
    p.die[1][0] = 3;
    p.die[1][1] = 3;
    p.die[2][1] = 4;
    p.attack = 3;
    p.defense = 1;
    CHECK_FALSE(check_hero_placement(hero, dice({5, 3, 3, 4}), p));
    p.attack = 2;  // a miscount is caught
    CHECK(check_hero_placement(hero, dice({5, 3, 3, 4}), p) ==
          "the Attack or Defense count is wrong");
}

TEST_CASE("R3: hits land on uncovered numbers of tiles that stay", "[colf][combat][R3]") {
    Hero hero;
    hero.tiles = {tile(0, 4, Side::attack), tile(2, 5, Side::defense, 0b01),
                  tile(0, 6, Side::defense)};
    Placement p;
    p.die[0][0] = 3;  // a die on the blank of 0-4: that tile is destroyed at clean-up
    CHECK_FALSE(can_take_hit(hero, p, 0, 1));  // its 4 takes no hit
    CHECK_FALSE(can_take_hit(hero, p, 1, 0));  // the 2 of 2-5 is covered already
    CHECK(can_take_hit(hero, p, 1, 1));
    CHECK_FALSE(can_take_hit(hero, p, 2, 0));  // blanks take no hits
    CHECK(can_take_hit(hero, p, 2, 1));
    CHECK(open_for_hits(hero, p) == 2);
    cover(hero, p, 1, 1);
    CHECK(hero.tiles[1].hits == 0b11);
}

TEST_CASE("R13: a die on a blank destroys the domino at clean-up, for hero and monster alike",
          "[colf][combat][R13]") {
    TilePool pool = TilePool::empty_pool();
    Tiles tiles = {tile(0, 4, Side::attack, 0b10), tile(2, 5, Side::defense),
                   tile(0, 0, Side::defense)};
    Placement p;
    p.die[0][0] = 3;
    p.die[1][0] = 2;  // on a number: nothing happens to 2-5
    p.die[2][1] = 6;  // one die on one blank of 0-0 is enough
    CHECK(clean_up(tiles, p, pool) == 2);
    REQUIRE(tiles.size() == 1);
    CHECK(tiles[0].domino == Domino{2, 5});
    CHECK(pool.contains({0, 4}));  // back in the pool, its hit gone with it
    CHECK(pool.contains({0, 0}));
}

TEST_CASE("R7: a die that matches a free number goes on it; blanks are optional and for the others",
          "[colf][combat][R7]") {
    Hero hero;
    hero.tiles = {tile(2, 5, Side::attack), tile(1, 4, Side::defense, 0b10),
                  tile(0, 6, Side::defense)};
    Dice rolled = dice({5, 4, 6, 3});
    Placement p;
    p.die[2][1] = 6;
    p.defense = 1;
    p.unplaced = dice({5, 4, 3});
    CHECK(check_hero_placement(hero, rolled, p) == "a 5 is left over while the 5 of 2-5 is free");
    p.die[0][1] = 5;
    p.attack = 1;
    p.unplaced = dice({4, 3});  // the 4 of 1-4 is covered; 3 may stay off the blank
    CHECK_FALSE(check_hero_placement(hero, rolled, p));
    p.die[2][0] = 3;
    p.defense = 2;
    p.unplaced = dice({4});
    CHECK_FALSE(check_hero_placement(hero, rolled, p));
    CHECK(p.destroys(hero.tiles[2], 2));
    Placement wild;  // a 5 on the blank while the 5 of 2-5 is free
    wild.die[2][0] = 5;
    wild.die[2][1] = 6;
    wild.defense = 2;
    wild.unplaced = dice({4, 3});
    CHECK(check_hero_placement(hero, rolled, wild) ==
          "a 5 is on a blank while the 5 of 2-5 is free");
    Placement covered;
    covered.die[1][1] = 4;
    covered.defense = 1;
    covered.unplaced = dice({5, 6, 3});
    CHECK(check_hero_placement(hero, rolled, covered) == "a die on a covered end of 1-4");
}
