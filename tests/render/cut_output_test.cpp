#include <catch2/catch.hpp>
#include <regex>

#include "core/atomic_file.hpp"
#include "render/cut_svg.hpp"
#include "render/pipeline.hpp"
#include "support/diagnostics.hpp"
#include "support/fixture_deck.hpp"
#include "support/picture.hpp"
#include "support/print_specs.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using namespace pnpkit::render;
using pnpkit::test::messages;
using pnpkit::test::Picture;
using pnpkit::test::shipped_cutter;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

CutSheet letter_sheet(const Cutter& cutter) {
    auto sheet = compute_cut_sheet(cutter, {Length::in(8.5), Length::in(11)},
                                   {Length::mm(63), Length::mm(88)}, Length::mm(2), Length::mm(3));
    REQUIRE(std::holds_alternative<CutSheet>(sheet));
    return std::get<CutSheet>(sheet);
}

std::filesystem::path templates() {
    return source_dir() / "tests" / "fixtures" / "templates";
}

// The first dark pixel from `from` stepping by (dx, dy), as a count of steps; -1 when none.
int first_dark(const Picture& p, int x, int y, int dx, int dy) {
    for (int i = 0; x >= 0 && y >= 0 && x < p.width() && y < p.height(); ++i, x += dx, y += dy) {
        if (p.at(x, y)[0] < 128) return i;
    }
    return -1;
}

}  // namespace

TEST_CASE("the cut file outlines every slot in millimetres on the page, corners rounded",
          "[render][cut]") {
    Cutter silhouette = shipped_cutter("silhouette");
    CutSheet sheet = letter_sheet(silhouette);
    std::string svg = cut_svg(sheet, silhouette, "colf: nouns");
    CHECK(svg.find(R"(width="279.4mm" height="215.9mm" viewBox="0 0 279.4 215.9")") !=
          std::string::npos);
    CHECK(svg.find("<title>colf: nouns</title>") != std::string::npos);
    CHECK(svg.find("length 20 mm, thickness 0.3 mm, inset 10 mm") != std::string::npos);
    std::regex rect(
        R"re(<rect id="card-(\d+)" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="([\d.]+)")re");
    int n = 0;
    for (std::sregex_iterator it(svg.begin(), svg.end(), rect), end; it != end; ++it, ++n) {
        const auto& m = *it;
        Rect t = sheet.trim(std::stoi(m[1]) - 1);
        CHECK(std::stod(m[2]) == Approx(t.x.to_mm()).margin(0.01));
        CHECK(std::stod(m[3]) == Approx(t.y.to_mm()).margin(0.01));
        CHECK(std::stod(m[4]) == Approx(63).margin(0.01));
        CHECK(std::stod(m[5]) == Approx(88).margin(0.01));
        CHECK(std::stod(m[6]) == Approx(3).margin(0.01));
    }
    CHECK(n == 6);
}

