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

// A random table: five tiles of a shuffled set, the enemy on space 1, the player on space 3, a
// roll of 2 to 4 dice.
State random_table(Rng& rng, std::string& line) {
    std::vector<Domino> set = domino_set(6);
    rng.shuffle(std::span<Domino>(set));
    line.clear();
    for (int i = 0; i < 5; ++i) line += set[static_cast<std::size_t>(i)].to_string() + " ";
    std::vector<int> roll;
    int dice = 2 + static_cast<int>(rng.below(3));
    for (int i = 0; i < dice; ++i) roll.push_back(rng.roll(6));
    return table(line, 1, 3, roll);
}

// The estimate the advice gives `o`: its own, unless a way that dominates it has a lower one.
double capped(const std::vector<Option>& options, const Option& o, double own) {
    for (const Option& a : options) {
        if (dominates(a, o)) own = std::min(own, a.win.win);
    }
    return own;
}

}  // namespace

TEST_CASE("advise lists every way the brute force finds, each once, best first",
          "[domino-run][advise]") {
    Rng rng(99);
    for (int round = 0; round < 25; ++round) {
        std::string line;
        State s = random_table(rng, line);
        std::vector<Option> options = advise(s, k_rules, 12, 7);
        std::set<Key> listed;
        for (const Option& o : options) {
            listed.insert({o.plan.place, o.plan.treasures});
            // The figures agree with the table: spaces, keys passed, a plan that gets there.
            CHECK(o.spaces == o.plan.place - s.player);
            CHECK(static_cast<int>(o.keys.size()) == keys_between(s, s.player, o.plan.place));
            CHECK(o.spend.end == o.plan.place);
            // The chance is the look-ahead objective's, on the advice's seed (no more than that of
            // a way that dominates it).
            Estimate again = estimate_plan(s, k_rules, o.plan, rollout_policy(), 12, 7);
            CHECK(o.win.win == capped(options, o, again.win));
        }
        INFO("line " << line << " roll of " << s.dice_rolled);
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
    CHECK(two == std::vector<std::vector<T>>{
                     {T::die, T::ability}, {T::ability, T::die}, {T::ability, T::ability}});
}

TEST_CASE("advise never ranks a way above one that dominates it", "[domino-run][advise]") {
    // The reproducer: stopping on space 6 (the enemy 2 behind) scored 53.7% and came
    // before space 7 (the same keys and treasures, the enemy 3 behind) at 52.3%.
    State s = table("0|4 3|6 0|3 0|5", 1, 2, {5, 5, 5}, {{3, 3}});
    auto options = advise(s, k_rules, 300, 1033);
    auto rank = [&](int space) {
        for (std::size_t i = 0; i < options.size(); ++i) {
            if (space_number(options[i].plan.place) == space) return i;
        }
        FAIL("no way stops on space " << space);
        return options.size();
    };
    CHECK(rank(7) < rank(6));
    CHECK(options[rank(7)].win.win >= options[rank(6)].win.win);

    // And on many random tables: every dominated way after each way that dominates it, its
    // figure no higher. Domination is common enough that the check bites.
    Rng rng(2024);
    int dominated = 0;
    for (int round = 0; round < 60; ++round) {
        std::string line;
        State t = random_table(rng, line);
        auto ways = advise(t, k_rules, 40, 11 + static_cast<std::uint64_t>(round));
        INFO("line " << line);
        for (std::size_t i = 0; i < ways.size(); ++i) {
            for (std::size_t j = 0; j < ways.size(); ++j) {
                if (!dominates(ways[i], ways[j])) continue;
                ++dominated;
                CHECK(i < j);
                CHECK(ways[i].win.win >= ways[j].win.win);
                CHECK(ways[j].win.low <= ways[j].win.win);
                CHECK(ways[j].win.win <= ways[j].win.high);
            }
        }
    }
    CHECK(dominated > 60);
}

TEST_CASE("dominance: same keys, treasures and enemy, further on, the enemy no nearer",
          "[domino-run][advise]") {
    Option back;
    back.plan = TurnPlan{4, {TreasureKind::die}};
    back.keys = {Domino{2, 2}};
    back.gap = 2;
    Option on = back;
    on.plan.place = 5;
    on.gap = 3;
    CHECK(dominates(on, back));
    CHECK_FALSE(dominates(back, on));
    CHECK_FALSE(dominates(on, on));
    Option other = on;
    other.plan.treasures = {TreasureKind::ability};
    CHECK_FALSE(dominates(other, back));
    other = on;
    other.keys = {Domino{3, 3}};
    CHECK_FALSE(dominates(other, back));
    other = on;
    other.enemy = EnemyOutcome::catches;
    CHECK_FALSE(dominates(other, back));
    other = on;
    other.gap = 1;
    CHECK_FALSE(dominates(other, back));
}

TEST_CASE("common random numbers: ways that play out alike get the same estimate",
          "[domino-run][advise]") {
    // Four dice: the box is empty, so a plan asking for a bonus die for the key gets the ability
    // all the same. The two plans play the same games roll-out for roll-out, and their estimates
    // agree exactly (on separate seeds they differ by roll-out noise).
    State s = table("0|2 3|3 3|4 2|6 2|5", 1, 2, {2, 2, 5, 1}, {{0, 0}, {1, 1}, {2, 2}, {4, 4}});
    REQUIRE(keys_between(s, s.player, s.reach) == 1);
    REQUIRE(treasure_sequences(s, k_rules, 1) ==
            std::vector<std::vector<TreasureKind>>{{TreasureKind::ability}});
    TurnPlan ability{s.reach, {TreasureKind::ability}};
    TurnPlan die{s.reach, {TreasureKind::die}};
    Estimate a = estimate_plan(s, k_rules, ability, rollout_policy(), 200, 5);
    CHECK(a.win == estimate_plan(s, k_rules, die, rollout_policy(), 200, 5).win);
    bool differ = false;
    for (std::uint64_t seed = 6; seed < 10; ++seed)
        differ = differ || a.win != estimate_plan(s, k_rules, die, rollout_policy(), 200, seed).win;
    CHECK(differ);
}
