#pragma once

#include <memory>
#include <string>
#include <vector>

#include "layout/text_service.hpp"
#include "render/cairo_util.hpp"
#include "render/fonts.hpp"
#include "render/quick_fit.hpp"

namespace pnpkit::render {

// A Pango layout ready to draw, with its logical size in points.
struct PreparedText {
    GPtr<PangoLayout> layout;
    double width_pt = 0;
    double height_pt = 0;
    double size_pt = 0;
};

// The Pango-backed text service: lays text out with the bundled fonts, inline icons as shapes that
// sit on the baseline at the text's size. Units are points (resolution 72), unhinted, so that
// measuring and drawing agree on every surface.
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

private:
    std::variant<std::shared_ptr<PreparedText>, std::string> build(const layout::TextItem& item, double size_pt);

    const FontLibrary& m_fonts;
    GPtr<PangoContext> m_context;
    std::unique_ptr<QuickFit> m_quick;  // made on first use
};

}  // namespace pnpkit::render
