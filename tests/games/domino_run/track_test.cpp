#include "games/domino_run/track.hpp"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pnpkit::domino_run;

TEST_CASE("a track lays tiles two places each and knows its slots", "[domino-run][track]") {
    Track t;
    t.append({1, 2}, 3);
    t.append({2, 4}, 9);
    REQUIRE(t.size() == 4);
    CHECK(t[2].pips == 2);
    CHECK(t[3].far());
    CHECK(t.slot_start(3) == 2);
    CHECK(t.laid(2) == LaidTile{2, 4});
    CHECK(t.last_pips() == 4);
    CHECK(t.tiles_after(0) == 1);  // 2|4 starts after place 0; 1|2 does not
    CHECK(t.tiles_after(2) == 0);  // the tile under place 2 is not ahead of it
    CHECK(t.tiles() == 2);
}

TEST_CASE("a taken tile leaves a two-place pit and the front pit is one place",
          "[domino-run][track]") {
    Track t;
    t.append({1, 2}, 3);
    t.append({3, 3}, 18);
    t.claim(2);
    CHECK(t[2].claimed());
    t.dig_pit(2);
    CHECK(t[2].pit());
    CHECK(t[3].pit());
    CHECK(t.slot_size(2) == 2);
    CHECK_FALSE(t.last_pips());  // the line ends in a pit
    t.push_front_pit();
    REQUIRE(t.size() == 5);
    CHECK(t.slot_size(0) == 1);
    CHECK(t[1].pips == 1);
    t.drop_front(3);
    CHECK(t.size() == 2);
    CHECK(t[0].pit());
}

TEST_CASE("a track past its capacity throws in every build", "[domino-run][track]") {
    Track t;
    for (int i = 0; i < Track::k_capacity / 2; ++i) t.append({1, 2}, 0);
    CHECK_THROWS_AS(t.append({1, 2}, 0), std::length_error);
    CHECK_THROWS_AS(t.push_front_pit(), std::length_error);
}
