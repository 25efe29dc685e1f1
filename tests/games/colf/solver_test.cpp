#include "games/colf/solver.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "games/colf/combat.hpp"
#include "games/colf/fixture.hpp"
#include "games/colf/foe_odds.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

using Outcomes = std::map<std::pair<int, int>, double>;

// Every roll of the monster's dice, and every rage re-roll the procedure asks for, one die at a
// time, through the engine's own place_foe_dice: the exact distribution of its results.
void enumerate_foe(const Foe& foe, Dice& rolled, Dice& rerolls, double weight, Outcomes& out) {
    if (rolled.size() < static_cast<std::size_t>(foe.dice())) {
        for (int v = 1; v <= k_faces; ++v) {
            rolled.push_back(static_cast<std::uint8_t>(v));
            enumerate_foe(foe, rolled, rerolls, weight / k_faces, out);
            rolled.pop_back();
        }
        return;
    }
    Foe copy = foe;
    ListDice source(rerolls);
    FoePlacement fp = place_foe_dice(copy, rolled, source);
    if (fp.dice_short > 0) {
        for (int v = 1; v <= k_faces; ++v) {
            rerolls.push_back(static_cast<std::uint8_t>(v));
            enumerate_foe(foe, rolled, rerolls, weight / k_faces, out);
            rerolls.pop_back();
        }
        return;
    }
    out[{fp.placement.attack, fp.placement.defense}] += weight;
}

Outcomes brute_foe(const Foe& foe) {
    Outcomes out;
    Dice rolled, rerolls;
    enumerate_foe(foe, rolled, rerolls, 1.0, out);
    return out;
}

// Deals distinct tiles of a shuffled double-six set, each into a random column.
struct Dealer {
    Rng& rng;
    std::vector<Domino> set = domino_set(6);
    std::size_t next = 0;

    explicit Dealer(Rng& r) : rng(r) { rng.shuffle(std::span<Domino>(set)); }
    Tiles deal(int count) {
        Tiles tiles;
        for (int i = 0; i < count; ++i)
            tiles.push_back(Tile{set[next++], rng.below(2) ? Side::attack : Side::defense, 0});
        return tiles;
    }
    Foe foe(int most_tiles, int most_level, int most_rage) {
        Foe foe;
        foe.tiles = deal(static_cast<int>(rng.between(1, most_tiles)));
        foe.level = static_cast<int>(rng.between(1, most_level));
        foe.rage = static_cast<int>(rng.between(0, most_rage));
        return foe;
    }
};

struct Figures {
    double survive = 0;
    double kill = 0;
    double value = 0;
};

// The objective of R16 worked out the long way for one placement: for each monster result, every
// split of the XP between Attack and Defense boosts, the best by (survives, kills, value).
Figures brute_figures(const Hero& hero, const Placement& p, const Outcomes& foe,
                      const RoundStakes& stakes) {
    int open = open_for_hits(hero, p);
    int cost = 0;
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        if (p.destroys(hero.tiles[i], i)) cost += 2 - hero.tiles[i].blanks() + 1;
    }
    int xp = stakes.xp + static_cast<int>(p.unplaced.size());
    // A point of damage weighs the hero's numbers over those open to a hit this round (at least 1).
    int left = std::max(open, 1);
    double weight = hero.numbers() > left ? double(hero.numbers()) / left : 1.0;
    Figures f;
    for (auto [result, prob] : foe) {
        auto [foe_attack, foe_defense] = result;
        std::tuple<bool, bool, double> best{false, false, -1e9};
        for (int a = 0; a <= xp; ++a) {
            for (int d = 0; a + d <= xp; ++d) {
                int dealt = hero_damage(p.attack + a, foe_defense, stakes.unarmed_damage);
                int taken = foe_damage(foe_attack, p.defense + d, stakes.bite);
                bool alive = taken < open;
                bool kills = alive && dealt >= stakes.foe_hp;
                double value =
                    std::min(dealt, stakes.foe_hp) - weight * taken + (xp - a - d) - cost;
                best = std::max(best, std::make_tuple(alive, kills, value));
            }
        }
        f.survive += std::get<0>(best) ? prob : 0;
        f.kill += std::get<1>(best) ? prob : 0;
        f.value += prob * std::get<2>(best);
    }
    return f;
}

