#include "games/domino_run/lookahead.hpp"

#include <catch2/catch.hpp>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::table;

namespace {

const Rules k_rules = test::rules();
const std::vector<Domino> k_six{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}};

}  // namespace

TEST_CASE("estimates are sure of finished games and repeat on the same seed",
          "[domino-run][lookahead]") {
    State won = table("1|2 2|0 6|6 0|1", 1, 3, {6, 6, 1, 1}, k_six);
    move_to(won, k_rules, won.reach);
    REQUIRE(won.phase == Phase::won);
    CHECK(estimate_win(won, k_rules, rollout_policy(), 10, 1).win == 1.0);
    State lost = table("1|2 6|6", 1, 2, {1, 1});
    move_to(lost, k_rules, lost.player);
    REQUIRE(lost.phase == Phase::lost);
    CHECK(estimate_win(lost, k_rules, rollout_policy(), 10, 1).win == 0.0);
    State start = new_game(k_rules);
    Estimate a = estimate_win(start, k_rules, rollout_policy(), 300, 9);
    Estimate b = estimate_win(start, k_rules, rollout_policy(), 300, 9);
    CHECK(a.win == b.win);
    CHECK(a.low <= a.win);
    CHECK(a.win <= a.high);
    CHECK(a.samples == 300);
    // A whole game from the start is won by greedy a little under two times in three.
    CHECK(a.win > 0.5);
    CHECK(a.win < 0.75);
}

TEST_CASE("look-ahead weighs the farthest place and the places short of each key",
          "[domino-run][lookahead]") {
    State s = table("1|2 2|2 3|3 0|1", 1, 2, {6, 6});
    REQUIRE(s.reach == 7);
    CHECK(move_candidates(s) == std::vector<int>{7, 4, 2});  // short of 3|3, short of 2|2
    State none = table("1|2 2|4 0|5 5|1", 1, 2, {1, 1});
    CHECK(move_candidates(none) == std::vector<int>{none.reach});
}

TEST_CASE("look-ahead takes the seventh key when it can", "[domino-run][lookahead]") {
    State s = table("1|2 2|0 6|6 0|1", 1, 3, {6, 6, 1, 1}, k_six);
    LookAheadPolicy policy(40);
    Rng rng(4);
    int place = policy.move(s, k_rules, rng);
    CHECK(place >= 5);
    move_to(s, k_rules, place);
    CHECK(s.phase == Phase::won);
}
