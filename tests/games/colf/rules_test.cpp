#include "games/colf/rules.hpp"

#include <catch2/catch.hpp>

#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

TEST_CASE("R5: every tile drawn with a blank calls for one more draw", "[colf][rules][R5]") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        TilePool pool = pool_of({{0, 0}, {1, 2}, {3, 4}, {0, 5}, {5, 6}});
        Rng rng(seed);
        Drawn drawn;
        int n = draw_tiles(pool, 2, rng, drawn);
        int blanks = 0;
        for (Domino d : drawn)
            blanks += d.has_blank();
        CHECK(n == static_cast<int>(drawn.size()));
        CHECK(n == 2 + blanks);  // 0-0 has two blanks but calls for one draw
    }
}

TEST_CASE("R5: extra draws that show blanks draw again", "[colf][rules][R5]") {
    TilePool pool = pool_of({{0, 0}, {0, 1}, {0, 2}, {3, 4}});
    Rng rng(3);
    Drawn drawn;
    draw_tiles(pool, 1, rng, drawn);
    // Whatever the order, the draws stop only at 3-4.
    CHECK(drawn.back() == Domino{3, 4});
    for (std::size_t i = 0; i + 1 < drawn.size(); ++i)
        CHECK(drawn[i].has_blank());
}

TEST_CASE("R6: draws from a dry pool are lost", "[colf][rules][R6]") {
    TilePool pool = pool_of({{1, 2}, {0, 3}});
    Rng rng(1);
    Drawn drawn;
    CHECK(draw_tiles(pool, 3, rng, drawn) == 2);
    CHECK(pool.empty());
    CHECK(draw_tiles(pool, 1, rng, drawn) == 0);
}

TEST_CASE("set-up gives the hero its level, its dominoes and the extras for blanks",
          "[colf][rules][R5]") {
    Settings settings;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        TilePool pool;
        Rng rng(seed);
        Hero hero = start_hero(settings, pool, rng);
        int blanks = 0;
        for (const Tile& t : hero.tiles)
            blanks += t.domino.has_blank();
        CHECK(hero.level == 3);
        CHECK(hero.xp == 0);
        CHECK(static_cast<int>(hero.tiles.size()) == 3 + blanks);
        CHECK(pool.size() == 28 - static_cast<int>(hero.tiles.size()));
    }
}

TEST_CASE("levelling up costs twice the level in XP and adds a die and a domino", "[colf][rules]") {
    Settings settings;
    TilePool pool = pool_of({{2, 5}});
    Rng rng(1);
    Hero hero;
    hero.level = 3;
    hero.xp = 5;
    CHECK(level_up_cost(settings, hero) == 6);
    CHECK_FALSE(level_up(hero, settings, pool, rng));
    CHECK(hero.level == 3);
    hero.xp = 7;
    CHECK(level_up(hero, settings, pool, rng, Side::defense));
    CHECK(hero.level == 4);
    CHECK(hero.dice() == 4);
    CHECK(hero.xp == 1);
    REQUIRE(hero.tiles.size() == 1);
    CHECK(hero.tiles[0] == tile(2, 5, Side::defense));
}

TEST_CASE("adapting moves dominoes between columns and their hits go with them", "[colf][rules]") {
    Hero hero;
    hero.tiles = {tile(2, 5, Side::attack, 0b10), tile(1, 4, Side::defense)};
    Side sides[] = {Side::defense, Side::attack};
    adapt(hero, sides);
    CHECK(hero.tiles[0] == tile(2, 5, Side::defense, 0b10));
    CHECK(hero.tiles[1] == tile(1, 4, Side::attack));
}

TEST_CASE("R14: resting removes one hit per die from a covered end of that number",
          "[colf][rules][R14]") {
    Hero hero;
    hero.level = 4;
    hero.tiles = {tile(2, 5, Side::attack, 0b11), tile(3, 3, Side::defense, 0b01),
                  tile(0, 1, Side::defense, 0b10)};
    Dice roll = dice({5, 3, 3, 6});
    CHECK(rest(hero, roll) == 2);
    CHECK(hero.tiles[0].hits == 0b01);  // the 5 is healed, the 2 is not
    CHECK(hero.tiles[1].hits == 0);     // one 3 heals the only covered 3; the other 3 does nothing
    CHECK(hero.tiles[2].hits == 0b10);  // nobody rolled a 1
}

TEST_CASE("R4: the hero dies when no uncovered number is left", "[colf][rules][R4]") {
    Hero hero;
    hero.tiles = {tile(2, 5, Side::attack, 0b11), tile(0, 3, Side::defense, 0b10)};
    CHECK(is_dead(hero));  // the blank of 0-3 takes no hits and does not keep the hero alive
    hero.tiles[1].hits = 0;
    CHECK_FALSE(is_dead(hero));
    Hero blank_only;
    blank_only.tiles = {tile(0, 0)};
    CHECK(is_dead(blank_only));
}

TEST_CASE("score tiers come from the turn tokens left", "[colf][rules]") {
    ColfData d = data({}, {});
    CHECK(score_tier(d, 0) == 0);
    CHECK(score_tier(d, 2) == 0);
    CHECK(score_tier(d, 3) == 1);
    CHECK(score_tier(d, 8) == 2);
    CHECK(score_tier(d, 10) == 3);
    CHECK(score_tier(d, 11) == 4);
    CHECK(score_tier(d, 20) == 4);
    CHECK(d.tier_for(9)->title == "Incredible");
}

TEST_CASE("rolled dice are d6", "[colf][rules]") {
    Rng rng(5);
    Dice d = roll_dice(30, rng);
    CHECK(d.size() == 30);
    for (std::uint8_t v : d)
        CHECK((v >= 1 && v <= 6));
}

TEST_CASE(
    "R8: re-rolls may take any dice, placed or not, and the placement follows the final faces",
    "[colf][rules][R8]") {
    Dice d = dice({6, 6, 6});
    Rng rng(12);
    std::size_t which[] = {0, 2};
    reroll(d, which, rng);
    Rng same(12);
    CHECK(d[0] == same.roll(6));
    CHECK(d[1] == 6);
    CHECK(d[2] == same.roll(6));
}
