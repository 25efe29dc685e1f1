#include "render/image.hpp"

#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace pnpkit::render {

namespace {

std::uint32_t key_of(const Colour& c) {
    return std::uint32_t{c.r} << 24 | std::uint32_t{c.g} << 16 | std::uint32_t{c.b} << 8 | c.a;
}

// The transformation that shows stored pixels (w x h) upright, as EXIF orientation `o` asks.
cairo_matrix_t upright(int o, double w, double h) {
    cairo_matrix_t m;
    switch (o) {
        case 2:
            cairo_matrix_init(&m, -1, 0, 0, 1, w, 0);
            break;
        case 3:
            cairo_matrix_init(&m, -1, 0, 0, -1, w, h);
            break;
        case 4:
            cairo_matrix_init(&m, 1, 0, 0, -1, 0, h);
            break;
        case 5:
            cairo_matrix_init(&m, 0, 1, 1, 0, 0, 0);
            break;
        case 6:
            cairo_matrix_init(&m, 0, 1, -1, 0, h, 0);
            break;
        case 7:
            cairo_matrix_init(&m, 0, -1, -1, 0, h, w);
            break;
        case 8:
            cairo_matrix_init(&m, 0, -1, 1, 0, 0, w);
            break;
        default:
            cairo_matrix_init_identity(&m);
            break;
    }
    return m;
}

// True when the context draws pixels (PNG, Tabletop Simulator), not vectors (PDF, a recording).
bool raster_target(cairo_t* cr) {
    return cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
}

std::string gerror_text(GError* error) {
    std::string text = error && error->message ? error->message : "unknown error";
    if (error) g_error_free(error);
    return text;
}

}  // namespace

Image::~Image() {
    if (svg) g_object_unref(svg);
}

void Image::paint(cairo_t* cr, double x, double y, double w, double h, layout::ImageFit fit,
                  const std::optional<Colour>& colour) {
    double sx = w / width, sy = h / height;
    if (fit == layout::ImageFit::contain) sx = sy = std::min(sx, sy);
    if (fit == layout::ImageFit::cover) sx = sy = std::max(sx, sy);
    cairo_save(cr);
    cairo_rectangle(cr, x, y, w, h);
    cairo_clip(cr);
    cairo_translate(cr, x + (w - width * sx) / 2, y + (h - height * sy) / 2);
    cairo_scale(cr, sx, sy);
    cairo_rectangle(cr, 0, 0, width, height);
    cairo_clip(cr);
    if (svg) {
        paint_svg(cr, colour.value_or(Colour::black()));
    } else {
        paint_pixels(cr);
    }
    cairo_restore(cr);
}

std::optional<Colour> Image::colour_at(double x, double y, double w, double h,
                                       layout::ImageFit fit, double px, double py) const {
    if (svg || !pixels) return std::nullopt;
    double sx = w / width, sy = h / height;
    if (fit == layout::ImageFit::contain) sx = sy = std::min(sx, sy);
    if (fit == layout::ImageFit::cover) sx = sy = std::max(sx, sy);
    double u = (px - (x + (w - width * sx) / 2)) / sx;
    double v = (py - (y + (h - height * sy) / 2)) / sy;
    Colour clear{255, 255, 255, 0};
    if (px < x || px > x + w || py < y || py > y + h || u < 0 || v < 0 || u >= width ||
        v >= height)
        return clear;
    cairo_surface_t* surface = pixels.get();
    int pw = cairo_image_surface_get_width(surface), ph = cairo_image_surface_get_height(surface);
    cairo_matrix_t m = upright(orientation, pw, ph);
    cairo_matrix_invert(&m);
    cairo_matrix_transform_point(&m, &u, &v);
    int col = std::clamp(static_cast<int>(u), 0, pw - 1);
    int row = std::clamp(static_cast<int>(v), 0, ph - 1);
    cairo_surface_flush(surface);
    const unsigned char* data = cairo_image_surface_get_data(surface);
    if (!data) return std::nullopt;
    std::uint32_t argb;
    std::memcpy(&argb, data + row * cairo_image_surface_get_stride(surface) + col * 4, 4);
    bool alpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32;
    unsigned a = alpha ? argb >> 24 : 255;
    if (a == 0) return clear;
    // Cairo keeps colour premultiplied by alpha.
    auto channel = [a](std::uint32_t c) {
        return static_cast<std::uint8_t>(std::min(255u, (c & 0xff) * 255u / a));
    };
    return Colour{channel(argb >> 16), channel(argb >> 8), channel(argb),
                  static_cast<std::uint8_t>(a)};
}

