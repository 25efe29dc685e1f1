#pragma once

#include <string>

#include "games/dragon_dice_solo/casting.hpp"

// The magicians' casting in words, for the spells helper and the campaign.
namespace pnpkit::games::dragon_dice_solo {

// Whose army, dead or terrain an entry aims at, in words.
std::string target_words(const SpellEntry& entry);

// What the words may refer to: the racial mode, the dead at the start of the casting, and whether
// to name the spells command's options (--opfor-dead, --racial-cost).
struct CastWords {
    RacialMode racial = RacialMode::racial;
    int opfor_dead = 0;
    int player_dead = 0;
    bool options = true;
};

// One step of a colour's casting as a line: the roll, the spell, its cost and target, what is left.
std::string event_words(const SoloData& data, const CastEvent& e, const MagicColour& colour,
                        const CastWords& words);

}  // namespace pnpkit::games::dragon_dice_solo
