#include <catch2/catch.hpp>
#include <cstdlib>
#include <regex>

#include "core/error.hpp"
#include "render/output.hpp"
#include "render/pipeline.hpp"
#include "support/fixture_deck.hpp"
#include "support/picture.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using namespace pnpkit::layout;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

std::filesystem::path fonts() { return source_dir() / "fonts"; }
std::filesystem::path templates() { return source_dir() / "tests" / "fixtures" / "templates"; }

std::size_t count_of(const std::string& haystack, const std::string& needle) {
    std::size_t n = 0;
    for (auto pos = haystack.find(needle); pos != std::string::npos; pos = haystack.find(needle, pos + 1)) ++n;
    return n;
}

std::string render_pdf(const DeckComponent& deck, const RenderSettings& settings = {}) {
    TempDir dir;
    Diagnostics ds;
    Renderer renderer(templates(), fonts(), ds);
    auto written = renderer.render(deck, "Test", dir.path(), settings);
    REQUIRE(written.size() == 1);
    REQUIRE_FALSE(ds.has_errors());
    return read_file(written.front().path);
}

}  // namespace

TEST_CASE("only the bundled fonts are visible, whatever the machine has", "[render][fonts]") {
    FontLibrary library(fonts());
    CHECK(library.families() == std::vector<std::string>{"EB Garamond", "Linux Biolinum O", "Vollkorn"});
    CHECK_FALSE(library.has_family("Serif"));  // generic names would fall back silently
    CHECK(library.has_family("Vollkorn"));
    CHECK_FALSE(library.has_family("DejaVu Sans"));
    TempDir empty;
    CHECK_THROWS_AS(FontLibrary(empty / "nowhere"), OutsideError);
    CHECK_THROWS_AS(FontLibrary(empty.path()), OutsideError);
}

TEST_CASE("Pango measures text in points, with icons inline and unknown glyphs counted", "[render][text]") {
    FontLibrary library(fonts());
    PangoTextService text(library);
    TextItem item;
    item.box = {Length(), Length(), Length::mm(100), Length::mm(50)};
    item.style.wrap = false;
    item.markup = "Goblin";
    auto small = std::get<TextExtents>(text.measure(item, 10));
    auto big = std::get<TextExtents>(text.measure(item, 20));
    CHECK(big.width_pt == Approx(small.width_pt * 2).epsilon(0.02));
    CHECK(big.height_pt == Approx(small.height_pt * 2).epsilon(0.02));
    item.markup = "Goblin :die5:";
    auto with_icon = std::get<TextExtents>(text.measure(item, 10));
    CHECK(with_icon.width_pt > small.width_pt + 7);  // a space and an icon of 0.78 em plus sides
    CHECK(with_icon.unknown_glyphs == 0);
    item.markup = "<b>unclosed";
    CHECK(std::holds_alternative<std::string>(text.measure(item, 10)));
    item.markup = "\xe6\xbc\xa2";  // a CJK character no bundled font has
    CHECK(std::get<TextExtents>(text.measure(item, 10)).unknown_glyphs == 1);
}

TEST_CASE("the same inputs give a byte-identical PDF; SOURCE_DATE_EPOCH sets its date", "[render][pdf]") {
    auto deck = test::fixture_deck(12);
    ::unsetenv("SOURCE_DATE_EPOCH");
    std::string first = render_pdf(deck);
    std::string second = render_pdf(deck);
    CHECK(first == second);
    std::regex fixed_date(R"(/CreationDate \((D:)?20180112000000)");
    CHECK(std::regex_search(first, fixed_date));
    ::setenv("SOURCE_DATE_EPOCH", "1600000000", 1);
    std::string dated = render_pdf(deck);
    ::unsetenv("SOURCE_DATE_EPOCH");
    CHECK(std::regex_search(dated, std::regex(R"(/CreationDate \((D:)?20200913122640)")));
}

TEST_CASE("a common back is stored once however many cards use it", "[render][pdf]") {
    std::string pdf = render_pdf(test::fixture_deck(20));  // three front pages, three back pages
    CHECK(count_of(pdf, "/Type /Page\n") + count_of(pdf, "/Type /Page ") >= 6);
    CHECK(count_of(pdf, "/Subtype /Form") == 1);
}

