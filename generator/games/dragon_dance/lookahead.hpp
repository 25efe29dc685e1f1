#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "games/dragon_dance/ai.hpp"

// The computer's fitted evaluation: a value function over range, lives, dice, dice still to roll
// and cards in hand, fitted by value iteration to what the one-round look-ahead backs up from it.
namespace pnpkit::dragon_dance {

// The features of a position, from the knight's view: for the range the fight is at (the other
// range's block is zero), a constant, each side's life as a share of its start and its square,
// each side's unspent dice of each face, its dice still to roll, and each card in its hand.
std::vector<double> features(const GameData& data, const GameState& state);
// How many features a position of this game has.
std::size_t feature_count(const GameData& data);

// tanh(weights . features) between the ends; 1, -1 or 0 at the end of a game.
class FittedEvaluation final : public Evaluation {
  public:
    // `weights` must have feature_count(data) entries (asserted).
    FittedEvaluation(const GameData& data, std::vector<double> weights);
    double operator()(const GameState& state) const override;
    const std::vector<double>& weights() const { return m_weights; }

  private:
    const GameData* m_data;
    std::vector<double> m_weights;
};

struct FitSettings {
    int games = 400;        // games played to sample positions
    int iterations = 6;     // rounds of value iteration
    int rolls = 4;          // rolls averaged for a position with dice still to roll
    std::uint64_t seed = 1;
    int threads = 1;        // the fit does not depend on it
    double ridge = 1e-3;    // weight decay, per position
};

struct FitResult {
    std::vector<double> weights;
    std::size_t positions = 0;
    std::vector<double> rms;  // per iteration: how far the fit is from its targets
};

// Value iteration on sampled positions: the positions of games between the old computer and
// itself and random players (game i from Rng(seed).stream(i)); the first targets are what the
// one-round look-ahead makes of the old evaluation, each next one what it makes of the last fit.
// Each fit minimises the squared error between tanh(weights . features) and the targets.
FitResult fit_lookahead(const GameData& data, const FitSettings& settings);

// The weights w minimising sum_i (tanh(phi_i . w) - target_i)^2 + ridge * n * |w|^2: a weighted
// linear fit of atanh(target), then Gauss-Newton steps. `phi` has one row of features a target.
std::vector<double> fit_to_targets(const std::vector<std::vector<double>>& phi,
                                   const std::vector<double>& targets, double ridge);

// A fingerprint of everything the features and their meaning depend on: the lives, the dice and
// every card's kind, ranges, keywords and table. Fitted weights fit only the cards they were
// fitted to.
std::string card_fingerprint(const GameData& data);

// The computer's evaluation for this game: the fitted one when the data carries weights fitted to
// these cards, otherwise the old heuristic.
std::shared_ptr<const Evaluation> best_evaluation(const GameData& data);

}  // namespace pnpkit::dragon_dance
