#include "layout/chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "layout/markup.hpp"

namespace pnpkit::layout {

namespace {

constexpr double k_gap_pt = 4;        // space between the parts of a chart
constexpr double k_char_em = 0.55;    // a tick label's character, as a share of its size
constexpr int k_max_bin_labels = 12;  // a histogram labels at most about this many bins

// A number with up to `decimals` decimals, trailing zeros dropped.
std::string trimmed(double value, int decimals) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string text = buffer;
    if (text.find('.') != std::string::npos) {
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.') text.pop_back();
    }
    return text == "-0" ? "0" : text;
}

std::string with_thousands(long long value) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

TextItem text(const Rect& box, const std::string& words, double size_pt, const ChartStyle& style,
              HAlign align, VAlign valign, Weight weight = Weight::normal, bool wrap = false) {
    return chart_text(box, words, size_pt, style, align, valign, weight, wrap);
}

LineItem line(Length x1, Length y1, Length x2, Length y2, Colour colour, double width_pt) {
    LineItem item;
    item.from = {x1, y1};
    item.to = {x2, y2};
    item.colour = colour;
    item.width = Length::pt(width_pt);
    item.label = "chart";
    return item;
}

RectItem bar_rect(Length x, Length top, Length width, Length bottom, Colour fill) {
    RectItem item;
    item.box = {x, top, width, bottom - top};
    item.fill = fill;
    item.label = "chart";
    return item;
}

// The frame shared by both kinds of chart: title, value axis label, grid, ticks and axes, leaving
// the plot area and the room below it for category labels and the axis title.
struct Frame {
    Rect plot;  // where bars go
    Length labels_top;
    Length labels_height;
    AxisTicks ticks;

    Length y_of(double value) const {
        double share = std::clamp(value / ticks.top, 0.0, 1.0);
        return plot.bottom() - plot.height * share;
    }
};

Frame draw_frame(std::vector<Item>& items, const Rect& box, const std::string& title,
                 const std::string& x_label, const std::string& y_label, double max,
                 ValueFormat format, double labels_pt, int label_lines, const ChartStyle& style) {
    Frame frame;
    frame.ticks = nice_ticks(max);
    Length title_h = Length::pt(style.title_pt * 1.5);
    Length label_h = Length::pt(style.label_pt * 1.5);
    items.push_back(text({box.x, box.y, box.width, title_h}, title, style.title_pt, style,
                         HAlign::left, VAlign::top, Weight::bold));
    items.push_back(text({box.x, box.y + title_h, box.width, label_h}, y_label, style.label_pt,
                         style, HAlign::left, VAlign::top));

    std::size_t widest = 1;
    for (double v : frame.ticks.values) widest = std::max(widest, format_value(v, format).size());
    Length tick_w = Length::pt(static_cast<double>(widest) * style.tick_pt * k_char_em + k_gap_pt);
    Length top = box.y + title_h + label_h + Length::pt(style.tick_pt);
    frame.labels_height = Length::pt(labels_pt * 1.3 * label_lines);
    Length bottom = box.bottom() - label_h - frame.labels_height - Length::pt(k_gap_pt);
    frame.plot = {box.x + tick_w, top, box.width - tick_w - Length::pt(k_gap_pt), bottom - top};
    frame.labels_top = bottom + Length::pt(k_gap_pt / 2);

    Length tick_h = Length::pt(style.tick_pt * 1.4);
    for (double v : frame.ticks.values) {
        Length y = frame.y_of(v);
        if (v > 0) items.push_back(line(frame.plot.x, y, frame.plot.right(), y, style.grid, 0.4));
        items.push_back(text({box.x, y - tick_h / 2, tick_w - Length::pt(k_gap_pt / 2), tick_h},
                             format_value(v, format), style.tick_pt, style, HAlign::right,
                             VAlign::middle));
    }
    items.push_back(
        line(frame.plot.x, frame.plot.y, frame.plot.x, frame.plot.bottom(), style.ink, 0.6));
    items.push_back(line(frame.plot.x, frame.plot.bottom(), frame.plot.right(), frame.plot.bottom(),
                         style.ink, 0.6));
    items.push_back(text({frame.plot.x, box.bottom() - label_h, frame.plot.width, label_h}, x_label,
                         style.label_pt, style, HAlign::center, VAlign::bottom));
    return frame;
}

void draw_bars(std::vector<Item>& items, const BarChart& chart, const Rect& box,
               const ChartStyle& style) {
    double max = 0;
    for (const Bar& bar : chart.bars) max = std::max({max, bar.value, bar.high.value_or(0)});
    if (chart.value_labels) max *= 1.12;  // room for the value over the tallest bar
    if (chart.y_max) max = *chart.y_max;
    Frame frame = draw_frame(items, box, chart.title, chart.x_label, chart.y_label, max,
                             chart.format, style.label_pt, 2, style);
    if (chart.bars.empty()) return;
    Length slot = frame.plot.width / static_cast<double>(chart.bars.size());
    Length width = slot * 0.6;
    Length tick_h = Length::pt(style.tick_pt * 1.4);
    for (std::size_t i = 0; i < chart.bars.size(); ++i) {
        const Bar& bar = chart.bars[i];
        Length left = frame.plot.x + slot * static_cast<double>(i);
        Length centre = left + slot / 2;
        Length top = frame.y_of(bar.value);
        if (top < frame.plot.bottom())
            items.push_back(
                bar_rect(centre - width / 2, top, width, frame.plot.bottom(), style.bar));
        Length label_bottom = top;
        Length whisker_low = top;
        if (bar.low && bar.high) {
            Length low = frame.y_of(*bar.low);
            Length high = frame.y_of(*bar.high);
            Length cap = width * 0.15;
            items.push_back(line(centre, low, centre, high, style.whisker, 0.8));
            items.push_back(line(centre - cap, low, centre + cap, low, style.whisker, 0.8));
            items.push_back(line(centre - cap, high, centre + cap, high, style.whisker, 0.8));
            label_bottom = std::min(label_bottom, high);
            whisker_low = std::max(top, low);
        }
        if (chart.value_labels) {
            // Over the bar and its whisker; when the axis leaves no room there (a bar near the
            // top of a fixed axis), inside the bar under the whisker, in the paper's colour.
            Length above = label_bottom - tick_h - Length::pt(1.5);
            Length inside = whisker_low + Length::pt(1.5);
            bool room = above >= frame.plot.y - tick_h / 2;
            bool fits_inside = inside + tick_h <= frame.plot.bottom();
            TextItem value = text(
                {left, room || !fits_inside ? std::max(above, frame.plot.y - tick_h / 2) : inside,
                 slot, tick_h},
                format_value(bar.value, chart.format), style.tick_pt, style, HAlign::center,
                VAlign::bottom);
            if (!room && fits_inside) value.style.colour = Colour::white();
            items.push_back(value);
        }
        items.push_back(text({left, frame.labels_top, slot, frame.labels_height}, bar.label,
                             style.label_pt, style, HAlign::center, VAlign::top, Weight::normal,
                             true));
    }
}

// Label every k-th bin, k the first of 1, 2, 5, 10, 20, 50, ... that keeps the labels few.
int bin_label_step(std::size_t bins) {
    for (int step = 1;; step *= 10) {
        for (int k : {step, 2 * step, 5 * step}) {
            if (bins <= static_cast<std::size_t>(k) * k_max_bin_labels) return k;
        }
    }
}

void draw_histogram(std::vector<Item>& items, const Histogram& chart, const Rect& box,
                    const ChartStyle& style) {
    double max = 0;
    for (double c : chart.counts) max = std::max(max, c);
    Frame frame = draw_frame(items, box, chart.title, chart.x_label, chart.y_label, max,
                             chart.format, style.tick_pt, 1, style);
    if (chart.counts.empty()) return;
    Length slot = frame.plot.width / static_cast<double>(chart.counts.size());
    Length gap = std::min(Length::pt(0.6), slot * 0.1);
    int step = bin_label_step(chart.counts.size());
    for (std::size_t i = 0; i < chart.counts.size(); ++i) {
        Length left = frame.plot.x + slot * static_cast<double>(i);
        Length top = frame.y_of(chart.counts[i]);
        if (top < frame.plot.bottom())
            items.push_back(
                bar_rect(left + gap, top, slot - gap * 2, frame.plot.bottom(), style.bar));
        int value = chart.first + static_cast<int>(i);
        if (value % step != 0) continue;
        Length label_w = std::max(slot, Length::pt(style.tick_pt * 4));
        items.push_back(
            text({left + slot / 2 - label_w / 2, frame.labels_top, label_w, frame.labels_height},
                 std::to_string(value), style.tick_pt, style, HAlign::center, VAlign::top));
    }
}

}  // namespace

