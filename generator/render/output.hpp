#pragma once

#include <cairo.h>

#include <exception>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/atomic_file.hpp"
#include "layout/page.hpp"
#include "render/cairo_util.hpp"
#include "render/painter.hpp"

namespace pnpkit::render {

// Where rendered bytes go (a file written atomically, or memory in tests).
class ByteSink {
public:
    virtual ~ByteSink() = default;
    virtual void write(std::string_view bytes) = 0;

    // Keeps the error of a write that Cairo's callback had to swallow, so that the writer can
    // throw it, with its file name and reason, once Cairo returns.
    void remember(std::exception_ptr error) {
        if (!m_error) m_error = std::move(error);
    }
    // Throws the first remembered error, if any.
    void rethrow_if_failed() const {
        if (m_error) std::rethrow_exception(m_error);
    }

private:
    std::exception_ptr m_error;
};

// Bytes into a file being written atomically.
class FileSink : public ByteSink {
public:
    explicit FileSink(AtomicFile& file) : m_file(file) {}
    void write(std::string_view bytes) override { m_file.write(bytes); }

private:
    AtomicFile& m_file;
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

// One drawing as an opaque PNG at `dpi` (tagged with it), with its bleed or cut square at the
// trim box; the box fills the whole pixel grid (stretched by under half a pixel), so every edge
// pixel is drawn. Returns its size in pixels.
struct PixelSize {
    int width = 0;
    int height = 0;
};
PixelSize write_png(ByteSink& sink, const layout::Drawing& drawing, double dpi, bool with_bleed,
                    Painter& painter);

// Card images in a grid in one picture: its columns and rows, its size in pixels, and the scale
// applied to keep it within 4096 pixels a side (1 when none was needed).
struct SheetGrid {
    int columns = 0;
    int rows = 0;
    int width_px = 0;
    int height_px = 0;
    double scale = 1;
};

// A Tabletop Simulator deck sheet: up to 10 × 7 card faces (trim boxes) in a grid, never above
// 4096 pixels a side. Of the grids that hold the cards, the one that keeps them largest, then the
// one with the fewest empty slots, then the squarest (8 cards: 4 × 2, not 8 × 1).
inline constexpr int k_tts_max_columns = 10;
inline constexpr int k_tts_max_rows = 7;
inline constexpr int k_tts_max_px = 4096;
SheetGrid plan_tts_sheet(int cards, Size card, double dpi);
// A blank white card face of that size, as a PNG or JPEG: the back of a deck that prints none.
enum class ImageEncoding;
void write_blank_image(ByteSink& sink, Size card, double dpi, ImageEncoding encoding);
// The sheet on white, as a PNG or JPEG (quality k_jpeg_quality).
void write_tts_sheet(ByteSink& sink, std::span<const std::shared_ptr<const layout::Drawing>> cards,
                     const SheetGrid& plan, double dpi, Painter& painter, ImageEncoding encoding);

}  // namespace pnpkit::render

namespace pnpkit::render {

// A contact sheet: every card of a deck once, in a grid about as wide as it is tall, each with a
// caption under it, at 60 dpi (times the grid's scale, when it would pass 4096 pixels a side).
inline constexpr double k_contact_dpi = 60;
SheetGrid plan_contact_sheet(int cards, Size card);

// Draws the contact sheet card by card (`card_at(i)` is asked for each in turn, so the deck is
// never held whole), each captioned with `caption(i)` (its id, and "×N" when printed N times).
void write_contact_sheet(ByteSink& sink, const SheetGrid& plan, Size card,
                         const std::function<std::shared_ptr<const layout::Drawing>(int)>& card_at,
                         const std::function<std::string(int)>& caption, Painter& painter);

// A showcase: cards fanned as a hand about a point below them, each turned by its angle (radians)
// about its centre (points, from the pivot); the picture's size and the scale from points to
// pixels (the --dpi, less when the picture would pass 4096 pixels a side).
inline constexpr int k_showcase_default_cards = 5;
inline constexpr double k_showcase_max_px = 4096;
struct Point2 {
    double x = 0;
    double y = 0;
};
struct ShowcaseFan {
    struct Placed {
        Point2 centre;
        double angle = 0;
    };
    std::vector<Placed> cards;
    double radius = 0;
    Point2 origin;  // where the pivot is in the picture, in points
    double scale = 1;
    int width_px = 0;
    int height_px = 0;
};
ShowcaseFan plan_showcase(int cards, Size card, double dpi);
// Draws the fan on a transparent background, leftmost card first, each with a soft shadow, as a
// PNG tagged with `dpi`.
void write_showcase(ByteSink& sink, const ShowcaseFan& fan, Size card,
                    std::span<const std::shared_ptr<const layout::Drawing>> cards, double dpi,
                    Painter& painter);

}  // namespace pnpkit::render
