#pragma once

#include <optional>
#include <string_view>

#include "play/why.hpp"

namespace pnpkit::dragon_dance {

// What guided play applies by itself, each with the rules behind it (outcome_table).
enum class Applied {
    no_die,          // a side with no dice plays no die
    dice_shown,      // both dice revealed, the computer's among them
    plays,           // both cards revealed with their dice
    strike,          // an attack's damage, less the defence
    dodged,          // an attack on a side that dodges
    no_attack,       // a side whose card does not attack
    combo_offered,   // a combo that dealt damage allows a follow-up
    combo,           // the follow-up's damage
    combo_declined,  // a follow-up not taken
    movement,        // the cards' movement
    range,           // the range now
    discard,         // the cards and dice discarded
    recuperate,      // Recuperate takes everything back, and its roll
    life,            // each side's life after the round
    game_over,       // the winner, or a draw
    count
};

// The kind of one line of narrate_round or narrate_plays, by how it starts; nullopt for a line
// it does not know (a new one: the exhaustiveness test fails on it).
std::optional<Applied> applied_of_line(std::string_view line);

// The rules behind each kind of outcome.
const play::OutcomeTable& outcome_table();

}  // namespace pnpkit::dragon_dance
