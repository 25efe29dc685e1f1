#pragma once

#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "games/dragon_dance/matrix_game.hpp"
#include "games/dragon_dance/players.hpp"

namespace pnpkit::dragon_dance {

// A position's worth to the knight, from -1 (the dragon has won) to 1 (the knight has won), 0 for
// a draw: what the computer's look-ahead maximises (the knight) or minimises (the dragon) at the
// end of the round it solves exactly.
class Evaluation {
public:
    virtual ~Evaluation() = default;
    virtual double operator()(const GameState& state) const = 0;
};

// 1 for a knight's win, -1 for a dragon's, 0 for a draw or a game still going.
double terminal_value(Outcome outcome);

// The first computer's evaluation, kept as the "old" computer: between the ends it compares how
// far each side has got towards killing the other, as a share of the other's starting life: the
// damage dealt so far plus what its unspent dice and cards in hand are worth in damage; the
// difference is squashed by tanh. It ignores the range and values a die still to be rolled at the
// mean of the faces.
class Evaluator final : public Evaluation {
public:
    explicit Evaluator(const GameData& data);
    double operator()(const GameState& state) const override;

    // The damage one die of `face` is worth to `side`: the mean gain over no die of its cards that
    // use a table (0 for k_no_die).
    double die_worth(Side side, Die face) const {
        return m_die_worth[index(side)][static_cast<std::size_t>(face)];
    }

private:
    double progress(const GameState& state, Side side) const;

    const GameData* m_data;
    std::array<std::array<double, k_table_size>, 2> m_die_worth{};
    std::array<double, 2> m_fresh_die_worth{};  // a die still to be rolled: the mean over faces
};

// The card subgame once both dice are known: rows are the knight's legal cards, columns the
// dragon's, each cell the evaluation after the round (combo follow-ups chosen greedily by the
// side that may take them), solved for mixed strategies.
struct CardGame {
    std::vector<std::size_t> knight_cards;
    std::vector<std::size_t> dragon_cards;
    PayoffMatrix payoff{0, 0};  // knight_cards x dragon_cards, each cell's evaluation
    MixedSolution solution;
};
CardGame solve_card_game(const GameData& data, const Evaluation& evaluate, const GameState& state,
                         const std::array<Die, 2>& dice);

// The die game: rows are the knight's die choices (none first), columns the dragon's, each cell
// the value of the card subgame that those dice lead to.
struct DieGame {
    std::vector<Die> knight_dice;
    std::vector<Die> dragon_dice;
    PayoffMatrix payoff{0, 0};  // knight_dice x dragon_dice, each the value of its card game
    MixedSolution solution;
};
DieGame solve_die_game(const GameData& data, const Evaluation& evaluate, const GameState& state);

// Remembers the last die game solved. The die game depends only on the public position, so two
// computer players at one table can share one cache and solve each position once.
class AnalysisCache {
public:
    const DieGame& die_game(const GameData& data, const Evaluation& evaluate,
                            const GameState& state);

private:
    std::optional<GameState> m_state;
    DieGame m_game;
};

// What each of combo_choices(offer) is worth to `side` by the evaluation (its sign turned for the
// dragon, so that more is better for `side`).
std::vector<double> combo_worths(const GameData& data, const Evaluation& evaluate,
                                 const GameState& state, Side side, const Plays& plays,
                                 const ComboOffer& offer);

// The follow-up that is best for `side` by the evaluation (declining included; the first of
// combo_choices(offer) of the highest worth).
ComboChoice best_combo(const GameData& data, const Evaluation& evaluate, const GameState& state,
                       Side side, const Plays& plays, const ComboOffer& offer);

// The computer opponent: in each phase it solves the simultaneous-choice matrix game of that phase
// (dice first, valued by the card games they lead to; then cards given both dice) and draws its
// choice from its optimal mixed strategy, so it cannot be read. The evaluation scores the end of
// the round; players of one game may share `cache` only when they share the evaluation.
class ComputerPlayer final : public Player {
public:
    ComputerPlayer(const GameData& data, std::shared_ptr<const Evaluation> evaluate,
                   std::shared_ptr<AnalysisCache> cache = nullptr)
        : m_data(&data),
          m_evaluate(std::move(evaluate)),
          m_cache(cache ? std::move(cache) : std::make_shared<AnalysisCache>()) {}
    std::optional<Die> choose_die(const GameState& state, Side me, Rng& rng) override;
    std::optional<std::size_t> choose_card(const GameState& state, Side me,
                                           const std::array<Die, 2>& dice, Rng& rng) override;
    std::optional<ComboChoice> choose_combo(const GameState& state, Side me, const Plays& plays,
                                            const ComboOffer& offer, Rng& rng) override;

private:
    const GameData* m_data;
    std::shared_ptr<const Evaluation> m_evaluate;
    std::shared_ptr<AnalysisCache> m_cache;
};

}  // namespace pnpkit::dragon_dance
