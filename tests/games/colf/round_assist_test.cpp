#include "games/colf/round_assist.hpp"

#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

RoundArgs example() {
    RoundArgs a;
    a.hero_attack = "2-5,3-3";
    a.hero_defense = "1-4";
    a.hits = "2-5:5";
    a.hero_dice = "5,3,1,4";
    a.monster_attack = "1-2";
    a.monster_defense = "3-6";
    a.bite = 1;
    a.monster_dice = "2,6,6";
    a.xp = 2;
    a.rage = 0;
    return a;
}

std::string usage_error(const RoundArgs& args) {
    try {
        parse_round(args, Settings{});
    } catch (const UsageError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("the README's round resolves as the rules say", "[colf][round]") {
    RoundInput in = parse_round(example(), Settings{});
    RoundReport r = resolve_round(in);
    // Monster: 2 on its Attack 1-2, one 6 on its Defense 3-6, the other 6 finds no space: +1 rage.
    CHECK(r.foe.placement.attack == 1);
    CHECK(r.foe.placement.defense == 1);
    CHECK(r.foe.placement.unplaced == dice({6}));
    CHECK(r.foe_rage == 1);
    // Hero: the 5 of 2-5 is covered, so the 5 is left over (+1 XP); 3 on 3-3 (Attack), 1 and 4 on
    // 1-4.
    CHECK(r.hero.attack == 1);
    CHECK(r.hero.defense == 2);
    CHECK(r.hero.unplaced == dice({5}));
    CHECK(r.hero_xp == 3);
    CHECK(r.dealt == 1);  // max(0, 1 - 1) + 1
    CHECK(r.taken == 1);  // max(0, 1 - 2) + bite 1
    CHECK_FALSE(r.hero_dies);
    CHECK_FALSE(r.foe_dies);  // HP unknown
    REQUIRE(r.hits.size() == 1);
    CHECK(in.hero.tiles[r.hits[0].first].domino ==
          Domino{3, 3});  // 3 is the number the hero has twice
    CHECK(r.defense_useful == 0);
    CHECK(r.attack_to_kill == -1);
}

TEST_CASE("the round assist reports what XP boosts would do", "[colf][round]") {
    RoundArgs a = example();
    a.monster_hp = 3;
    a.monster_attack = "1-2,5-6";
    a.monster_dice = "2,6,1";
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.foe.placement.attack == 3);
    CHECK(r.taken == 2);  // 3 - 2 + 1
    CHECK(r.defense_useful == 1);
    CHECK(r.dealt == 2);  // max(0, 1 - 0) + 1
    CHECK(r.attack_to_kill == 1);
}

TEST_CASE("the boosts offered stay within the XP held", "[colf][round]") {
    RoundArgs a;
    a.hero_attack = "2-5";
    a.hero_defense = "1-4";
    a.hero_dice = "5,1";
    a.monster_attack = "3-3,6-6";
    a.monster_dice = "3,3,6";
    a.monster_hp = 3;
    a.xp = 1;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.taken == 2);  // its Attack 3 - your Defense 1: two points of Defense would still help
    CHECK(r.defense_useful == 1);  // ... but one XP pays for one
    CHECK(r.attack_to_kill == 1);
}

TEST_CASE("R12: a fleeing hero deals no damage and takes the monster's full attack",
          "[colf][round][R12]") {
    RoundArgs a = example();
    a.flee = true;
    a.hero_dice = "";
    a.monster_hp = 1;  // even a monster one hit from death survives a flight
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.dealt == 0);
    CHECK_FALSE(r.foe_dies);
    CHECK(r.hero.placed() == 0);
    CHECK(r.taken == 2);  // attack 1 - defense 0 + bite 1
    REQUIRE(r.lines.size() == 1);
    CHECK(r.lines[0].line.fleeing);
    CHECK(r.lines[0].kill == 0);
    CHECK(r.lines[0].dealt == 0);
}

