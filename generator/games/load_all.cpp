#include "games/load_all.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/text.hpp"
#include "games/designer/game.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games {

namespace fs = std::filesystem;

namespace {

// The folders under the data directory, sorted (none when it cannot be read).
std::vector<fs::path> data_folders(const fs::path& data_dir) {
    std::vector<fs::path> dirs;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(data_dir, ec)) {
        if (entry.is_directory(ec)) dirs.push_back(entry.path());
    }
    std::sort(dirs.begin(), dirs.end());
    return dirs;
}

// Adds `game` unless the same folder is already selected.
void add_game(std::vector<SelectedGame>& selected, SelectedGame game) {
    bool seen = std::any_of(selected.begin(), selected.end(),
                            [&](const SelectedGame& g) { return g.dir == game.dir; });
    if (!seen) selected.push_back(std::move(game));
}

// Every game in the data directory: the built-in games there, in the registry's order, then the
// designer's games; other folders are warned about.
std::vector<SelectedGame> games_in(const fs::path& data_dir, Diagnostics& diagnostics) {
    std::error_code ec;
    if (!fs::is_directory(data_dir, ec))
        throw OutsideError("data directory '" + data_dir.string() + "' not found");
    std::vector<SelectedGame> selected;
    std::vector<fs::path> dirs = data_folders(data_dir);
    for (const auto& game : all_games()) {
        fs::path dir = data_dir / game.id;
        if (std::find(dirs.begin(), dirs.end(), dir) != dirs.end())
            add_game(selected, {std::string(game.id), dir, &game});
    }
    std::vector<std::string> ids = known_games(data_dir);
    for (const auto& dir : dirs) {
        std::string name = dir.filename().string();
        if (name.starts_with('.') || find_game(name)) continue;
        if (!is_designer_game(dir)) {
            std::string hint = did_you_mean(name, ids);
            if (hint.empty())
                hint = "a game of your own needs a game.toml ('pnpkit new NAME' makes one)";
            diagnostics.warning({load::display_path(dir)},
                                "no game named '" + name + "'; directory skipped", hint);
        } else if (!load::is_valid_id(name)) {
            diagnostics.warning({load::display_path(dir)},
                                "'" + name + "' is not a game name; directory skipped",
                                "name the folder with lower-case letters, digits, '-' and '_'");
        } else {
            add_game(selected, {name, dir, nullptr});
        }
    }
    if (selected.empty()) {
        diagnostics.error({load::display_path(data_dir)}, "no games found",
                          "each game's data goes in a directory named after the game (" +
                              join(ids, ", ") +
                              "); a game of your own needs a game.toml ('pnpkit new NAME')");
    }
    return selected;
}

}  // namespace

std::vector<SelectedGame> select_games(const GameSearch& search,
                                       const std::vector<std::string>& requested,
                                       Diagnostics& diagnostics) {
    if (requested.empty()) {
        if (!search.data_given) {
            if (auto here = enclosing_game(search.cwd)) return {std::move(*here)};
        }
        return games_in(search.data_dir, diagnostics);
    }
    std::vector<SelectedGame> selected;
    for (const auto& request : requested) add_game(selected, locate_game(request, search));
    return selected;
}

std::vector<Loaded> load_games(const std::vector<SelectedGame>& games, Diagnostics& diagnostics) {
    std::vector<Loaded> loaded;
    for (const SelectedGame& selected : games) {
        Loaded l{selected.id, selected.info ? std::string(selected.info->title) : selected.id,
                 selected.dir, selected.info, nullptr};
        std::error_code ec;
        if (!fs::is_directory(selected.dir, ec)) {
            diagnostics.error({load::display_path(selected.dir)},
                              "no data directory for game '" + selected.id + "'");
        } else if (selected.info) {
            l.game = selected.info->load(selected.dir, diagnostics);
        } else {
            l.game = designer::load_game(selected.dir, diagnostics);
        }
        if (l.game && !l.game->title().empty()) l.title = l.game->title();
        loaded.push_back(std::move(l));
    }
    return loaded;
}

std::unique_ptr<LoadedGame> load_game(const SelectedGame& game, Diagnostics& diagnostics) {
    Diagnostics local;
    auto loaded = load_games({game}, local);
    diagnostics.append(local);
    if (loaded.empty() || local.has_errors()) return nullptr;
    return std::move(loaded.front().game);
}

}  // namespace pnpkit::games
