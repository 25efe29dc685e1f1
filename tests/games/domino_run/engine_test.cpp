#include "games/domino_run/engine.hpp"

#include <catch2/catch.hpp>

#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::line_of;

namespace {

const Rules k_rules = test::rules();

}  // namespace

TEST_CASE("the illustration's starting track, dealt by the placement rule", "[domino-run][engine]") {
    State s = new_game(k_rules);
    CHECK(s.phase == Phase::deal);
    CHECK(s.pile.size() == 28);
    Events events;
    for (Domino tile : {Domino{1, 2}, Domino{2, 4}, Domino{0, 5}, Domino{1, 5}, Domino{6, 6}})
        give_tile(s, k_rules, tile, &events);
    REQUIRE(s.phase == Phase::mulligan);
    choose_mulligan(s, k_rules, false, &events);
    // [1|2] [2|4] [0|5] [5|1] [6|6]: 0|5 low to high after 2|4, 5|1 turned to match the 5.
    CHECK(line_of(s) == "1|2 2|4 0|5 5|1 6|6");
    CHECK(s.enemy == 0);                    // on the 1 of 1|2
    CHECK(s.player == 5);                   // on the 5 of 0|5, five spaces on
    CHECK(s.line.tiles_after(s.player) == 2);  // two whole tiles ahead: 2 + no keys
    CHECK(s.line[9].far());                 // 6|6, the last tile, is a key waiting
    CHECK(s.phase == Phase::roll);
    CHECK(s.turn == 1);
    CHECK(events.back().kind == EventKind::cubes);
}

TEST_CASE("tiles and dice the state cannot take are refused with a reason", "[domino-run][engine]") {
    State s = new_game(k_rules);
    give_tile(s, k_rules, Domino{1, 2});
    CHECK(tile_refusal(s, Domino{1, 2}).value() == "1-2 is not in the pile: it is on the line");
    CHECK(tile_refusal(s, Domino{3, 7}).value() == "3-7 is not a tile of the double-six set");
    CHECK(die_refusal(s, k_rules, 3).value() == "no die is wanted now: the game waits for deal");
    CHECK_THROWS_AS(give_tile(s, k_rules, Domino{1, 2}), std::invalid_argument);
    CHECK_THROWS_AS(choose_mulligan(s, k_rules, true), std::invalid_argument);
    State roll = test::table("1|2 2|4 0|5", 1, 3, {});
    CHECK(roll.phase == Phase::roll);
    CHECK(die_refusal(roll, k_rules, 7).value() == "a die shows 1 to 6, not 7");
    CHECK(tile_refusal(roll, Domino{3, 3}).value() ==
          "no tile is wanted now: the game waits for roll");
    give_die(roll, k_rules, 5);
    CHECK(roll.phase == Phase::roll);
    give_die(roll, k_rules, 4);
    CHECK(roll.phase == Phase::move);
    CHECK(roll.reach == 5);
}
