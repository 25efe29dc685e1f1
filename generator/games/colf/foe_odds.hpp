#pragma once

#include <vector>

#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The monster's Attack and Defense results for one round as a random variable, before it rolls:
// the exact distribution of its fixed procedure (combat.hpp, place_foe_dice) over its dice, its
// rage re-rolls and its blanks.

struct FoeOutcome {
    int attack = 0;
    int defense = 0;
    double p = 0;
};

class FoeOdds {
public:
    FoeOdds() = default;
    explicit FoeOdds(std::vector<FoeOutcome> outcomes) : m_outcomes(std::move(outcomes)) {}

    // Every (Attack, Defense) with a positive probability, Attack then Defense ascending; the
    // probabilities add up to 1.
    const std::vector<FoeOutcome>& outcomes() const { return m_outcomes; }
    double p(int attack, int defense) const;
    double mean_attack() const;
    double mean_defense() const;

private:
    std::vector<FoeOutcome> m_outcomes;
};

// The exact distribution of the monster's results this round: foe.dice() dice rolled, each put on
// a free number of its value (Attack first), the rest re-rolled for one rage each while a number is
// free (R10), then blanks (Attack first). Computed by enumerating the dice counts of each roll
// (values with no free end merged into one), memoised on the state that is left: the free ends of
// each value (in no order), the dice left over and the rage. The memo lives on the calling thread,
// across calls (a simulation meets the same small monsters again and again); it changes no result.
// Throws std::length_error for a monster of more than k_max_dice dice.
FoeOdds foe_odds(const Foe& foe);

// Empties this thread's memo of foe_odds, so that a benchmark times the work of a first call.
void forget_foe_odds();

}  // namespace pnpkit::colf
