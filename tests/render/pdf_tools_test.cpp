#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "layout/imposition.hpp"
#include "render/pipeline.hpp"
#include "support/fixture_deck.hpp"
#include "support/run.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using namespace pnpkit::layout;
using pnpkit::test::run_command;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

std::filesystem::path render_to(const TempDir& dir, Paper paper) {
    Diagnostics ds;
    Renderer renderer(source_dir() / "tests" / "fixtures" / "templates", source_dir() / "fonts", ds);
    RenderSettings settings;
    settings.impose.paper = paper;
    auto written = renderer.render(test::fixture_deck(10), "Tools test", dir.path(), settings);
    REQUIRE(written.size() == 1);
    return written.front().path;
}

// A PGM (P5, 8-bit) image: width, height and grey values, row by row.
struct Grey {
    int width = 0, height = 0;
    std::string pixels;
    int at(int x, int y) const { return static_cast<unsigned char>(pixels[static_cast<std::size_t>(y * width + x)]); }
};

Grey read_pgm(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::string magic;
    int max = 0;
    Grey g;
    in >> magic >> g.width >> g.height >> max;
    in.get();
    g.pixels.resize(static_cast<std::size_t>(g.width * g.height));
    in.read(g.pixels.data(), static_cast<std::streamsize>(g.pixels.size()));
    REQUIRE(magic == "P5");
    return g;
}

double px_to_mm(double px, double dpi) { return px / dpi * 25.4; }

}  // namespace

TEST_CASE("the PDF has exact page sizes, embedded subset fonts and passes qpdf --check", "[render][tools]") {
    TempDir dir;
    auto a4 = render_to(dir, Paper::a4);
    auto info = run_command("pdfinfo '" + a4.string() + "'");
    REQUIRE(info.exit_code == 0);
    CHECK(info.output.find("Pages:           4") != std::string::npos);  // 2 front pages, 2 back pages
    CHECK(info.output.find("Page size:       595.276 x 841.89 pts (A4)") != std::string::npos);

    auto fonts = run_command("pdffonts '" + a4.string() + "'");
    REQUIRE(fonts.exit_code == 0);
    std::istringstream lines(fonts.output);
    std::string line;
    int font_rows = 0;
    while (std::getline(lines, line)) {
        if (line.find('+') == std::string::npos) continue;  // subset fonts are named ABCDEF+Name
        ++font_rows;
        CHECK(line.find("yes yes") != std::string::npos);  // embedded and subset
    }
    CHECK(font_rows >= 3);

    auto check = run_command("qpdf --check '" + a4.string() + "'");
    CHECK(check.exit_code == 0);
    CHECK(check.output.find("No syntax or stream encoding errors") != std::string::npos);

    TempDir letter_dir;
    auto letter = render_to(letter_dir, Paper::letter);
    CHECK(run_command("pdfinfo '" + letter.string() + "'").output.find("612 x 792 pts (letter)") != std::string::npos);
}

TEST_CASE("crop marks print where the layout puts them, within half a millimetre", "[render][tools]") {
    TempDir dir;
    auto pdf = render_to(dir, Paper::a4);
    const double dpi = 300;
    auto raster = run_command("pdftoppm -gray -r 300 -f 1 -l 1 '" + pdf.string() + "' '" + (dir / "page").string() + "'");
    REQUIRE(raster.exit_code == 0);
    Grey page = read_pgm(dir / "page-1.pgm");
    auto grid = *compute_grid(Paper::a4, {Length::mm(63), Length::mm(88)}, Length::mm(2));

    // The first vertical mark: at the left cut line, above the top bleed.
    double mark_x = grid.origin.x.to_mm();
    double mark_y = (grid.origin.y - grid.kept.height - k_mark_gap - grid.marks.top / 2).to_mm();
    int row = static_cast<int>(mark_y / 25.4 * dpi);
    int darkest = -1;
    for (int x = 0; x < page.width / 4; ++x) {
        if (page.at(x, row) < 128) {
            darkest = x;
            break;
        }
    }
    REQUIRE(darkest >= 0);
    CHECK(std::abs(px_to_mm(darkest + 0.5, dpi) - mark_x) <= 0.5);

    // The first horizontal mark: at the top cut line, left of the left bleed.
    double hmark_x = (grid.origin.x - grid.kept.width - k_mark_gap - grid.marks.left / 2).to_mm();
    int column = static_cast<int>(hmark_x / 25.4 * dpi);
    int found = -1;
    for (int y = 0; y < page.height / 4; ++y) {
        if (page.at(column, y) < 128) {
            found = y;
            break;
        }
    }
    REQUIRE(found >= 0);
    CHECK(std::abs(px_to_mm(found + 0.5, dpi) - grid.origin.y.to_mm()) <= 0.5);

    // Nothing is printed in the paper margin.
    int margin_px = static_cast<int>(k_paper_margin.to_mm() / 25.4 * dpi) - 1;
    for (int y = 0; y < page.height; y += 7) {
        for (int x = 0; x < margin_px; ++x) REQUIRE(page.at(x, y) == 255);
    }
}
