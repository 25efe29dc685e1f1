#pragma once

#include <cairo.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>
// jpeglib.h needs size_t and FILE declared first.
#include <jpeglib.h>

#include "core/atomic_file.hpp"
#include "core/colour.hpp"

// Picture files written by tests: PNG through Cairo, JPEG through libjpeg, SVG as text.
namespace pnpkit::test {

// A PNG of one colour, w x h pixels.
inline void write_png_file(const std::filesystem::path& path, int w, int h, Colour colour) {
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t* cr = cairo_create(surface);
    cairo_set_source_rgba(cr, colour.red(), colour.green(), colour.blue(), colour.alpha());
    cairo_paint(cr);
    cairo_destroy(cr);
    std::filesystem::create_directories(path.parent_path());
    cairo_surface_write_to_png(surface, path.c_str());
    cairo_surface_destroy(surface);
}

enum class JpegKind { rgb, grey, cmyk_adobe };

// A JPEG of w x h pixels whose pixel (x, y) has the colour `at` gives (grey: its red; CMYK: the
// colour's inverse as Adobe writes it), with an EXIF block giving `orientation` when not 0.
inline std::string jpeg_bytes(int w, int h, JpegKind kind,
                              const std::function<Colour(int, int)>& at, int orientation = 0) {
    jpeg_compress_struct info;
    jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = static_cast<JDIMENSION>(w);
    info.image_height = static_cast<JDIMENSION>(h);
    info.input_components = kind == JpegKind::grey ? 1 : kind == JpegKind::rgb ? 3 : 4;
    info.in_color_space = kind == JpegKind::grey  ? JCS_GRAYSCALE
                          : kind == JpegKind::rgb ? JCS_RGB
                                                  : JCS_CMYK;
    jpeg_set_defaults(&info);
    if (kind == JpegKind::cmyk_adobe) {
        jpeg_set_colorspace(&info, JCS_YCCK);
        info.write_Adobe_marker = TRUE;
    }
    jpeg_set_quality(&info, 95, TRUE);
    jpeg_start_compress(&info, TRUE);
    if (orientation != 0) {
        // "Exif\0\0", a little-endian TIFF header, one IFD with the orientation tag (SHORT).
        std::string exif("Exif\0\0II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0", 24);
        exif += static_cast<char>(orientation);
        exif += std::string("\0\0\0\0\0\0\0", 7);
        jpeg_write_marker(&info, JPEG_APP0 + 1, reinterpret_cast<const JOCTET*>(exif.data()),
                          static_cast<unsigned>(exif.size()));
    }
    std::vector<unsigned char> row(static_cast<std::size_t>(w) * info.input_components);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            Colour c = at(x, y);
            unsigned char* p = row.data() + static_cast<std::size_t>(x) * info.input_components;
            if (kind == JpegKind::grey) {
                p[0] = c.r;
            } else if (kind == JpegKind::rgb) {
                p[0] = c.r;
                p[1] = c.g;
                p[2] = c.b;
            } else {  // Adobe's inverted CMYK with no black: C = R, M = G, Y = B, K = 255
                p[0] = c.r;
                p[1] = c.g;
                p[2] = c.b;
                p[3] = 255;
            }
        }
        JSAMPROW rows[1] = {row.data()};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    std::string bytes(reinterpret_cast<char*>(buffer), size);
    std::free(buffer);
    return bytes;
}

// An SVG document `w` x `h` (user units, also its size in pixels) holding `body`.
inline std::string svg_text(int w, int h, const std::string& body) {
    return "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
           std::to_string(w) + "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " +
           std::to_string(w) + " " + std::to_string(h) + "\">" + body + "</svg>\n";
}

}  // namespace pnpkit::test
