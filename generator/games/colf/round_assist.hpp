#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "games/colf/combat.hpp"
#include "games/colf/foe_odds.hpp"
#include "games/colf/model.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The round assist: one combat round typed in at the table, resolved by the engine.

// The command line's words, as typed.
struct RoundArgs {
    std::string hero_attack;   // "2-5,3-3"
    std::string hero_defense;  // "1-4"
    std::string hits;          // "2-5:5,3-3:3" (a domino and the number covered)
    std::string hero_dice;     // "5,3,1,4"
    std::string monster_attack;
    std::string monster_defense;
    std::string monster_dice;          // empty: the monster has not rolled yet (advice only)
    std::string rage_rolls;            // dice rolled for the monster's rage re-rolls, in order
    std::optional<int> monster_level;  // its dice; needed when monster_dice is empty
    int bite = 0;
    int xp = 0;
    int rage = 0;
    std::optional<int> monster_hp;  // unknown: the monster is not killed by this round
    std::optional<int> damage;      // the hero's damage; default: unarmed damage from the data
    bool flee = false;
};

// The round's state, checked.
struct RoundInput {
    Hero hero;
    Dice hero_dice;
    Foe foe;
    Dice foe_dice;  // empty: not rolled yet
    Dice rage_rolls;
    int damage = 1;
    bool hp_known = false;
    bool flee = false;
};

// "5 on 2-5, 6 on the blank of 0-3" for the dice of one column ("no dice" when none).
std::string column_text(const Tiles& tiles, const Placement& placement, Side side);

// "2-5, 0-3"
std::string tiles_list(const std::vector<Domino>& tiles);

// "Attack 1, Defense 2, 1 kept off, destroys 0-3" for a line of these dice.
std::string line_text(const Hero& hero, std::span<const std::uint8_t> dice, const Line& line);

// "1 die", "3 dice".
std::string dice_count(std::size_t n);

// Parses and checks the arguments. Throws UsageError naming the option and the value at fault
// ("--hero-dice: '7' is not a die face (1 to 6)").
RoundInput parse_round(const RoundArgs& args, const Settings& settings);

struct RoundReport {
    // The advice, before the monster rolls: every line judged against its exact distribution,
    // best first (fleeing: the one line of no dice), and the best line's placement.
    FoeOdds odds;
    std::vector<LineOdds> lines;
    Placement hero;
    // The round resolved with the monster's dice, when they were given.
    bool resolved = false;
    FoePlacement foe;
    int hero_xp = 0;   // XP after the dice left over are counted
    int foe_rage = 0;  // rage after the round's re-rolls and left-over dice
    int dealt = 0;
    int taken = 0;
    int open_for_hits = 0;
    bool hero_dies = false;
    bool foe_dies = false;
    // XP boosts, each within the XP held: points needed to kill this round (-1: not within reach
    // or HP unknown), points of defense that still lower the damage (no more than the XP pays
    // for), points needed to survive (-1: cannot, 0: not needed).
    int attack_to_kill = -1;
    int attack_gap = 0;  // points of attack that add nothing before the monster's Defense is passed
    int defense_useful = 0;
    int defense_to_survive = 0;
    std::vector<std::pair<std::size_t, int>> hits;  // suggested ends for the hits, tile and end
    std::vector<Domino> hero_destroyed;
    std::vector<Domino> foe_destroyed;
};

// Advises the hero's placement before the monster rolls (solver.hpp), then, when the monster's
// dice are given, resolves the round with that placement: the monster's placement by its
// procedure (rage re-rolls from rage_rolls; foe.dice_short set when they run out), the damage, the
// hits and the boosts that would still help. Throws UsageError when rage_rolls holds dice the
// monster did not re-roll.
RoundReport resolve_round(const RoundInput& input);

}  // namespace pnpkit::colf