TEST_CASE("PNG cards have the size of the trim box, or the bleed box, at the chosen resolution", "[render][png]") {
    FontLibrary library(fonts());
    PangoTextService text(library);
    Painter painter(text);
    Drawing d;
    d.size = {Length::mm(63), Length::mm(88)};
    d.bleed = Length::mm(2);
    auto png_size = [&](bool bleed, double dpi) {
        StringSink sink;
        write_png(sink, d, dpi, bleed, painter);
        const std::string& b = sink.bytes();
        REQUIRE(b.substr(1, 3) == "PNG");
        auto be32 = [&](std::size_t at) {
            return (static_cast<unsigned char>(b[at]) << 24) | (static_cast<unsigned char>(b[at + 1]) << 16) |
                   (static_cast<unsigned char>(b[at + 2]) << 8) | static_cast<unsigned char>(b[at + 3]);
        };
        return std::pair<unsigned, unsigned>(be32(16), be32(20));
    };
    CHECK(png_size(false, 300) == std::pair<unsigned, unsigned>(744, 1039));  // 63 mm, 88 mm at 300 dpi
    CHECK(png_size(true, 300) == std::pair<unsigned, unsigned>(791, 1087));   // 67 mm, 92 mm
    CHECK(png_size(false, 72) == std::pair<unsigned, unsigned>(179, 249));
}

TEST_CASE("Tabletop Simulator sheets hold at most 10 x 7 cards and stay within 4096 px", "[render][tts]") {
    Size poker{Length::mm(63), Length::mm(88)};
    auto small = plan_tts_sheet(8, poker, 150);  // the squarest of the full grids
    CHECK(small.columns == 4);
    CHECK(small.rows == 2);
    CHECK(small.scale == 1);
    CHECK(plan_tts_sheet(24, poker, 100).columns == 6);  // 6 x 4, not 10 x 3 with six empty
    CHECK(plan_tts_sheet(7, poker, 100).columns == 7);   // no empty slot beats square: 7 x 1
    CHECK(plan_tts_sheet(2, poker, 100).columns == 2);   // portrait cards side by side
    CHECK(plan_tts_sheet(2, Size{Length::mm(88), Length::mm(63)}, 100).rows == 2);
    // Every count fits, and no other grid that fits it has fewer empty slots at the same scale.
    for (int n = 1; n <= 70; ++n) {
        auto plan = plan_tts_sheet(n, poker, 300);
        INFO(n << " cards: " << plan.columns << " x " << plan.rows);
        CHECK(plan.columns <= 10);
        CHECK(plan.rows <= 7);
        CHECK(plan.columns * plan.rows >= n);
        for (int c = 1; c <= 10; ++c) {
            int r = (n + c - 1) / c;
            if (r > 7) continue;
            double scale = std::min({1.0, 4096 / (c * poker.width.to_px(300)),
                                     4096 / (r * poker.height.to_px(300))});
            if (scale > plan.scale + 1e-6) FAIL("a grid of " << c << " x " << r << " keeps cards larger");
            if (scale > plan.scale - 1e-6) CHECK(c * r >= plan.columns * plan.rows);
        }
    }
    auto full = plan_tts_sheet(70, poker, 300);
    CHECK(full.columns == 10);
    CHECK(full.rows == 7);
    CHECK(full.scale < 1);
    CHECK(full.width_px <= 4096);
    CHECK(full.height_px <= 4096);
    CHECK(std::max(full.width_px, full.height_px) >= 4090);  // scaled just enough
    CHECK(plan_tts_sheet(200, poker, 100).rows == 7);
}

TEST_CASE("a render that reports an error writes nothing and keeps the old output", "[render][atomic]") {
    TempDir dir;
    dir.write("out/test.pdf", "previous output");
    Diagnostics ds;
    Renderer renderer(templates(), fonts(), ds);
    auto deck = test::fixture_deck(3);
    deck.cards[1].front.record.fields.erase("name");  // the template's title needs {name}
    auto written = renderer.render(deck, "Test", dir / "out", {});
    CHECK(written.empty());
    CHECK(ds.has_errors());
    CHECK(read_file(dir / "out" / "test.pdf") == "previous output");
    CHECK(std::distance(std::filesystem::directory_iterator(dir / "out"), std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("PNG cards are opaque and drawn to every edge pixel, whatever their size in millimetres",
          "[render][png]") {
    FontLibrary library(fonts());
    PangoTextService text(library);
    Painter painter(text);
    Drawing d;
    d.size = {Length::mm(63), Length::mm(88)};
    d.bleed = Length::mm(2);
    d.corner_radius = Length::mm(3);
    RectItem background;
    background.box = d.bleed_box();
    background.fill = Colour::rgb(0xff, 0, 0);
    d.items.push_back(background);
    for (bool bleed : {true, false}) {
        for (double dpi : {300.0, 96.0}) {
            StringSink sink;
            write_png(sink, d, dpi, bleed, painter);
            INFO((bleed ? "with bleed at " : "trimmed at ") << dpi << " dpi");
            CHECK(test::png_header(sink.bytes()).colour_type == 2);
            CHECK(test::png_dpi(sink.bytes()) == static_cast<int>(dpi));
            test::Picture picture(sink.bytes());
            REQUIRE(picture.ok());
            // 92 mm at 300 dpi is 1086.6 px: the last row was once only partly drawn.
            for (const auto& pixel : picture.border())
                REQUIRE(pixel == std::array<int, 4>{255, 0, 0, 255});
        }
    }
}
