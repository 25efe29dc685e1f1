#include "layout/chart.hpp"

#include <catch2/catch.hpp>

#include "layout/chart_page.hpp"
#include "layout/paper.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

template <typename T>
std::vector<T> all_of_kind(const std::vector<Item>& items) {
    std::vector<T> out;
    for (const Item& item : items) {
        if (const auto* it = std::get_if<T>(&item)) out.push_back(*it);
    }
    return out;
}

std::vector<std::string> texts(const std::vector<Item>& items) {
    std::vector<std::string> out;
    for (const TextItem& t : all_of_kind<TextItem>(items)) out.push_back(t.markup);
    return out;
}

bool has_text(const std::vector<Item>& items, const std::string& words) {
    auto all = texts(items);
    return std::find(all.begin(), all.end(), words) != all.end();
}

bool inside(const Rect& inner, const Rect& outer) {
    return inner.x >= outer.x && inner.y >= outer.y &&
           inner.right() <= outer.right() + Length::pt(1e-6) &&
           inner.bottom() <= outer.bottom() + Length::pt(1e-6);
}

const Rect k_box{Length::mm(10), Length::mm(20), Length::mm(90), Length::mm(70)};

}  // namespace

TEST_CASE("nice ticks are 1, 2 or 5 times a power of ten and reach the maximum",
          "[layout][chart]") {
    AxisTicks t = nice_ticks(0.72);
    CHECK(t.step == Approx(0.2));
    CHECK(t.top == Approx(0.8));
    CHECK(t.values.size() == 5);
    AxisTicks big = nice_ticks(43210);
    CHECK(big.step == Approx(10000));
    CHECK(big.top == Approx(50000));
    AxisTicks exact = nice_ticks(5);
    CHECK(exact.step == Approx(1));
    CHECK(exact.top == Approx(5));  // a maximum on a tick is not pushed one step further
    AxisTicks none = nice_ticks(0);
    CHECK(none.top == Approx(1));
}

TEST_CASE("values print as counts, percentages or decimals", "[layout][chart]") {
    CHECK(format_value(1234567, ValueFormat::count) == "1,234,567");
    CHECK(format_value(999, ValueFormat::count) == "999");
    CHECK(format_value(0.567, ValueFormat::percent) == "56.7%");
    CHECK(format_value(0.5, ValueFormat::percent) == "50%");
    CHECK(format_value(12.25, ValueFormat::decimal) == "12.25");
    CHECK(format_value(3.0, ValueFormat::decimal) == "3");
}

TEST_CASE("a bar chart draws bars in proportion, whiskers at the interval, labels and titles",
          "[layout][chart]") {
    BarChart chart;
    chart.title = "Win rate";
    chart.x_label = "policy";
    chart.y_label = "games won";
    chart.format = ValueFormat::percent;
    chart.y_max = 1.0;
    chart.bars = {{"steady", 0.6, 0.55, 0.65}, {"bold", 0.3, 0.25, 0.35}};
    auto items = chart_items(chart, k_box);
    auto bars = all_of_kind<RectItem>(items);
    REQUIRE(bars.size() == 2);
    // Both bars stand on the same baseline; heights are in proportion to the values.
    CHECK(bars[0].box.bottom().to_pt() == Approx(bars[1].box.bottom().to_pt()));
    CHECK(bars[0].box.height / bars[1].box.height == Approx(2.0));
    for (const RectItem& r : bars) CHECK(inside(r.box, k_box));
    // Each whisker is a vertical line and two caps, centred on its bar, spanning the interval.
    auto lines = all_of_kind<LineItem>(items);
    Length base = bars[0].box.bottom();
    Length full = bars[0].box.height / 0.6;  // the axis runs 0..1
    bool found = false;
    for (const LineItem& l : lines) {
        Length centre = bars[0].box.x + bars[0].box.width / 2;
        if (l.from.x == centre && l.to.x == centre) {
            CHECK((base - l.from.y).to_pt() == Approx((full * 0.55).to_pt()));
            CHECK((base - l.to.y).to_pt() == Approx((full * 0.65).to_pt()));
            found = true;
        }
    }
    CHECK(found);
    CHECK(has_text(items, "Win rate"));
    CHECK(has_text(items, "policy"));
    CHECK(has_text(items, "games won"));
    CHECK(has_text(items, "steady"));
    CHECK(has_text(items, "60%"));
    CHECK(has_text(items, "100%"));  // the top tick
    for (const TextItem& t : all_of_kind<TextItem>(items))
        CHECK(inside(t.box, Rect{k_box.x, k_box.y - Length::pt(8), k_box.width,
                                 k_box.height + Length::pt(8)}));
}

