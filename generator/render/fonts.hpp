#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

typedef struct _PangoFontMap PangoFontMap;
typedef struct _FcConfig FcConfig;

namespace pnpkit::render {

// The bundled fonts of fonts/, registered with a fontconfig configuration of their own so that no
// machine font is ever used. Throws OutsideError when the directory holds no usable font.
class FontLibrary {
public:
    explicit FontLibrary(const std::filesystem::path& dir);
    ~FontLibrary();
    FontLibrary(const FontLibrary&) = delete;
    FontLibrary& operator=(const FontLibrary&) = delete;

    PangoFontMap* font_map() const { return m_font_map; }
    const std::vector<std::string>& families() const { return m_families; }
    bool has_family(std::string_view family) const;

private:
    FcConfig* m_config = nullptr;
    PangoFontMap* m_font_map = nullptr;
    std::vector<std::string> m_families;
};

}  // namespace pnpkit::render
