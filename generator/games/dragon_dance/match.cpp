#include "games/dragon_dance/match.hpp"

#include <cassert>

namespace pnpkit::dragon_dance {

GameRecord play_game(const GameData& data, const std::array<Player*, 2>& players, Rng& rng,
                     int max_rounds, Observer* observer) {
    Observer quiet;
    Observer& watch = observer ? *observer : quiet;
    GameRecord record;
    GameState state = new_game(data, rng);
    auto stop = [&](bool abandoned) {
        record.abandoned = abandoned;
        record.rounds = state.round;
        record.outcome = outcome(state);
        record.final_state = state;
        return record;
    };
    for (;;) {
        if (max_rounds > 0 && state.round >= max_rounds) {
            record.unfinished = true;
            return stop(false);
        }
        watch.round_started(state);
        std::array<Die, 2> dice{};
        for (Side s : k_sides) {
            auto die = players[index(s)]->choose_die(state, s, rng);
            if (!die)
                return stop(true);
            assert(*die == k_no_die || state.side(s).dice.has(*die));
            dice[index(s)] = *die;
        }
        watch.dice_revealed(state, dice);
        Plays plays{};
        for (Side s : k_sides) {
            auto card = players[index(s)]->choose_card(state, s, dice, rng);
            if (!card)
                return stop(true);
            plays[index(s)] = Play{*card, dice[index(s)]};
            assert(is_legal(data, state, s, plays[index(s)]));
        }
        watch.cards_revealed(state, plays);
        ComboOffers offers = combo_offers(data, state, plays);
        ComboChoices combos{};
        for (Side s : k_sides) {
            if (!offers[index(s)])
                continue;
            auto choice = players[index(s)]->choose_combo(state, s, plays, offers[index(s)], rng);
            if (!choice)
                return stop(true);
            combos[index(s)] = *choice;
        }
        GameState before = state;
        RoundResult result = resolve_round(data, state, plays, combos);
        roll_dice(state, rng);
        watch.round_ended(before, result, state);
        if (result.outcome != Outcome::none)
            return stop(false);
    }
}

}  // namespace pnpkit::dragon_dance
