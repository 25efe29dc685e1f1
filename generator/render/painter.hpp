#pragma once

#include <cairo.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "layout/page.hpp"
#include "render/cairo_util.hpp"
#include "render/image_store.hpp"
#include "render/ink_saver.hpp"
#include "render/pango_text.hpp"

namespace pnpkit::render {

// Which items a painter draws: all of them, or (for measuring the ink of each, tests/render/
// ink_measure_test.cpp) only the text, or everything but the text. Placed drawings are always
// entered, their items chosen the same way.
enum class Layers { all, text, no_text };

// Draws pages and drawings onto a Cairo context (points as user units). A drawing marked for reuse
// (a card back on many cards) is recorded once and painted from the recording each time, so a PDF
// holds it once. Pictures (image layers, a designer's icons) come from `images`, or from a store
// of its own when none is given. Throws OutsideError when an image cannot be read.
class Painter {
public:
    explicit Painter(PangoTextService& text, ImageStore* images = nullptr)
        : m_text(text),
          m_own_images(images ? nullptr : std::make_unique<ImageStore>()),
          m_images(images ? *images : *m_own_images) {}

    void draw_page(cairo_t* cr, const layout::Page& page);
    // Draws a drawing with its trim top-left at the current origin.
    void draw_drawing(cairo_t* cr, const layout::Drawing& drawing);

    // Forgets recordings of reused drawings (between documents).
    void clear() { m_recordings.clear(); }

    // Draws from now on in full colour or with the ink saver (render/ink_saver.hpp); recordings
    // made in the other mode are forgotten.
    void set_ink(Ink ink) {
        if (ink != m_ink) clear();
        m_ink = ink;
    }
    Ink ink() const { return m_ink; }

    // Draws from now on only the items `layers` names (a measure, never a user's choice);
    // recordings made with other layers are forgotten.
    void set_layers(Layers layers) {
        if (layers != m_layers) clear();
        m_layers = layers;
    }

    // Decodes an image (keeping it for drawing); the reason in words when it cannot be drawn.
    std::optional<std::string> image_problem(const std::filesystem::path& path);

private:
    void draw_item(cairo_t* cr, const layout::Item& item);
    void draw_item_as_is(cairo_t* cr, const layout::Item& item);
    void draw_placed(cairo_t* cr, const layout::PlacedItem& placed);
    void draw_text(cairo_t* cr, const layout::TextItem& text);
    void draw_image(cairo_t* cr, const layout::ImageItem& image);
    void draw_own_icon(cairo_t* cr, const layout::IconItem& icon);
    std::shared_ptr<Image> image(const std::filesystem::path& path);

    PangoTextService& m_text;
    // Recorded drawings, keyed by the drawing they were made from (kept alive here).
    std::map<const layout::Drawing*, std::pair<std::shared_ptr<const layout::Drawing>, SurfacePtr>>
        m_recordings;
    std::unique_ptr<ImageStore> m_own_images;
    ImageStore& m_images;
    Ink m_ink = Ink::full;
    Layers m_layers = Layers::all;
    const layout::Drawing* m_within = nullptr;  // the drawing being drawn, for the ink saver
};

}  // namespace pnpkit::render
