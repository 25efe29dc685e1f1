#pragma once

#include <filesystem>
#include <optional>

#include "core/diagnostic.hpp"
#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// Reads data/domino-run/ (game.toml, examples.toml) into plain values. Every schema problem (types,
// ranges, unknown keys, duplicate ids, malformed tiles) becomes a diagnostic at its position.
// Returns nullopt only when a file could not be parsed at all; otherwise the data read so far.
std::optional<GameData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

}  // namespace pnpkit::domino_run
