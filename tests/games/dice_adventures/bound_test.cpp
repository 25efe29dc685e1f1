#include "games/dice_adventures/bound.hpp"

#include <catch2/catch.hpp>
#include <climits>

#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/ladder.hpp"
#include "games/dice_adventures/policy.hpp"
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

bool in_adventure(Phase phase) {
    return phase == Phase::roll || phase == Phase::reroll || phase == Phase::act ||
           phase == Phase::substitute || phase == Phase::shift;
}

// Whether some play from `s` against `future` ends every adventure it plays with a result of 1 or
// 2: every legal decision of the engine tried (every shop purchase one at a time), no memo, no
// pruning; an adventure ends where the game leaves an adventure's phases.
bool brute_perfect(const Rules& r, const State& s, Future& future, FutureAt at) {
    Pending p = pending(r, s);
    if (p.need == Need::over) return true;
    auto step = [&](const State& next, FutureAt next_at) {
        bool ended = in_adventure(s.phase) && !in_adventure(next.phase);
        if (ended && (next.result < 1 || next.result > 2)) return false;
        return brute_perfect(r, next, future, next_at);
    };
    if (p.need == Need::decision) {
        for (const Action& a : legal_actions(r, s)) {
            if (step(apply(r, s, a), at)) return true;
        }
        return false;
    }
    FutureAt next_at = at;
    State next = apply_future(r, s, future, next_at);
    return step(next, next_at);
}

// The perfect search against the brute force from `start`, and cut short; counts the perfect
// futures into `perfect` and the others into `not_perfect`.
void check_perfect_against_brute_force(const Rules& r, const State& start, std::uint64_t seed,
                                       int& perfect, int& not_perfect) {
    INFO("seed " << seed);
    Future brute_future{Rng(seed)};
    bool exact = brute_perfect(r, start, brute_future, FutureAt{});
    (exact ? perfect : not_perfect) += 1;
    Future future{Rng(seed)};
    PerfectResult found = clairvoyant_perfect(r, start, future, FutureAt{}, 10'000'000);
    REQUIRE(found.resolved);
    CHECK(found.perfect == exact);
    for (std::uint64_t budget : {1, 3, 10}) {
        Future cut_future{Rng(seed)};
        PerfectResult cut = clairvoyant_perfect(r, start, cut_future, FutureAt{}, budget);
        if (!cut.resolved)
            CHECK(cut.perfect);  // unsettled counts as perfect: an upper bound
        else
            CHECK(cut.perfect == exact);
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

TEST_CASE("bound: the search for a perfect game equals a brute force", "[dice-adventures][bound]") {
    // One-adventure games in two modes and with the deck, two-adventure games, and the last
    // adventure's shop with gold to spend: both answers occur.
    std::uint64_t futures = test::k_sanitized_build ? 4 : 30;
    int perfect = 0;
    int not_perfect = 0;
    for (const char* mode : {"basic", "hardcore+"}) {
        Rules r = rules_for(short_games(1), mode);
        for (std::uint64_t seed = 0; seed < futures; ++seed)
            check_perfect_against_brute_force(r, start_game(r, party({"bard", "cleric", "thief"})),
                                              seed, perfect, not_perfect);
    }
    Rules deck = rules_for(short_games(1), "basic", true);
    for (std::uint64_t seed = 0; seed < futures; ++seed)
        check_perfect_against_brute_force(deck,
                                          start_game(deck, party({"ranger", "warrior", "wizard"})),
                                          seed, perfect, not_perfect);
    Rules r = rules("basic");
    State shop = start_game(r, party({"bard", "cleric", "thief"}));
    shop.phase = Phase::shop;
    shop.adventure = r.settings().adventures;
    shop.gold = 3;
    for (std::uint64_t seed = 0; seed < (test::k_sanitized_build ? 1U : 4U); ++seed)
        check_perfect_against_brute_force(r, shop, seed, perfect, not_perfect);
    if (!test::k_sanitized_build) {
        Rules two = rules_for(short_games(2), "basic");
        for (std::uint64_t seed = 0; seed < 3; ++seed)
            check_perfect_against_brute_force(two,
                                              start_game(two, party({"bard", "cleric", "thief"})),
                                              seed, perfect, not_perfect);
    }
    CHECK(perfect > 0);
    CHECK(not_perfect > 0);
}

TEST_CASE("bound: every game the advisor plays perfectly, the perfect search finds perfect",
          "[dice-adventures][bound]") {
    // The advisor's play is one path of the search's tree: whole shipped games.
    Rules r = rules();
    std::vector<int> heroes = party({"bard", "cleric", "thief"});
    Solver solver(r);
    std::unique_ptr<Policy> advisor = make_policy(PolicyKind::optimal, solver);
    int advisor_perfect = 0;
    int searched_perfect = 0;
    std::uint64_t games = test::k_sanitized_build ? 4 : 40;
    for (std::uint64_t seed = 0; seed < games; ++seed) {
        INFO("seed " << seed);
        Future played{Rng(seed)};
        int worst = 0;
        State end = play_future(
            r, heroes, played, [&](const State& s) { return advisor->choose(s); }, &worst);
        bool advised = ladder_result(r, end, worst).perfect;
        Future future{Rng(seed)};
        PerfectResult found =
            clairvoyant_perfect(r, start_game(r, heroes), future, FutureAt{}, k_bound_nodes);
        REQUIRE(found.resolved);
        if (advised) CHECK(found.perfect);
        advisor_perfect += advised;
        searched_perfect += found.perfect;
    }
    CHECK(advisor_perfect > 0);
    CHECK(searched_perfect >= advisor_perfect);
    // Knowing the future helps: 20 perfect games against the advisor's 19 of the 40 (the
    // sanitizer build's 4 hold 3 and 3).
    if (!test::k_sanitized_build) CHECK(searched_perfect > advisor_perfect);
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
