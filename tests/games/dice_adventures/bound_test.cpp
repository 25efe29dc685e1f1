#include "games/dice_adventures/bound.hpp"

#include <catch2/catch.hpp>
#include <climits>

#include "games/dice_adventures/fixture.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

// The best final score from `s` against `future`: every legal decision of the engine tried, every
// shop purchase one at a time, no memo, no pruning.
int brute_force(const Rules& r, State s, Future& future, FutureAt at) {
    for (;;) {
        Pending p = pending(r, s);
        if (p.need == Need::over) return score(r, s);
        if (p.need == Need::decision) {
            int best = INT_MIN;
            for (const Action& a : legal_actions(r, s))
                best = std::max(best, brute_force(r, apply(r, s, a), future, at));
            return best;
        }
        s = apply_future(r, s, future, at);
    }
}

// The shipped data with games of `adventures` adventures (1 or 2).
const GameData& short_games(int adventures) {
    static const GameData one =
        CraftedData({{"game.toml", "adventures = 5", "adventures = 1"},
                     {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [1]"}})
            .data();
    static const GameData two =
        CraftedData({{"game.toml", "adventures = 5", "adventures = 2"},
                     {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [1, 1]"}})
            .data();
    return adventures == 1 ? one : two;
}

// The search, its optimistic bound and a search cut short against the brute force from `start`.
void check_against_brute_force(const Rules& r, const State& start, std::uint64_t seed) {
    INFO("seed " << seed);
    Future brute_future{Rng(seed)};
    int exact = brute_force(r, start, brute_future, FutureAt{});
    Future future{Rng(seed)};
    ClairvoyantResult found = clairvoyant_best(r, start, future, FutureAt{}, 10'000'000);
    REQUIRE(found.resolved);
    CHECK(found.score == exact);
    CHECK(optimistic_score(r, start) >= exact);
    // Branch and bound from a known score (a play's): the same best.
    for (int known : {exact - 3, exact}) {
        Future known_future{Rng(seed)};
        CHECK(clairvoyant_best(r, start, known_future, FutureAt{}, 10'000'000, known).score ==
              exact);
    }
    for (std::uint64_t budget : {1, 3, 10}) {
        Future cut_future{Rng(seed)};
        ClairvoyantResult cut = clairvoyant_best(r, start, cut_future, FutureAt{}, budget);
        if (cut.resolved) continue;
        CHECK(cut.score >= exact);
    }
}

TEST_CASE("bound: the clairvoyant search equals a brute force over one-adventure games",
          "[dice-adventures][bound]") {
    std::uint64_t futures = test::k_sanitized_build ? 6 : 40;
    for (const char* mode : {"basic", "hardcore+"}) {
        Rules r = rules_for(short_games(1), mode);
        for (auto heroes :
             {party({"bard", "cleric", "thief"}), party({"ranger", "warrior", "wizard"})}) {
            INFO(mode << " " << heroes[0]);
            for (std::uint64_t seed = 0; seed < futures; ++seed)
                check_against_brute_force(r, start_game(r, heroes), seed);
        }
    }
}

TEST_CASE("bound: the clairvoyant search equals a brute force with the adventure deck",
          "[dice-adventures][bound]") {
    // The cards forbid items, powers, re-rolls or the hireling, and shift dice.
    std::uint64_t futures = test::k_sanitized_build ? 6 : 60;
    Rules r = rules_for(short_games(1), "basic", true);
    for (std::uint64_t seed = 0; seed < futures; ++seed)
        check_against_brute_force(r, start_game(r, party({"bard", "cleric", "warrior"})), seed);
}

TEST_CASE("bound: a change power of two pips is searched, not counted, and equals a brute force",
          "[dice-adventures][bound]") {
    static const GameData data =
        CraftedData({{"game.toml", "adventures = 5", "adventures = 1"},
                     {"modes.toml", "shifts = [0, 1, 1, 2, 2]", "shifts = [1]"},
                     {"classes.toml", "target = \"own\"\nstep = 1", "target = \"own\"\nstep = 2"}})
            .data();
    Rules r = rules_for(data, "basic");
    REQUIRE(!unit_changes(r));
    REQUIRE(unit_changes(rules()));
    std::uint64_t futures = test::k_sanitized_build ? 4 : 30;
    for (std::uint64_t seed = 0; seed < futures; ++seed)
        check_against_brute_force(r, start_game(r, party({"cleric", "warrior", "thief"})), seed);
}

TEST_CASE("bound: the clairvoyant search equals a brute force from the last adventure's shop",
          "[dice-adventures][bound]") {
    // Gold to spend on provisions, a weapon or a hireling, and a cleric of level 2 (two changes):
    // the shop's purchases one at a time against the search's paid-as-used.
    std::uint64_t futures = test::k_sanitized_build ? 1 : 4;
    for (const char* mode : {"basic", "hardcore"}) {
        Rules r = rules(mode);
        for (int gold : {2, 3}) {
            State s = start_game(r, party({"bard", "cleric", "thief"}));
            s.phase = Phase::shop;
            s.adventure = r.settings().adventures;
            s.gold = gold;
            s.heroes[static_cast<std::size_t>(slot_of(s, "cleric"))].level = 2;
            INFO(mode << ", gold " << gold);
            for (std::uint64_t seed = 0; seed < futures; ++seed)
                check_against_brute_force(r, s, seed);
        }
    }
}

TEST_CASE("bound: the clairvoyant search equals a brute force over two-adventure games",
          "[dice-adventures][bound]") {
    // The second adventure's shop holds the gold of the first: treasure bought before it or at the
    // end, provisions bought and left over, a death and a replacement.
    // The brute force of one such game takes seconds, minutes in the sanitizer build: run in the
    // others only (the shorter cases above run in both).
    if (test::k_sanitized_build) return;
    std::uint64_t futures = 3;
    Rules r = rules_for(short_games(2), "basic");
    for (std::uint64_t seed = 0; seed < futures; ++seed)
        check_against_brute_force(r, start_game(r, party({"bard", "cleric", "thief"})), seed);
}

}  // namespace
}  // namespace pnpkit::dice_adventures
