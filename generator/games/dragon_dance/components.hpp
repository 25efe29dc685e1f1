#pragma once

#include <string>
#include <vector>

#include "games/dragon_dance/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::dragon_dance {

// The ids of the printable components, which are also their output file names.
constexpr std::string_view k_knight_cards = "knight-cards";
constexpr std::string_view k_dragon_cards = "dragon-cards";
constexpr std::string_view k_player_aids = "player-aids";
constexpr std::string_view k_tokens = "tokens";
constexpr std::string_view k_rules_summary = "rules-summary";

// Everything `pnpkit render dragon-dance` prints, built from the loaded data: each side's eight
// action cards (a deck each, with the side's back), the two double-sided player aids (long range
// in front, short range behind), the tokens (life tokens and the double-sided range marker) and
// the one-page rules summary. Templates: templates/dragon-dance-*.toml.
std::vector<layout::Component> components(const GameData& data);

// The seven entries of a card's table as one table row: the table's icon (sword or shield), then
// the value with no die and with each face. Empty for cards that use no table.
std::vector<std::string> value_row(const Card& card);

// A keyword's reminder text as Pango markup, its name in bold: "<b>Combo</b>: if this ...".
std::string keyword_markup(Keyword keyword);

// A keyword's effect in a few words, for the player aids.
std::string_view keyword_brief(Keyword keyword);

// The text with its first letter in upper case: "reduce range" gives "Reduce range".
std::string capitalised(std::string_view text);

// The rules summary sheet (rules_summary.cpp).
layout::SheetComponent rules_summary(const GameData& data);

}  // namespace pnpkit::dragon_dance
