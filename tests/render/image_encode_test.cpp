#include "render/image_encode.hpp"

#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "support/picture.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::Picture;

namespace {

// A w x h surface: left half opaque red, right half fully transparent.
SurfacePtr half_red(int w, int h) {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_rectangle(cr.get(), 0, 0, w / 2.0, h);
    cairo_set_source_rgb(cr.get(), 1, 0, 0);
    cairo_fill(cr.get());
    return surface;
}

class FailingSink : public ByteSink {
public:
    void write(std::string_view) override { throw OutsideError("disk full"); }
};

}  // namespace

TEST_CASE("PNGs are 8-bit RGB with their resolution and sRGB chunks, transparency laid on white",
          "[render][encode]") {
    auto surface = half_red(40, 10);
    StringSink sink;
    encode_image(sink, surface.get(), {ImageEncoding::png, 300});
    const std::string& png = sink.bytes();
    auto header = test::png_header(png);
    CHECK(header.width == 40);
    CHECK(header.height == 10);
    CHECK(header.depth == 8);
    CHECK(header.colour_type == 2);  // RGB: no alpha channel
    CHECK(test::png_dpi(png) == 300);
    auto phys = test::png_chunk(png, "pHYs");
    REQUIRE(phys);
    CHECK(test::be32(phys->data, 0) == 11811);  // 300 dpi in dots per metre
    CHECK(test::be32(phys->data, 4) == 11811);
    CHECK(test::png_chunk(png, "sRGB"));
    Picture picture(png);
    REQUIRE(picture.ok());
    CHECK(picture.at(5, 5) == std::array<int, 4>{255, 0, 0, 255});
    CHECK(picture.at(35, 5) == std::array<int, 4>{255, 255, 255, 255});  // was transparent
}

TEST_CASE("a PNG keeps its alpha when asked", "[render][encode]") {
    auto surface = half_red(40, 10);
    StringSink sink;
    encode_image(sink, surface.get(), {ImageEncoding::png, 150, 90, true});
    CHECK(test::png_header(sink.bytes()).colour_type == 6);
    CHECK(test::png_dpi(sink.bytes()) == 150);
    Picture picture(sink.bytes());
    CHECK(picture.at(35, 5)[3] == 0);
    CHECK(picture.at(5, 5) == std::array<int, 4>{255, 0, 0, 255});
}

TEST_CASE("JPEGs are JFIF with their density in dots per inch; quality sets their size",
          "[render][encode]") {
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 100));
    {
        CairoPtr cr(cairo_create(surface.get()));
        for (int i = 0; i < 20; ++i) {  // detail for the quality to matter
            cairo_set_source_rgb(cr.get(), i % 2, (i % 3) / 2.0, (i % 5) / 4.0);
            cairo_rectangle(cr.get(), i * 10, 0, 10, 100);
            cairo_fill(cr.get());
        }
    }
    StringSink fine;
    encode_image(fine, surface.get(), {ImageEncoding::jpeg, 300, 95});
    StringSink coarse;
    encode_image(coarse, surface.get(), {ImageEncoding::jpeg, 300, 30});
    CHECK(test::jfif_density(fine.bytes()) == std::array<int, 3>{1, 300, 300});
    CHECK(coarse.bytes().size() < fine.bytes().size());
    CHECK(fine.bytes().substr(fine.bytes().size() - 2) == "\xff\xd9");  // a complete JPEG
    CHECK(extension(ImageEncoding::jpeg) == ".jpg");
    CHECK(extension(ImageEncoding::png) == ".png");
}

TEST_CASE("a failing write is thrown as the sink's error", "[render][encode]") {
    auto surface = half_red(8, 8);
    FailingSink sink;
    CHECK_THROWS_WITH(encode_image(sink, surface.get(), {ImageEncoding::png, 72}), "disk full");
    FailingSink jpeg_sink;
    CHECK_THROWS_WITH(encode_image(jpeg_sink, surface.get(), {ImageEncoding::jpeg, 72}),
                      "disk full");
}
