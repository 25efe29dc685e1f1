#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// One unit (or N alike) as a player types it: "[N x][NAME=]RARITY[:VALUE]", such as "rare",
// "3xGuardian=common:1/6" or "Sentinel=rare:id". The heal helper and the campaign's army read
// their units through it, each giving VALUE its own meaning.
struct UnitText {
    int count = 1;
    std::string label;  // as typed, or the rarity's name
    const Rarity* rarity = nullptr;
    std::optional<std::string> value;  // the text after ':', in lower case
};

// Parses `text`; returns an error sentence instead when it does not parse. Dragonkin are named as
// such: the solo challenge does not use them (2.1).
std::optional<std::string> parse_unit_text(const SoloData& data, std::string_view text,
                                           UnitText& out);

// Reads "SURVIVING[/FACES]", the faces of a unit's die that bring it back when healed (4.6) and
// its number of faces (the rarity's by default); an error sentence instead when it does not parse.
std::optional<std::string> parse_surviving(std::string_view value, const Rarity& rarity,
                                           int& surviving, int& faces);

}  // namespace pnpkit::games::dragon_dice_solo
