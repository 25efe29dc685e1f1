#pragma once

#include <cairo.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "render/cairo_util.hpp"

// Reading pictures pnpkit wrote, for tests: PNG chunks, JPEG density, pixels.
namespace pnpkit::test {

struct PngChunk {
    std::string type;
    std::string data;
};

inline std::uint32_t be32(const std::string& bytes, std::size_t at) {
    return (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at])) << 24) |
           (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 1])) << 16) |
           (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 2])) << 8) |
           static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 3]));
}

// The chunks of a PNG in order; empty when the bytes are not one.
inline std::vector<PngChunk> png_chunks(const std::string& png) {
    std::vector<PngChunk> chunks;
    if (png.size() < 8 || png.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return chunks;
    for (std::size_t at = 8; at + 12 <= png.size();) {
        std::uint32_t length = be32(png, at);
        if (at + 12 + length > png.size()) return {};
        chunks.push_back({png.substr(at + 4, 4), png.substr(at + 8, length)});
        at += 12 + length;
    }
    return chunks;
}

inline std::optional<PngChunk> png_chunk(const std::string& png, const std::string& type) {
    for (auto& chunk : png_chunks(png)) {
        if (chunk.type == type) return chunk;
    }
    return std::nullopt;
}

// A PNG's resolution from its pHYs chunk, in dots per inch (rounded); nullopt without one.
inline std::optional<int> png_dpi(const std::string& png) {
    auto phys = png_chunk(png, "pHYs");
    if (!phys || phys->data.size() != 9 || phys->data[8] != 1) return std::nullopt;
    return static_cast<int>(be32(phys->data, 0) * 0.0254 + 0.5);
}

// Width, height, bit depth and colour type from a PNG's IHDR.
struct PngHeader {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
    int depth = 0;
    int colour_type = 0;  // 2: RGB, 6: RGBA
};
inline PngHeader png_header(const std::string& png) {
    auto ihdr = png_chunk(png, "IHDR");
    if (!ihdr || ihdr->data.size() < 13) return {};
    return {be32(ihdr->data, 0), be32(ihdr->data, 4), static_cast<unsigned char>(ihdr->data[8]),
            static_cast<unsigned char>(ihdr->data[9])};
}

// A JPEG's JFIF density as (unit, x, y): unit 1 is dots per inch; nullopt without a JFIF header.
inline std::optional<std::array<int, 3>> jfif_density(const std::string& jpeg) {
    if (jpeg.size() < 20 || jpeg.compare(0, 4, "\xff\xd8\xff\xe0") != 0 ||
        jpeg.compare(6, 5, std::string("JFIF\0", 5)) != 0)
        return std::nullopt;
    auto u16 = [&](std::size_t at) {
        return (static_cast<unsigned char>(jpeg[at]) << 8) |
               static_cast<unsigned char>(jpeg[at + 1]);
    };
    return std::array<int, 3>{static_cast<unsigned char>(jpeg[13]), u16(14), u16(16)};
}

// A decoded PNG's pixels, as Cairo reads them.
class Picture {
public:
    explicit Picture(const std::string& png) {
        struct Reader {
            const std::string* bytes;
            std::size_t at = 0;
        } reader{&png};
        m_surface.reset(cairo_image_surface_create_from_png_stream(
            [](void* closure, unsigned char* data, unsigned int length) {
                auto* r = static_cast<Reader*>(closure);
                if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
                std::memcpy(data, r->bytes->data() + r->at, length);
                r->at += length;
                return CAIRO_STATUS_SUCCESS;
            },
            &reader));
    }
    // A surface drawn directly (no PNG in between).
    explicit Picture(render::SurfacePtr surface) : m_surface(std::move(surface)) {
        cairo_surface_flush(m_surface.get());
    }
    bool ok() const { return cairo_surface_status(m_surface.get()) == CAIRO_STATUS_SUCCESS; }
    int width() const { return cairo_image_surface_get_width(m_surface.get()); }
    int height() const { return cairo_image_surface_get_height(m_surface.get()); }
    // The pixel as {r, g, b, alpha} (colour premultiplied, as Cairo keeps it).
    std::array<int, 4> at(int x, int y) const {
        const unsigned char* data = cairo_image_surface_get_data(m_surface.get());
        int stride = cairo_image_surface_get_stride(m_surface.get());
        std::uint32_t word;
        std::memcpy(&word, data + static_cast<std::ptrdiff_t>(y) * stride + x * 4, 4);
        bool alpha = cairo_image_surface_get_format(m_surface.get()) == CAIRO_FORMAT_ARGB32;
        return {static_cast<int>((word >> 16) & 0xff), static_cast<int>((word >> 8) & 0xff),
                static_cast<int>(word & 0xff), alpha ? static_cast<int>(word >> 24) : 255};
    }
    // Every pixel on the picture's four edges.
    std::vector<std::array<int, 4>> border() const {
        std::vector<std::array<int, 4>> out;
        for (int x = 0; x < width(); ++x) {
            out.push_back(at(x, 0));
            out.push_back(at(x, height() - 1));
        }
        for (int y = 0; y < height(); ++y) {
            out.push_back(at(0, y));
            out.push_back(at(width() - 1, y));
        }
        return out;
    }

private:
    render::SurfacePtr m_surface;
};

}  // namespace pnpkit::test
