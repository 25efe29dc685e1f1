#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "games/colf/build.hpp"
#include "games/colf/model.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// A named strategy for the simulator: a handful of numbers that the decision functions below read.
// Every decision is made from what a player at the table would know at that moment.
struct Policy {
    std::string_view name;
    std::string_view summary;   // one line for --help and the README
    int attack_percent = 50;    // share of open numbers the arrangement puts in Attack
    int rest_percent = 40;      // rest when at least this share of numbers is covered
    int level_offset = 0;       // explore a monster of the hero's level plus this
    int master_at_level = 7;    // challenge the Master Monster from this hero level on ...
    int master_xp = 0;          // ... holding at least this much XP for boosts
    int level_cap = 99;         // stop levelling up here and bank XP for the master
    int master_turns_left = 0;  // ... or when only this many turn tokens remain
    int flee_margin = 1;  // flee when the foe's likely damage leaves at most this many open numbers
    bool reroll_rest = false;  // spend XP re-rolling Rest dice that heal nothing
    int boost_reserve = 0;     // XP kept back from boosts that neither kill nor save the hero
};

// The policies the simulator knows; the first is the default.
std::span<const Policy> all_policies();
const Policy* find_policy(std::string_view name);

// What the policy does on its turn.
enum class Action { rest, explore, master };

struct TurnChoice {
    Action action = Action::explore;
    int level = 0;  // the monster level to explore
};

// The monster's likely Attack and Defense results this round (expected values, rounded), from its
// dominoes and dice before it rolls.
struct FoeEstimate {
    int attack = 0;
    int defense = 0;
};
FoeEstimate estimate_foe(const Foe& foe);

// Puts each tile in a column (ruling R18): the Attack column gets the policy's share of the open
// numbers (attack_percent of them, reached by filling Attack with the tiles that have the most
// open numbers first, so it may pass by one), in the arrangement that moves the fewest tiles from
// their columns (the tile at `drawn`, just drawn, costs no move either way). Tiles without an open
// number stay where they are (a `drawn` one goes to Attack when it has a blank, else to Defense).
// So columns that already hold the share are kept: advice never moves tiles back and forth
// without a gain.
void arrange(Hero& hero, const Policy& policy, std::optional<std::size_t> drawn = std::nullopt);

// Rest, explore (and which level, among those the draw piles can build) or face the master.
TurnChoice choose_turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                       const CardDeck& adjectives, const ColfData& data, const Policy& policy);

// Flee this round? Never from the Master Monster.
bool should_flee(const Hero& hero, const Foe& foe, const FoeEstimate& estimate, int unarmed_damage,
                 const Policy& policy);

// XP boosts once both placements are known: enough defense to survive, then enough attack to kill
// the foe this round; then, above the reserve, defense that still lowers the damage. Against the
// Master Monster, the last fight, every spare XP goes to attack.
struct Boosts {
    int attack = 0;
    int defense = 0;
};
Boosts choose_boosts(const Hero& hero, const Foe& foe, const Placement& hero_placement,
                     int foe_attack, int foe_defense, int unarmed_damage, bool fleeing,
                     const Policy& policy);

// Where one hit lands: the open number whose value the hero has most of (losing it costs least),
// ties to the Defense column, then the first. Returns false when no end can take a hit.
bool choose_hit(const Hero& hero, const Placement& placement, std::size_t& tile, int& end);

// Whether the policy levels up now (it has the XP and is below its level cap).
bool wants_level_up(const Hero& hero, const Settings& settings, const Policy& policy);

// Dice of a Rest roll worth re-rolling: those matching no covered number (none unless reroll_rest).
Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice, const Policy& policy);

}  // namespace pnpkit::colf
