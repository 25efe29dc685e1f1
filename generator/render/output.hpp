#pragma once

#include <cairo.h>

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "layout/page.hpp"
#include "render/cairo_util.hpp"
#include "render/painter.hpp"

namespace pnpkit::render {

// Where rendered bytes go (a file written atomically, or memory in tests).
class ByteSink {
public:
    virtual ~ByteSink() = default;
    virtual void write(std::string_view bytes) = 0;
};

class StringSink : public ByteSink {
public:
    void write(std::string_view bytes) override { m_bytes.append(bytes); }
    const std::string& bytes() const { return m_bytes; }

private:
    std::string m_bytes;
};

// The creation date written into PDFs: SOURCE_DATE_EPOCH when set (reproducible builds), else a
// fixed date, so that the same inputs always give the same bytes. ISO 8601, e.g. "2018-01-12T00:00:00Z".
std::string pdf_creation_date();

// A PDF document drawn page by page straight to a sink: vector text, fonts embedded and subset.
class PdfWriter {
public:
    PdfWriter(ByteSink& sink, const std::string& title);
    ~PdfWriter();
    PdfWriter(const PdfWriter&) = delete;
    PdfWriter& operator=(const PdfWriter&) = delete;

    void add_page(const layout::Page& page, Painter& painter);
    // Completes the document; throws OutsideError when Cairo reports a failure.
    void finish();
    int pages() const { return m_pages; }

private:
    static cairo_status_t write_bytes(void* closure, const unsigned char* data, unsigned int length);

    ByteSink& m_sink;
    SurfacePtr m_surface;
    int m_pages = 0;
    bool m_finished = false;
};

// One drawing as a PNG at `dpi`, with its bleed or cut at the trim box (rounded corners cut away).
void write_png(ByteSink& sink, const layout::Drawing& drawing, double dpi, bool with_bleed, Painter& painter);

// A Tabletop Simulator deck sheet: up to 10 × 7 card faces (trim boxes) in a grid, never above
// 4096 pixels a side. Returns the scale applied (1 when none was needed).
struct TtsSheet {
    int columns = 0;
    int rows = 0;
    int width_px = 0;
    int height_px = 0;
    double scale = 1;
};
inline constexpr int k_tts_max_columns = 10;
inline constexpr int k_tts_max_rows = 7;
inline constexpr int k_tts_max_px = 4096;
TtsSheet plan_tts_sheet(int cards, Size card, double dpi);
void write_tts_sheet(ByteSink& sink, std::span<const std::shared_ptr<const layout::Drawing>> cards,
                     const TtsSheet& plan, double dpi, Painter& painter);

}  // namespace pnpkit::render
