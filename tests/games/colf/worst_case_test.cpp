#include "games/colf/worst_case.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit;
using namespace pnpkit::colf;

namespace {

Card make(std::string id, int level, int attack, int defense) {
    Card c;
    c.id = c.name = std::move(id);
    c.level = level;
    c.attack = attack;
    c.defense = defense;
    return c;
}

}  // namespace

TEST_CASE("the worst master deal is found exactly", "[colf][worst-case]") {
    ColfData d;
    d.settings.master_level = 10;
    d.nouns = {make("weak", 7, 1, 0), make("strong", 7, 2, 2), make("low", 3, 9, 9)};
    d.adjectives = {make("a", 1, 1, 1), make("b", 2, 0, 0), make("c", 2, 3, 0), make("d", 1, 0, 1)};
    WorstMonster w = worst_master(d);
    REQUIRE(w.noun);
    CHECK(w.noun->id == "strong");
    // Need 3 more: before the last card the levels stay below 3 (a + d = 2, or c alone), then any
    // card. a + d + c = 2 + 1 + 3 = 6 tiles on top of the noun's 4.
    CHECK(w.tiles == 10);
    CHECK(w.adjectives.size() == 3);
}

TEST_CASE("the heaviest column below the master level is found exactly", "[colf][worst-case]") {
    ColfData d;
    d.settings.master_level = 6;  // monsters of levels 2 to 5
    d.nouns = {make("big", 4, 3, 0), make("small", 1, 1, 2)};
    d.adjectives = {make("a", 1, 1, 0), make("b", 1, 1, 1), make("c", 2, 2, 0), make("d", 3, 0, 3)};
    // Attack: big (4) + a (1) = 3 + 1 = 4; small (1) + a + b + c (4) = 1 + 4 = 5 is more.
    WorstMonster attack = worst_monster(d, attack_dominoes);
    REQUIRE(attack.noun);
    CHECK(attack.noun->id == "small");
    CHECK(attack.tiles == 5);
    CHECK(attack.adjectives.size() == 3);
    // Defense: small (1) + b + d (4) = 2 + 1 + 3 = 6.
    WorstMonster defense = worst_monster(d, defense_dominoes);
    CHECK(defense.tiles == 6);
    REQUIRE(defense.adjectives.size() == 2);
    CHECK(defense.adjectives[1]->id == "d");
    // A noun with no adjective that fits makes nothing.
    d.adjectives = {make("huge", 9, 5, 5)};
    CHECK_FALSE(worst_monster(d, attack_dominoes).noun);
}

TEST_CASE("a double-six set has seven tiles with a blank", "[colf][worst-case]") {
    CHECK(blank_tiles() == 7);
}