bool better(const Figures& a, const Figures& b) {
    if (std::abs(a.survive - b.survive) > 1e-9) return a.survive > b.survive;
    if (std::abs(a.kill - b.kill) > 1e-9) return a.kill > b.kill;
    return a.value > b.value + 1e-9;
}

// Every legal placement of the dice: each die on any free compatible end or kept off, filtered by
// check_hero_placement.
struct AllPlacements {
    const Hero& hero;
    const Dice& dice;
    std::vector<Placement> legal;

    void run(std::size_t next, Placement& p) {
        if (next == dice.size()) {
            if (!check_hero_placement(hero, dice, p)) legal.push_back(p);
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

}  // namespace

TEST_CASE("the monster's odds match every roll and re-roll of its procedure",
          "[colf][solver][foe-odds]") {
    Rng rng(77);
    int cases = 0;
    for (int round = 0; round < 120; ++round) {
        Dealer dealer(rng);
        Foe foe = dealer.foe(3, 3, 2);
        if (foe.level * (foe.rage + 1) > 6) continue;
        INFO("round " << round);
        Outcomes expected = brute_foe(foe);
        FoeOdds odds = foe_odds(foe);
        double total = 0;
        for (const FoeOutcome& o : odds.outcomes()) {
            total += o.p;
            CHECK(o.p == Approx(expected[{o.attack, o.defense}]).margin(1e-12));
        }
        CHECK(total == Approx(1.0).margin(1e-12));
        CHECK(odds.outcomes().size() == expected.size());
        ++cases;
    }
    CHECK(cases > 60);
    // Values alike (1, 2, 3 and 4 each have one free Attack end) are enumerated once per set of
    // counts and weighted by their arrangements.
    Foe alike;
    alike.tiles = {tile(1, 2, Side::attack), tile(3, 4, Side::attack), tile(5, 5, Side::defense)};
    alike.level = 4;
    alike.rage = 1;
    Outcomes expected = brute_foe(alike);
    FoeOdds odds = foe_odds(alike);
    REQUIRE(odds.outcomes().size() == expected.size());
    for (const FoeOutcome& o : odds.outcomes())
        CHECK(o.p == Approx(expected[{o.attack, o.defense}]).margin(1e-12));
}

TEST_CASE("R16: the solver's best line is the best of every placement against every monster roll",
          "[colf][solver][R16]") {
    Rng rng(2024);
    int cases = 0;
    int with_choice = 0;
    for (int round = 0; round < 400; ++round) {
        Dealer dealer(rng);
        Hero hero;
        hero.tiles = dealer.deal(static_cast<int>(rng.between(1, 4)));
        for (Tile& t : hero.tiles) {
            for (int end = 0; end < 2; ++end) {
                if (t.value(end) != 0 && rng.below(4) == 0)
                    t.hits = static_cast<std::uint8_t>(t.hits | (1u << end));
            }
        }
        if (hero.open_numbers() == 0) continue;
        Dice rolled;
        auto n = rng.between(1, 4);
        for (int i = 0; i < n; ++i) rolled.push_back(static_cast<std::uint8_t>(rng.roll(6)));
        Foe foe = dealer.foe(2, 3, 1);
        RoundStakes stakes{static_cast<int>(rng.between(0, 2)), static_cast<int>(rng.between(1, 6)),
                           static_cast<int>(rng.between(0, 1)),
                           static_cast<int>(rng.between(0, 2))};
        INFO("round " << round);
        Outcomes outcomes = brute_foe(foe);
        AllPlacements all{hero, rolled, {}};
        Placement empty;
        all.run(0, empty);
        REQUIRE_FALSE(all.legal.empty());
        Figures best = brute_figures(hero, all.legal.front(), outcomes, stakes);
        for (const Placement& p : all.legal) {
            Figures f = brute_figures(hero, p, outcomes, stakes);
            if (better(f, best)) best = f;
        }
        FoeOdds odds = foe_odds(foe);
        std::vector<LineOdds> ranked = rank_lines(hero, rolled, odds, stakes, Blanks::include);
        REQUIRE_FALSE(ranked.empty());
        const LineOdds& top = ranked.front();
        CHECK(top.survive == Approx(best.survive).margin(1e-9));
        CHECK(top.kill == Approx(best.kill).margin(1e-9));
        CHECK(top.value == Approx(best.value).margin(1e-9));
        // The best line never needs a blank, and its placement is legal and worth what it says.
        CHECK(top.line.destroyed == 0);
        Placement placed = place_line(hero, rolled, top.line);
        CHECK_FALSE(check_hero_placement(hero, rolled, placed));
        Figures check = brute_figures(hero, placed, outcomes, stakes);
        CHECK(check.value == Approx(top.value).margin(1e-9));
        Placement quick = best_placement(hero, rolled, foe, stakes);
        CHECK(brute_figures(hero, quick, outcomes, stakes).value ==
              Approx(best.value).margin(1e-9));
        // Every line's figures agree with the long way, blanks or not.
        for (const LineOdds& l : ranked) {
            Figures f = brute_figures(hero, place_line(hero, rolled, l.line), outcomes, stakes);
            CHECK(l.survive == Approx(f.survive).margin(1e-9));
            CHECK(l.value == Approx(f.value).margin(1e-9));
        }
        with_choice += ranked.size() > 1;
        ++cases;
    }
    CHECK(cases > 300);
    CHECK(with_choice > 100);
}

TEST_CASE("R16: a line judged by hand: survive, kill, value", "[colf][solver][R16]") {
    Hero hero;
    hero.tiles = {tile(4, 4, Side::attack), tile(4, 6, Side::defense)};
    Dice rolled = dice({4});
    // The monster rolls one die for its Attack 1-2: a 1 or a 2 (one roll in three) gives it
    // Attack 1, anything else nothing.
    Foe foe;
    foe.tiles = {tile(1, 2, Side::attack)};
    foe.level = 1;
    FoeOdds odds = foe_odds(foe);
    CHECK(odds.p(1, 0) == Approx(1.0 / 3));
    CHECK(odds.p(0, 0) == Approx(2.0 / 3));
    RoundStakes stakes{0, 2, 1, 0};
    auto ranked = rank_lines(hero, rolled, odds, stakes, Blanks::include);
    REQUIRE(ranked.size() == 2);
    // The 4 on Attack deals 2, a kill every time; on Defense it deals 1 and never kills.
    CHECK(ranked[0].line.attack == 1);
    CHECK(ranked[0].kill == Approx(1.0));
    CHECK(ranked[0].survive == Approx(1.0));
    CHECK(ranked[0].taken == Approx(1.0 / 3));
    CHECK(ranked[1].kill == Approx(0.0));
    // Value of the Attack line: 2 dealt (the HP) - 1/3 taken.
    CHECK(ranked[0].value == Approx(2 - 1.0 / 3));
}

TEST_CASE("R16: a hurt hero's boosts buy the Defense that spares hits; an unhurt one keeps its XP",
          "[colf][solver][R16]") {
    // 11 numbers, 9 of them covered: the 6 of 4-6 and the 5 of 0-5 are open.
    Hero hurt;
    hurt.tiles = {tile(1, 2, Side::attack, 3),  tile(3, 4, Side::attack, 3),
                  tile(5, 6, Side::defense, 3), tile(1, 3, Side::defense, 3),
                  tile(4, 6, Side::attack, 1),  tile(0, 5, Side::defense, 0)};
    REQUIRE(hurt.numbers() == 11);
    REQUIRE(hurt.open_numbers() == 2);
    Hero unhurt = hurt;
    for (Tile& t : unhurt.tiles) t.hits = 0;
    RoundStakes stakes{0, 5, 1, 4};
    // The monster's Attack 3 against no Defense: 3 hits unless the hero boosts.
    Line hurt_line = line_of(hurt, Placement{});
    CHECK(hurt_line.hit_weight() == Approx(5.5));
    OutcomeResult spent = meet(hurt_line, 3, 0, stakes);
    // 2 points keep it alive (1 hit on its 2 open numbers); the third spares that hit, which
    // weighs 5.5 against the 1 XP it costs. The kill (4 more points) is out of reach.
    CHECK(spent.alive);
    CHECK_FALSE(spent.kills);
    CHECK(spent.boost_defense == 3);
    CHECK(spent.taken == 0);
    CHECK(spent.value == Approx(1 + 1));  // 1 dealt, 1 XP kept
    // Unhurt, a hit and an XP weigh the same: nothing is spent.
    Line unhurt_line = line_of(unhurt, Placement{});
    CHECK(unhurt_line.hit_weight() == Approx(1.0));
    OutcomeResult kept = meet(unhurt_line, 3, 0, stakes);
    CHECK(kept.boost_defense == 0);
    CHECK(kept.taken == 3);
    CHECK(kept.value == Approx(1 - 3 + 4));
}
