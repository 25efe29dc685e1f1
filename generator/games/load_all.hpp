#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/game.hpp"

namespace pnpkit::games {

struct Loaded {
    const GameInfo* info;
    std::unique_ptr<LoadedGame> game;  // null when loading gave up
};

// Finds the games to load: `requested` ids (a usage error when unknown, with a "did you mean"),
// or every directory under `data_dir` whose name is a registered game (other directories are
// warned about; none at all is an error). Throws OutsideError when the data directory does not exist.
std::vector<const GameInfo*> select_games(const std::filesystem::path& data_dir,
                                          const std::vector<std::string>& requested, Diagnostics& diagnostics);

// Loads and validates the selected games, in order; their problems go to `diagnostics`.
std::vector<Loaded> load_games(const std::filesystem::path& data_dir,
                               const std::vector<const GameInfo*>& games, Diagnostics& diagnostics);

// Loads one game by id for a game's own commands; reports problems through `diagnostics`.
// Returns null when its data has errors; an unknown id is a UsageError, as in select_games.
std::unique_ptr<LoadedGame> load_game(const std::filesystem::path& data_dir, std::string_view id,
                                      Diagnostics& diagnostics);

}  // namespace pnpkit::games
