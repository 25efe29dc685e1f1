#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/domino_run/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::domino_run {

// The ids of the printable components, which are also their output file names.
constexpr std::string_view k_player_aid = "player-aid";
constexpr std::string_view k_key_tracker = "key-tracker";
constexpr std::string_view k_tokens = "tokens";
constexpr std::string_view k_ability_mats = "ability-mats";
constexpr std::string_view k_dominoes = "dominoes";
constexpr std::string_view k_rules_summary = "rules-summary";

// The credit every printed component carries.
constexpr std::string_view k_credit = "Domino Run by Ronald Villaver · CC BY-NC 3.0 PH";

// Everything `pnpkit render domino-run` prints, built from the loaded data: the player aid (a turn
// in front, laying tiles and keys behind), the key tracker, round tokens (bonus dice and the two
// cubes), mats for ability tiles, the double-six set shared with CoLF (games/common/domino_set)
// and the one-page rules summary with the illustration's starting track.
// Templates: templates/domino-run-*.toml, domino-tile, domino-back.
std::vector<layout::Component> make_components(const GameData& data);

// The rules summary sheet (rules_summary.cpp).
layout::SheetComponent rules_summary(const GameData& data);

// "Domino Run", "2 + keys": small phrases the printables share.
std::string plus_keys(int base);

}  // namespace pnpkit::domino_run
