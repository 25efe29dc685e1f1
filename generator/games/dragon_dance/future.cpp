#include "games/dragon_dance/future.hpp"

namespace pnpkit::dragon_dance {

Die DuelFuture::die(Side side, std::size_t k) {
    auto& dice = m_dice[index(side)];
    while (dice.size() <= k) dice.push_back(m_dice_rng[index(side)].roll(6));
    return dice[k];
}

double DuelFuture::computer_draw(std::size_t k) {
    while (m_draws.size() <= k) m_draws.push_back(m_draw_rng.unit());
    return m_draws[k];
}

void roll_future(GameState& state, DuelFuture& future, DuelAt& at) {
    for (Side s : k_sides) {
        SideState& side = state.side(s);
        for (; side.unrolled > 0; --side.unrolled)
            side.dice.add(future.die(s, at.dice[index(s)]++));
    }
}

GameState new_game_future(const GameData& data, DuelFuture& future, DuelAt& at) {
    GameState state;
    state.range = data.starting_range;
    for (Side s : k_sides) {
        SideState& side = state.side(s);
        side.life = data.side(s).life;
        side.hand = full_hand(data.side(s));
        side.unrolled = data.side(s).dice;
    }
    roll_future(state, future, at);
    return state;
}

}  // namespace pnpkit::dragon_dance
