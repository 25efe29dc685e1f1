#include <cairo.h>

#include <catch2/catch.hpp>

#include "render/image.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::TempDir;

namespace {

// A 20 x 10 pixel PNG: its left half red, its right half half-transparent blue.
std::filesystem::path two_halves(const TempDir& dir) {
    auto path = dir.path() / "halves.png";
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 10);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 0, 0);
    cairo_rectangle(cr, 0, 0, 10, 10);
    cairo_fill(cr);
    cairo_set_source_rgba(cr, 0, 0, 1, 0.5);
    cairo_rectangle(cr, 10, 0, 10, 10);
    cairo_fill(cr);
    cairo_destroy(cr);
    cairo_surface_write_to_png(s, path.c_str());
    cairo_surface_destroy(s);
    return path;
}

}  // namespace

TEST_CASE("the colour a picture shows at a point of its box, as it is fitted",
          "[render][image][preflight]") {
    TempDir dir;
    auto decoded = decode_png(two_halves(dir));
    REQUIRE(std::holds_alternative<std::unique_ptr<Image>>(decoded));
    const Image& image = *std::get<std::unique_ptr<Image>>(decoded);
    using layout::ImageFit;
    // Stretched over a 100 x 100 box at (10, 10): left half red, right half blue at half alpha.
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::stretch, 30, 50) == Colour::rgb(255, 0, 0));
    auto blue = image.colour_at(10, 10, 100, 100, ImageFit::stretch, 90, 50);
    REQUIRE(blue);
    CHECK(blue->b == 255);
    CHECK(blue->r == 0);
    CHECK(blue->a == Approx(128).margin(1));
    // Contained: the 2:1 picture is 100 x 50 in the middle of the box; above it, nothing.
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::contain, 30, 20)->a == 0);
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::contain, 30, 60) == Colour::rgb(255, 0, 0));
    // Covered: 200 x 100, centred, so the box's left edge shows the picture's at x = 50.
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::cover, 12, 60) == Colour::rgb(255, 0, 0));
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::cover, 65, 60)->b == 255);
    // Outside the box: nothing.
    CHECK(image.colour_at(10, 10, 100, 100, ImageFit::stretch, 5, 50)->a == 0);
}
