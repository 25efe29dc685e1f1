#include "layout/game_assets.hpp"

#include <algorithm>
#include <fstream>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::layout {

namespace fs = std::filesystem;

namespace {

std::string lower_extension(const fs::path& path) {
    std::string extension = path.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension;
}

// The regular files of `dir` (and its subfolders when `recursive`), hidden ones left out, sorted.
std::vector<fs::path> files_in(const fs::path& dir, bool recursive) {
    std::vector<fs::path> files;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return files;
    auto add = [&](const fs::directory_entry& entry) {
        if (entry.path().filename().string().starts_with('.')) return;
        if (entry.is_regular_file(ec) || entry.is_symlink(ec)) files.push_back(entry.path());
    };
    if (recursive) {
        for (const auto& entry : fs::recursive_directory_iterator(dir, ec)) add(entry);
    } else {
        for (const auto& entry : fs::directory_iterator(dir, ec)) add(entry);
    }
    std::sort(files.begin(), files.end());
    return files;
}

// Where a problem with a file of the folder is reported: the file as listed, not what a symbolic
// link leads to.
SourcePos at_file(const fs::path& file) {
    return SourcePos::start_of(
        (fs::path(load::display_path(file.parent_path())) / file.filename()).string());
}

// A symbolic link that leads out of the game folder, or to no file, is reported; true otherwise.
bool confined(const fs::path& game_dir, const fs::path& file, const char* what,
              Diagnostics& diagnostics) {
    SourcePos at = at_file(file);
    if (!inside_real_path(game_dir, file)) {
        diagnostics.error(at,
                          std::string(what) + " file leads out of " + load::display_path(game_dir) +
                              " through a symbolic link",
                          "keep the file itself in the game's folder");
        return false;
    }
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) {
        diagnostics.error(at, std::string(what) + " file is a symbolic link to no file");
        return false;
    }
    return true;
}

void add_icon(const fs::path& game_dir, const fs::path& file, GameAssets& assets,
              Diagnostics& diagnostics) {
    std::string extension = lower_extension(file);
    SourcePos at = at_file(file);
    if (extension == ".jpg" || extension == ".jpeg") {
        diagnostics.error(at, "an icon is an SVG or a PNG file, not a JPEG",
                          "an image layer can show a JPEG picture");
        return;
    }
    if (extension != ".svg" && extension != ".png") return;
    if (!confined(game_dir, file, "the icon", diagnostics)) return;
    std::string name = file.stem().string();
    if (!is_icon_name(name)) {
        diagnostics.error(at, in_quotes(name) + " cannot be an icon's name",
                          "the file's name is the icon's, as in :mana: for icons/mana.svg: a "
                          "letter, then letters, digits, '-' or '_' (32 at most)");
        return;
    }
    auto header = check_image(file);
    if (const auto* reason = std::get_if<std::string>(&header)) {
        diagnostics.error(at, "icon '" + name + "': " + *reason);
        return;
    }
    if (parse_icon(name)) {
        diagnostics.error(at, "icon '" + name + "' is a built-in icon's name",
                          "name the file otherwise, e.g. icons/my-" + name + extension);
        return;
    }
    if (!assets.icons.add({name, file})) {
        diagnostics.error(at,
                          "icon '" + name + "' is given twice: " +
                              load::display_path(assets.icons.own().at(name)->file) + " and " +
                              load::display_path(file),
                          "keep one of them");
    }
}

void add_font(const fs::path& game_dir, const fs::path& file, GameAssets& assets,
              Diagnostics& diagnostics) {
    std::string extension = lower_extension(file);
    if (extension != ".ttf" && extension != ".otf") return;
    if (!confined(game_dir, file, "the font", diagnostics)) return;
    SourcePos at = at_file(file);
    std::error_code ec;
    std::uintmax_t bytes = fs::file_size(file, ec);
    if (!ec && bytes > k_max_font_bytes) {
        diagnostics.error(at, "the font file is too large: " + std::to_string(bytes >> 20) +
                                  " MB, the most is " + std::to_string(k_max_font_bytes >> 20) +
                                  " MB");
        return;
    }
    std::string tag(4, '\0');
    std::ifstream in(file, std::ios::binary);
    in.read(tag.data(), 4);
    if (!in || (tag != std::string("\0\1\0\0", 4) && tag != "true" && tag != "OTTO")) {
        diagnostics.error(at, "not a TrueType or OpenType font");
        return;
    }
    assets.fonts.push_back(file);
}

}  // namespace

GameAssets load_game_assets(const fs::path& game_dir, Diagnostics& diagnostics) {
    GameAssets assets;
    for (const auto& file : files_in(game_dir / "icons", false))
        add_icon(game_dir, file, assets, diagnostics);
    for (const auto& file : files_in(game_dir / "fonts", true))
        add_font(game_dir, file, assets, diagnostics);
    return assets;
}

}  // namespace pnpkit::layout
