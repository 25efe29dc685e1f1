#pragma once

#include <filesystem>
#include <optional>

#include "core/diagnostic.hpp"
#include "games/dice_adventures/model.hpp"

namespace pnpkit::dice_adventures {

// The data files of the game, in the order they are read.
inline constexpr const char* k_data_files[] = {"game.toml", "classes.toml", "results.toml",
                                               "shop.toml", "modes.toml",   "deck.toml"};

// Reads data/dice-adventures/ into plain values. Every schema problem (types, ranges, unknown keys,
// duplicate ids, enum spellings) becomes a diagnostic at its position. Returns nullopt only when a
// file could not be parsed at all; otherwise the data read so far.
std::optional<GameData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::dice_adventures
