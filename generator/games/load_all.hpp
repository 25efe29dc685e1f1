#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/game.hpp"
#include "games/locate.hpp"

namespace pnpkit::games {

struct Loaded {
    std::string id;
    std::string title;  // the registry's, or the designer's game.toml's (its id until loaded)
    std::filesystem::path dir;         // the folder it was loaded from
    const GameInfo* info = nullptr;    // null for a designer's game
    std::unique_ptr<LoadedGame> game;  // null when loading gave up
};

// Finds the games a command works on: each of `requested` by name or path (see locate_game);
// with none requested, the designer's game the search's current directory is in (unless --data
// was given), else every folder of the data directory that is a built-in game or a designer's game
// (other folders are warned about; none at all is an error). Throws UsageError for a name or path
// that is no game, OutsideError when the data directory is needed and does not exist.
std::vector<SelectedGame> select_games(const GameSearch& search,
                                       const std::vector<std::string>& requested,
                                       Diagnostics& diagnostics);

// Loads and validates the selected games, in order; their problems go to `diagnostics`.
std::vector<Loaded> load_games(const std::vector<SelectedGame>& games, Diagnostics& diagnostics);

// Loads one game for a command; reports problems through `diagnostics`. Returns null when its
// data has errors.
std::unique_ptr<LoadedGame> load_game(const SelectedGame& game, Diagnostics& diagnostics);

}  // namespace pnpkit::games
