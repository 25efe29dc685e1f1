#include "games/colf/policy.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

const Policy& steady() {
    return *find_policy("steady");
}

int attack_open(const Hero& hero) {
    int n = 0;
    for (const Tile& t : hero.tiles) n += t.side == Side::attack ? t.open_numbers() : 0;
    return n;
}

int moves(const Hero& from, const Hero& to, int drawn) {
    int n = 0;
    for (std::size_t i = 0; i < from.tiles.size(); ++i)
        n += static_cast<int>(i) != drawn && from.tiles[i].side != to.tiles[i].side;
    return n;
}

}  // namespace

// The policy's share of open numbers for Attack: filling it biggest first until the share is
// reached, as R18 says, worked out here the plain way.
int share_of(const Hero& hero, const Policy& policy) {
    std::vector<int> opens;
    for (const Tile& t : hero.tiles) opens.push_back(t.open_numbers());
    std::sort(opens.rbegin(), opens.rend());
    int target = (hero.open_numbers() * policy.attack_percent + 50) / 100;
    int attack = 0;
    for (int open : opens)
        if (attack < target) attack += open;
    return attack;
}

TEST_CASE("R18: the columns hold the policy's share with the fewest moves of any arrangement",
          "[colf][policy][R18]") {
    Rng rng(18);
    std::vector<Domino> set = domino_set(6);
    int checked = 0;
    for (int round = 0; round < 300; ++round) {
        rng.shuffle(std::span<Domino>(set));
        Hero hero;
        int count = static_cast<int>(rng.between(1, 8));
        for (int i = 0; i < count; ++i) {
            Tile t{set[static_cast<std::size_t>(i)], rng.below(2) ? Side::attack : Side::defense,
                   static_cast<std::uint8_t>(rng.below(4))};
            for (int end = 0; end < 2; ++end)
                if (t.value(end) == 0) t.hits = static_cast<std::uint8_t>(t.hits & ~(1u << end));
            hero.tiles.push_back(t);
        }
        const Policy& policy = all_policies()[rng.below(all_policies().size())];
        int drawn = rng.below(3) == 0 ? static_cast<int>(rng.below(hero.tiles.size())) : -1;
        INFO("round " << round);
        const int share = share_of(hero, policy);
        // Every way to place the dominoes that gives Attack the share: the fewest moves.
        int best_moves = 1000;
        for (unsigned mask = 0; mask < (1u << hero.tiles.size()); ++mask) {
            Hero other = hero;
            for (std::size_t i = 0; i < other.tiles.size(); ++i)
                other.tiles[i].side = (mask >> i) & 1 ? Side::attack : Side::defense;
            if (attack_open(other) == share)
                best_moves = std::min(best_moves, moves(hero, other, drawn));
        }
        REQUIRE(best_moves < 1000);  // filling biggest first always reaches it
        Hero arranged = hero;
        if (drawn >= 0)
            arrange(arranged, policy, static_cast<std::size_t>(drawn));
        else
            arrange(arranged, policy);
        CHECK(attack_open(arranged) == share);
        CHECK(moves(hero, arranged, drawn) == best_moves);
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            CHECK(arranged.tiles[i].hits == hero.tiles[i].hits);
            if (hero.tiles[i].open_numbers() == 0 && static_cast<int>(i) != drawn)
                CHECK(arranged.tiles[i].side == hero.tiles[i].side);  // nothing to gain
        }
        // Arranged once, the columns stay: no advice to move anything back.
        Hero again = arranged;
        arrange(again, policy);
        CHECK(moves(arranged, again, -1) == 0);
        ++checked;
    }
    CHECK(checked == 300);
}

TEST_CASE("R18: columns already at the share are kept, where biggest-first would swap two",
          "[colf][policy][R18]") {
    // Four two-number dominoes, two in each column: Attack holds 4 of 8, the steady share. Sorting
    // them biggest first would put the first two in Attack, moving 1-2 there and 5-6 out.
    Hero hero;
    hero.tiles = {tile(1, 2, Side::defense), tile(3, 4, Side::attack), tile(5, 6, Side::attack),
                  tile(1, 3, Side::defense)};
    Hero arranged = hero;
    arrange(arranged, steady());
    for (std::size_t i = 0; i < hero.tiles.size(); ++i)
        CHECK(arranged.tiles[i].side == hero.tiles[i].side);
    // A hit on 3-4 leaves 7 open numbers, half of them rounded 4, and Attack 3: filling biggest
    // first gives 4 (2 + 2). No single move reaches 4; swapping 3-4 for a two-number domino does,
    // in two moves.
    hero.tiles[1].hits = 1;
    arranged = hero;
    arrange(arranged, steady());
    CHECK(attack_open(arranged) == 4);
    CHECK(moves(hero, arranged, -1) == 2);
    // Three two-number dominoes: half of 6 is 3, and filling biggest first passes it: 4.
    Hero three;
    three.tiles = {tile(1, 2, Side::attack), tile(3, 4, Side::defense), tile(5, 6, Side::defense)};
    arrange(three, steady());
    CHECK(attack_open(three) == 4);
    CHECK(three.tiles[0].side == Side::attack);  // already there: one move, not two
}

TEST_CASE("R18: a domino just drawn goes where the share wants it, the others stay",
          "[colf][policy][R18]") {
    Hero hero;
    hero.tiles = {tile(1, 2, Side::attack), tile(3, 4, Side::defense), tile(5, 6, Side::attack)};
    // 6 open numbers, 4 in Attack: the new 2-3 goes to Defense (4 of 8), nothing else moves.
    hero.tiles.push_back(tile(2, 3, Side::attack));
    Hero arranged = hero;
    arrange(arranged, steady(), 3);
    CHECK(arranged.tiles[3].side == Side::defense);
    CHECK(moves(hero, arranged, 3) == 0);
    // A new 0-0 has no number to weigh: it goes to Attack for its blanks.
    Hero blank = hero;
    blank.tiles[3] = tile(0, 0, Side::defense);
    arrange(blank, steady(), 3);
    CHECK(blank.tiles[3].side == Side::attack);
}
