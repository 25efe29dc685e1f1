#include "games/domino_run/lookahead.hpp"

#include <algorithm>
#include <cmath>

#include "core/interval.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/future.hpp"
#include "games/domino_run/simple_policies.hpp"
#include "games/domino_run/simulate.hpp"

namespace pnpkit::domino_run {

namespace {

using Roll = std::array<std::uint8_t, k_max_dice>;

// Every roll of `dice` dice as a sorted multiset, with the running total of their chances.
struct RollTable {
    std::vector<Roll> rolls;
    std::vector<double> cumulative;

    // The roll at quantile u of the distribution.
    const Roll& at(double u) const {
        auto it = std::lower_bound(cumulative.begin(), cumulative.end(), u);
        auto i = static_cast<std::size_t>(std::min<std::ptrdiff_t>(
            it - cumulative.begin(), static_cast<std::ptrdiff_t>(rolls.size()) - 1));
        return rolls[i];
    }
};

void add_rolls(RollTable& table, Roll& roll, int index, int dice, int faces, int lowest,
               double weight) {
    if (index == dice) {
        // The orders a multiset can be rolled in: dice! / (count of each face)!.
        double orders = 1;
        for (int i = 2; i <= dice; ++i) orders *= i;
        for (int i = 0, run = 1; i < dice; ++i, ++run) {
            if (i + 1 == dice ||
                roll[static_cast<std::size_t>(i + 1)] != roll[static_cast<std::size_t>(i)]) {
                for (int k = 2; k <= run; ++k) orders /= k;
                run = 0;
            }
        }
        double before = table.cumulative.empty() ? 0 : table.cumulative.back();
        table.rolls.push_back(roll);
        table.cumulative.push_back(before + orders * weight);
        return;
    }
    for (int face = lowest; face <= faces; ++face) {
        roll[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(face);
        add_rolls(table, roll, index + 1, dice, faces, face, weight);
    }
}

RollTable roll_table(int dice, int faces) {
    RollTable table;
    Roll roll{};
    add_rolls(table, roll, 0, dice, faces, 1, std::pow(1.0 / faces, dice));
    return table;
}

// Answers this turn's treasures from a plan, then leaves everything to `base`.
class ScriptedPolicy : public Policy {
public:
    ScriptedPolicy(const Policy& base, const std::vector<TreasureKind>& script)
        : m_base(base), m_script(script) {}
    std::string_view name() const override { return m_base.name(); }
    std::string_view objective() const override { return m_base.objective(); }
    bool mulligan(const State& s, const Rules& r, Rng& rng) const override {
        return m_base.mulligan(s, r, rng);
    }
    int move(const State& s, const Rules& r, Rng& rng) const override {
        return m_base.move(s, r, rng);
    }
    TreasureKind treasure(const State& s, const Rules& r, std::span<const TreasureKind> choices,
                          Rng& rng) const override {
        if (m_next < m_script.size()) {
            TreasureKind wanted = m_script[m_next++];
            if (std::find(choices.begin(), choices.end(), wanted) != choices.end()) return wanted;
        }
        return m_base.treasure(s, r, choices, rng);
    }
    int sacrifice(const State& s, const Rules& r, std::span<const int> choices,
                  Rng& rng) const override {
        return m_base.sacrifice(s, r, choices, rng);
    }

private:
    const Policy& m_base;
    const std::vector<TreasureKind>& m_script;
    mutable std::size_t m_next = 0;
};

// A roll-out's luck, read in order: the same dice and draws as Future(game) gives (the k-th die
// and the k-th draw whatever is played), without keeping them.
struct RollOutLuck {
    Rng dice;
    Rng draws;
    explicit RollOutLuck(const Rng& game) : dice(game.stream(0)), draws(game.stream(1)) {}
};

// Plays on from `state` with `policy` deciding (its own randomness from `own`), every die and
// tile from `luck`: to the end of the game (or the turn limit), or with `until_roll` up to the
// first die of the next roll.
void play_on_luck(State& state, const Rules& rules, const Policy& policy, RollOutLuck& luck,
                  Rng& own, bool until_roll) {
    while (!state.over() && state.turn <= k_turn_limit) {
        if (state.phase == Phase::roll) {
            if (until_roll && state.dice_rolled == 0) return;
            give_die(state, rules, luck.dice.roll(rules.die_faces));
        } else if (tile_choices(state) != 0) {
            give_tile(state, rules, tile_at(state, luck.draws.unit()));
        } else {
            answer_decision(state, rules, policy, own);
        }
    }
}

// One roll-out of `policy` from `state`: to the next roll, that roll's dice from the table, then
// on to the end, the k-th die and the k-th draw after it from `luck` whatever happens. True when
// it wins.
bool roll_out(State state, const Rules& rules, const Policy& policy, RollOutLuck& luck, Rng& own,
              double quantile, std::vector<RollTable>& tables) {
    play_on_luck(state, rules, policy, luck, own, true);
    if (state.phase == Phase::roll && !state.over()) {
        auto dice = static_cast<std::size_t>(state.pool_size(rules));
        if (tables.size() <= dice) tables.resize(dice + 1);
        if (tables[dice].rolls.empty())
            tables[dice] = roll_table(static_cast<int>(dice), rules.die_faces);
        const Roll& roll = tables[dice].at(quantile);
        for (std::size_t i = 0; i < dice; ++i) give_die(state, rules, roll[i]);
        play_on_luck(state, rules, policy, luck, own, false);
    }
    return state.phase == Phase::won;
}

Estimate estimate_with(const State& state, const Rules& rules, int samples, std::uint64_t seed,
                       const auto& policy_for) {
    Rng root(seed);
    std::vector<RollTable> tables;
    std::uint64_t wins = 0;
    std::vector<std::uint8_t> outcomes(static_cast<std::size_t>(std::max(0, samples)));
    for (int r = 0; r < samples; ++r) {
        RollOutLuck luck(root.stream(2 * static_cast<std::uint64_t>(r)));
        Rng own = root.stream(2 * static_cast<std::uint64_t>(r) + 1);
        double quantile = (r + 0.5) / samples;
        bool won = roll_out(state, rules, policy_for(), luck, own, quantile, tables);
        outcomes[static_cast<std::size_t>(r)] = won ? 1 : 0;
        wins += won;
    }
    Interval ci = wilson_interval(wins, static_cast<std::uint64_t>(samples));
    return {static_cast<double>(wins) / std::max(1, samples), ci.low, ci.high, samples,
            std::move(outcomes)};
}

}  // namespace

const Policy& rollout_policy() {
    static const GreedyPolicy greedy;
    return greedy;
}

Estimate estimate_win(const State& state, const Rules& rules, const Policy& policy, int samples,
                      std::uint64_t seed) {
    if (state.over()) {
        double win = state.phase == Phase::won ? 1 : 0;
        std::vector<std::uint8_t> outcomes(static_cast<std::size_t>(std::max(0, samples)),
                                           state.phase == Phase::won ? 1 : 0);
        return {win, win, win, samples, std::move(outcomes)};
    }
    return estimate_with(state, rules, samples, seed, [&]() -> const Policy& { return policy; });
}

Estimate estimate_plan(const State& state, const Rules& rules, const TurnPlan& plan,
                       const Policy& policy, int samples, std::uint64_t seed) {
    State after = state;
    move_to(after, rules, plan.place);
    return estimate_treasures(after, rules, plan.treasures, policy, samples, seed);
}

Estimate estimate_treasures(const State& state, const Rules& rules,
                            const std::vector<TreasureKind>& treasures, const Policy& policy,
                            int samples, std::uint64_t seed) {
    if (state.over()) return estimate_win(state, rules, policy, samples, seed);
    std::optional<ScriptedPolicy> scripted;
    return estimate_with(state, rules, samples, seed, [&]() -> const Policy& {
        scripted.emplace(policy, treasures);
        return *scripted;
    });
}

std::vector<int> move_candidates(const State& state) {
    std::vector<int> places{state.reach};
    for (int c = state.reach; c > state.player; --c) {
        if (keys_between(state, c - 1, c) > 0 && c - 1 != places.back()) places.push_back(c - 1);
    }
    return places;
}

std::string_view LookAheadPolicy::objective() const {
    return "the chance of winning, estimated for each candidate decision by roll-outs of the "
           "greedy policy with the next roll spread evenly over its outcomes";
}

namespace {

// The candidate with the best estimate after `apply`, the first (the greedy choice) on ties.
template <typename T, typename Apply>
T best_of(const std::vector<T>& candidates, const State& state, const Rules& rules, int samples,
          Rng& rng, Apply apply) {
    if (candidates.size() == 1) return candidates.front();
    std::uint64_t seed = rng.next();
    T best = candidates.front();
    double best_win = -1;
    for (const T& candidate : candidates) {
        State after = state;
        apply(after, candidate);
        double win = estimate_win(after, rules, rollout_policy(), samples, seed).win;
        if (win > best_win) {
            best = candidate;
            best_win = win;
        }
    }
    return best;
}

}  // namespace

bool LookAheadPolicy::mulligan(const State& state, const Rules& rules, Rng& rng) const {
    // Once a game, and a fresh line is a new deal in every roll-out: four times the roll-outs,
    // the key-minded rule's choice first.
    bool rule = KeyMindedPolicy().mulligan(state, rules, rng);
    return best_of<bool>({rule, !rule}, state, rules, 4 * m_samples, rng,
                         [&](State& s, bool fresh) { choose_mulligan(s, rules, fresh); });
}

int LookAheadPolicy::move(const State& state, const Rules& rules, Rng& rng) const {
    return best_of<int>(move_candidates(state), state, rules, m_samples, rng,
                        [&](State& s, int place) { move_to(s, rules, place); });
}

TreasureKind LookAheadPolicy::treasure(const State& state, const Rules& rules,
                                       std::span<const TreasureKind> choices, Rng& rng) const {
    std::vector<TreasureKind> candidates(choices.begin(), choices.end());
    return best_of<TreasureKind>(
        candidates, state, rules, m_samples, rng,
        [&](State& s, TreasureKind kind) { choose_treasure(s, rules, kind); });
}

int LookAheadPolicy::sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                               Rng& rng) const {
    std::vector<int> candidates{rollout_policy().sacrifice(state, rules, choices, rng)};
    for (int c : choices) {
        if (c != candidates.front()) candidates.push_back(c);
    }
    return best_of<int>(candidates, state, rules, m_samples, rng,
                        [&](State& s, int choice) { domino_run::sacrifice(s, rules, choice); });
}

}  // namespace pnpkit::domino_run
