#include "games/domino_run/describe.hpp"

#include <catch2/catch.hpp>

#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::table;

TEST_CASE("the line is drawn with the cubes under their spaces", "[domino-run][describe]") {
    State s = table("1|2 2|4 0|5 5|1 6|6", 1, 6, {5, 5});
    CHECK(draw_line(s) ==
          "[1|2] [2|4] [0|5] [5|1] [6|6]\n"
          " E             P");
    State pits = table(".. 3|3 1|4", 1, 4, {1, 1}, {Domino{3, 3}});
    CHECK(draw_line(pits) ==
          "[_|_] {3|3} [1|4]\n"
          " E       P");
    State front = table("1|2 2|4", 0, 2, {1, 1});
    CHECK(draw_line(front) ==
          "[_] [1|2] [2|4]\n"
          " E     P");
}

TEST_CASE("places and plans are named as players say them", "[domino-run][describe]") {
    // The FAQ's move, the enemy in the pit in front: that pit is space 1.
    State s = table("6|5 3|0 0|1 2|4", 0, 1, {5, 4});
    CHECK(place_name(s, 0) == "space 1 (a pit)");
    CHECK(place_name(s, s.player) == "space 2 (the 6 of 6|5)");
    CHECK(place_name(s, 4) == "space 5 (the blank of 3|0)");
    auto plan = plan_to(s, s.reach);
    REQUIRE(plan);
    CHECK(spend_text(s, *plan) ==
          "5 pays space 3 (5); 4 pays spaces 4 (3), 5 (blank), 6 (blank), 7 (1)");
    CHECK(roll_text(s) == "5 4");
    State turned = table("1|2 2|0 6|6", 1, 4, {5, 1}, {}, {Domino{1, 6}});
    auto p = plan_to(turned, turned.reach);
    REQUIRE(p);
    CHECK(spend_text(turned, *p) == "1→6 with 1|6 pays space 5 (6)");
    CHECK(abilities_text(turned) == "1|6");
}

TEST_CASE("a line is read from words; anything else is named", "[domino-run][describe]") {
    auto line = parse_line("1|2, 2-4 . .. 5:1");
    REQUIRE(std::holds_alternative<std::vector<Slot>>(line));
    auto slots = std::get<std::vector<Slot>>(line);
    REQUIRE(slots.size() == 5);
    CHECK(slots[1].tile == LaidTile{2, 4});
    CHECK(slots[2].pit == 1);
    CHECK(slots[3].pit == 2);
    CHECK(slots[4].tile == LaidTile{5, 1});
    CHECK(std::get<std::string>(parse_line("1|2 x")) ==
          "'x' is neither a tile written near|far (like 2|4) nor a pit ('.' or '..')");
    CHECK(std::get<std::string>(parse_line("  ")) == "the line is empty");
}

TEST_CASE("a table that cannot be lists every problem", "[domino-run][describe]") {
    Table t;
    t.line = std::get<std::vector<Slot>>(parse_line("1|2 2|4 2|4 7|1"));
    t.enemy_space = 5;
    t.player_space = 3;
    t.keys = {Domino{3, 4}, Domino{6, 6}, Domino{6, 6}};
    t.abilities = {Domino{0, 3}};
    t.bonus_dice = 3;
    t.roll = {4, 4, 4, 4, 4};
    auto built = build_state(test::rules(), t);
    REQUIRE(std::holds_alternative<std::vector<std::string>>(built));
    CHECK(std::get<std::vector<std::string>>(built) ==
          std::vector<std::string>{
              "the line: 2-4 is on the table twice",
              "the line: 1-7 is not a tile of the double-six set",
              "keys: 3-4 is not a double: only doubles are keys",
              "keys: 6-6 is listed twice",
              "the enemy's space 5 is past the end of the line",
              "the enemy must stand behind you",
              "abilities: 0-3 cannot be an ability: doubles and tiles with a blank end are not",
              "bonus dice: 0 to 2, not 3",
              "the roll has 5 dice but your pool is 4 dice (2 and 2 bonus)"});
}
