#include "games/colf/solver.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/colf/combat.hpp"
#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

// Tries every way of putting each die on any free compatible end or nowhere, keeps the legal ones
// and returns the best score among them.
struct BruteForce {
    const Hero& hero;
    const Dice& dice;
    const RoundOutlook& outlook;
    PlacementScore best;
    bool found = false;
    int legal = 0;

    void run(std::size_t next, Placement& p) {
        if (next == dice.size()) {
            if (check_hero_placement(hero, dice, p))
                return;
            ++legal;
            PlacementScore s = score_placement(hero, p, outlook);
            if (!found || s.compare(best) > 0)
                best = s;
            found = true;
            return;
        }
        std::uint8_t die = dice[next];
        p.unplaced.push_back(die);
        run(next + 1, p);
        p.unplaced.pop_back();
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            const Tile& t = hero.tiles[i];
            for (int end = 0; end < 2; ++end) {
                if (p.die[i][end] != 0 || t.covered(end) ||
                    (t.value(end) != 0 && t.value(end) != die))
                    continue;
                p.die[i][end] = die;
                int& result = t.side == Side::attack ? p.attack : p.defense;
                ++result;
                run(next + 1, p);
                --result;
                p.die[i][end] = 0;
            }
        }
    }
};

Hero random_hero(Rng& rng) {
    Hero hero;
    std::vector<Domino> set = domino_set(6);
    rng.shuffle(std::span<Domino>(set));
    auto n = static_cast<std::size_t>(rng.between(1, 4));
    for (std::size_t i = 0; i < n; ++i) {
        Tile t{set[i], rng.below(2) ? Side::attack : Side::defense, 0};
        for (int end = 0; end < 2; ++end) {
            if (t.value(end) != 0 && rng.below(4) == 0)
                t.hits = static_cast<std::uint8_t>(t.hits | (1u << end));
        }
        hero.tiles.push_back(t);
    }
    return hero;
}

}  // namespace

TEST_CASE("the placement solver matches a brute force over every legal placement",
          "[colf][solver]") {
    Rng rng(2024);
    int cases = 0;
    for (int round = 0; round < 1500; ++round) {
        Hero hero = random_hero(rng);
        if (hero.open_numbers() == 0)
            continue;
        Dice rolled;
        auto n = rng.between(1, 5);
        for (int i = 0; i < n; ++i)
            rolled.push_back(static_cast<std::uint8_t>(rng.roll(6)));
        RoundOutlook outlook{
            static_cast<int>(rng.between(0, 4)), static_cast<int>(rng.between(0, 3)),
            static_cast<int>(rng.between(0, 2)), static_cast<int>(rng.between(1, 6)),
            static_cast<int>(rng.between(0, 1))};
        Placement solved = best_placement(hero, rolled, outlook);
        INFO("round " << round);
        REQUIRE_FALSE(check_hero_placement(hero, rolled, solved));
        BruteForce brute{hero, rolled, outlook, {}, false, 0};
        Placement empty;
        brute.run(0, empty);
        REQUIRE(brute.found);
        CHECK(score_placement(hero, solved, outlook) == brute.best);
        ++cases;
    }
    CHECK(cases > 1000);
}

TEST_CASE("the solver uses a blank only when it changes the round", "[colf][solver]") {
    Hero hero;
    hero.tiles = {tile(2, 5, Side::attack), tile(0, 6, Side::attack)};
    Dice rolled = dice({5, 3});
    // Foe defense 0, HP 3: 5 on the 5 deals 1 + 1 = 2; the 3 on the blank makes it 3, a kill.
    Placement kill = best_placement(hero, rolled, {0, 0, 0, 3, 1});
    CHECK(kill.attack == 2);
    CHECK(kill.die[1][0] == 3);
    // HP 2: the 5 alone kills; the 3 stays off the blank and earns an XP instead.
    Placement keep = best_placement(hero, rolled, {0, 0, 0, 2, 1});
    CHECK(keep.attack == 1);
    CHECK(keep.unplaced == dice({3}));
}

TEST_CASE("the solver splits shared numbers between Attack and Defense by the outlook",
          "[colf][solver]") {
    Hero hero;
    hero.tiles = {tile(4, 4, Side::attack), tile(4, 6, Side::defense)};
    Dice rolled = dice({4});
    // The foe's attack 2 hurts: with the 4 on Defense the hero takes 1 instead of 2, and its own
    // attack of 1 would not pass the foe's defense of 1 anyway.
    Placement p = best_placement(hero, rolled, {2, 1, 0, 9, 1});
    CHECK(p.defense == 1);
    CHECK(p.attack == 0);
    // Against a foe with no attack and no defense, the 4 goes on Attack.
    Placement q = best_placement(hero, rolled, {0, 0, 0, 9, 1});
    CHECK(q.attack == 1);
}
