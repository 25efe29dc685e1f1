#pragma once

#include <cairo.h>

#include <string_view>

#include "render/output.hpp"

namespace pnpkit::render {

// How a rendered picture is stored.
enum class ImageEncoding { png, jpeg };

struct EncodeOptions {
    ImageEncoding encoding = ImageEncoding::png;
    double dpi = 72;          // written as the file's resolution (PNG pHYs, JPEG JFIF density)
    int jpeg_quality = 90;    // 1..100
    bool keep_alpha = false;  // PNG only: RGBA; otherwise transparent pixels are laid on white
};

// The file name extension of an encoding, with its dot: ".png", ".jpg".
std::string_view extension(ImageEncoding encoding);

// The default JPEG quality of pnpkit's pictures (Tabletop Simulator sheets, print services).
inline constexpr int k_jpeg_quality = 90;

// Writes a Cairo image surface (RGB24 or ARGB32) as 8-bit sRGB: a PNG with pHYs and sRGB chunks
// (RGB, or RGBA when `keep_alpha`), or a baseline JFIF JPEG with its density in dots per inch.
// Throws OutsideError when the encoder fails, or the sink's error when writing fails.
void encode_image(ByteSink& sink, cairo_surface_t* surface, const EncodeOptions& options);

}  // namespace pnpkit::render
