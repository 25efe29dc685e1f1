#pragma once

#include <string>
#include <vector>

#include "games/dragon_dice_solo/model.hpp"
#include "layout/component.hpp"

// What `pnpkit render dragon-dice-solo` prints, built from the loaded tables (plain data; the look
// is in templates/dds-*.toml).
namespace pnpkit::games::dragon_dice_solo {

struct Campaign;

// The game's name as the footers print it.
inline constexpr const char* k_game_title = "Dragon Dice Solo Challenge";

// The reference booklet, the campaign tracker and the turn-sequence card. `data` must be validated.
std::vector<layout::Component> solo_components(const SoloData& data);

// The components one at a time.
layout::SheetComponent reference_booklet(const SoloData& data);
// The campaign tracker with boxes to write in (tracker.cpp).
layout::SheetComponent campaign_tracker(const SoloData& data);
// The same sheet filled in from a campaign: size ticked, your army's numbers, each battle's
// terrain, start, health and result, the Dragons, the reserve, the dead and the buried.
layout::SheetComponent filled_tracker(const SoloData& data, const Campaign& campaign);
layout::DeckComponent turn_sequence_card(const SoloData& data);

}  // namespace pnpkit::games::dragon_dice_solo
