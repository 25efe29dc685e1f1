#include "games/dragon_dance/coach.hpp"

#include <algorithm>
#include <cmath>

#include "games/dragon_dance/advice.hpp"
#include "games/dragon_dance/console.hpp"

namespace pnpkit::dragon_dance {

namespace {

constexpr const char* k_unit = "percentage points of P(win)";

// The computer's mix is what a choice is valued against; the round's end is scored by its
// evaluation, an estimate of the game's result with the solver's play after (a draw is 0).
play::Evaluation matrix_evaluation(const Advice& advice) {
    play::Evaluation out;
    out.objective =
        "P(win), a draw counting half, against the computer's equilibrium mix, both sides playing "
        "the round's equilibrium after, the round's end scored by the computer's evaluation "
        "(exact for this matrix game; within 1e-6 of the best counts as the best)";
    out.unit = k_unit;
    for (const AdvisedOption& o : advice.options)
        out.values.push_back({o.answer, win_percent(o.worth), 0.0});
    return out;
}

// Values within the solver's precision of the best are the best: the equilibrium's support all
// loses 0.
void snap_to_best(play::Evaluation& evaluation) {
    auto best = evaluation.best();
    if (!best) return;
    double top = evaluation.values[*best].value;
    for (auto& v : evaluation.values) {
        if (top - v.value <= k_value_tolerance) v.value = top;
    }
}

}  // namespace

double win_percent(double worth) {
    // A sure loss mixed from sure losses rounds a little below -1: a probability is not below 0.
    return std::clamp(50.0 * (1.0 + worth), 0.0, 100.0);
}

play::Evaluation die_evaluation(const GameData& data, const Evaluation& evaluate,
                                const GameState& state, Side side) {
    play::Evaluation out = matrix_evaluation(die_advice(data, evaluate, state, side));
    snap_to_best(out);
    return out;
}

play::Evaluation card_evaluation(const GameData& data, const Evaluation& evaluate,
                                 const GameState& state, Side side,
                                 const std::array<Die, 2>& dice) {
    play::Evaluation out = matrix_evaluation(card_advice(data, evaluate, state, side, dice));
    out.numbered = true;
    snap_to_best(out);
    return out;
}

play::Evaluation combo_evaluation(const GameData& data, const Evaluation& evaluate,
                                  const GameState& state, Side side, const Plays& plays,
                                  std::size_t card, const std::vector<Die>& dice) {
    ComboOffers offers = combo_offers(data, state, plays);
    Side them = other(side);
    ComboChoices combos{};
    if (offers[index(them)])
        combos[index(them)] = best_combo(data, evaluate, state, them, plays, offers[index(them)]);
    double sign = side == Side::knight ? 1.0 : -1.0;
    auto value_of = [&](const ComboChoice& choice) {
        combos[index(side)] = choice;
        GameState next = state;
        resolve_round(data, next, plays, combos);
        return win_percent(sign * evaluate(next));
    };
    play::Evaluation out;
    out.objective =
        "P(win), a draw counting half, after the round (exact: both cards are shown, the other "
        "side follows up as the computer does, and the computer's evaluation scores the round's "
        "end)";
    out.unit = k_unit;
    out.values.push_back({"skip", value_of(ComboChoice{}), 0.0});
    for (Die d : dice)
        out.values.push_back(
            {"follow " + die_answer(d), value_of(ComboChoice{true, card, d}), 0.0});
    snap_to_best(out);
    return out;
}

}  // namespace pnpkit::dragon_dance
