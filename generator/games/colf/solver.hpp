#pragma once

#include <compare>
#include <span>

#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The hero's best placement of its dice for one round.
//
// What the placement is judged against: the monster's Attack and Defense results (known at the
// table once both sides have rolled, or a policy's estimate before the monster rolls), its Bite and
// HP left, and the hero's own damage.
struct RoundOutlook {
    int foe_attack = 0;
    int foe_defense = 0;
    int bite = 0;
    int foe_hp = 1;
    int unarmed_damage = 1;
};

// How good a placement is, before any XP boost, compared field by field in this order:
// the hero survives the round; the monster dies; net damage (damage dealt, counted up to the
// monster's HP, less damage taken) is highest; most XP gained (dice left over); fewest dominoes
// destroyed; fewest open numbers lost with them.
struct PlacementScore {
    bool alive = false;
    bool kills = false;
    int net = 0;
    int xp = 0;
    int destroyed = 0;
    int lost = 0;
    int dealt = 0;
    int taken = 0;

    // Positive when this is the better placement, 0 when equally good.
    int compare(const PlacementScore& other) const;
    bool operator==(const PlacementScore& other) const { return compare(other) == 0; }
};

// Judges a placement for the hero's tiles under the outlook.
PlacementScore score_placement(const Hero& hero, const Placement& placement,
                               const RoundOutlook& outlook);

// The best legal placement of `dice` on the hero's dominoes (check_hero_placement holds for it).
// Exact: dice of a number can only go on ends of that number or on blanks, so a placement is fixed
// by how many numbered dice go to Attack (any count between the bounds that each number allows)
// and how many left-over dice go on blanks in each column (emptied 0-0 tiles first, then blanks
// whose number is covered, then the others); every such choice is scored and the best kept.
Placement best_placement(const Hero& hero, std::span<const std::uint8_t> dice,
                         const RoundOutlook& outlook);

}  // namespace pnpkit::colf
