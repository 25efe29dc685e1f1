#pragma once

#include <cairo.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <variant>

#include "core/colour.hpp"
#include "core/image_file.hpp"
#include "layout/page.hpp"
#include "render/cairo_util.hpp"

typedef struct _RsvgHandle RsvgHandle;

namespace pnpkit::render {

// A decoded picture, ready to draw at any size: PNG and JPEG pixels, or an SVG document kept as
// vectors (drawn into a PDF as vectors, rasterised by an image surface at its own resolution).
class Image {
public:
    Image() = default;
    ~Image();
    Image(const Image&) = delete;
    Image& operator=(const Image&) = delete;

    ImageFormat format = ImageFormat::png;
    double width = 1;  // its natural size in pixels, as shown (a JPEG's EXIF orientation applied)
    double height = 1;
    std::size_t bytes = 0;  // the memory it holds
    SurfacePtr pixels;      // PNG and JPEG: the pixels as stored in the file
    int orientation = 1;    // JPEG: the EXIF orientation (1 to 8) that turns the pixels upright
    RsvgHandle* svg = nullptr;

    // Draws the image into the box as `fit` says, clipped to the box. An SVG's `currentColor` is
    // `colour` when given (an icon takes its text's colour), else black.
    void paint(cairo_t* cr, double x, double y, double w, double h, layout::ImageFit fit,
               const std::optional<Colour>& colour);

    // The colour (with its alpha) the image shows at (px, py) when painted into the box as
    // `fit` says; transparent outside it; nullopt for an SVG, whose colours are not sampled.
    std::optional<Colour> colour_at(double x, double y, double w, double h, layout::ImageFit fit,
                                    double px, double py) const;

private:
    void paint_pixels(cairo_t* cr);
    void paint_svg(cairo_t* cr, const Colour& colour);
    // Sets the SVG's `currentColor`; false when librsvg refuses the style sheet.
    bool use_colour(const Colour& colour);

    std::optional<Colour> m_colour;                 // the SVG's current style sheet colour
    std::map<std::uint32_t, SurfacePtr> m_records;  // the SVG recorded once per colour, for PDF
};

// Decoders: the image, or what is wrong with the file's data in words. `bytes` is the whole file.
std::variant<std::unique_ptr<Image>, std::string> decode_png(const std::filesystem::path& file);
std::variant<std::unique_ptr<Image>, std::string> decode_jpeg(std::string bytes);
std::variant<std::unique_ptr<Image>, std::string> decode_svg(const std::string& bytes);

}  // namespace pnpkit::render
