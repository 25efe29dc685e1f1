#include "games/colf/play.hpp"

#include <catch2/catch.hpp>

#include "games/colf/fixture.hpp"
#include "games/colf/load.hpp"
#include "games/colf/rules.hpp"
#include "games/colf/solver.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

ColfData shipped() {
    Diagnostics ds;
    auto d = load_data(pnpkit::test::source_dir() / "data" / "colf", ds);
    REQUIRE(d);
    REQUIRE_FALSE(ds.has_errors());
    return *d;
}

}  // namespace

TEST_CASE("every round the simulator plays is the engine's round", "[colf][play]") {
    ColfData d = shipped();
    int rounds = 0;
    RoundObserver check = [&](const RoundRecord& r) {
        ++rounds;
        const Hero& hero = r.hero_before;
        // The hero's dice were placed legally and, when it fought, by the engine's solver.
        if (!r.fled) {
            REQUIRE_FALSE(check_hero_placement(hero, r.hero_dice, r.hero_placement));
            RoundStakes stakes{r.foe_before.bite, r.foe_before.hp, d.settings.unarmed_damage,
                               hero.xp};
            Placement solved = best_placement(hero, r.hero_dice, r.foe_before, stakes);
            CHECK(solved.die == r.hero_placement.die);
            CHECK(solved.unplaced == r.hero_placement.unplaced);
        } else {
            CHECK(r.hero_dice.empty());
            CHECK(r.hero_placement.placed() == 0);
        }
        // The monster's placement is its fixed procedure, replayed with the same re-rolls.
        Foe foe = r.foe_before;
        ListDice rerolls(r.foe_rerolls);
        FoePlacement again = place_foe_dice(foe, r.foe_dice, rerolls);
        CHECK(again.placement.die == r.foe_placement.placement.die);
        CHECK(again.rage_spent == r.foe_placement.rage_spent);
        CHECK(foe.rage == r.foe_after.rage);
        // The damage is the engine's formula, boosts included.
        int attack = r.hero_placement.attack + r.boosts.attack;
        int defense = r.hero_placement.defense + r.boosts.defense;
        CHECK(
            r.dealt ==
            (r.fled ? 0 : hero_damage(attack, again.placement.defense, d.settings.unarmed_damage)));
        CHECK(r.taken == foe_damage(again.placement.attack, defense, foe.bite));
        CHECK(r.foe_after.hp == std::max(0, r.foe_before.hp - r.dealt));
        // XP: the dice left over, less the boosts, and the monster's level for a kill that the
        // hero lives to see (R4).
        bool kill = r.foe_after.hp == 0 && !is_dead(r.hero_after);
        CHECK(r.hero_after.xp == hero.xp + static_cast<int>(r.hero_placement.unplaced.size()) -
                                     r.boosts.attack - r.boosts.defense +
                                     (kill ? r.foe_before.level : 0));
        // Hits and clean-up: the hero's new hits are the damage, up to what it could take.
        Hero after = hero;
        TilePool pool = TilePool::empty_pool();
        int open = open_for_hits(after, r.hero_placement);
        clean_up(after.tiles, r.hero_placement, pool);
        CHECK(r.hero_after.tiles.size() == after.tiles.size());
        CHECK(r.hero_after.hits() - after.hits() == std::min(r.taken, open));
    };
    for (const Policy& policy : all_policies()) {
        for (std::uint64_t i = 0; i < 30; ++i) {
            Rng rng = Rng(11).stream(i);
            play_game(d, policy, rng, &check);
        }
    }
    CHECK(rounds > 300);
}

TEST_CASE("a game ends in victory with a tier or in death with a killer", "[colf][play]") {
    ColfData d = shipped();
    for (std::uint64_t i = 0; i < 200; ++i) {
        Rng rng = Rng(5).stream(i);
        GameResult r = play_game(d, all_policies().front(), rng);
        CHECK(r.turns + r.tokens_left == d.settings.turn_tokens);
        if (r.won) {
            CHECK(r.tier == d.tier_index(r.tokens_left));
            CHECK(r.killer_level == 0);
        } else {
            CHECK(r.killer_level >= 2);
        }
    }
}

TEST_CASE("R4: when hero and monster fall in the same round, the hero's death comes first",
          "[colf][play][R4]") {
    ColfData d = data({card("blob", 1, 0, 0, 5, 1)}, {card("wet", 1, 0, 0, 0, 0)});
    Hero hero;
    hero.level = 2;
    hero.tiles = {tile(2, 5, Side::attack, 0b01)};  // one open number left
    Foe foe;
    foe.level = 2;
    foe.hp = 1;    // any round of fighting kills it (the hero's damage is 1)
    foe.bite = 5;  // and its bite kills the hero whatever the dice
    TilePool pool = TilePool::empty_pool();
    Rng rng(1);
    const Policy& bold = *find_policy("bold");  // never flees
    CHECK(fight(hero, foe, pool, d, bold, rng) == CombatEnd::hero_dead);
    CHECK(foe.hp == 0);
    CHECK(hero.xp < 2);  // no XP for the kill: the game is over
}

TEST_CASE("R12: a fleeing hero rolls nothing, may only boost defense and ends the combat",
          "[colf][play][R12]") {
    ColfData d = data({card("blob", 1, 0, 0, 1, 9)}, {card("wet", 1, 0, 0, 0, 0)});
    Hero hero;
    hero.level = 3;
    hero.xp = 0;
    hero.tiles = {tile(2, 5, Side::attack), tile(1, 3, Side::defense)};
    Foe foe;  // far too many HP to beat before its bite wears the hero down
    foe.level = 3;
    foe.hp = 30;
    foe.bite = 1;
    foe.tiles = {tile(4, 4, Side::attack), tile(6, 6, Side::attack), tile(1, 1, Side::attack)};
    TilePool pool = TilePool::empty_pool();
    std::vector<RoundRecord> records;
    RoundObserver keep = [&](const RoundRecord& r) { records.push_back(r); };
    Rng rng(9);
    const Policy& cautious = *find_policy("cautious");
    CombatEnd end = fight(hero, foe, pool, d, cautious, rng, &keep);
    REQUIRE(records.size() == 1);
    CHECK(records[0].fled);
    CHECK(records[0].dealt == 0);
    CHECK(records[0].boosts.attack == 0);
    CHECK(foe.hp == 30);
    CHECK(end == CombatEnd::fled);
    CHECK(records[0].taken >= 1);
}
