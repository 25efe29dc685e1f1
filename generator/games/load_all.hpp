#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/game.hpp"

namespace pnpkit::games {

// A game found in the data directory: a registered game, or a designer's game (a folder whose
// game.toml declares its components, loaded with no code of its own).
struct SelectedGame {
    std::string id;
    const GameInfo* info = nullptr;  // null for a designer's game
};

struct Loaded {
    std::string id;
    std::string title;  // the registry's, or the designer's game.toml's (its id until loaded)
    const GameInfo* info = nullptr;    // null for a designer's game
    std::unique_ptr<LoadedGame> game;  // null when loading gave up
};

// True when `dir` holds a designer's game: a game.toml (its components are checked when loaded).
bool is_designer_game(const std::filesystem::path& dir);

// Finds the games to load: `requested` ids (a usage error when unknown, with a "did you mean"),
// or every directory under `data_dir` that is a registered game or a designer's game (other
// directories are warned about; none at all is an error). Throws OutsideError when the data
// directory does not exist.
std::vector<SelectedGame> select_games(const std::filesystem::path& data_dir,
                                       const std::vector<std::string>& requested,
                                       Diagnostics& diagnostics);

// Loads and validates the selected games, in order; their problems go to `diagnostics`.
std::vector<Loaded> load_games(const std::filesystem::path& data_dir,
                               const std::vector<SelectedGame>& games, Diagnostics& diagnostics);

// Loads one game by id for a game's own commands; reports problems through `diagnostics`.
// Returns null when its data has errors; an unknown id is a UsageError, as in select_games.
std::unique_ptr<LoadedGame> load_game(const std::filesystem::path& data_dir, std::string_view id,
                                      Diagnostics& diagnostics);

}  // namespace pnpkit::games
