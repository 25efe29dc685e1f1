#include "games/domino_run/simulate.hpp"

#include <catch2/catch.hpp>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"
#include "games/domino_run/lookahead.hpp"
#include "games/domino_run/simple_policies.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;

namespace {

const Rules k_rules = test::rules();

}  // namespace

TEST_CASE("a game played one call at a time ends, and the same seed plays it again",
          "[domino-run][simulate]") {
    GreedyPolicy greedy;
    auto play = [&](std::uint64_t seed) {
        Rng game(seed), own(seed + 1);
        State s = new_game(k_rules);
        play_out(s, k_rules, greedy, game, own);
        return s;
    };
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        State a = play(seed);
        CHECK(a.over());
        CHECK(a == play(seed));
        // Every tile is in exactly one place: the pile, the line, the abilities or the taken keys.
        std::uint64_t on_line = 0;
        for (int i = 0; i < a.line.size(); ++i) {
            if (!a.line[i].pit() && !a.line[i].far()) on_line |= std::uint64_t{1} << a.line[i].tile;
        }
        std::uint64_t held = 0;
        for (int slot = 0; slot < a.ability_count; ++slot)
            held |= std::uint64_t{1} << a.abilities[static_cast<std::size_t>(slot)];
        CHECK((a.pile.bits() & (on_line | held | a.taken)) == 0);
        CHECK((on_line & (held | a.taken)) == 0);
        CHECK((a.pile.bits() | on_line | held | a.taken) == (std::uint64_t{1} << 28) - 1);
    }
}

TEST_CASE("a simulation gives the same numbers on any number of threads", "[domino-run][simulate]") {
    for (const char* name : {"greedy", "key-minded"}) {
        const Policy& policy = *find_policy(name);
        SimulationStats one = simulate(k_rules, policy, 42, 3000, 1);
        CHECK(one == simulate(k_rules, policy, 42, 3000, 2));
        CHECK(one == simulate(k_rules, policy, 42, 3000, 7));
        CHECK(one.games == 3000);
        std::uint64_t by_keys = 0;
        for (auto n : one.keys) by_keys += n;
        CHECK(by_keys == 3000);
        CHECK(one.keys.size() <= 8);
        CHECK(one.keys.back() == one.wins);  // the games with seven keys are the wins
        CHECK(one.unfinished == 0);
        CHECK(one != simulate(k_rules, policy, 43, 3000, 2));
    }
    const Policy& look = *find_policy("look-ahead");
    CHECK(simulate(k_rules, look, 5, 6, 1) == simulate(k_rules, look, 5, 6, 3));
}

TEST_CASE("the key-minded policy lays a fresh line only for a poor start", "[domino-run][simulate]") {
    KeyMindedPolicy policy;
    Rng rng(1);
    auto dealt = [&](std::initializer_list<Domino> tiles) {
        State s = new_game(k_rules);
        for (Domino t : tiles) give_tile(s, k_rules, t);
        REQUIRE(s.phase == Phase::mulligan);
        return s;
    };
    // Ahead of the player (after place 5): 1|1 and 1|2: 1 + 1 + 1 + 2 - 8 for the double = -3.
    State good = dealt({{0, 3}, {3, 4}, {4, 5}, {1, 1}, {1, 2}});
    CHECK(start_score(good, k_rules.player_start, KeyMindedPolicy::k_double_worth) == -3);
    CHECK_FALSE(policy.mulligan(good, k_rules, rng));
    // Ahead: 6|5 and 5|2 (each laid to match): 18 pips, no double.
    State poor = dealt({{0, 3}, {3, 4}, {4, 6}, {5, 6}, {2, 5}});
    CHECK(test::line_of(poor) == "0|3 3|4 4|6 6|5 5|2");
    CHECK(start_score(poor, k_rules.player_start, KeyMindedPolicy::k_double_worth) == 18);
    CHECK(policy.mulligan(poor, k_rules, rng));
}
