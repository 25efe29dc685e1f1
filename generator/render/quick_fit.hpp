#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>

#include "layout/icon_set.hpp"
#include "layout/page.hpp"

typedef struct _PangoContext PangoContext;

namespace pnpkit::render {

// A quick, safe answer to "does this text surely fit its box?" for checks that draw nothing
// (`pnpkit validate` binds every card of a 50,000-card deck). One line of text (plain, with <b>,
// <i>, <u>, <s>, entities and icon short codes) is no wider than the sum of its characters' widest
// advances over the font's four styles, and no taller than the font's line; both bounds, with a
// margin, within the box mean it fits, whatever Pango makes of it. Anything else (markup that
// changes sizes or fonts, line breaks, characters the font lacks, text wider than the box) is left
// for Pango to measure. Advances are measured once per character, font family and features.
class QuickFit {
public:
    // `icons`: the short codes that are icons (kept by the caller while this lives).
    QuickFit(PangoContext* context, const layout::IconSet& icons)
        : m_context(context), m_icons(icons) {}

    // True only when the item's text surely fits its box at `size_pt`.
    bool surely_fits(const layout::TextItem& item, double size_pt);

private:
    struct Face {
        double ascent = 0;  // per point of size, the largest of the four styles
        double descent = 0;
        std::unordered_map<char32_t, float>
            advance;  // per point, widest style; < 0: not in the font
    };
    Face& face(const layout::TextStyle& style);
    float advance(Face& face, const layout::TextStyle& style, char32_t c);

    PangoContext* m_context;
    const layout::IconSet& m_icons;
    std::map<std::string, Face> m_faces;  // by family and features
};

}  // namespace pnpkit::render
