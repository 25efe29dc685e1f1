#include "games/colf/policy.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>

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

TEST_CASE("R18: the columns come as near the policy's share as any arrangement, with fewest moves",
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
        int target = (hero.open_numbers() * policy.attack_percent + 50) / 100;
        // Every way to place the dominoes: the nearest share, then the fewest moves.
        int best_distance = 1000;
        int best_moves = 1000;
        for (unsigned mask = 0; mask < (1u << hero.tiles.size()); ++mask) {
            Hero other = hero;
            for (std::size_t i = 0; i < other.tiles.size(); ++i)
                other.tiles[i].side = (mask >> i) & 1 ? Side::attack : Side::defense;
            int distance = std::abs(attack_open(other) - target);
            int m = moves(hero, other, drawn);
            if (distance < best_distance || (distance == best_distance && m < best_moves)) {
                best_distance = distance;
                best_moves = m;
            }
        }
        Hero arranged = hero;
        if (drawn >= 0)
            arrange(arranged, policy, static_cast<std::size_t>(drawn));
        else
            arrange(arranged, policy);
        CHECK(std::abs(attack_open(arranged) - target) == best_distance);
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
    // A hit on 3-4 leaves 7 open numbers, 4 the share, and Attack 3: no single move reaches 4,
    // swapping 3-4 for a two-number domino does, in two moves.
    hero.tiles[1].hits = 1;
    arranged = hero;
    arrange(arranged, steady());
    CHECK(attack_open(arranged) == 4);
    CHECK(moves(hero, arranged, -1) == 2);
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
