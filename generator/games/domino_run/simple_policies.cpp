#include "games/domino_run/simple_policies.hpp"

#include <algorithm>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/reach.hpp"

namespace pnpkit::domino_run {

std::string_view GreedyPolicy::objective() const {
    return "the most spaces this turn; then dice before abilities";
}

int GreedyPolicy::move(const State& state, const Rules&, Rng&) const { return state.reach; }

TreasureKind GreedyPolicy::treasure(const State&, const Rules&,
                                    std::span<const TreasureKind> choices, Rng&) const {
    return choices.front();  // the die when the box still has one
}

int GreedyPolicy::sacrifice(const State& state, const Rules&, std::span<const int>, Rng&) const {
    int weakest = weakest_ability(state);
    return weakest >= 0 ? weakest : k_give_die;
}

std::string_view KeyMindedPolicy::objective() const {
    return "the most spaces each turn, from a starting line with doubles or cheap spaces ahead";
}

bool KeyMindedPolicy::mulligan(const State& state, const Rules& rules, Rng&) const {
    // The cubes are not down yet: the player will stand on place player_start.
    return start_score(state, rules.player_start, k_double_worth) > k_fresh_above;
}

int start_score(const State& state, int from, int double_worth) {
    int score = 0;
    for (int i = from + 1; i < state.line.size(); ++i) {
        score += state.line[i].cost();
        score -= double_worth * keys_between(state, i - 1, i);
    }
    return score;
}

}  // namespace pnpkit::domino_run