void Image::paint_pixels(cairo_t* cr) {
    cairo_matrix_t m = upright(orientation, cairo_image_surface_get_width(pixels.get()),
                               cairo_image_surface_get_height(pixels.get()));
    cairo_transform(cr, &m);
    cairo_set_source_surface(cr, pixels.get(), 0, 0);
    // Into a PDF as a repeating pattern (one tile shows), as Painter::draw_placed does: Cairo 1.16
    // names an image painted directly once per use in the page's resources, duplicate keys that
    // make the PDF invalid when a picture is drawn twice on a page. Pixels keep sharp edges.
    // Into a picture, the edge pixels are repeated outward, so that an image stretched to the edge
    // of the bleed does not fade into what is under it where the pixel grid samples past it.
    cairo_pattern_set_extend(cairo_get_source(cr),
                             raster_target(cr) ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT);
    cairo_paint(cr);
}

bool Image::use_colour(const Colour& colour) {
    if (m_colour == colour) return true;
    char css[96];
    int length = std::snprintf(css, sizeof css, "svg { color: rgba(%d, %d, %d, %.4f); }", colour.r,
                               colour.g, colour.b, colour.alpha());
    if (!rsvg_handle_set_stylesheet(svg, reinterpret_cast<const guint8*>(css),
                                    static_cast<gsize>(length), nullptr)) {
        return false;
    }
    m_colour = colour;
    return true;
}

void Image::paint_svg(cairo_t* cr, const Colour& colour) {
    RsvgRectangle viewport{0, 0, width, height};
    // An image surface draws the document itself, at its own resolution.
    if (raster_target(cr)) {
        use_colour(colour);
        rsvg_handle_render_document(svg, cr, &viewport, nullptr);
        return;
    }
    // A PDF gets the document once (per colour) as a form, used by reference.
    SurfacePtr& record = m_records[key_of(colour)];
    if (!record) {
        use_colour(colour);
        cairo_rectangle_t extents{0, 0, width, height};
        record.reset(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
        CairoPtr rc(cairo_create(record.get()));
        rsvg_handle_render_document(svg, rc.get(), &viewport, nullptr);
    }
    // As a repeating pattern, as paint_pixels does; the clip shows one tile.
    cairo_set_source_surface(cr, record.get(), 0, 0);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT);
    cairo_paint(cr);
}

std::variant<std::unique_ptr<Image>, std::string> decode_png(const std::filesystem::path& file) {
    SurfacePtr surface(cairo_image_surface_create_from_png(file.c_str()));
    cairo_status_t status = cairo_surface_status(surface.get());
    if (status == CAIRO_STATUS_FILE_NOT_FOUND) return std::string("not found");
    if (status != CAIRO_STATUS_SUCCESS) return std::string("the PNG data is cut short or corrupt");
    auto image = std::make_unique<Image>();
    image->format = ImageFormat::png;
    image->width = cairo_image_surface_get_width(surface.get());
    image->height = cairo_image_surface_get_height(surface.get());
    image->bytes = static_cast<std::size_t>(cairo_image_surface_get_stride(surface.get())) *
                   static_cast<std::size_t>(image->height);
    image->pixels = std::move(surface);
    return image;
}

std::variant<std::unique_ptr<Image>, std::string> decode_svg(const std::string& bytes) {
    GError* error = nullptr;
    // From memory, with no base file: the document cannot reach other files.
    RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(bytes.data()),
                                                   bytes.size(), &error);
    if (!handle) return "the SVG cannot be read: " + gerror_text(error);
    auto image = std::make_unique<Image>();
    image->svg = handle;
    image->format = ImageFormat::svg;
    rsvg_handle_set_dpi(handle, 96);
    double w = 0, h = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h)) {
        gboolean has_width = FALSE, has_height = FALSE, has_box = FALSE;
        RsvgLength width, height;
        RsvgRectangle box{};
        rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &width, &has_height, &height,
                                             &has_box, &box);
        if (has_box) {
            w = box.width;
            h = box.height;
        }
    }
    if (!(std::isfinite(w) && std::isfinite(h) && w > 0 && h > 0))
        return std::string(
            "the SVG has no size: give its <svg> a viewBox, or a width and a height");
    image->width = w;
    image->height = h;
    image->bytes = bytes.size() * 4;  // about what librsvg keeps of the document
    // Drawn once now, so that a document librsvg cannot draw is found before any page is.
    RsvgRectangle viewport{0, 0, w, h};
    cairo_rectangle_t extents{0, 0, w, h};
    SurfacePtr record(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
    CairoPtr cr(cairo_create(record.get()));
    if (!rsvg_handle_render_document(handle, cr.get(), &viewport, &error))
        return "the SVG cannot be drawn: " + gerror_text(error);
    return image;
}

}  // namespace pnpkit::render
