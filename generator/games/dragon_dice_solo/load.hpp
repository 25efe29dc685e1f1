#pragma once

#include <cstddef>
#include <filesystem>

#include "core/diagnostic.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// The data files of the game, in the order they are read.
inline constexpr const char* k_data_files[] = {
    "sizes.toml",
    "makeup.toml",
    "racial_equivalents.toml",
    "armies.toml",
    "terrains.toml",
    "terrain_order.toml",
    "starting_distance.toml",
    "colours.toml",
    "spells.toml",
    "spell_table.toml",
    "heal.toml",
    "dragons.toml",
    "options.toml",
    "turn_sequence.toml",
};
inline constexpr const char* k_rulings_file = "rulings.md";

struct LoadResult {
    SoloData data;
    std::size_t files = 0;  // files read, rulings.md included
};

// Reads every table of `dir` (data/dragon-dice-solo): shapes, types, enums and unique ids. Every
// problem becomes a diagnostic; what could be read is returned. Rules across tables are checked
// by validate(), not here. Throws OutsideError when a file exists but cannot be read.
LoadResult load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::games::dragon_dice_solo
