#include "render/output.hpp"

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <optional>

#include "core/error.hpp"
#include "core/source_date.hpp"
#include "layout/markup.hpp"
#include "render/image_encode.hpp"

namespace pnpkit::render {

namespace {

constexpr double k_contact_gap_mm = 3;
constexpr double k_contact_caption_mm = 6;
constexpr int k_contact_max_px = 4096;

void check(cairo_surface_t* surface, const std::string& what) {
    cairo_status_t status = cairo_surface_status(surface);
    if (status != CAIRO_STATUS_SUCCESS) throw OutsideError(what + ": " + cairo_status_to_string(status));
}

cairo_status_t sink_write(void* closure, const unsigned char* data, unsigned int length) {
    auto* sink = static_cast<ByteSink*>(closure);
    try {
        sink->write(std::string_view(reinterpret_cast<const char*>(data), length));
        return CAIRO_STATUS_SUCCESS;
    } catch (...) {
        sink->remember(std::current_exception());
        return CAIRO_STATUS_WRITE_ERROR;
    }
}

// An opaque image surface of that many pixels, painted white.
SurfacePtr white_surface(int width, int height) {
    SurfacePtr surface(
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, std::max(1, width), std::max(1, height)));
    check(surface.get(), "cannot create image");
    CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    return surface;
}

}  // namespace

std::string pdf_creation_date() {
    // 2018-01-12, CoLF DaDA's release: fixed so output is reproducible.
    std::time_t when = source_date_epoch().value_or(1515715200);
    return utc_time(when, "%Y-%m-%dT%H:%M:%SZ");
}

cairo_status_t PdfWriter::write_bytes(void* closure, const unsigned char* data, unsigned int length) {
    return sink_write(closure, data, length);
}

PdfWriter::PdfWriter(ByteSink& sink, const std::string& title) : m_sink(sink) {
    m_surface.reset(cairo_pdf_surface_create_for_stream(&PdfWriter::write_bytes, &m_sink, 595.28, 841.89));
    check(m_surface.get(), "cannot create PDF");
    std::string date = pdf_creation_date();
    cairo_pdf_surface_set_metadata(m_surface.get(), CAIRO_PDF_METADATA_TITLE, title.c_str());
    cairo_pdf_surface_set_metadata(m_surface.get(), CAIRO_PDF_METADATA_CREATOR, "pnpkit " PNPKIT_VERSION);
    cairo_pdf_surface_set_metadata(m_surface.get(), CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
    cairo_pdf_surface_set_metadata(m_surface.get(), CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
}

PdfWriter::~PdfWriter() = default;

void PdfWriter::add_page(const layout::Page& page, Painter& painter) {
    cairo_pdf_surface_set_size(m_surface.get(), page.size.width.to_pt(), page.size.height.to_pt());
    CairoPtr cr(cairo_create(m_surface.get()));
    painter.draw_page(cr.get(), page);
    cairo_show_page(cr.get());
    m_sink.rethrow_if_failed();
    if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS) {
        throw OutsideError(std::string("cannot draw page: ") + cairo_status_to_string(cairo_status(cr.get())));
    }
    ++m_pages;
}

void PdfWriter::finish() {
    if (m_finished) return;
    m_finished = true;
    cairo_surface_finish(m_surface.get());
    m_sink.rethrow_if_failed();
    check(m_surface.get(), "cannot write PDF");
}

PixelSize write_png(ByteSink& sink, const layout::Drawing& drawing, double dpi, bool with_bleed,
                    Painter& painter) {
    Rect box = with_bleed ? drawing.bleed_box()
                          : Rect{Length(), Length(), drawing.size.width, drawing.size.height};
    int width = std::max(1, static_cast<int>(std::lround(box.width.to_px(dpi))));
    int height = std::max(1, static_cast<int>(std::lround(box.height.to_px(dpi))));
    SurfacePtr surface = white_surface(width, height);
    CairoPtr cr(cairo_create(surface.get()));
    // The box fills the whole pixel grid, so that no edge row or column is only partly drawn.
    cairo_scale(cr.get(), width / box.width.to_pt(), height / box.height.to_pt());
    cairo_translate(cr.get(), -box.x.to_pt(), -box.y.to_pt());
    painter.draw_drawing(cr.get(), drawing);
    cr.reset();
    encode_image(sink, surface.get(), {ImageEncoding::png, dpi});
    return {width, height};
}

SheetGrid plan_tts_sheet(int cards, Size card, double dpi) {
    int n = std::clamp(cards, 1, k_tts_max_columns * k_tts_max_rows);
    std::optional<SheetGrid> best;
    double best_side = 0;
    for (int columns = 1; columns <= k_tts_max_columns; ++columns) {
        int rows = (n + columns - 1) / columns;
        if (rows > k_tts_max_rows) continue;
        SheetGrid plan;
        plan.columns = columns;
        plan.rows = rows;
        double w = card.width.to_px(dpi) * columns;
        double h = card.height.to_px(dpi) * rows;
        plan.scale = std::min({1.0, k_tts_max_px / w, k_tts_max_px / h});
        plan.width_px = std::min(k_tts_max_px, static_cast<int>(std::floor(w * plan.scale)));
        plan.height_px = std::min(k_tts_max_px, static_cast<int>(std::floor(h * plan.scale)));
        double side = std::max(w, h);
        // The largest cards first; then the fewest empty slots; then the squarest sheet.
        bool better = !best || plan.scale > best->scale + 1e-9 ||
                      (plan.scale > best->scale - 1e-9 &&
                       (columns * rows < best->columns * best->rows ||
                        (columns * rows == best->columns * best->rows && side < best_side)));
        if (better) {
            best = plan;
            best_side = side;
        }
    }
    return *best;  // columns = k_tts_max_columns always fits: n <= columns x rows
}

void write_blank_image(ByteSink& sink, Size card, double dpi, ImageEncoding encoding) {
    int width = static_cast<int>(std::lround(card.width.to_px(dpi)));
    int height = static_cast<int>(std::lround(card.height.to_px(dpi)));
    SurfacePtr surface = white_surface(width, height);
    encode_image(sink, surface.get(), {encoding, dpi, k_jpeg_quality});
}

void write_tts_sheet(ByteSink& sink, std::span<const std::shared_ptr<const layout::Drawing>> cards,
                     const SheetGrid& plan, double dpi, Painter& painter, ImageEncoding encoding) {
    SurfacePtr surface = white_surface(plan.width_px, plan.height_px);
    CairoPtr cr(cairo_create(surface.get()));
    double scale = dpi / 72.0 * plan.scale;
    cairo_scale(cr.get(), scale, scale);
    for (std::size_t i = 0; i < cards.size() && i < static_cast<std::size_t>(plan.columns * plan.rows); ++i) {
        const auto& d = *cards[i];
        int column = static_cast<int>(i) % plan.columns;
        int row = static_cast<int>(i) / plan.columns;
        cairo_save(cr.get());
        cairo_translate(cr.get(), column * d.size.width.to_pt(), row * d.size.height.to_pt());
        cairo_rectangle(cr.get(), 0, 0, d.size.width.to_pt(), d.size.height.to_pt());
        cairo_clip(cr.get());
        painter.draw_drawing(cr.get(), d);
        cairo_restore(cr.get());
    }
    cr.reset();
    encode_image(sink, surface.get(), {encoding, dpi * plan.scale, k_jpeg_quality});
}

}  // namespace pnpkit::render