TextItem chart_text(const Rect& box, const std::string& words, double size_pt,
                    const ChartStyle& style, HAlign align, VAlign valign, Weight weight,
                    bool wrap) {
    TextItem item;
    item.box = box;
    item.markup = escape_markup(words);
    item.style.font = style.font;
    item.style.weight = weight;
    item.style.size_pt = size_pt;
    item.style.min_size_pt = size_pt;
    item.style.colour = style.ink;
    item.style.align = align;
    item.style.valign = valign;
    item.style.wrap = wrap;
    item.size_pt = size_pt;
    item.label = "chart";
    return item;
}

AxisTicks nice_ticks(double max, int target) {
    AxisTicks ticks;
    if (!(max > 0) || !std::isfinite(max)) max = 1;
    double rough = max / std::max(1, target);
    double power = std::pow(10.0, std::floor(std::log10(rough)));
    for (double m : {1.0, 2.0, 5.0, 10.0}) {
        ticks.step = m * power;
        if (ticks.step >= rough) break;
    }
    auto steps = static_cast<int>(std::ceil(max / ticks.step - 1e-9));
    ticks.top = ticks.step * steps;
    for (int i = 0; i <= steps; ++i) ticks.values.push_back(ticks.step * i);
    return ticks;
}

std::string format_value(double value, ValueFormat format) {
    switch (format) {
        case ValueFormat::count:
            return with_thousands(std::llround(value));
        case ValueFormat::percent:
            return trimmed(100 * value, 1) + "%";
        case ValueFormat::decimal:
            return trimmed(value, 2);
    }
    return {};
}

std::vector<Item> chart_items(const Chart& chart, const Rect& box, const ChartStyle& style) {
    std::vector<Item> items;
    if (const auto* bars = std::get_if<BarChart>(&chart)) {
        draw_bars(items, *bars, box, style);
    } else {
        draw_histogram(items, std::get<Histogram>(chart), box, style);
    }
    return items;
}

}  // namespace pnpkit::layout
