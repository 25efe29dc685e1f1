#include "games/domino_run/advise.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <tuple>

#include "core/rng.hpp"
#include "games/domino_run/brute.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;
using test::table;

namespace {

const Rules k_rules = test::rules();

// Every treasure sequence the engine lets a player choose after stopping on `place`: each key's
// choices as treasure_choices offers them, an ability tile drawn (any) whenever one is chosen.
void brute_treasures(State s, std::vector<TreasureKind>& seq,
                     std::set<std::vector<TreasureKind>>& out) {
    if (s.phase == Phase::ability) {
        give_tile(s, k_rules, random_tile(s, *std::make_unique<Rng>(1)));
        brute_treasures(s, seq, out);
        return;
    }
    auto choices = treasure_choices(s, k_rules);
    if (s.phase != Phase::treasure || choices.empty()) {
        out.insert(seq);
        return;
    }
    for (TreasureKind kind : choices) {
        State next = s;
        choose_treasure(next, k_rules, kind);
        seq.push_back(kind);
        brute_treasures(next, seq, out);
        seq.pop_back();
    }
}

using Key = std::tuple<int, std::vector<TreasureKind>>;

std::set<Key> brute_options(const State& s) {
    std::set<Key> out;
    for (int place : test::reachable_by_brute_force(s)) {
        State after = s;
        move_to(after, k_rules, place);
        std::set<std::vector<TreasureKind>> sequences;
        std::vector<TreasureKind> seq;
        brute_treasures(after, seq, sequences);
        for (const auto& t : sequences) out.insert({place, t});
    }
    return out;
}

}  // namespace

TEST_CASE("advise lists every way the brute force finds, each once, best first",
          "[domino-run][advise]") {
    Rng rng(99);
    for (int round = 0; round < 25; ++round) {
        std::vector<Domino> set = domino_set(6);
        rng.shuffle(std::span<Domino>(set));
        std::string line;
        for (int i = 0; i < 5; ++i) line += set[static_cast<std::size_t>(i)].to_string() + " ";
        std::vector<int> roll;
        int dice = 2 + static_cast<int>(rng.below(3));
        for (int i = 0; i < dice; ++i) roll.push_back(rng.roll(6));
        State s = table(line, 1, 3, roll);
        std::vector<Option> options = advise(s, k_rules, 12, 7);
        std::set<Key> listed;
        for (const Option& o : options) {
            listed.insert({o.plan.place, o.plan.treasures});
            // The figures agree with the table: spaces, keys passed, a plan that gets there.
            CHECK(o.spaces == o.plan.place - s.player);
            CHECK(static_cast<int>(o.keys.size()) == keys_between(s, s.player, o.plan.place));
            CHECK(o.spend.end == o.plan.place);
            // The chance is the look-ahead objective's, on the advice's seed.
            Estimate again = estimate_plan(s, k_rules, o.plan, rollout_policy(), 12, 7);
            CHECK(o.win.win == again.win);
        }
        INFO("line " << line << " roll of " << dice);
        CHECK(listed.size() == options.size());
        CHECK(listed == brute_options(s));
        CHECK(std::is_sorted(options.begin(), options.end(), [](const Option& a, const Option& b) {
            return a.win.win > b.win.win;
        }));
    }
}

TEST_CASE("advise puts the winning move first and a lost one last", "[domino-run][advise]") {
    // Six keys taken; the roll reaches the far 6 of 6|6: the seventh key wins at once.
    std::vector<Domino> six{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}};
    State s = table("1|2 2|0 6|6 0|1", 1, 3, {6, 6, 1, 1}, six);
    auto options = advise(s, k_rules, 50, 3);
    REQUIRE_FALSE(options.empty());
    CHECK(options.front().win.win == 1.0);
    CHECK(options.front().keys == std::vector<Domino>{Domino{6, 6}});
    CHECK(options.front().plan.place >= 5);
    // Stopping before the 6|6 leaves the win to later rolls: never sure.
    for (const Option& o : options) {
        if (o.plan.place < 5) CHECK(o.win.win < 1.0);
    }
    // With no treasure, the enemy one place behind and no way forward, every way loses.
    State lost = table("1|2 6|6", 1, 2, {1, 1});
    auto none = advise(lost, k_rules, 50, 3);
    REQUIRE(none.size() == 1);
    CHECK(none.front().enemy == EnemyOutcome::catches);
    CHECK(none.front().win.win == 0.0);
}

TEST_CASE("treasure sequences respect the dice in the box and the pile's ability tiles",
          "[domino-run][advise]") {
    State s = table("1|2 2|2 3|3 4|0", 1, 2, {6, 6, 3});  // one bonus die already
    CHECK(treasure_sequences(s, k_rules, 0) == std::vector<std::vector<TreasureKind>>{{}});
    auto two = treasure_sequences(s, k_rules, 2);
    using T = TreasureKind;
    CHECK(two == std::vector<std::vector<T>>{{T::die, T::ability},
                                             {T::ability, T::die},
                                             {T::ability, T::ability}});
}
