#pragma once

#include <string>
#include <vector>

#include "games/dragon_dance/model.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// The steps of a resolved round in words, one line each, in the order the rules take them:
// the plays, damage each way, combo, movement, the new range, discards, Recuperate, life, result.
// `before` is the state the round was played from, `after` the state once dice were re-rolled.
std::vector<std::string> narrate_round(const GameData& data, const GameState& before,
                                       const RoundResult& result, const GameState& after);
// The first lines of narrate_round: the plays, then each side's strike (or that it does not
// attack), which no combo choice changes.
std::vector<std::string> narrate_plays(const GameData& data, const GameState& before,
                                       const RoundResult& result);

// The board as both players see it: range, then for each side life, dice left, spent dice, hand
// and discards.
std::vector<std::string> board_lines(const GameData& data, const GameState& state);

// "The Knight wins.", "Draw: both fell in the same round; the Princess wanders off.", ...
std::string outcome_text(const GameData& data, Outcome outcome);

}  // namespace pnpkit::dragon_dance
