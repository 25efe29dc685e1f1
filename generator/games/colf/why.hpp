#pragma once

#include "play/why.hpp"

namespace pnpkit::colf {

// What guided play applies by itself, each with the rules behind it (outcome_table).
enum class Applied {
    blank_redraw,    // a domino with a blank calls for one more
    bag_empty,       // the draws left are lost
    card_drawn,      // a monster card turned up
    foe_built,       // the monster set up from its cards and dominoes
    rest_heals,      // the hits Rest lifts
    hero_placed,     // the hero's dice on the columns
    monster_placed,  // the monster's dice on the columns, and its rage
    hits_to_place,   // the damage taken, as hits to place
    hit_forced,      // a hit with one place to go
    round_damage,    // the damage both sides deal, both standing
    foe_dies,        // the monster dies, and the XP for it
    hero_dies,       // every number of the hero covered
    fled,            // the hero fled: the combat is over
    destroyed,       // dominoes back to the bag for a die on a blank
    master_comes,    // no turn token left: the Master attacks
    master_beaten,   // the game won, and its tier
    game_lost,       // the game lost
    count
};

// The rules behind each kind of outcome.
const play::OutcomeTable& outcome_table();

}  // namespace pnpkit::colf
