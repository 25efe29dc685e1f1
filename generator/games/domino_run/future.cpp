#include "games/domino_run/future.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/simulate.hpp"

namespace pnpkit::domino_run {

int Future::die(std::size_t k, int faces) {
    while (m_dice.size() <= k) m_dice.push_back(m_dice_rng.roll(faces));
    return m_dice[k];
}

double Future::draw(std::size_t k) {
    while (m_draws.size() <= k) m_draws.push_back(m_draw_rng.unit());
    return m_draws[k];
}

Domino tile_at(const State& state, double u) {
    std::uint64_t bits = tile_choices(state);
    int n = std::popcount(bits);
    if (n == 0) throw std::invalid_argument("no tile to draw");
    int k = std::min(n - 1, static_cast<int>(u * n));
    for (int i = 0; i < k; ++i) bits &= bits - 1;  // drop the k lowest set bits
    return domino_at(std::countr_zero(bits), state.max_pips());
}

void play_future_chance(State& state, const Rules& rules, Future& future, FutureAt& at) {
    for (;;) {
        if (state.phase == Phase::roll) {
            give_die(state, rules, future.die(at.dice++, rules.die_faces));
        } else if (tile_choices(state) != 0) {
            give_tile(state, rules, tile_at(state, future.draw(at.draws++)));
        } else {
            return;
        }
    }
}

State play_future_game(const Rules& rules, const Policy& policy, Future& future, Rng& policy_rng) {
    State s = new_game(rules);
    FutureAt at;
    for (;;) {
        play_future_chance(s, rules, future, at);
        if (s.over() || s.turn > k_turn_limit) return s;
        if (s.phase != Phase::mulligan && s.phase != Phase::move && s.phase != Phase::treasure &&
            s.phase != Phase::sacrifice)
            return s;
        answer_decision(s, rules, policy, policy_rng);
    }
}

}  // namespace pnpkit::domino_run
