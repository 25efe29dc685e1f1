#pragma once

#include <cairo.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "layout/page.hpp"
#include "render/cairo_util.hpp"
#include "render/pango_text.hpp"

namespace pnpkit::render {

// Draws pages and drawings onto a Cairo context (points as user units). A drawing marked for reuse
// (a card back on many cards) is recorded once and painted from the recording each time, so a PDF
// holds it once. Throws OutsideError when an image cannot be read.
class Painter {
public:
    explicit Painter(PangoTextService& text) : m_text(text) {}

    void draw_page(cairo_t* cr, const layout::Page& page);
    // Draws a drawing with its trim top-left at the current origin.
    void draw_drawing(cairo_t* cr, const layout::Drawing& drawing);

    // Forgets recordings of reused drawings (between documents).
    void clear() { m_recordings.clear(); }

    // Decodes an image (keeping it for drawing); the reason in words when it cannot be drawn.
    std::optional<std::string> image_problem(const std::filesystem::path& path);

private:
    void draw_item(cairo_t* cr, const layout::Item& item);
    void draw_placed(cairo_t* cr, const layout::PlacedItem& placed);
    void draw_text(cairo_t* cr, const layout::TextItem& text);
    void draw_image(cairo_t* cr, const layout::ImageItem& image);
    cairo_surface_t* image(const std::filesystem::path& path);
    // The decoded image, or the reason it cannot be decoded.
    std::variant<cairo_surface_t*, std::string> load_image(const std::filesystem::path& path);

    PangoTextService& m_text;
    // Recorded drawings, keyed by the drawing they were made from (kept alive here).
    std::map<const layout::Drawing*, std::pair<std::shared_ptr<const layout::Drawing>, SurfacePtr>> m_recordings;
    // Decoded images by path, dropped all together once they hold more than k_image_budget bytes,
    // so that a deck with art on every card does not keep every picture in memory.
    static constexpr std::size_t k_image_budget = 64u << 20;
    std::map<std::string, SurfacePtr> m_images;
    std::size_t m_image_bytes = 0;
};

}  // namespace pnpkit::render
