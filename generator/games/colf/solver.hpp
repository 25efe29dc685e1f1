#pragma once

#include <span>
#include <vector>

#include "games/colf/foe_odds.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The hero's placement of its dice for one round, chosen before the monster rolls (ruling R16).
//
// A line is one way to place the dice, up to which end of a column a die sits on (that changes
// nothing): how many numbered dice go to Attack, how many left-over dice go on blanks in each
// column (emptied 0-0 tiles first, then blanks beside a covered number, then the others), and the
// rest kept off for 1 XP each.
//
// The objective, for each line, over the exact distribution of the monster's Attack and Defense
// (foe_odds), with the hero's XP boosts chosen after both rolls as below, compared in this order:
//   1. the probability that the hero survives the round;
//   2. the probability that the monster dies and the hero survives;
//   3. the expected round value: damage dealt (counted up to the monster's HP) - damage taken,
//      each point weighed numbers / open (the hero's numbered ends over those still open to a hit
//      this round: 1 for an unhurt hero, more the fewer are left) + XP held after the round's
//      boosts - for each domino destroyed, its numbers plus one.
// Boosts after the rolls (1 XP a point, the XP of this round's left-over dice included, R15): the
// fewest Defense points that save the hero; then, if the XP left reaches, the fewest Attack points
// that kill the monster; then, for a hurt hero (a weight above 1), every Defense point left that
// still lowers the damage, since each spares a hit worth more than its XP; nothing else (a further
// point changes the value by nothing or less).
// A die on a blank never helps: the XP it would earn buys the same point after the rolls, where it
// is needed, and the domino stays. So the best line never uses one.

// What the round's outcome depends on besides the dice and the monster's results.
struct RoundStakes {
    int bite = 0;
    int foe_hp = 1;
    int unarmed_damage = 1;
    int xp = 0;  // the hero's XP before the round
};

struct Line {
    int numbered_attack = 0;  // numbered dice in Attack (the others on numbers go to Defense)
    int blank_attack = 0;     // left-over dice on blanks in Attack
    int blank_defense = 0;
    // What follows from those three:
    int attack = 0;  // dice in each column
    int defense = 0;
    int left_over = 0;  // dice kept off the dominoes: 1 XP each
    int destroyed = 0;  // dominoes holding a die on a blank
    int cost = 0;       // their numbers plus one each
    int open = 0;       // numbers that can take a hit this round (not on a destroyed domino)
    int numbers = 0;    // the hero's numbered ends, covered or not
    bool fleeing = false;

    // What a point of damage taken weighs in the value: numbers / open (open counted as 1 when
    // none is left), 1 for an unhurt hero.
    double hit_weight() const;
};

// One monster result met with the best boosts (see above).
struct OutcomeResult {
    bool alive = false;
    bool kills = false;
    int boost_attack = 0;
    int boost_defense = 0;
    int dealt = 0;
    int taken = 0;
    double value = 0;
};
OutcomeResult meet(const Line& line, int foe_attack, int foe_defense, const RoundStakes& stakes);

// A line's figures over the monster's distribution.
struct LineOdds {
    Line line;
    double survive = 0;
    double kill = 0;
    double dealt = 0;  // expected damage dealt, after boosts
    double taken = 0;  // expected damage taken, after boosts
    double value = 0;

    // Positive when this line is the better one by the objective, 0 when equally good (within
    // rounding).
    int compare(const LineOdds& other) const;
};
LineOdds judge(const Line& line, const FoeOdds& odds, const RoundStakes& stakes);

enum class Blanks { skip, include };

// The legal lines for these dice (R7: each die on a free number of its value while there is one),
// fewest Attack dice first; with Blanks::skip only those without a die on a blank.
std::vector<Line> candidate_lines(const Hero& hero, std::span<const std::uint8_t> dice,
                                  Blanks blanks);

// The line a legal placement follows.
Line line_of(const Hero& hero, const Placement& placement);

// The line fleeing gives: no dice, Defense boosts only, no kill.
Line flee_line(const Hero& hero);

// The placement of a line (check_hero_placement holds for it).
Placement place_line(const Hero& hero, std::span<const std::uint8_t> dice, const Line& line);

// Every candidate line judged, best first (ties keep the order of candidate_lines).
std::vector<LineOdds> rank_lines(const Hero& hero, std::span<const std::uint8_t> dice,
                                 const FoeOdds& odds, const RoundStakes& stakes, Blanks blanks);

// The best line against `foe` (its distribution is computed only when the dice leave a choice):
// the first of rank_lines without blanks.
Line best_line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
               const RoundStakes& stakes);

// The placement of best_line.
Placement best_placement(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
                         const RoundStakes& stakes);

}  // namespace pnpkit::colf
