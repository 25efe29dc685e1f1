#pragma once

#include "games/domino_run/policy.hpp"

namespace pnpkit::domino_run {

// Runs as far as the roll allows; a bonus die while the box has one, else an ability; gives up
// the weakest ability before a die; keeps any starting line.
class GreedyPolicy : public Policy {
public:
    std::string_view name() const override { return "greedy"; }
    std::string_view objective() const override;
    bool mulligan(const State&, const Rules&, Rng&) const override { return false; }
    int move(const State& state, const Rules& rules, Rng& rng) const override;
    TreasureKind treasure(const State& state, const Rules& rules,
                          std::span<const TreasureKind> choices, Rng& rng) const override;
    int sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                  Rng& rng) const override;
};

// Greedy, but it starts only from a line that promises keys: it lays a fresh starting line when the
// pips of the spaces ahead of it, less k_double_worth for each double among them, come to more than
// k_fresh_above (cheap spaces and doubles ahead make a quick first key, and the first key's
// treasure is what saves a player caught early).
class KeyMindedPolicy : public GreedyPolicy {
public:
    static constexpr int k_double_worth = 8;
    static constexpr int k_fresh_above = 10;

    std::string_view name() const override { return "key-minded"; }
    std::string_view objective() const override;
    bool mulligan(const State& state, const Rules& rules, Rng& rng) const override;
};

// The pips of the spaces after place `from`, less `double_worth` for each double whose far space is
// among them: how hard the line ahead is to run and how few keys it offers.
int start_score(const State& state, int from, int double_worth);

}  // namespace pnpkit::domino_run
