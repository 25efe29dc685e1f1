#include "games/dragon_dance/players.hpp"

namespace pnpkit::dragon_dance {

std::vector<ComboChoice> combo_choices(const ComboOffer& offer) {
    std::vector<ComboChoice> out{ComboChoice{}};
    for (std::size_t card : card_list(offer.cards)) {
        out.push_back(ComboChoice{true, card, k_no_die});
        for (Die f = 6; f >= 1; --f) {
            if (offer.dice.has(f))
                out.push_back(ComboChoice{true, card, f});
        }
    }
    return out;
}

std::optional<Die> RandomPlayer::choose_die(const GameState& state, Side me, Rng& rng) {
    std::vector<Die> dice = state.side(me).dice.faces();
    std::size_t pick = static_cast<std::size_t>(rng.below(dice.size() + 1));
    return pick == 0 ? k_no_die : dice[pick - 1];
}

std::optional<std::size_t> RandomPlayer::choose_card(const GameState& state, Side me,
                                                     const std::array<Die, 2>&, Rng& rng) {
    std::vector<std::size_t> legal = card_list(legal_cards(*m_data, state, me));
    return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

std::optional<ComboChoice> RandomPlayer::choose_combo(const GameState&, Side, const Plays&,
                                                      const ComboOffer& offer, Rng& rng) {
    std::vector<ComboChoice> choices = combo_choices(offer);
    return choices[static_cast<std::size_t>(rng.below(choices.size()))];
}

}  // namespace pnpkit::dragon_dance
