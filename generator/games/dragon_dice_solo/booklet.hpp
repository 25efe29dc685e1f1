#pragma once

#include <string>
#include <vector>

#include "games/dragon_dice_solo/model.hpp"
#include "layout/component.hpp"

// The reference booklet: every table of the solo rules laid out for reading at the table, one
// page per topic, each page a template `dds-booklet-<topic>` bound to rows built from the data.
namespace pnpkit::games::dragon_dice_solo {

// The booklet's pages in reading order, each record titled and numbered. `data` must be validated.
std::vector<layout::Face> booklet_pages(const SoloData& data, const std::string& game);

namespace detail {

// The pages of each topic: booklet_setup.cpp (armies, terrain, battles), booklet_battle.cpp
// (opposing armies, magic, spells), booklet_end.cpp (healing and the Dragons, options).
layout::Face armies_page(const SoloData& data, const std::string& game);
layout::Face terrain_page(const SoloData& data, const std::string& game);
layout::Face battles_page(const SoloData& data, const std::string& game);
layout::Face opposing_page(const SoloData& data, const std::string& game);
layout::Face magic_page(const SoloData& data, const std::string& game);
layout::Face spells_page(const SoloData& data, const std::string& game);
layout::Face aftermath_page(const SoloData& data, const std::string& game);
layout::Face options_page(const SoloData& data, const std::string& game);

// How the start of a position reads: "lowest missile", "lowest melee + 2", "the eighth face".
std::string start_rule(const SoloData& data, const Position& position);
// How battles are won and lost (markup), from the starting-distance table's `eighth_face_wins`.
std::string victory_text(const SoloData& data);
// "Steps B, C and D" of the turn sequence that repeat: their letters.
std::vector<std::string> repeated_steps(const SoloData& data);

}  // namespace detail

}  // namespace pnpkit::games::dragon_dice_solo