TEST_CASE("a Silhouette page draws its marks where the sheet says, to a tenth of a millimetre",
          "[render][cut]") {
    Cutter silhouette = shipped_cutter("silhouette");
    CutSheet sheet = letter_sheet(silhouette);
    Page page = cut_front_page(sheet, {}, "marks");
    FontLibrary fonts(source_dir() / "fonts");
    PangoTextService text(fonts);
    Painter painter(text);
    // The page at 10 pixels a millimetre; only the parts with marks are drawn.
    SurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2794, 2159));
    {
        CairoPtr cr(cairo_create(surface.get()));
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
        for (Rect r : {Rect{Length(), Length(), Length::mm(40), Length::mm(40)},
                       Rect{Length::mm(240), Length(), Length::mm(39.4), Length::mm(40)},
                       Rect{Length(), Length::mm(180), Length::mm(40), Length::mm(35.9)}}) {
            cairo_save(cr.get());
            cairo_rectangle(cr.get(), r.x.to_mm() * 10, r.y.to_mm() * 10, r.width.to_mm() * 10,
                            r.height.to_mm() * 10);
            cairo_clip(cr.get());
            cairo_scale(cr.get(), 254 / 72.0, 254 / 72.0);
            painter.draw_page(cr.get(), page);
            cairo_restore(cr.get());
        }
    }
    Picture p(std::move(surface));
    REQUIRE(p.width() == 2794);
    // Each edge within a pixel (0.1 mm) of where the sheet puts it. The square: 10 to 15 mm.
    CHECK(first_dark(p, 0, 125, 1, 0) == Approx(100).margin(1));
    CHECK(first_dark(p, 125, 0, 0, 1) == Approx(100).margin(1));
    CHECK(160 - first_dark(p, 160, 125, -1, 0) == Approx(150).margin(1));
    // The top-right corner: its arm down the right, 0.3 mm wide about x = 269.4 mm.
    CHECK(2793 - first_dark(p, 2793, 200, -1, 0) == Approx(2695.5).margin(1));
    CHECK(2600 + first_dark(p, 2600, 200, 1, 0) == Approx(2692.5).margin(1));
    // Its arm along the top, about y = 10 mm, from x = 249.4 mm.
    CHECK(first_dark(p, 2600, 0, 0, 1) == Approx(98.5).margin(1));
    CHECK(2400 + first_dark(p, 2400, 100, 1, 0) == Approx(2494).margin(1));
    // The bottom-left corner about (10 mm, 205.9 mm), its arm up to 185.9 mm.
    CHECK(first_dark(p, 0, 2000, 1, 0) == Approx(98.5).margin(1));
    CHECK(2158 - first_dark(p, 150, 2158, 0, -1) == Approx(2060.5).margin(1));
    CHECK(1000 + first_dark(p, 100, 1000, 0, 1) == Approx(1859).margin(1));
}

TEST_CASE("render --cut silhouette writes the cut layout's PDF and its cut file", "[render][cut]") {
    TempDir dir;
    Diagnostics ds;
    Renderer renderer(templates(), source_dir() / "fonts", ds);
    RenderSettings settings;
    settings.impose.paper = Paper::letter;
    settings.cutter = shipped_cutter("silhouette");
    auto written = renderer.render(test::fixture_deck(8), "Test", dir.path(), settings);
    INFO(messages(ds));
    REQUIRE(written.size() == 2);
    CHECK(written[0].path == dir / "test.pdf");
    CHECK(written[0].summary ==
          "4 pages, 8 cards, 6 a page (landscape), Silhouette Print & Cut (registration marks type "
          "1)");
    CHECK(written[1].path == dir / "test-cut.svg");
    CHECK(read_file(dir / "test-cut.svg") == cut_svg(letter_sheet(shipped_cutter("silhouette")),
                                                     shipped_cutter("silhouette"), "Test"));
}

TEST_CASE("render --cut cricut writes print-then-cut images: cards cut out along their outline",
          "[render][cut]") {
    TempDir dir;
    Diagnostics ds;
    Renderer renderer(templates(), source_dir() / "fonts", ds);
    RenderSettings settings;
    settings.dpi = 100;
    settings.cutter = shipped_cutter("cricut");
    auto written = renderer.render(test::fixture_deck(5), "Test", dir.path(), settings);
    INFO(messages(ds));
    REQUIRE(written.size() == 2);
    CHECK(written[0].summary ==
          "2 print-then-cut images of 6.75 x 9.25 in, 5 cards, 4 a page (portrait): upload to "
          "Cricut Design "
          "Space at that size");
    CHECK_FALSE(std::filesystem::exists(dir / "test.pdf"));
    std::string png = read_file(dir / "test-cricut-1.png");
    CHECK(test::png_dpi(png) == 100);
    Picture p(png);
    REQUIRE(p.width() == 675);
    REQUIRE(p.height() == 925);
    CutSheet sheet = letter_sheet(shipped_cutter("cricut"));
    Rect t = sheet.trim(0);
    auto px = [](Length l) { return static_cast<int>(l.to_px(100)); };
    CHECK(p.at(px(t.x) + 20, px(t.y) + 20)[3] == 255);     // inside the card
    CHECK(p.at(px(t.x) - 2, px(t.y) + 20)[3] == 0);        // left of its cut line
    CHECK(p.at(px(t.x) + 1, px(t.y) + 1)[3] == 0);         // its rounded corner
    CHECK(p.at(px(t.right()) + 3, px(t.y) + 50)[3] == 0);  // the gap between cards
    CHECK(std::filesystem::exists(dir / "test-cricut-2.png"));
}
