#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// A tile as it lies, "near|far" (also "near-far" or "near:far"), each end 0 to 99; nullopt for
// anything else.
std::optional<LaidTile> parse_laid_tile(std::string_view text);

// "2|4": a laid tile as players write it.
std::string to_string(LaidTile tile);

}  // namespace pnpkit::domino_run
