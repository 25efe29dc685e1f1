#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

typedef struct _PangoFontMap PangoFontMap;
typedef struct _FcConfig FcConfig;

namespace pnpkit::render {

// The bundled fonts of fonts/, and a designer's game's own, registered with a fontconfig
// configuration of their own so that no machine font is ever used. Throws OutsideError when the
// directory holds no usable font.
class FontLibrary {
public:
    explicit FontLibrary(const std::filesystem::path& dir);
    ~FontLibrary();
    FontLibrary(const FontLibrary&) = delete;
    FontLibrary& operator=(const FontLibrary&) = delete;

    // Registers a designer's game's font files (TrueType, OpenType) beside the bundled fonts,
    // in place of the previous game's: a new font map (text services make new contexts on it).
    // A file fontconfig finds no font in is reported at the file and left out.
    void use_game_fonts(const std::vector<std::filesystem::path>& files, Diagnostics& diagnostics);

    PangoFontMap* font_map() const { return m_font_map; }
    const std::vector<std::string>& families() const { return m_families; }
    bool has_family(std::string_view family) const;

private:
    void build(const std::vector<std::filesystem::path>& game_files, Diagnostics* diagnostics);

    std::filesystem::path m_dir;
    std::vector<std::filesystem::path> m_bundled;
    std::vector<std::filesystem::path> m_game;
    FcConfig* m_config = nullptr;
    PangoFontMap* m_font_map = nullptr;
    std::vector<std::string> m_families;
};

}  // namespace pnpkit::render
