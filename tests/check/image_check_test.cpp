#include "check/image_check.hpp"

#include <cairo.h>

#include <catch2/catch.hpp>
#include <string>

#include "core/atomic_file.hpp"
#include "render/cairo_util.hpp"
#include "render/image_encode.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using pnpkit::test::TempDir;

namespace {

// A picture of w × h pixels, white, its outer column transparent when `clear_edge` (ARGB).
render::SurfacePtr picture(int w, int h, bool alpha, bool clear_edge = false) {
    render::SurfacePtr s(
        cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, w, h));
    render::CairoPtr cr(cairo_create(s.get()));
    cairo_set_source_rgb(cr.get(), 0.9, 0.4, 0.2);
    cairo_paint(cr.get());
    if (clear_edge) {
        cairo_set_operator(cr.get(), CAIRO_OPERATOR_CLEAR);
        cairo_rectangle(cr.get(), w - 1, 0, 1, h);
        cairo_fill(cr.get());
    }
    return s;
}

std::string encoded(cairo_surface_t* s, render::EncodeOptions options) {
    render::StringSink sink;
    render::encode_image(sink, s, options);
    return sink.bytes();
}

Diagnostics checked(const std::filesystem::path& file, check::ImageExpectation expected) {
    Diagnostics out;
    check::check_image(file, "out/card.png", "cards", expected, out);
    return out;
}

}  // namespace

TEST_CASE("a picture pnpkit writes reads back with its size, resolution and opacity",
          "[check][image]") {
    TempDir dir;
    auto png = picture(120, 80, false);
    write_file_atomically(dir / "a.png", encoded(png.get(), {render::ImageEncoding::png, 300}));
    std::string why;
    auto facts = check::read_image_facts(dir / "a.png", why);
    REQUIRE(facts);
    CHECK(facts->format == "PNG");
    CHECK(facts->width == 120);
    CHECK(facts->height == 80);
    REQUIRE(facts->dpi);
    CHECK(*facts->dpi == Approx(300).margin(0.1));  // 11811 dots a metre
    CHECK(!facts->alpha);
    CHECK(checked(dir / "a.png", {120, 80, 300}).items().empty());

    write_file_atomically(dir / "a.jpg",
                          encoded(png.get(), {render::ImageEncoding::jpeg, 300, 90}));
    facts = check::read_image_facts(dir / "a.jpg", why);
    REQUIRE(facts);
    CHECK(facts->format == "JPEG");
    CHECK(facts->width == 120);
    CHECK(facts->height == 80);
    CHECK(facts->dpi == 300);
    CHECK(checked(dir / "a.jpg", {120, 80, 300}).items().empty());
}

TEST_CASE("the picture check finds a wrong size, a missing or wrong resolution, a clear edge "
          "and a broken file",
          "[check][image]") {
    TempDir dir;
    auto png = picture(120, 80, false);
    write_file_atomically(dir / "a.png", encoded(png.get(), {render::ImageEncoding::png, 300}));
    auto ds = checked(dir / "a.png", {240, 160, 600});
    REQUIRE(ds.items().size() == 2);
    CHECK(ds.items()[0].pos.to_string() == "out/card.png:1:1");
    CHECK(ds.items()[0].message ==
          "'cards': the PNG is 120 × 80 pixels, not the 240 × 160 rendered");
    CHECK(ds.items()[1].message == "'cards': the PNG is tagged 300 dpi, not the 600 dpi rendered");

    // Cairo's own PNG writer leaves out the resolution.
    REQUIRE(cairo_surface_write_to_png(png.get(), (dir / "plain.png").c_str()) ==
            CAIRO_STATUS_SUCCESS);
    ds = checked(dir / "plain.png", {120, 80, 300});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.starts_with("'cards': the PNG has no resolution tag (300 dpi"));

    // A transparent column at the edge; an opaque picture with alpha passes.
    auto clear = picture(120, 80, true, true);
    render::EncodeOptions keep{render::ImageEncoding::png, 300};
    keep.keep_alpha = true;
    write_file_atomically(dir / "clear.png", encoded(clear.get(), keep));
    ds = checked(dir / "clear.png", {120, 80, 300});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.find("not opaque to its edges") != std::string::npos);
    auto solid = picture(120, 80, true, false);
    write_file_atomically(dir / "solid.png", encoded(solid.get(), keep));
    std::string why;
    auto facts = check::read_image_facts(dir / "solid.png", why);
    REQUIRE(facts);
    CHECK(facts->alpha);
    CHECK(!facts->clear_edge);
    CHECK(checked(dir / "solid.png", {120, 80, 300}).items().empty());

    // Cut short, or not a picture at all.
    std::string bytes = encoded(png.get(), {render::ImageEncoding::png, 300});
    write_file_atomically(dir / "short.png", bytes.substr(0, bytes.size() / 2));
    ds = checked(dir / "short.png", {120, 80, 300});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message == "'cards': the picture cannot be read back: its PNG data ends early");
    write_file_atomically(dir / "text.png", "hello");
    ds = checked(dir / "text.png", {120, 80, 300});
    REQUIRE(ds.items().size() == 1);
    CHECK(ds.items()[0].message.ends_with("it is neither a PNG nor a JPEG"));

    // A header whose width does not fit the PNG specification's 2^31 - 1 (it read as a negative
    // number of pixels before), and one of no pixels.
    for (std::uint32_t width : {0x80000000u, 0u}) {
        std::string wide = bytes;
        for (int i = 0; i < 4; ++i)
            wide[16 + static_cast<std::size_t>(i)] = static_cast<char>(width >> (24 - 8 * i));
        write_file_atomically(dir / "wide.png", wide);
        ds = checked(dir / "wide.png", {120, 80, 300});
        REQUIRE(ds.items().size() == 1);
        CHECK(ds.items()[0].message ==
              "'cards': the picture cannot be read back: its PNG header gives a size of " +
                  std::to_string(width) + " by 80 pixels");
    }
}
