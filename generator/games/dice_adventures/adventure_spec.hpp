#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/dice_adventures/camp.hpp"
#include "games/dice_adventures/rules.hpp"

namespace pnpkit::dice_adventures {

// A power (or the party's stock of an item) that acts on dice: how many uses are left, which of the
// table's dice it may touch (bit per slot) and, for a change, how far it moves a die.
struct DieSource {
    int owner = -1;  // the table slot of the hero whose power it is; -1 for an item
    int uses = 0;
    std::uint8_t mask = 0;
    int step = 0;  // 0: a re-roll
};

// One adventure as the solver sees it: the dice on the table (the heroes' in class order, then the
// hireling's), how each is rolled, what may re-roll or change them, and the shifts at the end.
struct AdventureSpec {
    int slots = 0;   // dice on the table
    int heroes = 0;  // the first `heroes` slots are heroes' dice
    bool hireling = false;
    std::array<int, k_slots> classes{};              // the class of each hero slot
    std::array<int, k_slots> roll_dice{1, 1, 1, 1};  // dice rolled for a slot, lowest kept
    std::vector<DieSource> rerolls;                  // heroes' re-roll powers
    std::vector<DieSource> changes;                  // heroes' change powers
    std::uint8_t weapon_mask = 0;                    // dice a magic weapon may re-roll (0: none)
    bool provisions = false;                         // provisions may be used (on any die)
    std::vector<int> shifts;

    int dice_count() const;
    // Which results the end can give for the dice `index`, as bits (the hireling may stand in
    // for any hero's die).
    std::uint8_t end_bits(int index) const;
    // A text key holding everything the change-and-end part of the adventure depends on.
    std::string change_key() const;
};

// The adventure `adventure` on `card` (-1: the rules' table) for `party`, with or without a
// hireling, as the rules allow it.
AdventureSpec make_spec(const Rules& rules, PartyKey party, bool hireling, int adventure, int card);

// The table index of a set of die values, slot 0 the fastest digit.
int dice_index(const int* values, int slots);
// The value of slot `slot` in a table index.
int die_at(int index, int slot);
int pow6(int n);

}  // namespace pnpkit::dice_adventures
