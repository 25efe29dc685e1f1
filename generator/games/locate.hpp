#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/game.hpp"

namespace pnpkit::games {

// A game a command works on: its name and the folder its files are in.
struct SelectedGame {
    std::string id;                  // a built-in game's id, or a designer's game's folder name
    std::filesystem::path dir;       // the folder holding its data (and a designer's game.toml)
    const GameInfo* info = nullptr;  // null for a designer's game
};

// Where the command line's game names are looked up.
struct GameSearch {
    std::filesystem::path data_dir;  // the built-in games' data: --data DIR, or the shipped data/
    std::filesystem::path cwd;       // the folder paths are relative to, and the one run in
    bool data_given = false;         // --data was given: a command naming no game takes its games
};

// True when `dir` holds a designer's game: a game.toml (its components are checked when loaded)
// that is not a session file of pnpkit's (`--session game.toml` is a common name for one).
bool is_designer_game(const std::filesystem::path& dir);

// The name of a designer's game in folder `dir`: the folder's name when it is a valid id, else
// one made from it ("My Game" -> "my-game"; "game" when nothing of it is usable).
std::string game_id_of_folder(const std::filesystem::path& dir);

// The games a bare name may mean: the built-in games, then the designer's games in `data_dir`.
std::vector<std::string> known_games(const std::filesystem::path& data_dir);

// Finds the game `request` names. A path (holding '/', or '.' or '..'; a game.toml is taken for
// its folder) is a built-in game's data when the folder is named after that game (a copy of
// data/colf/ is colf's data, and a designer's game must be named otherwise), else a designer's game
// folder, which holds a game.toml. A name is a built-in game (its data in the data directory), else
// a designer's game in the data directory, else a folder of that name in `cwd` holding game.toml.
// Throws UsageError for a name or path that is none of these (naming the closest known game or
// what the folder lacks), and OutsideError when a built-in game's data directory is missing.
SelectedGame locate_game(std::string_view request, const GameSearch& search);

// The game `cwd` (absolute) is in: the nearest of `cwd` and its parents holding a game.toml,
// taken as locate_game takes a folder.
std::optional<SelectedGame> enclosing_game(const std::filesystem::path& cwd);

}  // namespace pnpkit::games
