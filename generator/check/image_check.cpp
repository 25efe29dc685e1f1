#include "check/image_check.hpp"

#include <cairo.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit::check {

namespace {

// The PNG specification's largest width or height (2^31 - 1); zero is not a size either.
constexpr std::uint32_t k_png_max_side = 0x7fffffff;

std::uint32_t big_endian(const std::string& bytes, std::size_t at, int length) {
    std::uint32_t value = 0;
    for (int i = 0; i < length; ++i)
        value = value << 8 | static_cast<std::uint8_t>(bytes[at + static_cast<std::size_t>(i)]);
    return value;
}

// Whether a pixel of the outer rows or columns of a PNG with alpha is not wholly opaque (read
// through Cairo, which premultiplies: the alpha byte is the pixel's own).
bool png_has_clear_edge(const std::filesystem::path& file) {
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(
        cairo_image_surface_create_from_png(file.c_str()), cairo_surface_destroy);
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return true;
    if (cairo_image_surface_get_format(surface.get()) != CAIRO_FORMAT_ARGB32) return false;
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    int w = cairo_image_surface_get_width(surface.get());
    int h = cairo_image_surface_get_height(surface.get());
    int stride = cairo_image_surface_get_stride(surface.get());
    auto alpha = [&](int x, int y) {
        std::uint32_t pixel;
        std::memcpy(&pixel, data + static_cast<std::ptrdiff_t>(y) * stride + x * 4, 4);
        return pixel >> 24;
    };
    for (int x = 0; x < w; ++x)
        if (alpha(x, 0) != 255 || alpha(x, h - 1) != 255) return true;
    for (int y = 0; y < h; ++y)
        if (alpha(0, y) != 255 || alpha(w - 1, y) != 255) return true;
    return false;
}

std::optional<ImageFacts> png_facts(const std::string& bytes, const std::filesystem::path& file,
                                    std::string& why) {
    ImageFacts facts;
    facts.format = "PNG";
    bool header = false;
    for (std::size_t at = 8; at + 12 <= bytes.size();) {
        std::uint32_t length = big_endian(bytes, at, 4);
        std::string_view type(bytes.data() + at + 4, 4);
        if (at + 12 + length > bytes.size()) break;
        std::size_t body = at + 8;
        if (type == "IHDR" && length >= 13) {
            std::uint32_t width = big_endian(bytes, body, 4),
                          height = big_endian(bytes, body + 4, 4);
            if (width == 0 || height == 0 || width > k_png_max_side || height > k_png_max_side) {
                why = "its PNG header gives a size of " + std::to_string(width) + " by " +
                      std::to_string(height) + " pixels";
                return std::nullopt;
            }
            header = true;
            facts.width = static_cast<int>(width);
            facts.height = static_cast<int>(height);
            auto colour = static_cast<std::uint8_t>(bytes[body + 9]);
            facts.alpha = colour == 4 || colour == 6;
        } else if (type == "pHYs" && length >= 9 && bytes[body + 8] == 1) {  // per metre
            facts.dpi = big_endian(bytes, body, 4) * 0.0254;
        } else if (type == "IEND") {
            if (!header) break;
            facts.clear_edge = facts.alpha && png_has_clear_edge(file);
            return facts;
        }
        at += 12 + length;
    }
    why = header ? "its PNG data ends early" : "it has no PNG header";
    return std::nullopt;
}

std::optional<ImageFacts> jpeg_facts(const std::string& bytes, std::string& why) {
    ImageFacts facts;
    facts.format = "JPEG";
    for (std::size_t at = 2; at + 4 <= bytes.size();) {
        if (static_cast<std::uint8_t>(bytes[at]) != 0xff) break;
        auto marker = static_cast<std::uint8_t>(bytes[at + 1]);
        std::uint32_t length = big_endian(bytes, at + 2, 2);
        if (at + 2 + length > bytes.size()) break;
        std::size_t body = at + 4;
        if (marker == 0xe0 && length >= 16 &&
            bytes.compare(body, 5, std::string("JFIF\0", 5)) == 0) {
            auto unit = static_cast<std::uint8_t>(bytes[body + 7]);
            double x = big_endian(bytes, body + 8, 2);
            if (unit == 1) facts.dpi = x;
            if (unit == 2) facts.dpi = x * 2.54;
        } else if (marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 &&
                   marker != 0xcc && length >= 8) {
            facts.height = static_cast<int>(big_endian(bytes, body + 1, 2));
            facts.width = static_cast<int>(big_endian(bytes, body + 3, 2));
            if (facts.width == 0) break;  // a height of 0 is allowed (given later), a width not
            return facts;  // the frame header: the sizes are known
        }
        at += 2 + length;
    }
    why = "its JPEG headers are broken or end early";
    return std::nullopt;
}

}  // namespace

std::optional<ImageFacts> read_image_facts(const std::filesystem::path& file, std::string& why) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        why = "it cannot be opened";
        return std::nullopt;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (bytes.starts_with("\x89PNG\r\n\x1a\n")) return png_facts(bytes, file, why);
    if (bytes.size() >= 3 && bytes.compare(0, 3, "\xff\xd8\xff") == 0)
        return jpeg_facts(bytes, why);
    why = "it is neither a PNG nor a JPEG";
    return std::nullopt;
}

void check_image(const std::filesystem::path& file, const std::string& shown,
                 const std::string& component, const ImageExpectation& expected, Diagnostics& out) {
    SourcePos at = SourcePos::start_of(shown);
    std::string prefix = "'" + component + "': ";
    std::string why;
    auto facts = read_image_facts(file, why);
    if (!facts) {
        out.error(at, prefix + "the picture cannot be read back: " + why);
        return;
    }
    if (std::abs(facts->width - expected.width) > 1 ||
        std::abs(facts->height - expected.height) > 1) {
        out.error(at, prefix + "the " + facts->format + " is " + std::to_string(facts->width) +
                          " × " + std::to_string(facts->height) + " pixels, not the " +
                          std::to_string(expected.width) + " × " + std::to_string(expected.height) +
                          " rendered");
    }
    char dpi[32];
    std::snprintf(dpi, sizeof dpi, "%g dpi", expected.dpi);
    if (!facts->dpi) {
        out.error(at, prefix + "the " + facts->format + " has no resolution tag (" + dpi +
                          " expected): a print shop reads it at 72 dpi");
    } else if (std::abs(*facts->dpi - expected.dpi) > 0.005 * expected.dpi + 0.5) {
        char tagged[32];
        std::snprintf(tagged, sizeof tagged, "%.4g dpi", *facts->dpi);
        out.error(at, prefix + "the " + facts->format + " is tagged " + tagged + ", not the " +
                          dpi + " rendered");
    }
    if (facts->clear_edge) {
        out.error(at, prefix + "the " + facts->format +
                          " is not opaque to its edges: a print shop's cut shows a light line");
    }
}

}  // namespace pnpkit::check
