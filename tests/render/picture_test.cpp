#include <array>
#include <catch2/catch.hpp>

#include "render/image_store.hpp"
#include "render/output.hpp"
#include "render/painter.hpp"
#include "support/images.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::JpegKind;
using pnpkit::test::TempDir;

namespace {

const Colour k_red = Colour::rgb(220, 30, 30);
const Colour k_blue = Colour::rgb(30, 30, 220);

// Left half red, right half blue.
Colour halves(int x, int) {
    return x < 10 ? k_red : k_blue;
}

std::shared_ptr<Image> decoded(ImageStore& store, const std::filesystem::path& file) {
    auto got = store.get(file);
    if (const auto* problem = std::get_if<std::string>(&got)) FAIL(*problem);
    return std::get<std::shared_ptr<Image>>(got);
}

std::string problem(ImageStore& store, const std::filesystem::path& file) {
    return store.check(file).value_or("(no problem)");
}

// The image painted with `fit` into a w x h picture on white; its pixels as RGB.
struct Canvas {
    SurfacePtr surface;
    Canvas(Image& image, int w, int h, layout::ImageFit fit = layout::ImageFit::stretch,
           std::optional<Colour> colour = std::nullopt)
        : surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h)) {
        CairoPtr cr(cairo_create(surface.get()));
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
        image.paint(cr.get(), 0, 0, w, h, fit, colour);
        cairo_surface_flush(surface.get());
    }
    std::array<int, 3> at(int x, int y) const {
        const unsigned char* data = cairo_image_surface_get_data(surface.get());
        int stride = cairo_image_surface_get_stride(surface.get());
        auto word = *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);
        return {static_cast<int>((word >> 16) & 0xff), static_cast<int>((word >> 8) & 0xff),
                static_cast<int>(word & 0xff)};
    }
};

