#pragma once

#include "play/why.hpp"

namespace pnpkit::dice_adventures {

// What guided play applies by itself, each with the rules behind it (outcome_table).
enum class Applied {
    card_drawn,     // the adventure card turned up
    result,         // the adventure's result read from the dice, and its table row applied
    hero_dies,      // the hero a death falls on
    level_lost,     // the hero a level loss falls on
    no_level_lost,  // a level loss nobody can take
    no_level_up,    // a level-up nobody can take
    game_over,      // the final score
    count
};

// The rules behind each kind of outcome.
const play::OutcomeTable& outcome_table();

}  // namespace pnpkit::dice_adventures
