#include "render/fonts.hpp"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>

#include "core/error.hpp"

namespace pnpkit::render {

namespace fs = std::filesystem;

FontLibrary::FontLibrary(const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw OutsideError("font directory '" + dir.string() + "' not found");
    m_config = FcConfigCreate();
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(dir, ec)) {
        auto ext = entry.path().extension();
        if (ext == ".ttf" || ext == ".otf") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        if (!FcConfigAppFontAddFile(m_config, reinterpret_cast<const FcChar8*>(file.c_str()))) {
            throw OutsideError("cannot load font '" + file.string() + "'");
        }
    }
    m_font_map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!m_font_map) throw OutsideError("cannot create a FreeType font map");
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(m_font_map), m_config);

    PangoFontFamily** families = nullptr;
    int count = 0;
    pango_font_map_list_families(m_font_map, &families, &count);
    // Pango adds generic aliases ("Sans", "Serif", ...) that stand for some other font: a template
    // naming one would get a silent fallback, so they are not offered.
    static const std::vector<std::string> k_generic{"Cursive", "Emoji", "Fangsong", "Fantasy", "Math",
                                                    "Monospace", "Sans", "Serif", "System-ui"};
    for (int i = 0; i < count; ++i) {
        std::string name = pango_font_family_get_name(families[i]);
        if (std::find(k_generic.begin(), k_generic.end(), name) == k_generic.end()) m_families.push_back(name);
    }
    g_free(families);
    std::sort(m_families.begin(), m_families.end());
    m_families.erase(std::unique(m_families.begin(), m_families.end()), m_families.end());
    if (m_families.empty()) throw OutsideError("no usable font in '" + dir.string() + "'");
}

FontLibrary::~FontLibrary() {
    if (m_font_map) g_object_unref(m_font_map);
    if (m_config) FcConfigDestroy(m_config);
}

bool FontLibrary::has_family(std::string_view family) const {
    return std::find(m_families.begin(), m_families.end(), family) != m_families.end();
}

}  // namespace pnpkit::render
