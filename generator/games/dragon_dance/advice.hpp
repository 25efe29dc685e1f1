#pragma once

#include <array>
#include <string>
#include <vector>

#include "games/dragon_dance/ai.hpp"

// The computer's solution of a choice, given to a side as advice (`advise` in guided play, and
// what a coach compares an answer with).
namespace pnpkit::dragon_dance {

// One answer a side may give, with what the solved round makes of it.
struct AdvisedOption {
    std::string answer;        // as the session logs it: "none", "4", a card id, "follow 2", "skip"
    std::string label;         // "no die", "a 4", "Hack", "Slash with a 2", "no follow-up"
    double probability = 0.0;  // its weight in the side's equilibrium mix
    double worth = 0.0;        // the side's expected worth playing it against the other side's mix
};

// A side's best play at one choice. Worths are the computer's evaluation of the end of the round
// from the side's view: 1 a sure win, -1 a sure loss, 0 a draw or an even fight. The objective is
// the matrix game's: the mix maximises the worth the side is sure of whatever the other side plays
// (solve_zero_sum); at a combo, which the other side does not answer, the best follow-up alone.
struct Advice {
    Side side = Side::knight;
    std::vector<AdvisedOption> options;  // every legal answer, in the order the question lists them
    double value = 0.0;                  // the round's value to the side: what its mix guarantees
};

// Phase 1: the die (or none), from the die game of the position.
Advice die_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                  Side side);
// Phase 2: the card, from the card game of both dice shown (indexed by Side).
Advice card_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                   Side side, const std::array<Die, 2>& dice);
// A follow-up offered by `offer` with `card` (declining first, then its die, none first): the
// best with probability 1.
Advice combo_advice(const GameData& data, const Evaluation& evaluate, const GameState& state,
                    Side side, const Plays& plays, const ComboOffer& offer, std::size_t card);

// The advice in words, one line an option: the round's value, then each option's probability and
// worth, most played first.
std::string advice_text(const GameData& data, const Advice& advice);

}  // namespace pnpkit::dragon_dance
