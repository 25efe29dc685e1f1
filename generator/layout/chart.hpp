#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/colour.hpp"
#include "core/length.hpp"
#include "layout/page.hpp"

// Charts as plain page items, for simulators' reports: a bar chart over categories (each bar with
// an optional interval whisker, such as a 95% interval) and a histogram over consecutive integers,
// each with a title and labelled axes. A caller fills a BarChart or a Histogram with its figures
// and asks chart_items for the items of a box on a page (or layout_report, chart_page.hpp, for
// whole pages); render draws them like any other page.
namespace pnpkit::layout {

// How values print on the value axis and over the bars.
enum class ValueFormat {
    count,    // 1,234
    percent,  // a fraction printed as a percentage: 0.567 is "56.7%"
    decimal,  // 12.3
};

// One bar: its category label, its value and, optionally, the interval drawn as a whisker.
struct Bar {
    std::string label;
    double value = 0;
    std::optional<double> low;  // whisker bottom; a whisker needs both ends
    std::optional<double> high;
};

struct BarChart {
    std::string title;
    std::string x_label;  // what the categories are, under the axis
    std::string y_label;  // what the values are, above the value axis
    std::vector<Bar> bars;
    ValueFormat format = ValueFormat::count;
    std::optional<double> y_max;  // top of the value axis; default: a round number above every bar
    bool value_labels = true;     // print each bar's value over it
};

// Counts of consecutive integer values (turns 1, 2, 3, ...), drawn as touching bars; the value
// axis labels are thinned to stay readable.
struct Histogram {
    std::string title;
    std::string x_label;
    std::string y_label;
    int first = 0;               // the value counted by counts[0]
    std::vector<double> counts;  // counts[i] is the count of value first + i
    ValueFormat format = ValueFormat::count;
};

using Chart = std::variant<BarChart, Histogram>;

struct ChartStyle {
    std::string font = "Linux Biolinum O";
    double title_pt = 11;
    double label_pt = 8;  // axis titles and category labels
    double tick_pt = 7;   // tick labels and values over bars
    Colour ink = Colour::rgb(0x22, 0x22, 0x22);
    Colour bar = Colour::rgb(0x4a, 0x78, 0xa8);
    Colour whisker = Colour::rgb(0x22, 0x22, 0x22);
    Colour grid = Colour::rgb(0xdd, 0xdd, 0xdd);
};

// A value axis from 0 to `top` in steps of `step`, both round numbers (1, 2 or 5 times a power of
// ten), with about `target` steps; `top` is at least `max`. A max of 0 or less gives 0 to 1.
struct AxisTicks {
    double step = 1;
    double top = 1;
    std::vector<double> values;  // 0, step, 2 step, ..., top
};
AxisTicks nice_ticks(double max, int target = 5);

// The value as the axis and the bars print it.
std::string format_value(double value, ValueFormat format);

// A line of text in the chart style, for a chart or the page around it (escaped for markup).
TextItem chart_text(const Rect& box, const std::string& words, double size_pt,
                    const ChartStyle& style, HAlign align = HAlign::left,
                    VAlign valign = VAlign::top, Weight weight = Weight::normal, bool wrap = false);

// The items that draw `chart` inside `box` (page coordinates): title, value axis with grid lines
// and tick labels, bars (with whiskers and values), category or bin labels and axis titles.
// Negative values are drawn as zero.
std::vector<Item> chart_items(const Chart& chart, const Rect& box, const ChartStyle& style = {});

}  // namespace pnpkit::layout
