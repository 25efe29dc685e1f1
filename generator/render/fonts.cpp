#include "render/fonts.hpp"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>

#include "core/error.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;

namespace {

int application_fonts(FcConfig* config) {
    FcFontSet* set = FcConfigGetFonts(config, FcSetApplication);
    return set ? set->nfont : 0;
}

}  // namespace

FontLibrary::FontLibrary(const fs::path& dir) : m_dir(dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        throw OutsideError("font directory '" + dir.string() + "' not found");
    for (const auto& entry : fs::recursive_directory_iterator(dir, ec)) {
        auto ext = entry.path().extension();
        if (ext == ".ttf" || ext == ".otf") m_bundled.push_back(entry.path());
    }
    std::sort(m_bundled.begin(), m_bundled.end());
    build({}, nullptr);
}

FontLibrary::~FontLibrary() {
    if (m_font_map) g_object_unref(m_font_map);
    if (m_config) FcConfigDestroy(m_config);
}

void FontLibrary::use_game_fonts(const std::vector<fs::path>& files, Diagnostics& diagnostics) {
    if (files.empty() && m_game.empty()) return;
    build(files, &diagnostics);
}

void FontLibrary::build(const std::vector<fs::path>& game_files, Diagnostics* diagnostics) {
    FcConfig* config = FcConfigCreate();
    for (const auto& file : m_bundled) {
        if (!FcConfigAppFontAddFile(config, reinterpret_cast<const FcChar8*>(file.c_str()))) {
            FcConfigDestroy(config);
            throw OutsideError("cannot load font '" + file.string() + "'");
        }
    }
    m_game.clear();
    for (const auto& file : game_files) {
        int before = application_fonts(config);
        bool added = FcConfigAppFontAddFile(config, reinterpret_cast<const FcChar8*>(file.c_str()));
        if (!added || application_fonts(config) == before) {
            if (diagnostics) {
                diagnostics->error(SourcePos::start_of(load::display_path(file)),
                                   "no font can be read from this file",
                                   "a font is a TrueType (.ttf) or OpenType (.otf) file");
            }
            continue;
        }
        m_game.push_back(file);
    }
    PangoFontMap* font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!font_map) {
        FcConfigDestroy(config);
        throw OutsideError("cannot create a FreeType font map");
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map), config);
    if (m_font_map) g_object_unref(m_font_map);
    if (m_config) FcConfigDestroy(m_config);
    m_font_map = font_map;
    m_config = config;

    PangoFontFamily** families = nullptr;
    int count = 0;
    pango_font_map_list_families(m_font_map, &families, &count);
    // Pango adds generic aliases ("Sans", "Serif", ...) that stand for some other font: a template
    // naming one would get a silent fallback, so they are not offered.
    static const std::vector<std::string> k_generic{"Cursive", "Emoji", "Fangsong", "Fantasy", "Math",
                                                    "Monospace", "Sans", "Serif", "System-ui"};
    m_families.clear();
    for (int i = 0; i < count; ++i) {
        std::string name = pango_font_family_get_name(families[i]);
        if (std::find(k_generic.begin(), k_generic.end(), name) == k_generic.end()) m_families.push_back(name);
    }
    g_free(families);
    std::sort(m_families.begin(), m_families.end());
    m_families.erase(std::unique(m_families.begin(), m_families.end()), m_families.end());
    if (m_families.empty()) throw OutsideError("no usable font in '" + m_dir.string() + "'");
}

bool FontLibrary::has_family(std::string_view family) const {
    return std::find(m_families.begin(), m_families.end(), family) != m_families.end();
}

}  // namespace pnpkit::render
