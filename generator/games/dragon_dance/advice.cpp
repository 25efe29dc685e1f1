#include "games/dragon_dance/advice.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>
#include <utility>

#include "core/text.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/console.hpp"

namespace pnpkit::dragon_dance {

namespace {

// Each option of `side` with its probability in the solution and its worth against the other
// side's mix; `answers` gives each row's (knight) or column's (dragon) answer and label.
Advice matrix_advice(Side side, const PayoffMatrix& payoff, const MixedSolution& solution,
                     std::vector<std::pair<std::string, std::string>> answers) {
    Advice advice{side, {}, side == Side::knight ? solution.value : -solution.value};
    for (std::size_t k = 0; k < answers.size(); ++k) {
        AdvisedOption option{std::move(answers[k].first), std::move(answers[k].second), 0.0, 0.0};
        if (side == Side::knight) {
            option.probability = solution.row[k];
            for (std::size_t j = 0; j < payoff.cols(); ++j)
                option.worth += payoff.at(k, j) * solution.col[j];
        } else {
            option.probability = solution.col[k];
            for (std::size_t i = 0; i < payoff.rows(); ++i)
                option.worth -= payoff.at(i, k) * solution.row[i];
        }
        advice.options.push_back(std::move(option));
    }
    return advice;
}

std::string format_number(const char* format, double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

}  // namespace

Advice die_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                  Side side) {
    DieGame game = solve_die_game(data, evaluate, state);
    std::vector<std::pair<std::string, std::string>> answers;
    for (Die d : side == Side::knight ? game.knight_dice : game.dragon_dice)
        answers.emplace_back(die_answer(d), die_text(d));
    return matrix_advice(side, game.payoff, game.solution, std::move(answers));
}

Advice card_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                   Side side, const std::array<Die, 2>& dice) {
    CardGame game = solve_card_game(data, evaluate, state, dice);
    std::vector<std::pair<std::string, std::string>> answers;
    for (std::size_t c : side == Side::knight ? game.knight_cards : game.dragon_cards)
        answers.emplace_back(data.card(side, c).id, data.card(side, c).name);
    return matrix_advice(side, game.payoff, game.solution, std::move(answers));
}

Advice combo_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                    Side side, const Plays& plays, const ComboOffer& offer, std::size_t card) {
    std::vector<ComboChoice> choices = combo_choices(offer);
    std::vector<double> worths = combo_worths(data, evaluate, state, side, plays, offer);
    Advice advice{side, {}, 0.0};
    std::size_t best = 0;
    for (std::size_t k = 0; k < choices.size(); ++k) {
        const ComboChoice& c = choices[k];
        if (c.follow && c.card != card) continue;
        if (!c.follow)
            advice.options.push_back({"skip", "no follow-up", 0.0, worths[k]});
        else
            advice.options.push_back({"follow " + die_answer(c.die),
                                      data.card(side, card).name + " with " + die_text(c.die), 0.0,
                                      worths[k]});
        if (advice.options.back().worth > advice.options[best].worth + 1e-12)
            best = advice.options.size() - 1;
    }
    advice.options[best].probability = 1.0;
    advice.value = advice.options[best].worth;
    return advice;
}

std::string advice_text(const GameData& data, const Advice& advice) {
    std::vector<std::size_t> order(advice.options.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const AdvisedOption& x = advice.options[a];
        const AdvisedOption& y = advice.options[b];
        return x.probability > y.probability + 1e-9 ||
               (x.probability >= y.probability - 1e-9 && x.worth > y.worth + 1e-12);
    });
    std::size_t width = std::string_view("choice").size();
    for (const AdvisedOption& o : advice.options) width = std::max(width, utf8_length(o.label));
    auto pad = [width](const std::string& text) {
        return text + std::string(width - utf8_length(text), ' ');
    };
    std::vector<std::string> lines{
        "The " + side_name(data, advice.side) + "'s equilibrium: this round is worth " +
            format_number("%+.3f", advice.value) +
            " to you (the computer's evaluation of the round's end, from -1, a sure loss, to +1, "
            "a sure win).",
        "  " + pad("choice") + "  play  worth to you against their mix"};
    for (std::size_t k : order) {
        const AdvisedOption& o = advice.options[k];
        lines.push_back("  " + pad(o.label) + "  " +
                        format_number("%3.0f%%", 100.0 * o.probability) + "  " +
                        format_number("%+.3f", o.worth));
    }
    return join(lines, "\n");
}

}  // namespace pnpkit::dragon_dance
