#include "games/dragon_dance/duel.hpp"

#include <stdexcept>

namespace pnpkit::dragon_dance {

double duel_score(Outcome outcome, Side me) {
    if (outcome == Outcome::knight_wins) return me == Side::knight ? 1.0 : 0.0;
    if (outcome == Outcome::dragon_wins) return me == Side::dragon ? 1.0 : 0.0;
    return 0.5;
}

Die DuelComputer::die(const GameState& state, Side side, DuelFuture& future) {
    const DieGame& game = m_cache->die_game(*m_data, *m_evaluate, state);
    double u = future.computer_draw(2 * static_cast<std::size_t>(state.round));
    if (side == Side::knight) return game.knight_dice[sample(game.solution.row, u)];
    return game.dragon_dice[sample(game.solution.col, u)];
}

std::size_t DuelComputer::card(const GameState& state, Side side, const std::array<Die, 2>& dice,
                               DuelFuture& future) {
    CardGame game = solve_card_game(*m_data, *m_evaluate, state, dice);
    double u = future.computer_draw(2 * static_cast<std::size_t>(state.round) + 1);
    if (side == Side::knight) return game.knight_cards[sample(game.solution.row, u)];
    return game.dragon_cards[sample(game.solution.col, u)];
}

ComboChoice DuelComputer::combo(const GameState& state, Side side, const Plays& plays,
                                const ComboOffer& offer) const {
    return best_combo(*m_data, *m_evaluate, state, side, plays, offer);
}

Outcome finish_round(const GameData& data, GameState& state, const Plays& plays,
                     const ComboChoices& combos, DuelFuture& future, DuelAt& at) {
    RoundResult result = resolve_round(data, state, plays, combos);
    roll_future(state, future, at);
    return result.outcome;
}

double play_duel(const GameData& data, Player& player, Side me, DuelComputer& computer,
                 DuelFuture& future, Rng own, int max_rounds) {
    const Side them = other(me);
    DuelAt at;
    GameState state = new_game_future(data, future, at);
    auto left = [] { return std::logic_error("a ladder policy left the game"); };
    for (;;) {
        if (max_rounds > 0 && state.round >= max_rounds) return 0.5;
        std::array<Die, 2> dice{};
        dice[index(them)] = computer.die(state, them, future);
        auto mine = player.choose_die(state, me, own);
        if (!mine) throw left();
        dice[index(me)] = *mine;
        Plays plays{};
        plays[index(them)] = Play{computer.card(state, them, dice, future), dice[index(them)]};
        auto card = player.choose_card(state, me, dice, own);
        if (!card) throw left();
        plays[index(me)] = Play{*card, dice[index(me)]};
        ComboOffers offers = combo_offers(data, state, plays);
        ComboChoices combos{};
        if (offers[index(them)])
            combos[index(them)] = computer.combo(state, them, plays, offers[index(them)]);
        if (offers[index(me)]) {
            auto choice = player.choose_combo(state, me, plays, offers[index(me)], own);
            if (!choice) throw left();
            combos[index(me)] = *choice;
        }
        Outcome o = finish_round(data, state, plays, combos, future, at);
        if (o != Outcome::none) return duel_score(o, me);
    }
}

}  // namespace pnpkit::dragon_dance