TEST_CASE("rage re-rolls come from --rage-rolls and a short list says how many are missing",
          "[colf][round]") {
    RoundArgs a = example();
    a.rage = 1;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.foe.dice_short == 1);
    a.rage_rolls = "1";
    r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.foe.dice_short == 0);
    CHECK(r.foe.placement.attack == 2);  // the re-rolled 1 lands on the 1 of 1-2
    CHECK(r.foe_rage == 0);
}

TEST_CASE("rage re-rolls the monster does not make are a usage error", "[colf][round]") {
    RoundArgs a = example();
    a.rage = 1;
    a.rage_rolls = "1,4";
    CHECK_THROWS_WITH(resolve_round(parse_round(a, Settings{})),
                      "--rage-rolls: 1 die left unused: the monster re-rolled only 1 die (it "
                      "re-rolls while it has rage, dice left over and a free number)");
    a.rage = 0;
    a.rage_rolls = "3";
    CHECK_THROWS_WITH(resolve_round(parse_round(a, Settings{})),
                      "--rage-rolls: 1 die left unused: the monster re-rolled nothing (it re-rolls "
                      "while it has rage, dice left over and a free number)");
}

TEST_CASE("without the monster's dice the assist advises and resolves nothing", "[colf][round]") {
    RoundArgs a = example();
    a.monster_dice = "";
    a.monster_level = 3;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK_FALSE(r.resolved);
    CHECK(r.hero.attack == 1);
    CHECK(r.hero_xp == 3);
    REQUIRE(r.lines.size() == 1);  // every die has one place: no choice
    // Its 3 dice against 1-2 and 3-6: Attack 1 unless no 1 or 2 shows, (4/6)^3 = 8/27.
    CHECK(r.odds.p(0, 0) + r.odds.p(0, 1) + r.odds.p(0, 2) == Approx(8.0 / 27));
    a.monster_level.reset();
    CHECK(usage_error(a) ==
          "--monster-dice: give the monster's dice, or its level "
          "(--monster-level) for advice before it rolls");
    a.monster_dice = "2,6";
    a.monster_level = 3;
    CHECK(usage_error(a) ==
          "--monster-level: a level-3 monster rolls 3 dice, but --monster-dice gives 2");
}

// The three cases of issue 10 where the old solver, judging before boosts and after seeing the
// monster's roll, put dice on blanks for nothing.
TEST_CASE("R16: a die with no number is kept off for XP rather than put on a blank",
          "[colf][round][R16]") {
    RoundArgs a;
    a.hero_attack = "0-3";
    a.hero_defense = "1-4";
    a.hero_dice = "5";
    a.monster_attack = "1-2";
    a.monster_dice = "2";
    a.monster_hp = 5;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.hero.unplaced == dice({5}));
    CHECK(r.hero_destroyed.empty());
    CHECK(r.hero_xp == 1);
    // The XP buys the point after the roll where it is needed: here Defense, against Attack 1.
    CHECK(r.defense_useful == 1);
    CHECK(r.lines.size() == 2);
    CHECK(r.lines[1].line.destroyed == 1);
    CHECK(r.lines[1].value < r.lines[0].value);
}

TEST_CASE("R16: leaving the 3 and boosting Defense survives where the blank line dies",
          "[colf][round][R16]") {
    RoundArgs a;
    a.hero_attack = "2-2";
    a.hero_defense = "0-5";
    a.hero_dice = "2,2,3";
    a.monster_attack = "1-3,3-3";
    a.monster_dice = "3,3,1";
    a.monster_hp = 6;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.hero.unplaced == dice({3}));
    CHECK(r.hero_destroyed.empty());
    CHECK(r.taken == 3);          // Attack 3 against Defense 0
    CHECK(r.open_for_hits == 3);  // 2, 2 and 5: three hits kill
    CHECK(r.hero_dies);
    CHECK(r.defense_to_survive == 1);  // the kept-off 3 is the XP that saves it
    CHECK(r.lines[0].survive > r.lines.back().survive);
}

