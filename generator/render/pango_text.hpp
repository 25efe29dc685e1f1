#pragma once

#include <memory>
#include <string>
#include <vector>

#include "layout/icon_set.hpp"
#include "layout/text_service.hpp"
#include "render/cairo_util.hpp"
#include "render/fonts.hpp"
#include "render/image_store.hpp"
#include "render/quick_fit.hpp"

namespace pnpkit::render {

// A Pango layout ready to draw, with its logical size in points.
struct PreparedText {
    GPtr<PangoLayout> layout;
    double width_pt = 0;
    double height_pt = 0;
    double size_pt = 0;
    std::vector<std::string> unknown_fonts;  // families the markup names that no font has
};

// The Pango-backed text service: lays text out with the fonts of a FontLibrary (the bundled ones,
// and a designer's game's own), inline icons as shapes that sit on the baseline at the text's size
// (the built-in icons, and a game's own drawn from an image store). Units are points (resolution
// 72), unhinted, so that measuring and drawing agree on every surface.
class PangoTextService : public layout::TextService {
public:
    explicit PangoTextService(const FontLibrary& fonts);
    ~PangoTextService() override;

    std::variant<layout::TextExtents, std::string> measure(const layout::TextItem& item, double size_pt) override;
    bool surely_fits(const layout::TextItem& item, double size_pt) override;
    bool has_font(const std::string& family) const override { return m_fonts.has_family(family); }
    std::vector<std::string> font_families() const override { return m_fonts.families(); }

    // The item's prepared layout when it has one at its size, else a new one (or null if malformed).
    std::shared_ptr<const PreparedText> prepared(const layout::TextItem& item);

    // The icons text may show from now on, a game's own drawn from `images` (which must outlive
    // every layout made since).
    void use_icons(layout::IconSet icons, ImageStore* images);
    // Draws an inline icon in its box, `ink` its colour.
    void draw_inline_icon(cairo_t* cr, const layout::IconSpec& icon, double x, double y,
                          double width, double height, const Colour& ink);

private:
    std::variant<std::shared_ptr<PreparedText>, std::string> build(const layout::TextItem& item, double size_pt);
    // A context on the font library's current font map (a new one when the game's fonts changed).
    PangoContext* context();
    // Width over height of an icon as text shows it.
    double aspect(const layout::IconSpec& icon);

    const FontLibrary& m_fonts;
    GPtr<PangoContext> m_context;
    PangoFontMap* m_context_map = nullptr;
    layout::IconSet m_icons;
    ImageStore* m_images = nullptr;
    std::unique_ptr<QuickFit> m_quick;  // made on first use
};

}  // namespace pnpkit::render
