#include "render/image_encode.hpp"

// clang-format off
#include <csetjmp>
#include <cstdio>
#include <jpeglib.h>
#include <png.h>
// clang-format on

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/error.hpp"

namespace pnpkit::render {

namespace {

// A surface's pixels as 8-bit rows of RGB (or RGBA, not premultiplied), top row first.
struct Pixels {
    int width = 0;
    int height = 0;
    int channels = 3;
    std::vector<std::uint8_t> bytes;
};

// Reads a Cairo image surface's premultiplied pixels: laid on white (RGB), or unpremultiplied with
// their alpha kept (RGBA).
Pixels pixels_of(cairo_surface_t* surface, bool keep_alpha) {
    cairo_surface_flush(surface);
    Pixels out;
    out.width = cairo_image_surface_get_width(surface);
    out.height = cairo_image_surface_get_height(surface);
    bool has_alpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32;
    out.channels = keep_alpha ? 4 : 3;
    out.bytes.resize(static_cast<std::size_t>(out.width) * static_cast<std::size_t>(out.height) *
                     static_cast<std::size_t>(out.channels));
    const unsigned char* data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    std::uint8_t* to = out.bytes.data();
    for (int y = 0; y < out.height; ++y) {
        const unsigned char* row = data + static_cast<std::ptrdiff_t>(y) * stride;
        for (int x = 0; x < out.width; ++x) {
            std::uint32_t word;
            std::memcpy(&word, row + static_cast<std::ptrdiff_t>(x) * 4, 4);
            unsigned a = has_alpha ? (word >> 24) & 0xff : 255;
            unsigned rgb[3] = {(word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff};
            for (unsigned c : rgb) {
                if (!keep_alpha) {
                    *to++ = static_cast<std::uint8_t>(std::min(255u, c + 255 - a));  // over white
                } else {
                    *to++ = static_cast<std::uint8_t>(
                        a == 0 ? 0 : std::min(255u, (c * 255 + a / 2) / a));
                }
            }
            if (keep_alpha) *to++ = static_cast<std::uint8_t>(a);
        }
    }
    return out;
}

struct PngState {
    ByteSink* sink;
    bool failed = false;
    char message[160] = "";
};

void on_png_write(png_structp png, png_bytep data, png_size_t length) {
    auto* state = static_cast<PngState*>(png_get_io_ptr(png));
    if (state->failed) return;
    try {
        state->sink->write(std::string_view(reinterpret_cast<const char*>(data), length));
    } catch (...) {
        state->sink->remember(std::current_exception());
        state->failed = true;
    }
}

void on_png_flush(png_structp) {}

[[noreturn]] void on_png_error(png_structp png, png_const_charp message) {
    auto* state = static_cast<PngState*>(png_get_error_ptr(png));
    std::snprintf(state->message, sizeof state->message, "%s", message);
    std::longjmp(png_jmpbuf(png), 1);
}

void on_png_warning(png_structp, png_const_charp) {}

// Runs libpng over the rows; false (with the state's message) when libpng fails. Nothing here has
// a destructor, so that libpng's longjmp skips none.
bool run_png(PngState& state, const Pixels& pixels, png_bytep* rows, double dpi) {
    png_structp png =
        png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, on_png_error, on_png_warning);
    if (!png) {
        std::snprintf(state.message, sizeof state.message, "out of memory");
        return false;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, &state, on_png_write, on_png_flush);
    png_set_IHDR(png, info, static_cast<png_uint_32>(pixels.width),
                 static_cast<png_uint_32>(pixels.height), 8,
                 pixels.channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    auto per_metre = static_cast<png_uint_32>(std::lround(dpi / 0.0254));
    png_set_pHYs(png, info, per_metre, per_metre, PNG_RESOLUTION_METER);
    png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, 6);
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

void encode_png(ByteSink& sink, const Pixels& pixels, double dpi) {
    std::vector<png_bytep> rows(static_cast<std::size_t>(pixels.height));
    std::size_t row_bytes =
        static_cast<std::size_t>(pixels.width) * static_cast<std::size_t>(pixels.channels);
    for (std::size_t y = 0; y < rows.size(); ++y) {
        rows[y] = const_cast<png_bytep>(pixels.bytes.data() + y * row_bytes);
    }
    PngState state{&sink};
    bool ok = run_png(state, pixels, rows.data(), dpi);
    sink.rethrow_if_failed();
    if (!ok) throw OutsideError(std::string("cannot write PNG: ") + state.message);
}

struct JpegEncodeError {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

[[noreturn]] void on_encode_jpeg_error(j_common_ptr info) {
    auto* error = reinterpret_cast<JpegEncodeError*>(info->err);
    (*info->err->format_message)(info, error->message);
    std::longjmp(error->jump, 1);
}

void on_encode_jpeg_message(j_common_ptr, int) {}

// Runs libjpeg into a buffer it allocates (freed by the caller); false, with the message, when
// libjpeg fails. Nothing here has a destructor, so that libjpeg's longjmp skips none.
bool run_jpeg(JpegEncodeError& error, const Pixels& pixels, double dpi, int quality,
              unsigned char** buffer, unsigned long* size) {
    jpeg_compress_struct info;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = on_encode_jpeg_error;
    error.manager.emit_message = on_encode_jpeg_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        return false;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, buffer, size);
    info.image_width = static_cast<JDIMENSION>(pixels.width);
    info.image_height = static_cast<JDIMENSION>(pixels.height);
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, std::clamp(quality, 1, 100), TRUE);
    info.write_JFIF_header = TRUE;
    info.density_unit = 1;  // dots per inch
    info.X_density = info.Y_density = static_cast<UINT16>(std::clamp(std::lround(dpi), 1L, 65535L));
    jpeg_start_compress(&info, TRUE);
    std::size_t row_bytes = static_cast<std::size_t>(pixels.width) * 3;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = const_cast<JSAMPROW>(pixels.bytes.data() + info.next_scanline * row_bytes);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return true;
}

void encode_jpeg(ByteSink& sink, const Pixels& pixels, double dpi, int quality) {
    JpegEncodeError error{};
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    bool ok = run_jpeg(error, pixels, dpi, quality, &buffer, &size);
    std::string bytes;
    if (ok) bytes.assign(reinterpret_cast<const char*>(buffer), size);
    std::free(buffer);
    if (!ok) throw OutsideError(std::string("cannot write JPEG: ") + error.message);
    sink.write(bytes);
}

}  // namespace

std::string_view extension(ImageEncoding encoding) {
    return encoding == ImageEncoding::jpeg ? ".jpg" : ".png";
}

void encode_image(ByteSink& sink, cairo_surface_t* surface, const EncodeOptions& options) {
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        throw OutsideError(std::string("cannot draw image: ") +
                           cairo_status_to_string(cairo_surface_status(surface)));
    }
    bool jpeg = options.encoding == ImageEncoding::jpeg;
    Pixels pixels = pixels_of(surface, options.keep_alpha && !jpeg);
    if (jpeg) {
        encode_jpeg(sink, pixels, options.dpi, options.jpeg_quality);
    } else {
        encode_png(sink, pixels, options.dpi);
    }
}

}  // namespace pnpkit::render
