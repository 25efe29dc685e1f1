#include "render/output.hpp"

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>

#include "core/error.hpp"

namespace pnpkit::render {

namespace {

void check(cairo_surface_t* surface, const std::string& what) {
    cairo_status_t status = cairo_surface_status(surface);
    if (status != CAIRO_STATUS_SUCCESS) throw OutsideError(what + ": " + cairo_status_to_string(status));
}

cairo_status_t sink_write(void* closure, const unsigned char* data, unsigned int length) {
    try {
        static_cast<ByteSink*>(closure)->write(std::string_view(reinterpret_cast<const char*>(data), length));
        return CAIRO_STATUS_SUCCESS;
    } catch (...) {
        return CAIRO_STATUS_WRITE_ERROR;
    }
}

}  // namespace

std::string pdf_creation_date() {
    std::time_t when = 1515715200;  // 2018-01-12, CoLF DaDA's release: fixed so output is reproducible
    if (const char* epoch = std::getenv("SOURCE_DATE_EPOCH")) {
        char* end = nullptr;
        long long value = std::strtoll(epoch, &end, 10);
        if (end != epoch && *end == '\0' && value >= 0) when = static_cast<std::time_t>(value);
    }
    std::tm utc{};
    gmtime_r(&when, &utc);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return buf;
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
    if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS) {
        throw OutsideError(std::string("cannot draw page: ") + cairo_status_to_string(cairo_status(cr.get())));
    }
    ++m_pages;
}

void PdfWriter::finish() {
    if (m_finished) return;
    m_finished = true;
    cairo_surface_finish(m_surface.get());
    check(m_surface.get(), "cannot write PDF");
}

void write_png(ByteSink& sink, const layout::Drawing& drawing, double dpi, bool with_bleed, Painter& painter) {
    Rect box = with_bleed ? drawing.bleed_box()
                                  : Rect{Length(), Length(), drawing.size.width, drawing.size.height};
    int width = static_cast<int>(std::lround(box.width.to_px(dpi)));
    int height = static_cast<int>(std::lround(box.height.to_px(dpi)));
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height));
    check(surface.get(), "cannot create image");
    CairoPtr cr(cairo_create(surface.get()));
    double scale = dpi / 72.0;
    cairo_scale(cr.get(), scale, scale);
    cairo_translate(cr.get(), -box.x.to_pt(), -box.y.to_pt());
    if (!with_bleed && drawing.corner_radius > Length()) {
        rounded_rectangle(cr.get(), 0, 0, drawing.size.width.to_pt(), drawing.size.height.to_pt(),
                          drawing.corner_radius.to_pt());
        cairo_clip(cr.get());
    }
    painter.draw_drawing(cr.get(), drawing);
    cr.reset();
    cairo_surface_flush(surface.get());
    if (cairo_surface_write_to_png_stream(surface.get(), sink_write, &sink) != CAIRO_STATUS_SUCCESS) {
        throw OutsideError("cannot write PNG");
    }
}

TtsSheet plan_tts_sheet(int cards, Size card, double dpi) {
    TtsSheet plan;
    plan.columns = std::min(cards, k_tts_max_columns);
    plan.rows = std::min((cards + plan.columns - 1) / plan.columns, k_tts_max_rows);
    double w = card.width.to_px(dpi) * plan.columns;
    double h = card.height.to_px(dpi) * plan.rows;
    plan.scale = std::min({1.0, k_tts_max_px / w, k_tts_max_px / h});
    plan.width_px = std::min(k_tts_max_px, static_cast<int>(std::floor(w * plan.scale)));
    plan.height_px = std::min(k_tts_max_px, static_cast<int>(std::floor(h * plan.scale)));
    return plan;
}

void write_tts_sheet(ByteSink& sink, std::span<const std::shared_ptr<const layout::Drawing>> cards,
                     const TtsSheet& plan, double dpi, Painter& painter) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, plan.width_px, plan.height_px));
    check(surface.get(), "cannot create image");
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
    cairo_surface_flush(surface.get());
    if (cairo_surface_write_to_png_stream(surface.get(), sink_write, &sink) != CAIRO_STATUS_SUCCESS) {
        throw OutsideError("cannot write PNG");
    }
}

}  // namespace pnpkit::render
