#pragma once

#include <cstdint>
#include <vector>

#include "games/domino_run/model.hpp"
#include "games/domino_run/policy.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// The player's side of one turn from its move on: where to stop and, for each key that claims, the
// treasure to take, in the order claimed (a treasure that cannot be had then falls back to the
// other, as the game allows).
struct TurnPlan {
    int place = 0;
    std::vector<TreasureKind> treasures;
    bool operator==(const TurnPlan&) const = default;
};

// A win chance estimated by roll-outs: the share of games won and its 95% interval.
struct Estimate {
    double win = 0;
    double low = 0;
    double high = 0;
    int samples = 0;
    // Roll-out r's result (1 won, 0 not), in roll-out order: `win` is their mean. Two estimates
    // made with the same seed and samples are paired: roll-out r of each met the same luck.
    std::vector<std::uint8_t> outcomes;
};

// The chance of winning from `state` (any phase) when `policy` plays every decision from here on,
// by `samples` roll-outs. Roll-out r meets the future of Rng(seed).stream(2r) (future.hpp: the
// k-th die rolled and the k-th tile drawn are fixed whatever is played), so estimates made with
// the same seed share their luck (common random numbers) and their differences are measured with
// less noise. The next roll is not left to chance: roll-out r gets the roll at quantile
// (r + 1/2) / samples of the roll's distribution, which spreads the roll-outs evenly over every
// roll in proportion to its chance; the future's dice come after it.
Estimate estimate_win(const State& state, const Rules& rules, const Policy& policy, int samples,
                      std::uint64_t seed);

// The same from the move phase when the player plays `plan` this turn and `policy` after it.
Estimate estimate_plan(const State& state, const Rules& rules, const TurnPlan& plan,
                       const Policy& policy, int samples, std::uint64_t seed);

// The same from a treasure question (or any phase) when the player takes `treasures` for the keys
// still to be given one this turn, in order, and `policy` plays the rest.
Estimate estimate_treasures(const State& state, const Rules& rules,
                            const std::vector<TreasureKind>& treasures, const Policy& policy,
                            int samples, std::uint64_t seed);

// The places look-ahead weighs for a move: the farthest, and just short of each key the farthest
// move would claim (on its first space), farthest first.
std::vector<int> move_candidates(const State& state);

// Looks one decision ahead: every candidate decision (the places above, each treasure, each thing
// to give up, keeping or changing the starting line) is played on a copy of the state and scored
// by estimate_win with the greedy policy playing on; the highest estimated chance of winning is
// chosen, the greedy choice on ties (for the starting line, the key-minded rule's choice, with
// four times the roll-outs). All candidates of a decision share one seed.
class LookAheadPolicy : public Policy {
public:
    explicit LookAheadPolicy(int samples = 200) : m_samples(samples) {}
    std::string_view name() const override { return "look-ahead"; }
    std::string_view objective() const override;
    bool mulligan(const State& state, const Rules& rules, Rng& rng) const override;
    int move(const State& state, const Rules& rules, Rng& rng) const override;
    TreasureKind treasure(const State& state, const Rules& rules,
                          std::span<const TreasureKind> choices, Rng& rng) const override;
    int sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                  Rng& rng) const override;

private:
    int m_samples;
};

// The policy roll-outs play: greedy.
const Policy& rollout_policy();

}  // namespace pnpkit::domino_run
