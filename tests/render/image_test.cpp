#include <catch2/catch.hpp>

#include <cairo.h>

#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "render/output.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using namespace pnpkit::render;
using pnpkit::test::messages;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

// Writes a PNG of one colour (opaque), w x h pixels.
void write_solid_png(const std::filesystem::path& path, int w, int h, double r, double g, double b) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), r, g, b);
    cairo_paint(cr.get());
    cr.reset();
    REQUIRE(cairo_surface_write_to_png(surface.get(), path.c_str()) == CAIRO_STATUS_SUCCESS);
}

// The RGB of one pixel of a PNG held in memory.
std::array<int, 3> pixel(const std::string& png, int x, int y) {
    struct Reader {
        const std::string* bytes;
        std::size_t at = 0;
    } reader{&png};
    SurfacePtr surface(cairo_image_surface_create_from_png_stream(
        [](void* closure, unsigned char* data, unsigned int length) {
            auto* r = static_cast<Reader*>(closure);
            if (r->at + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
            std::memcpy(data, r->bytes->data() + r->at, length);
            r->at += length;
            return CAIRO_STATUS_SUCCESS;
        },
        &reader));
    REQUIRE(cairo_surface_status(surface.get()) == CAIRO_STATUS_SUCCESS);
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    int stride = cairo_image_surface_get_stride(surface.get());
    auto word = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
    return {static_cast<int>((word >> 16) & 0xff), static_cast<int>((word >> 8) & 0xff), static_cast<int>(word & 0xff)};
}

}  // namespace

TEST_CASE("an image layer draws a PNG into its box", "[render][image]") {
    TempDir dir;
    write_solid_png(dir / "red.png", 8, 8, 1, 0, 0);
    dir.write("t.toml", R"(size = ["20mm", "20mm"]
bleed = "0mm"
background = "#ffffff"
[[layer]]
name = "picture"
type = "image"
box = ["0mm", "0mm", "10mm", "20mm"]
path = "red.png"
fit = "stretch"
)");
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    const Template* t = library.get("t", ds);
    REQUIRE(t);
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    Binder binder(text, ds);
    Record record;
    record.id = "card";
    auto drawing = binder.bind(*t, record);
    Painter painter(text);
    StringSink sink;
    write_png(sink, *drawing, 72, false, painter);  // 20 mm at 72 dpi: 57 px square
    CHECK(pixel(sink.bytes(), 10, 28) == std::array<int, 3>{255, 0, 0});   // inside the left half: the image
    CHECK(pixel(sink.bytes(), 45, 28) == std::array<int, 3>{255, 255, 255});  // the right half: the ground
    CHECK(messages(ds).empty());
}

TEST_CASE("a missing image, or one whose content is not of its kind, is reported at its layer",
          "[render][image]") {
    TempDir dir;
    dir.write("picture.jpg", "not a png");
    dir.write("t.toml", R"([[layer]]
name = "a"
type = "image"
box = "trim"
path = "nowhere.png"
[[layer]]
name = "b"
type = "image"
box = "trim"
path = "picture.jpg"
)");
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    CHECK_FALSE(library.get("t", ds));
    std::string base = load::display_path(dir.path());
    CHECK(messages(ds) ==
          base + "/t.toml:5:8: error: image 'nowhere.png' in " + base + ": not found\n" + base +
              "/t.toml:10:8: error: image 'picture.jpg' in " + base + ": not a JPEG file\n");
}
