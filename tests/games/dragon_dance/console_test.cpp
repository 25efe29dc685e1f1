#include "games/dragon_dance/console.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

TEST_CASE("menu lines show what each card does with the chosen die", "[dragon-dance][console]") {
    const GameData& data = support::shipped();
    CHECK(card_summary(data.card(Side::knight, support::card(Side::knight, "charge")), 6) ==
          "attack 5; charge, reduce range");
    CHECK(card_summary(data.card(Side::dragon, support::card(Side::dragon, "flap")), 1) ==
          "defence 4");
    CHECK(card_summary(data.card(Side::knight, support::card(Side::knight, "dodge")), 3) ==
          "defence; dodge");
}
