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

// The registered games, then the designer's games found under the data directory.
std::vector<std::string> known_ids(const fs::path& data_dir) {
    std::vector<std::string> ids;
    for (const auto& game : all_games()) ids.emplace_back(game.id);
    for (const auto& dir : data_folders(data_dir)) {
        std::string name = dir.filename().string();
        if (!find_game(name) && is_designer_game(dir) && load::is_valid_id(name))
            ids.push_back(name);
    }
    return ids;
}

}  // namespace

bool is_designer_game(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "game.toml", ec);
}

std::vector<SelectedGame> select_games(const fs::path& data_dir,
                                       const std::vector<std::string>& requested,
                                       Diagnostics& diagnostics) {
    std::vector<SelectedGame> selected;
    auto add = [&](const std::string& id) {
        bool seen = std::any_of(selected.begin(), selected.end(),
                                [&](const auto& g) { return g.id == id; });
        if (!seen) selected.push_back({id, find_game(id)});
    };
    std::error_code ec;
    bool data_exists = fs::is_directory(data_dir, ec);
    for (const auto& id : requested) {
        if (find_game(id) ||
            (data_exists && load::is_valid_id(id) && is_designer_game(data_dir / id)))
            continue;
        std::vector<std::string> ids = known_ids(data_dir);
        throw UsageError(with_hint("unknown game '" + id + "'", did_you_mean(id, ids)) +
                         " (known games: " + join(ids, ", ") + ")");
    }
    if (!data_exists) throw OutsideError("data directory '" + data_dir.string() + "' not found");
    if (!requested.empty()) {
        for (const auto& id : requested) add(id);
        return selected;
    }
    std::vector<fs::path> dirs = data_folders(data_dir);
    for (const auto& game : all_games()) {
        if (std::find(dirs.begin(), dirs.end(), data_dir / game.id) != dirs.end())
            add(std::string(game.id));
    }
    std::vector<std::string> ids = known_ids(data_dir);
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
            add(name);
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

std::vector<Loaded> load_games(const fs::path& data_dir, const std::vector<SelectedGame>& games,
                               Diagnostics& diagnostics) {
    std::vector<Loaded> loaded;
    for (const SelectedGame& selected : games) {
        fs::path dir = data_dir / selected.id;
        Loaded l{selected.id, selected.info ? std::string(selected.info->title) : selected.id,
                 selected.info, nullptr};
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) {
            diagnostics.error({load::display_path(dir)},
                              "no data directory for game '" + selected.id + "'");
        } else if (selected.info) {
            l.game = selected.info->load(dir, diagnostics);
        } else {
            l.game = designer::load_game(dir, diagnostics);
        }
        if (l.game && !l.game->title().empty()) l.title = l.game->title();
        loaded.push_back(std::move(l));
    }
    return loaded;
}

std::unique_ptr<LoadedGame> load_game(const fs::path& data_dir, std::string_view id, Diagnostics& diagnostics) {
    std::vector<std::string> requested{std::string(id)};
    auto games = select_games(data_dir, requested, diagnostics);
    Diagnostics local;
    auto loaded = load_games(data_dir, games, local);
    diagnostics.append(local);
    if (loaded.empty() || local.has_errors()) return nullptr;
    return std::move(loaded.front().game);
}

}  // namespace pnpkit::games
