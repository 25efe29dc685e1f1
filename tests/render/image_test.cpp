#include <cairo.h>

#include <catch2/catch.hpp>

#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "render/output.hpp"
#include "support/diagnostics.hpp"
#include "support/picture.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using namespace pnpkit::render;
using pnpkit::test::messages;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

// Writes a PNG of one colour (opaque), w x h pixels.
void write_solid_png(const std::filesystem::path& path, int w, int h, double r, double g,
                     double b) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), r, g, b);
    cairo_paint(cr.get());
    cr.reset();
    REQUIRE(cairo_surface_write_to_png(surface.get(), path.c_str()) == CAIRO_STATUS_SUCCESS);
}

// The card of template "t" in `dir` as a PNG at `dpi`, with or without its bleed.
std::string card_png(const TempDir& dir, double dpi, bool with_bleed, Diagnostics& ds) {
    TemplateLibrary library(dir.path());
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
    write_png(sink, *drawing, dpi, with_bleed, painter);
    return sink.bytes();
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
    Diagnostics ds;
    pnpkit::test::Picture picture(card_png(dir, 72, false, ds));  // 20 mm at 72 dpi: 57 px square
    REQUIRE(picture.ok());
    CHECK(picture.at(10, 28) == std::array<int, 4>{255, 0, 0, 255});  // the left half: the image
    CHECK(picture.at(45, 28) == std::array<int, 4>{255, 255, 255, 255});  // the right half: ground
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

TEST_CASE("an image stretched to the bleed keeps its colour to the edge of a PNG",
          "[render][image]") {
    TempDir dir;
    write_solid_png(dir / "red.png", 8, 8, 1, 0, 0);
    dir.write("t.toml", R"(size = ["20mm", "30mm"]
bleed = "2mm"
background = "#ffffff"
[[layer]]
name = "art"
type = "image"
box = "bleed"
path = "red.png"
fit = "stretch"
)");
    for (bool bleed : {true, false}) {
        Diagnostics ds;
        pnpkit::test::Picture picture(card_png(dir, 150, bleed, ds));
        REQUIRE(picture.ok());
        // Without the edge repeated, the image's outermost half pixel fades into the white ground.
        for (const auto& p : picture.border()) REQUIRE(p == std::array<int, 4>{255, 0, 0, 255});
    }
}
