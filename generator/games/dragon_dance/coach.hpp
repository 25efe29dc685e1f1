#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "games/dragon_dance/ai.hpp"
#include "play/evaluation.hpp"

// What each answer to a question of Dragon Dance's guided play is worth to the side that answers,
// against the computer as it plays: review, the coach and `advise` read it (play/evaluation.hpp).
namespace pnpkit::dragon_dance {

// The coach's default threshold: 1 percentage point of P(win).
inline constexpr double k_coach_threshold = 1.0;
// Values this close to the best (in percentage points) are the best: the matrix solver certifies
// its guarantees to 1e-9 of payoffs at most 1, 5e-8 points.
inline constexpr double k_value_tolerance = 1e-6;

// P(win) in percent, a draw counting half, of a worth to a side from -1 (a sure loss) to +1
// (rounding outside that range is clamped).
double win_percent(double worth);

// Phase 1: each of die_options(state, side) (none first), against the other side's mix of the die
// game, both sides playing the card game's equilibrium after.
play::Evaluation die_evaluation(const GameData& data, const Evaluation& evaluate,
                                const GameState& state, Side side);
// Phase 2: each legal card, in card_list order, against the other side's mix of the card game of
// both dice (indexed by Side).
play::Evaluation card_evaluation(const GameData& data, const Evaluation& evaluate,
                                 const GameState& state, Side side, const std::array<Die, 2>& dice);
// A follow-up with `card`: "skip", then "follow D" for each of `dice` (the question's order), the
// other side following up (when offered) as the computer does (best_combo).
play::Evaluation combo_evaluation(const GameData& data, const Evaluation& evaluate,
                                  const GameState& state, Side side, const Plays& plays,
                                  std::size_t card, const std::vector<Die>& dice);

}  // namespace pnpkit::dragon_dance
