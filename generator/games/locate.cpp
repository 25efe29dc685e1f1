#include "games/locate.hpp"

#include <algorithm>
#include <fstream>

#include "core/error.hpp"
#include "core/text.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games {

namespace fs = std::filesystem;

namespace {

// `path` made absolute against `cwd`, without '.', '..' or a trailing '/'.
fs::path absolute_folder(const fs::path& path, const fs::path& cwd) {
    fs::path full = (path.is_absolute() ? path : cwd / path).lexically_normal();
    if (!full.has_filename() && full != full.root_path()) full = full.parent_path();
    return full;
}

bool names_a_path(std::string_view request) {
    return request.find('/') != std::string_view::npos || request == "." || request == "..";
}

// The game whose files are in `dir`: a built-in game's when the folder is named after one (its
// data, copied or shipped), else a designer's.
SelectedGame folder_game(const fs::path& dir) {
    if (const GameInfo* info = find_game(dir.filename().string()))
        return {std::string(info->id), dir, info};
    return {game_id_of_folder(dir), dir, nullptr};
}

// The names of the folders in `dir` that hold a game.toml, sorted.
std::vector<std::string> game_folders_in(const fs::path& dir) {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (entry.is_directory(ec) && is_designer_game(entry.path()))
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

SelectedGame game_at_path(std::string_view request, const GameSearch& search) {
    std::string shown(request);
    fs::path dir = absolute_folder(fs::path(shown), search.cwd);
    std::error_code ec;
    if (dir.filename() == "game.toml" && fs::is_regular_file(dir, ec)) dir = dir.parent_path();
    auto status = fs::status(dir, ec);
    if (!fs::exists(status)) throw UsageError("game folder '" + shown + "' not found");
    if (!fs::is_directory(status)) {
        throw UsageError("'" + shown + "' is not a game folder (a folder holding a game.toml)");
    }
    if (is_designer_game(dir) || find_game(dir.filename().string())) return folder_game(dir);
    if (fs::is_regular_file(dir / "game.toml", ec)) {
        throw UsageError("'" + load::display_path(dir / "game.toml") +
                         "' is a session of pnpkit's, not a game's game.toml");
    }
    throw UsageError("'" + shown +
                     "' holds no game.toml; a game of your own is a folder holding one "
                     "('pnpkit new NAME' makes one)");
}

SelectedGame game_by_name(const std::string& name, const GameSearch& search) {
    std::error_code ec;
    if (const GameInfo* info = find_game(name)) {
        if (!fs::is_directory(search.data_dir, ec))
            throw OutsideError("data directory '" + search.data_dir.string() + "' not found");
        return {name, search.data_dir / name, info};
    }
    if (load::is_valid_id(name) && is_designer_game(search.data_dir / name))
        return {name, search.data_dir / name, nullptr};
    fs::path here = absolute_folder(fs::path(name), search.cwd);
    if (is_designer_game(here)) return folder_game(here);
    std::vector<std::string> names = known_games(search.data_dir);
    for (auto& folder : game_folders_in(search.cwd)) {
        if (std::find(names.begin(), names.end(), folder) == names.end())
            names.push_back(std::move(folder));
    }
    std::string message = with_hint("unknown game '" + name + "'", did_you_mean(name, names)) +
                          " (known games: " + join(names, ", ") + ")";
    if (fs::is_directory(here, ec)) message += "; the folder '" + name + "' holds no game.toml";
    throw UsageError(message);
}

// True when `file` is a session pnpkit keeps (a guided game's log, or the session of `pnpkit
// draw`): among its top-level keys, before any table, is pnpkit_play or version. Such a file may
// well be named game.toml, and is no game.
bool is_session_file(const fs::path& file) {
    std::ifstream in(file);
    std::string line;
    for (int n = 0; n < 1000 && std::getline(in, line); ++n) {
        std::string_view text = trim(line);
        if (text.starts_with('[')) return false;
        for (std::string_view key : {"pnpkit_play", "version"}) {
            if (text.starts_with(key) && trim(text.substr(key.size())).starts_with('='))
                return true;
        }
    }
    return false;
}

}  // namespace

bool is_designer_game(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "game.toml", ec) && !is_session_file(dir / "game.toml");
}

std::string game_id_of_folder(const fs::path& dir) {
    std::string name = dir.filename().string();
    if (load::is_valid_id(name)) return name;
    std::string id;
    bool gap = false;
    for (char c : name) {
        char lower = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
        bool word = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') ||
                    (lower == '_' && !id.empty());
        if (!word) {
            gap = true;
            continue;
        }
        if (gap && !id.empty()) id += '-';
        id += lower;
        gap = false;
    }
    return id.empty() ? "game" : id;
}

std::vector<std::string> known_games(const fs::path& data_dir) {
    std::vector<std::string> ids;
    for (const auto& game : all_games()) ids.emplace_back(game.id);
    for (auto& name : game_folders_in(data_dir)) {
        if (!find_game(name) && load::is_valid_id(name)) ids.push_back(std::move(name));
    }
    return ids;
}

SelectedGame locate_game(std::string_view request, const GameSearch& search) {
    if (request.empty()) throw UsageError("a game's name or folder is empty");
    if (names_a_path(request)) return game_at_path(request, search);
    return game_by_name(std::string(request), search);
}

std::optional<SelectedGame> enclosing_game(const fs::path& cwd) {
    for (fs::path dir = absolute_folder(cwd, fs::path());; dir = dir.parent_path()) {
        if (is_designer_game(dir)) return folder_game(dir);
        if (dir == dir.root_path() || !dir.has_parent_path()) return std::nullopt;
    }
}

}  // namespace pnpkit::games
