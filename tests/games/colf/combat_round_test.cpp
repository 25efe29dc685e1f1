#include "games/colf/combat_round.hpp"

#include <catch2/catch.hpp>

#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

Foe foe_of(std::initializer_list<Tile> tiles, int level, int rage = 0) {
    Foe foe;
    for (const Tile& t : tiles) foe.tiles.push_back(t);
    foe.level = level;
    foe.rage = rage;
    foe.hp = 5;
    foe.bite = 1;
    return foe;
}

std::vector<std::uint8_t> values(std::initializer_list<int> list) {
    return std::vector<std::uint8_t>(list.begin(), list.end());
}

}  // namespace

TEST_CASE("a round is driven one step at a time and refuses what the rules do not allow",
          "[colf][round-steps]") {
    Hero hero;
    hero.level = 2;
    hero.xp = 1;
    hero.tiles = {tile(2, 5, Side::attack), tile(0, 4, Side::defense)};
    Foe foe = foe_of({tile(1, 1, Side::attack), tile(3, 6, Side::defense)}, 2, 1);
    CombatRound round;
    CHECK(give_hero_dice(round, hero, values({2, 4})) == "not now: the round is at another step");
    REQUIRE_FALSE(choose_flight(round, foe, false));
    CHECK(give_hero_dice(round, hero, values({2})) == "the hero rolls 2 dice, not 1");
    CHECK(give_hero_dice(round, hero, values({2, 7})) == "'7' is not a die face (1 to 6)");
    REQUIRE_FALSE(give_hero_dice(round, hero, values({2, 3})));
    // The 2 must go on the 2 of 2-5; the 3 may stay off or go on the blank of 0-4.
    std::vector<Line> lines = candidate_lines(hero, round.hero_dice, Blanks::include);
    REQUIRE(lines.size() == 2);
    Line wild = lines[0];
    wild.numbered_attack = 0;  // the 2 in Defense: no such line
    CHECK(choose_line(round, hero, wild) == "that placement is not one these dice allow");
    REQUIRE_FALSE(choose_line(round, hero, lines[0]));
    CHECK(round.hero.unplaced == dice({3}));

    // The monster rolls 2 dice; a 1 lands, the 5 does not and its rage buys a re-roll of it.
    CHECK(monster_dice_wanted(round, foe) == 2);
    CHECK(give_monster_dice(round, foe, values({1})) == "the monster rolls 2 dice now, not 1");
    REQUIRE_FALSE(give_monster_dice(round, foe, values({1, 5})));
    CHECK(round.step == RoundStep::monster_dice);
    CHECK(monster_dice_wanted(round, foe) == 1);
    REQUIRE_FALSE(give_monster_dice(round, foe, values({6})));
    CHECK(round.step == RoundStep::boosts);
    CHECK(round.foe.placement.attack == 1);
    CHECK(round.foe.placement.defense == 1);
    CHECK(round.foe_rage == 0);

    // XP: 1 held + 1 for the 3 kept off (R15).
    CHECK(spend_boosts(round, hero, 2, 1, 1, foe.bite) ==
          "boosts cost 1 XP a point, and the hero has 2");
    REQUIRE_FALSE(spend_boosts(round, hero, 0, 1, 1, foe.bite));
    CHECK(round.dealt == 1);  // attack 1 - defense 1, + 1
    CHECK(round.taken == 1);  // attack 1 - defense 1, + bite 1
    REQUIRE(round.step == RoundStep::hits);
    CHECK_FALSE(hit_allowed(round, hero, 1, 0));  // a blank takes no hit
    CHECK(place_hit(round, hero, 1, 0) ==
          "a hit goes on an uncovered number of a domino that stays (R3)");
    REQUIRE_FALSE(place_hit(round, hero, 0, 1));  // the 5 of 2-5
    CHECK(round.step == RoundStep::over);

    TilePool pool = TilePool::empty_pool();
    CHECK(finish_round(round, hero, foe, pool) == CombatEnd::goes_on);
    CHECK(hero.xp == 1);  // 1 + 1 - 1
    CHECK(hero.tiles[0].covered(1));
    CHECK(foe.hp == 4);
    CHECK(foe.rage == 0);
}

TEST_CASE("R12: a fleeing round skips the hero's dice, boosts Defense only and ends the combat",
          "[colf][round-steps][R12]") {
    Hero hero;
    hero.level = 2;
    hero.xp = 2;
    hero.tiles = {tile(2, 5, Side::attack), tile(1, 4, Side::defense)};
    Foe master = foe_of({tile(3, 3, Side::attack)}, 1);
    master.master = true;
    CombatRound round;
    CHECK(choose_flight(round, master, true) == "the Master Monster cannot be fled");
    Foe foe = foe_of({tile(3, 3, Side::attack)}, 1);
    REQUIRE_FALSE(choose_flight(round, foe, true));
    CHECK(round.step == RoundStep::monster_dice);
    REQUIRE_FALSE(give_monster_dice(round, foe, values({3})));
    CHECK(spend_boosts(round, hero, 1, 0, 1, foe.bite) ==
          "a fleeing hero may boost only its Defense");
    REQUIRE_FALSE(spend_boosts(round, hero, 0, 1, 1, foe.bite));
    CHECK(round.dealt == 0);
    CHECK(round.taken == 1);  // its bite
    REQUIRE_FALSE(place_hit(round, hero, 1, 0));
    TilePool pool = TilePool::empty_pool();
    CHECK(finish_round(round, hero, foe, pool) == CombatEnd::fled);
    CHECK(foe.hp == 5);
    CHECK(hero.xp == 1);
}
