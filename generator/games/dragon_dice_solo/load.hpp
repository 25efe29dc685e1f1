#pragma once

#include <cstddef>
#include <filesystem>

#include "core/diagnostic.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

struct LoadResult {
    SoloData data;
    std::size_t files = 0;  // files read, rulings.md included
};

// Reads every table of `dir` (data/dragon-dice-solo): shapes, types, enums and unique ids. Every
// problem becomes a diagnostic; what could be read is returned. Rules across tables are checked
// by validate(), not here. Throws OutsideError when a file exists but cannot be read.
LoadResult load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::games::dragon_dice_solo
