#pragma once

#include <filesystem>
#include <string_view>

#include "core/diagnostic.hpp"
#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// The files of a Dragon Dance data directory.
constexpr std::string_view k_game_file = "game.toml";
constexpr std::string_view k_knight_file = "knight.toml";
constexpr std::string_view k_dragon_file = "dragon.toml";
// Optional: the computer's fitted value function (`pnpkit dragon-dance fit` writes it).
constexpr std::string_view k_lookahead_file = "lookahead.toml";

// Reads game.toml, knight.toml and dragon.toml from `dir`, and lookahead.toml when it is there. Every problem of form (missing keys,
// wrong types, a table without seven entries, unknown ranges, kinds or keywords, duplicate ids)
// goes to `diagnostics`; what could be read is returned all the same. The game's own rules are
// checked separately by validate().
GameData load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::dragon_dance
