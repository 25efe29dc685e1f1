#include "games/dice_adventures/future.hpp"

#include <algorithm>

namespace pnpkit::dice_adventures {

int Future::die(std::size_t k) {
    while (m_dice.size() <= k) m_dice.push_back(m_dice_rng.roll(k_faces));
    return m_dice[k];
}

int Future::pick(std::size_t k, int count) {
    while (m_picks.size() <= k) m_picks.push_back(m_pick_rng.unit());
    return std::min(count - 1, static_cast<int>(m_picks[k] * count));
}

State apply_future(const Rules& rules, const State& state, Future& future, FutureAt& at) {
    Pending p = pending(rules, state);
    if (p.need == Need::die) return apply_random(rules, state, future.die(at.dice++));
    return apply_random(rules, state, future.pick(at.picks++, p.count));
}

}  // namespace pnpkit::dice_adventures