// Colours from a JPEG are near, not equal.
bool near(std::array<int, 3> got, Colour want) {
    return std::abs(got[0] - want.r) <= 12 && std::abs(got[1] - want.g) <= 12 &&
           std::abs(got[2] - want.b) <= 12;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("JPEG pictures decode in colour, in grey and in Adobe's CMYK", "[render][image]") {
    TempDir dir;
    dir.write("rgb.jpg", test::jpeg_bytes(20, 10, JpegKind::rgb, halves));
    dir.write("grey.jpg", test::jpeg_bytes(20, 10, JpegKind::grey, halves));
    dir.write("cmyk.jpg", test::jpeg_bytes(20, 10, JpegKind::cmyk_adobe, halves));
    ImageStore store;
    for (const char* name : {"rgb.jpg", "cmyk.jpg"}) {
        INFO(name);
        auto image = decoded(store, dir / name);
        CHECK((image->width == 20 && image->height == 10));
        Canvas canvas(*image, 20, 10);
        CHECK(near(canvas.at(2, 5), k_red));
        CHECK(near(canvas.at(17, 5), k_blue));
    }
    Canvas grey(*decoded(store, dir / "grey.jpg"), 20, 10);
    CHECK(near(grey.at(2, 5), Colour::rgb(220, 220, 220)));
    CHECK(near(grey.at(17, 5), Colour::rgb(30, 30, 30)));
}

TEST_CASE("a JPEG's EXIF orientation turns it upright", "[render][image]") {
    TempDir dir;
    // Stored 20 x 10, red on the left: orientation 6 shows it turned a quarter clockwise, so the
    // stored left becomes the top of a 10 x 20 picture; 3 turns it half a turn.
    dir.write("six.jpg", test::jpeg_bytes(20, 10, JpegKind::rgb, halves, 6));
    dir.write("three.jpg", test::jpeg_bytes(20, 10, JpegKind::rgb, halves, 3));
    dir.write("eight.jpg", test::jpeg_bytes(20, 10, JpegKind::rgb, halves, 8));
    ImageStore store;
    auto six = decoded(store, dir / "six.jpg");
    CHECK((six->width == 10 && six->height == 20));
    Canvas turned(*six, 10, 20);
    CHECK(near(turned.at(5, 2), k_red));
    CHECK(near(turned.at(5, 17), k_blue));
    Canvas eight(*decoded(store, dir / "eight.jpg"), 10, 20);
    CHECK(near(eight.at(5, 2), k_blue));
    CHECK(near(eight.at(5, 17), k_red));
    Canvas half(*decoded(store, dir / "three.jpg"), 20, 10);
    CHECK(near(half.at(2, 5), k_blue));
    CHECK(near(half.at(17, 5), k_red));
}

TEST_CASE("a corrupt or cut short picture is a problem in words, not a crash", "[render][image]") {
    TempDir dir;
    // Noise, so that most of the file is the scan, not the tables before it.
    std::string jpeg = test::jpeg_bytes(128, 128, JpegKind::rgb, [](int x, int y) {
        return Colour::rgb(static_cast<std::uint8_t>(x * 37 + y * 11),
                           static_cast<std::uint8_t>(x * y), static_cast<std::uint8_t>(y * 53));
    });
    dir.write("cut.jpg", jpeg.substr(0, jpeg.size() / 2));
    std::string bad = jpeg;
    bad[bad.find("\xFF\xC4") + 4] = '\x7F';  // a Huffman table that cannot be
    dir.write("bad.jpg", bad);
    test::write_png_file(dir / "whole.png", 64, 64, k_red);
    std::string png = read_file(dir / "whole.png");
    dir.write("cut.png", png.substr(0, png.size() - 30));
    dir.write("broken.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>");
    dir.write("sizeless.svg",
              "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>");
    ImageStore store;
    CHECK(problem(store, dir / "cut.jpg") ==
          "the JPEG data is cut short or corrupt: Premature end of JPEG file");
    CHECK(problem(store, dir / "bad.jpg").starts_with("the JPEG data cannot be decoded: "));
    CHECK(problem(store, dir / "cut.png") == "the PNG data is cut short or corrupt");
    CHECK(problem(store, dir / "broken.svg").starts_with("the SVG cannot be read: "));
    CHECK(problem(store, dir / "sizeless.svg") ==
          "the SVG has no size: give its <svg> a viewBox, or a width and a height");
    CHECK(problem(store, dir / "whole.png") == "(no problem)");
}

TEST_CASE("each picture file is decoded once, again only when it changes", "[render][image]") {
    TempDir dir;
    test::write_png_file(dir / "a.png", 32, 32, k_red);
    dir.write("b.jpg", test::jpeg_bytes(32, 32, JpegKind::rgb, halves));
    dir.write("c.svg", test::svg_text(10, 10, "<rect width='10' height='10'/>"));
    dir.write("bad.svg", "<svg");
    ImageStore store;
    for (int i = 0; i < 50; ++i) {
        for (const char* name : {"a.png", "b.jpg", "c.svg", "bad.svg"}) store.check(dir / name);
    }
    CHECK(store.decodes() == 4);
    dir.write("c.svg", test::svg_text(12, 10, "<rect width='12' height='10'/>"));
    CHECK(decoded(store, dir / "c.svg")->width == 12);
    CHECK(store.decodes() == 5);
    // Over the budget, the least recently used picture goes first.
    ImageStore small(10000);
    test::write_png_file(dir / "d.png", 40, 40, k_blue);  // 6400 bytes decoded
    small.check(dir / "a.png");
    small.check(dir / "d.png");  // a.png is dropped
    small.check(dir / "d.png");
    CHECK(small.decodes() == 2);
    small.check(dir / "a.png");
    CHECK(small.decodes() == 3);
}

TEST_CASE("an SVG draws as vectors, its currentColor the colour asked for", "[render][image]") {
    TempDir dir;
    dir.write("dot.svg",
              test::svg_text(20, 10,
                             "<rect x='0' y='0' width='10' height='10' fill='currentColor'/>"
                             "<rect x='10' y='0' width='10' height='10' fill='#00ff00'/>"));
    ImageStore store;
    auto image = decoded(store, dir / "dot.svg");
    CHECK((image->width == 20 && image->height == 10));
    // Drawn at 10 times its size it is sharp: an edge pixel is one colour or the other.
    Canvas big(*image, 200, 100, layout::ImageFit::contain, k_red);
    CHECK(big.at(50, 50) == std::array<int, 3>{220, 30, 30});
    CHECK(big.at(98, 50) == std::array<int, 3>{220, 30, 30});
    CHECK(big.at(101, 50) == std::array<int, 3>{0, 255, 0});
    Canvas plain(*image, 20, 10);
    CHECK(plain.at(5, 5) == std::array<int, 3>{0, 0, 0});  // no colour asked: black
    Canvas blue(*image, 20, 10, layout::ImageFit::stretch, k_blue);
    CHECK(blue.at(5, 5) == std::array<int, 3>{30, 30, 220});
}

TEST_CASE("a PDF holds each picture once: a JPEG as it is, an SVG as vectors", "[render][image]") {
    TempDir dir;
    std::string jpeg = test::jpeg_bytes(300, 200, JpegKind::rgb, halves);
    dir.write("photo.jpg", jpeg);
    dir.write("art.svg", test::svg_text(20, 20, "<circle cx='10' cy='10' r='9' fill='#884400'/>"));
    layout::Page page{"p", {Length::mm(210), Length::mm(297)}, {}};
    for (int i = 0; i < 12; ++i) {
        Rect box{Length::mm(10 + (i % 4) * 45), Length::mm(10 + (i / 4) * 45), Length::mm(40),
                 Length::mm(40)};
        page.items.push_back(layout::ImageItem{box, dir / (i % 2 ? "photo.jpg" : "art.svg"),
                                               layout::ImageFit::contain, "art"});
    }
    FontLibrary fonts(test::source_dir() / "fonts");
    PangoTextService text(fonts);
    ImageStore store;
    Painter painter(text, &store);
    StringSink sink;
    PdfWriter pdf(sink, "pictures");
    pdf.add_page(page, painter);
    pdf.add_page(page, painter);
    pdf.finish();
    const std::string& bytes = sink.bytes();
    CHECK(count(bytes, "/DCTDecode") == 1);       // the JPEG, embedded once for 12 uses
    CHECK(count(bytes, "/Subtype /Image") == 1);  // and no other picture: the SVG is vectors
    CHECK(bytes.size() < 30000);  // the JPEG's pixels (180 kB) are nowhere
    CHECK(store.decodes() == 2);
}