TEST_CASE("R16: three dice kept off pay for two points of Defense: no damage at all",
          "[colf][round][R16]") {
    RoundArgs a;
    a.hero_attack = "0-0,1-1";
    a.hero_defense = "0-4";
    a.hits = "1-1:1";
    a.hero_dice = "1,5,5,6";
    a.monster_attack = "3-3";
    a.monster_dice = "3,3,3";
    a.monster_hp = 10;
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.hero.attack == 1);  // the 1 on the free 1 of 1-1 (R7)
    CHECK(r.hero.unplaced == dice({5, 5, 6}));
    CHECK(r.hero_destroyed.empty());
    CHECK(r.hero_xp == 3);
    CHECK(r.taken == 2);
    CHECK(r.open_for_hits == 2);  // the 1 of 1-1 and the 4 of 0-4
    CHECK(r.hero_dies);           // unless it boosts: one point saves it ...
    CHECK(r.defense_to_survive == 1);
    CHECK(r.defense_useful == 2);  // ... and two of its three XP take the damage to 0
}

TEST_CASE("every malformed value is a usage error naming its option", "[colf][round]") {
    RoundArgs a = example();
    a.hero_dice = "5,7";
    CHECK(usage_error(a) == "--hero-dice: '7' is not a die face (1 to 6)");
    a = example();
    a.monster_dice = "2,x";
    CHECK(usage_error(a) == "--monster-dice: 'x' is not a die face (1 to 6)");
    a = example();
    a.hero_attack = "2-7";
    CHECK(usage_error(a) ==
          "--hero-attack: '2-7' is not a double-six domino (two numbers from 0 to 6, such as 2-5)");
    a = example();
    a.monster_defense = "1-4";
    CHECK(usage_error(a) ==
          "--monster-defense: 1-4 is named twice (a double-six set has one of each domino)");
    a = example();
    a.hits = "2-5";
    CHECK(usage_error(a) == "--hits: '2-5' must be a domino and a number, such as 2-5:5");
    a.hits = "4-4:4";
    CHECK(usage_error(a) == "--hits: '4-4:4': 4-4 is not one of the hero's dominoes");
    a.hits = "2-5:3";
    CHECK(usage_error(a) == "--hits: '2-5:3': 2-5 has no 3");
    a.hits = "2-5:5,2-5:5";
    CHECK(usage_error(a) == "--hits: '2-5:5': 2-5 has no more uncovered 5");
    a.hits = "2-5:2,2-5:5,3-3:3,3-3:3,1-4:1,1-4:4";
    CHECK(usage_error(a) ==
          "--hits: every number of the hero is covered: the hero is already dead");
    a = example();
    a.hero_dice = "";
    CHECK(usage_error(a) == "--hero-dice: the hero's dice are missing (or pass --flee)");
    a = example();
    a.flee = true;
    CHECK(usage_error(a) == "--hero-dice: a fleeing hero does not roll");
    a = example();
    a.bite = -1;
    CHECK(usage_error(a) == "--bite: must be 0 or more");
    a = example();
    a.monster_hp = 0;
    CHECK(usage_error(a) == "--monster-hp: must be 1 or more");
    a = example();
    a.hero_attack = "";
    a.hero_defense = "";
    a.hits = "";
    CHECK(usage_error(a) ==
          "--hero-attack: the hero needs at least one domino (here or in --hero-defense)");
}

TEST_CASE("R15: XP from this round's left-over dice pays for this round's boosts",
          "[colf][round][R15]") {
    RoundArgs a = example();
    a.xp = 0;
    a.monster_hp = 2;  // the hero deals 1; one more point of attack kills
    RoundReport r = resolve_round(parse_round(a, Settings{}));
    CHECK(r.dealt == 1);
    CHECK(r.hero_xp == 1);  // the left-over 5
    CHECK(r.attack_to_kill == 1);
}
