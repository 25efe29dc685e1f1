// JPEG pictures through libjpeg: grey, RGB (YCbCr) and CMYK (YCCK, Adobe's inverted CMYK too)
// into Cairo pixels, the EXIF orientation read for drawing, and the file's own bytes attached for
// the PDF (which embeds a grey or RGB JPEG as it is, however often it is drawn).
#include <bit>
#include <csetjmp>
#include <cstdio>
#include <cstring>

// jpeglib.h needs size_t and FILE declared first.
#include <jerror.h>
#include <jpeglib.h>

#include "render/image.hpp"

namespace pnpkit::render {

namespace {

struct JpegErrors {
    jpeg_error_mgr manager;
    std::jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    bool damaged;  // a warning said the data is cut short or corrupt
};

[[noreturn]] void on_jpeg_error(j_common_ptr info) {
    auto* errors = reinterpret_cast<JpegErrors*>(info->err);
    (*info->err->format_message)(info, errors->message);
    std::longjmp(errors->jump, 1);
}

// libjpeg goes on after a damaged scan (painting the rest grey): such warnings are errors here.
void on_jpeg_message(j_common_ptr info, int level) {
    if (level >= 0) return;  // trace messages
    auto* errors = reinterpret_cast<JpegErrors*>(info->err);
    int code = info->err->msg_code;
    bool damage = code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_MUST_RESYNC ||
                  code == JWRN_NOT_SEQUENTIAL;
    if (damage && !errors->damaged) {
        errors->damaged = true;
        (*info->err->format_message)(info, errors->message);
    }
}

std::uint32_t read_number(const unsigned char* at, int bytes, bool little) {
    std::uint32_t value = 0;
    for (int i = 0; i < bytes; ++i) {
        int index = little ? bytes - 1 - i : i;
        value = value << 8 | at[index];
    }
    return value;
}

// The orientation tag (0x0112) of the first IFD of an EXIF block ("Exif\0\0", then TIFF); 1 when
// there is none or it is out of range.
int exif_orientation(const jpeg_saved_marker_ptr markers) {
    for (jpeg_saved_marker_ptr m = markers; m; m = m->next) {
        if (m->marker != JPEG_APP0 + 1 || m->data_length < 14) continue;
        if (std::memcmp(m->data, "Exif\0\0", 6) != 0) continue;
        const unsigned char* tiff = m->data + 6;
        std::size_t size = m->data_length - 6;
        bool little = tiff[0] == 'I' && tiff[1] == 'I';
        if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
        std::uint32_t ifd = read_number(tiff + 4, 4, little);
        if (ifd + 2 > size) return 1;
        std::uint32_t entries = read_number(tiff + ifd, 2, little);
        for (std::uint32_t i = 0; i < entries; ++i) {
            std::size_t at = ifd + 2 + std::size_t{i} * 12;
            if (at + 12 > size) return 1;
            if (read_number(tiff + at, 2, little) != 0x0112) continue;
            std::uint32_t value = read_number(tiff + at + 8, 2, little);
            return value >= 1 && value <= 8 ? static_cast<int>(value) : 1;
        }
        return 1;
    }
    return 1;
}

// CMYK pixels as libjpeg gives them (4 bytes each, inverted when `adobe`) into Cairo RGB24, in
// place.
void cmyk_to_rgb(unsigned char* line, unsigned width, bool adobe) {
    for (unsigned x = 0; x < width; ++x) {
        unsigned char* p = line + std::size_t{x} * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!adobe) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        std::uint32_t rgb = (c * k / 255) << 16 | (m * k / 255) << 8 | (y * k / 255);
        std::memcpy(p, &rgb, 4);
    }
}

struct Decoded {
    int orientation = 1;
    bool embeddable = false;  // grey or YCbCr: a PDF can embed the file as it is
};

// Decodes into a new RGB24 surface, or returns null with `errors.message` set. Plain C: libjpeg
// reports errors with longjmp, which must not skip a destructor.
cairo_surface_t* decode_pixels(const std::string& bytes, JpegErrors& errors, Decoded& out) {
    jpeg_decompress_struct info;
    cairo_surface_t* volatile surface = nullptr;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = on_jpeg_error;
    errors.manager.emit_message = on_jpeg_message;
    errors.damaged = false;
    errors.message[0] = '\0';
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        if (surface) cairo_surface_destroy(surface);
        return nullptr;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()),
                 static_cast<unsigned long>(bytes.size()));
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    if (info.image_width > k_max_image_side || info.image_height > k_max_image_side ||
        std::uint64_t{info.image_width} * info.image_height > k_max_image_pixels) {
        std::snprintf(errors.message, sizeof errors.message, "too large: %u x %u pixels",
                      info.image_width, info.image_height);
        jpeg_destroy_decompress(&info);
        return nullptr;
    }
    out.orientation = exif_orientation(info.marker_list);
    bool cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    out.embeddable = info.jpeg_color_space == JCS_GRAYSCALE || info.jpeg_color_space == JCS_YCbCr;
    info.out_color_space = cmyk                                         ? JCS_CMYK
                           : std::endian::native == std::endian::little ? JCS_EXT_BGRX
                                                                        : JCS_EXT_XRGB;
    jpeg_start_decompress(&info);
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(info.output_width),
                                         static_cast<int>(info.output_height));
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        std::snprintf(errors.message, sizeof errors.message, "%s",
                      cairo_status_to_string(cairo_surface_status(surface)));
        jpeg_destroy_decompress(&info);
        cairo_surface_destroy(surface);
        return nullptr;
    }
    cairo_surface_flush(surface);
    unsigned char* pixels = cairo_image_surface_get_data(surface);
    auto stride = static_cast<std::size_t>(cairo_image_surface_get_stride(surface));
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
        if (cmyk) cmyk_to_rgb(row, info.output_width, info.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    cairo_surface_mark_dirty(surface);
    return surface;
}

}  // namespace

std::variant<std::unique_ptr<Image>, std::string> decode_jpeg(std::string bytes) {
    JpegErrors errors;
    Decoded decoded;
    SurfacePtr surface(decode_pixels(bytes, errors, decoded));
    if (!surface) return "the JPEG data cannot be decoded: " + std::string(errors.message);
    if (errors.damaged)
        return "the JPEG data is cut short or corrupt: " + std::string(errors.message);
    auto image = std::make_unique<Image>();
    image->format = ImageFormat::jpeg;
    image->orientation = decoded.orientation;
    double w = cairo_image_surface_get_width(surface.get());
    double h = cairo_image_surface_get_height(surface.get());
    bool turned = decoded.orientation >= 5;  // 5 to 8 swap the sides
    image->width = turned ? h : w;
    image->height = turned ? w : h;
    image->bytes = static_cast<std::size_t>(cairo_image_surface_get_stride(surface.get())) *
                   static_cast<std::size_t>(h);
    if (decoded.embeddable) {
        auto* kept = new std::string(std::move(bytes));
        image->bytes += kept->size();
        cairo_surface_set_mime_data(
            surface.get(), CAIRO_MIME_TYPE_JPEG,
            reinterpret_cast<const unsigned char*>(kept->data()), kept->size(),
            [](void* data) { delete static_cast<std::string*>(data); }, kept);
    }
    image->pixels = std::move(surface);
    return image;
}

}  // namespace pnpkit::render
