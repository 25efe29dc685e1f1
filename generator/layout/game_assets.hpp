#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/icon_set.hpp"

namespace pnpkit::layout {

// The largest font file a game may bring.
inline constexpr std::uintmax_t k_max_font_bytes = 64u << 20;

// A designer's own icons and fonts, from the game's folder.
struct GameAssets {
    IconSet icons;                             // built-in, and icons/*.svg and icons/*.png
    std::vector<std::filesystem::path> fonts;  // fonts/**/*.ttf and *.otf, sorted
};

// Lists and checks a game folder's icons/ and fonts/ without decoding them: each file inside the
// folder (symbolic links included), an icon named as `:name:` codes are written and not a built-in
// icon's name, its header of its kind (SVG or PNG; TrueType or OpenType). Problems are reported at
// the file; a file with a problem is left out. Other files (a licence, a README) are ignored.
GameAssets load_game_assets(const std::filesystem::path& game_dir, Diagnostics& diagnostics);

}  // namespace pnpkit::layout
