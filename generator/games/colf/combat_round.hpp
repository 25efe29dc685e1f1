#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "games/colf/combat.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// One combat round as a pure state that a driver advances one decision or one die at a time: the
// simulator (play.cpp) with a policy and a generator, a guided game with the player's choices and
// the dice typed at the table. Each step checks what it is given against the rules and returns
// the problem as a sentence (the round unchanged), or nullopt once applied.

enum class RoundStep {
    fight_or_flee,  // choose_flight (a Master cannot be fled)
    hero_dice,      // give_hero_dice: one die a level
    place,          // choose_line: one of candidate_lines (rank_lines advises)
    monster_dice,   // give_monster_dice: its roll, then the dice of each rage re-roll it asks for
    boosts,         // spend_boosts: XP on Attack (not when fleeing) and Defense
    hits,           // place_hit, once for each hit that can land
    over,           // finish_round applies the round
};

struct CombatRound {
    RoundStep step = RoundStep::fight_or_flee;
    bool fled = false;
    Dice hero_dice;
    Placement hero;  // where the hero's dice went
    Dice foe_dice;
    std::vector<std::uint8_t> rage_dice;  // the dice of its rage re-rolls, in order
    FoePlacement foe;                     // once placed
    int foe_rage = 0;                     // its rage after placing
    int boost_attack = 0;
    int boost_defense = 0;
    int dealt = 0;
    int taken = 0;
    std::vector<std::pair<std::size_t, int>> hits;  // tile and end of each hit placed
    int hits_to_place = 0;                          // the damage, up to the ends that can take it
};

std::optional<std::string> choose_flight(CombatRound& round, const Foe& foe, bool flee);
std::optional<std::string> give_hero_dice(CombatRound& round, const Hero& hero,
                                          std::span<const std::uint8_t> dice);
std::optional<std::string> choose_line(CombatRound& round, const Hero& hero, const Line& line);
// How many monster dice the round waits for now: its level at first, then the dice of a rage
// re-roll (0 once it has placed them all).
int monster_dice_wanted(const CombatRound& round, const Foe& foe);
std::optional<std::string> give_monster_dice(CombatRound& round, const Foe& foe,
                                             std::span<const std::uint8_t> dice);
std::optional<std::string> spend_boosts(CombatRound& round, const Hero& hero, int attack,
                                         int defense, int unarmed_damage, int bite);
// Whether a hit may land on this end now (R3), counting the hits already placed this round.
bool hit_allowed(const CombatRound& round, const Hero& hero, std::size_t tile, int end);
std::optional<std::string> place_hit(CombatRound& round, const Hero& hero, std::size_t tile,
                                     int end);

enum class CombatEnd { foe_dead, fled, hero_dead, goes_on };

// Applies an `over` round: the hero's XP (dice kept off, boosts spent), the damage both ways, the
// hits, the monster's rage, clean-up of dominoes on blanks into the pool; then the end checks in
// the rules' order (R4): the hero dead, the monster dead (its level in XP), fled, or another round.
CombatEnd finish_round(const CombatRound& round, Hero& hero, Foe& foe, TilePool& pool);

}  // namespace pnpkit::colf
