#include "render/report.hpp"

#include <catch2/catch.hpp>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "layout/chart_page.hpp"
#include "layout/paper.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::source_dir;
using pnpkit::test::TempDir;

namespace {

std::vector<Page> pages_of(int charts) {
    ChartReport report;
    report.title = "Report";
    for (int i = 0; i < charts; ++i) {
        Histogram h;
        h.title = "h" + std::to_string(i);
        h.counts = {1, 4, 9};
        report.charts.push_back(h);
    }
    return layout_report(report, paper_size(Paper::a4));
}

}  // namespace

TEST_CASE("report formats come from the extension", "[render][report]") {
    CHECK(render::report_format("a.pdf") == render::ReportFormat::pdf);
    CHECK(render::report_format("dir/A.PNG") == render::ReportFormat::png);
    CHECK_FALSE(render::report_format("a.svg"));
    CHECK_FALSE(render::report_format("pdf"));
}

TEST_CASE("a report is written as a PDF of every page or one PNG a page", "[render][report]") {
    TempDir dir;
    auto fonts = source_dir() / "fonts";
    auto pages = pages_of(7);
    auto pdf = render::write_report(pages, dir.path() / "r.pdf", fonts, "Report");
    REQUIRE(pdf.size() == 1);
    std::string bytes = read_file(pdf[0]);
    CHECK(bytes.rfind("%PDF-", 0) == 0);
    auto pngs = render::write_report(pages, dir.path() / "r.png", fonts, "Report", 30);
    REQUIRE(pngs.size() == 2);
    CHECK(pngs[0].filename() == "r-1.png");
    CHECK(pngs[1].filename() == "r-2.png");
    CHECK(read_file(pngs[1]).substr(1, 3) == "PNG");
    auto one = render::write_report(pages_of(1), dir.path() / "one.png", fonts, "Report", 30);
    REQUIRE(one.size() == 1);
    CHECK(one[0].filename() == "one.png");
    CHECK_THROWS_AS(render::write_report(pages, dir.path() / "r.svg", fonts, "Report"), UsageError);
    CHECK_FALSE(std::filesystem::exists(dir.path() / "r.svg"));
}
