#pragma once

#include <filesystem>
#include <optional>

#include "core/diagnostic.hpp"
#include "games/colf/model.hpp"

namespace pnpkit::colf {

// Reads data/colf/ (game.toml, nouns.toml, adjectives.toml) into plain values. Every schema problem
// (types, ranges, unknown keys, duplicate ids, empty names) becomes a diagnostic at its position.
// Returns nullopt only when a file could not be parsed at all; otherwise the data read so far.
std::optional<ColfData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::colf
