#include "games/dragon_dance/ai.hpp"

#include <bit>
#include <cmath>

namespace pnpkit::dragon_dance {

namespace {

// Weights of the evaluation, tuned by simulation (see docs/dragon-dance.md).
constexpr double k_card_worth = 0.35;  // damage a card in hand is worth
constexpr double k_sharpness = 2.0;    // how fast an advantage approaches a certain win

}  // namespace

double terminal_value(Outcome outcome) {
    switch (outcome) {
        case Outcome::knight_wins:
            return 1.0;
        case Outcome::dragon_wins:
            return -1.0;
        case Outcome::draw:
            return 0.0;
        case Outcome::none:
            break;
    }
    return 0.0;
}

namespace {

// Plays the round on a copy of the state, each side with an offer following up as suits it best.
double cell_value(const GameData& data, const Evaluation& evaluate, const GameState& state,
                  const Plays& plays) {
    ComboOffers offers = combo_offers(data, state, plays);
    ComboChoices combos{};
    for (Side s : k_sides) {
        if (offers[index(s)])
            combos[index(s)] = best_combo(data, evaluate, state, s, plays, offers[index(s)]);
    }
    GameState next = state;
    resolve_round(data, next, plays, combos);
    return evaluate(next);
}

}  // namespace

Evaluator::Evaluator(const GameData& data) : m_data(&data) {
    for (Side s : k_sides) {
        int used = 0;
        auto& worth = m_die_worth[index(s)];
        for (const Card& c : data.side(s).cards) {
            if (!c.uses_table()) continue;
            ++used;
            for (std::size_t f = 1; f < k_table_size; ++f) worth[f] += c.values[f] - c.values[0];
        }
        double fresh = 0.0;
        for (std::size_t f = 1; f < k_table_size; ++f) {
            if (used > 0) worth[f] /= used;
            fresh += worth[f] / 6.0;
        }
        m_fresh_die_worth[index(s)] = fresh;
    }
}

double Evaluator::progress(const GameState& state, Side side) const {
    const SideState& s = state.side(side);
    double worth = s.unrolled * m_fresh_die_worth[index(side)];
    for (std::size_t f = 1; f < k_table_size; ++f)
        worth += s.dice.count[f] * m_die_worth[index(side)][f];
    worth += k_card_worth * std::popcount(s.hand);
    const int full = m_data->side(other(side)).life;
    return (full - state.side(other(side)).life + worth) / full;
}

double Evaluator::operator()(const GameState& state) const {
    Outcome o = outcome(state);
    if (o != Outcome::none) return terminal_value(o);
    return std::tanh(k_sharpness * (progress(state, Side::knight) - progress(state, Side::dragon)));
}

std::vector<double> combo_worths(const GameData& data, const Evaluation& evaluate,
                                 const GameState& state, Side side, const Plays& plays,
                                 const ComboOffer& offer) {
    double sign = side == Side::knight ? 1.0 : -1.0;
    std::vector<double> worths;
    for (const ComboChoice& choice : combo_choices(offer)) {
        ComboChoices combos{};
        combos[index(side)] = choice;
        GameState next = state;
        resolve_round(data, next, plays, combos);
        worths.push_back(sign * evaluate(next));
    }
    return worths;
}

ComboChoice best_combo(const GameData& data, const Evaluation& evaluate, const GameState& state,
                       Side side, const Plays& plays, const ComboOffer& offer) {
    std::vector<ComboChoice> choices = combo_choices(offer);
    std::vector<double> worths = combo_worths(data, evaluate, state, side, plays, offer);
    std::size_t best = 0;
    for (std::size_t i = 1; i < worths.size(); ++i) {
        if (worths[i] > worths[best] + 1e-12) best = i;
    }
    return choices[best];
}

CardGame solve_card_game(const GameData& data, const Evaluation& evaluate, const GameState& state,
                         const std::array<Die, 2>& dice) {
    CardGame game{card_list(legal_cards(data, state, Side::knight)),
                  card_list(legal_cards(data, state, Side::dragon)),
                  {0, 0},
                  {}};
    PayoffMatrix payoff(game.knight_cards.size(), game.dragon_cards.size());
    for (std::size_t i = 0; i < game.knight_cards.size(); ++i) {
        for (std::size_t j = 0; j < game.dragon_cards.size(); ++j) {
            Plays plays{Play{game.knight_cards[i], dice[0]}, Play{game.dragon_cards[j], dice[1]}};
            payoff.at(i, j) = cell_value(data, evaluate, state, plays);
        }
    }
    game.solution = solve_zero_sum(payoff);
    game.payoff = std::move(payoff);
    return game;
}

DieGame solve_die_game(const GameData& data, const Evaluation& evaluate, const GameState& state) {
    DieGame game{die_options(state, Side::knight), die_options(state, Side::dragon), {0, 0}, {}};
    PayoffMatrix payoff(game.knight_dice.size(), game.dragon_dice.size());
    for (std::size_t i = 0; i < game.knight_dice.size(); ++i) {
        for (std::size_t j = 0; j < game.dragon_dice.size(); ++j) {
            payoff.at(i, j) =
                solve_card_game(data, evaluate, state, {game.knight_dice[i], game.dragon_dice[j]})
                    .solution.value;
        }
    }
    game.solution = solve_zero_sum(payoff);
    game.payoff = std::move(payoff);
    return game;
}

const DieGame& AnalysisCache::die_game(const GameData& data, const Evaluation& evaluate,
                                       const GameState& state) {
    if (!m_state || !(*m_state == state)) {
        m_game = solve_die_game(data, evaluate, state);
        m_state = state;
    }
    return m_game;
}

std::optional<Die> ComputerPlayer::choose_die(const GameState& state, Side me, Rng& rng) {
    const DieGame& game = m_cache->die_game(*m_data, *m_evaluate, state);
    if (me == Side::knight) return game.knight_dice[sample(game.solution.row, rng.unit())];
    return game.dragon_dice[sample(game.solution.col, rng.unit())];
}

std::optional<std::size_t> ComputerPlayer::choose_card(const GameState& state, Side me,
                                                       const std::array<Die, 2>& dice, Rng& rng) {
    CardGame game = solve_card_game(*m_data, *m_evaluate, state, dice);
    if (me == Side::knight) return game.knight_cards[sample(game.solution.row, rng.unit())];
    return game.dragon_cards[sample(game.solution.col, rng.unit())];
}

std::optional<ComboChoice> ComputerPlayer::choose_combo(const GameState& state, Side me,
                                                        const Plays& plays, const ComboOffer& offer,
                                                        Rng&) {
    return best_combo(*m_data, *m_evaluate, state, me, plays, offer);
}

}  // namespace pnpkit::dragon_dance