namespace pnpkit::render {

SheetGrid plan_contact_sheet(int cards, Size card) {
    SheetGrid plan;
    double ratio = card.height.to_mm() / card.width.to_mm();
    plan.columns =
        std::clamp(static_cast<int>(std::ceil(std::sqrt(cards * ratio))), 1, std::max(1, cards));
    plan.rows = std::max(1, (cards + plan.columns - 1) / plan.columns);
    double width_mm = plan.columns * (card.width.to_mm() + k_contact_gap_mm) + k_contact_gap_mm;
    double height_mm = plan.rows * (card.height.to_mm() + k_contact_caption_mm + k_contact_gap_mm) +
                       k_contact_gap_mm;
    double widest = std::max(width_mm, height_mm) / 25.4;  // inches
    plan.scale = std::min(1.0, k_contact_max_px / (widest * k_contact_dpi));
    double dpi = k_contact_dpi * plan.scale;
    plan.width_px = std::min(k_contact_max_px, static_cast<int>(std::floor(width_mm / 25.4 * dpi)));
    plan.height_px =
        std::min(k_contact_max_px, static_cast<int>(std::floor(height_mm / 25.4 * dpi)));
    return plan;
}

void write_contact_sheet(ByteSink& sink, const SheetGrid& plan, Size card,
                         const std::function<std::shared_ptr<const layout::Drawing>(int)>& card_at,
                         const std::function<std::string(int)>& caption, Painter& painter) {
    using namespace layout;
    SurfacePtr surface = white_surface(plan.width_px, plan.height_px);
    CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 0.88, 0.88, 0.86);
    cairo_paint(cr.get());
    double scale = k_contact_dpi * plan.scale / 72.0;
    cairo_scale(cr.get(), scale, scale);
    Length gap = Length::mm(k_contact_gap_mm);
    Length caption_height = Length::mm(k_contact_caption_mm);
    for (int i = 0; i < plan.columns * plan.rows; ++i) {
        auto drawing = card_at(i);
        if (!drawing) break;
        Length x = gap + (card.width + gap) * (i % plan.columns);
        Length y = gap + (card.height + caption_height + gap) * (i / plan.columns);
        cairo_save(cr.get());
        cairo_translate(cr.get(), x.to_pt(), y.to_pt());
        cairo_save(cr.get());
        cairo_rectangle(cr.get(), 0, 0, card.width.to_pt(), card.height.to_pt());
        cairo_clip(cr.get());
        painter.draw_drawing(cr.get(), *drawing);
        cairo_restore(cr.get());
        Drawing label;
        label.size = card;
        TextItem text;
        text.box = {Length(), card.height, card.width, caption_height};
        text.markup = escape_markup(caption(i));
        text.style.font = "Linux Biolinum O";
        text.style.size_pt = text.size_pt = 11;
        text.style.colour = Colour::rgb(0x33, 0x33, 0x33);
        text.style.align = HAlign::center;
        text.style.valign = VAlign::middle;
        text.style.wrap = false;
        label.items.push_back(std::move(text));
        painter.draw_drawing(cr.get(), label);
        cairo_restore(cr.get());
    }
    cr.reset();
    encode_image(sink, surface.get(), {ImageEncoding::png, k_contact_dpi * plan.scale});
}

}  // namespace pnpkit::render
