#pragma once

#include <cstdint>
#include <string>

#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"
#include "play/evaluation.hpp"

namespace pnpkit::domino_run {

// Roll-outs behind each value of an evaluation (and the advice at a prompt): every answer is
// valued on the same futures, so two answers' difference is measured with less noise than the
// half-width of each says.
constexpr int k_coach_samples = 400;
// The coach's default threshold: 1 percentage point of P(win).
constexpr double k_coach_threshold = 1.0;

// The seed of the roll-outs valuing the question asked at step `step` of a session of seed
// `session_seed`: the same whenever that step is valued (live, by the coach, or in review).
std::uint64_t decision_seed(std::uint64_t session_seed, std::size_t step);

// The keys of the answers, as the questions offer them and the log records them.
std::string move_key(int place);                            // "space-9"
std::string sacrifice_key(const State& state, int choice);  // "die", "ability-1-3"

// Each legal answer's chance of winning, in percentage points, with its 95% half-width: the
// advisor's roll-outs (the greedy policy playing on, the next roll spread over its outcomes),
// every answer on the same `samples` futures of `seed`; an answer's value is the best of the ways
// it allows (a move's: each sequence of treasures for the keys it claims, as `advise` ranks them,
// never above a way that dominates it). The answers come in the question's order.
play::Evaluation move_evaluation(const State& state, const Rules& rules, int samples,
                                 std::uint64_t seed);  // farthest place first
play::Evaluation treasure_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed);  // treasure_choices' order
play::Evaluation sacrifice_evaluation(const State& state, const Rules& rules, int samples,
                                      std::uint64_t seed);  // sacrifice_choices' order
// keep, then fresh; on twice `samples` (a fresh line is a new deal in every roll-out).
play::Evaluation mulligan_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed);

}  // namespace pnpkit::domino_run
