#include "games/load_all.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/text.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> known_ids() {
    std::vector<std::string> ids;
    for (const auto& game : all_games()) ids.emplace_back(game.id);
    return ids;
}

}  // namespace

std::vector<const GameInfo*> select_games(const fs::path& data_dir, const std::vector<std::string>& requested,
                                          Diagnostics& diagnostics) {
    std::vector<std::string> ids = known_ids();
    std::vector<const GameInfo*> selected;
    for (const auto& id : requested) {
        if (!find_game(id)) {
            throw UsageError(with_hint("unknown game '" + id + "'", did_you_mean(id, ids)) + " (known games: " +
                             join(ids, ", ") + ")");
        }
    }
    std::error_code ec;
    if (!fs::is_directory(data_dir, ec)) {
        throw OutsideError("data directory '" + data_dir.string() + "' not found");
    }
    if (!requested.empty()) {
        for (const auto& id : requested) {
            const GameInfo* game = find_game(id);
            if (std::find(selected.begin(), selected.end(), game) == selected.end()) selected.push_back(game);
        }
        return selected;
    }
    std::vector<fs::path> dirs;
    for (const auto& entry : fs::directory_iterator(data_dir, ec)) {
        if (entry.is_directory()) dirs.push_back(entry.path());
    }
    std::sort(dirs.begin(), dirs.end());
    for (const auto& game : all_games()) {
        if (std::find(dirs.begin(), dirs.end(), data_dir / game.id) != dirs.end()) selected.push_back(&game);
    }
    for (const auto& dir : dirs) {
        std::string name = dir.filename().string();
        if (name.starts_with('.') || find_game(name)) continue;
        diagnostics.warning({load::display_path(dir)}, "no game named '" + name + "'; directory skipped",
                            did_you_mean(name, ids));
    }
    if (selected.empty()) {
        diagnostics.error({load::display_path(data_dir)}, "no games found",
                          "each game's data goes in a directory named after the game: " + join(ids, ", "));
    }
    return selected;
}

std::vector<Loaded> load_games(const fs::path& data_dir, const std::vector<const GameInfo*>& games,
                               Diagnostics& diagnostics) {
    std::vector<Loaded> loaded;
    for (const GameInfo* info : games) {
        fs::path dir = data_dir / info->id;
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) {
            diagnostics.error({load::display_path(dir)}, "no data directory for game '" + std::string(info->id) + "'");
            loaded.push_back({info, nullptr});
            continue;
        }
        loaded.push_back({info, info->load(dir, diagnostics)});
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