TEST_CASE("a value with no room over its bar goes inside it, in white", "[layout][chart]") {
    BarChart chart;
    chart.format = ValueFormat::percent;
    chart.y_max = 1.0;
    chart.bars = {{"near the top", 0.98, 0.96, 0.99}, {"low", 0.23, std::nullopt, std::nullopt}};
    auto items = chart_items(chart, k_box);
    auto bars = all_of_kind<RectItem>(items);
    REQUIRE(bars.size() == 2);
    for (const TextItem& t : all_of_kind<TextItem>(items)) {
        if (t.markup == "98%") {
            CHECK(t.style.colour == Colour::white());
            CHECK(t.box.y > bars[0].box.y);
        }
        if (t.markup == "23%") {
            CHECK(t.style.colour == ChartStyle{}.ink);
            CHECK(t.box.bottom() < bars[1].box.y);
        }
    }
}

TEST_CASE("labels are escaped for markup", "[layout][chart]") {
    BarChart chart;
    chart.title = "Knights & <dragons>";
    auto items = chart_items(chart, k_box);
    CHECK(has_text(items, "Knights &amp; &lt;dragons&gt;"));
}

TEST_CASE("a histogram draws touching bins and labels only some of many", "[layout][chart]") {
    Histogram h;
    h.title = "Turns used";
    h.first = 1;
    h.counts.assign(40, 10);
    h.counts[4] = 0;
    auto items = chart_items(h, k_box);
    auto bars = all_of_kind<RectItem>(items);
    CHECK(bars.size() == 39);  // an empty bin draws nothing
    // 40 bins: every 5th is labelled (5, 10, ..., 40), and bin 1 is not.
    CHECK(has_text(items, "5"));
    CHECK(has_text(items, "40"));
    CHECK_FALSE(has_text(items, "1"));
    CHECK_FALSE(has_text(items, "7"));
    Histogram few;
    few.first = 3;
    few.counts = {1, 2, 3};
    auto small = chart_items(few, k_box);
    CHECK(has_text(small, "3"));
    CHECK(has_text(small, "4"));
    CHECK(has_text(small, "5"));
}

TEST_CASE("a report puts six charts on a page, the title on the first", "[layout][chart]") {
    ChartReport report;
    report.title = "Balance";
    report.lines = {"1000 games, seed 1"};
    for (int i = 0; i < 7; ++i) {
        BarChart c;
        c.title = "chart " + std::to_string(i);
        c.bars = {{"a", 1, std::nullopt, std::nullopt}};
        report.charts.push_back(c);
    }
    auto pages = layout_report(report, paper_size(Paper::a4));
    REQUIRE(pages.size() == 2);
    CHECK(has_text(pages[0].items, "Balance"));
    CHECK(has_text(pages[0].items, "1000 games, seed 1"));
    CHECK(has_text(pages[0].items, "chart 5"));
    CHECK(has_text(pages[1].items, "chart 6"));
    CHECK_FALSE(has_text(pages[1].items, "Balance"));
    Rect page{Length(), Length(), pages[0].size.width, pages[0].size.height};
    for (const Page& p : pages) {
        for (const RectItem& r : all_of_kind<RectItem>(p.items)) CHECK(inside(r.box, page));
    }
    CHECK(layout_report(ChartReport{"Empty", {}, {}}, paper_size(Paper::a4)).size() == 1);
}
