#pragma once

#include <string>
#include <vector>

#include "games/dragon_dice_solo/model.hpp"
#include "layout/component.hpp"

// What `pnpkit render dragon-dice-solo` prints, built from the loaded tables (plain data; the look
// is in templates/dds-*.toml).
namespace pnpkit::games::dragon_dice_solo {

// The game's name as the footers print it.
inline constexpr const char* k_game_title = "Dragon Dice Solo Challenge";

// The reference booklet, the campaign tracker and the turn-sequence card. `data` must be validated.
std::vector<layout::Component> solo_components(const SoloData& data);

// The components one at a time.
layout::SheetComponent reference_booklet(const SoloData& data);
layout::SheetComponent campaign_tracker(const SoloData& data);
layout::DeckComponent turn_sequence_card(const SoloData& data);

}  // namespace pnpkit::games::dragon_dice_solo
