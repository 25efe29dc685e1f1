#include "layout/chart_page.hpp"

namespace pnpkit::layout {

namespace {

constexpr double k_margin_mm = 15;
constexpr double k_gutter_mm = 8;
constexpr int k_columns = 2;
constexpr int k_rows = 3;

}  // namespace

std::vector<Page> layout_report(const ChartReport& report, Size paper, const ChartStyle& style) {
    Length margin = Length::mm(k_margin_mm);
    Length gutter = Length::mm(k_gutter_mm);
    Length width = paper.width - margin * 2;
    std::vector<Page> pages;
    std::size_t next = 0;
    do {
        Page page;
        page.label = "report page " + std::to_string(pages.size() + 1);
        page.size = paper;
        Length top = margin;
        if (pages.empty()) {
            Length title_h = Length::pt(style.title_pt * 1.6 * 1.5);
            page.items.push_back(chart_text({margin, top, width, title_h}, report.title,
                                            style.title_pt * 1.6, style, HAlign::left, VAlign::top,
                                            Weight::bold));
            top += title_h;
            Length line_h = Length::pt(style.label_pt * 1.45);
            for (const std::string& line : report.lines) {
                page.items.push_back(
                    chart_text({margin, top, width, line_h}, line, style.label_pt, style));
                top += line_h;
            }
            top += gutter;
        }
        Length row_h = (paper.height - margin - top - gutter * (k_rows - 1)) / k_rows;
        Length column_w = (width - gutter * (k_columns - 1)) / k_columns;
        for (int row = 0; row < k_rows && next < report.charts.size(); ++row) {
            std::size_t left = report.charts.size() - next;
            int in_row = left >= static_cast<std::size_t>(k_columns) ? k_columns : 1;
            for (int column = 0; column < in_row; ++column) {
                Rect box{margin + (column_w + gutter) * column, top + (row_h + gutter) * row,
                         in_row == 1 ? width : column_w, row_h};
                for (Item& item : chart_items(report.charts[next++], box, style))
                    page.items.push_back(std::move(item));
            }
        }
        pages.push_back(std::move(page));
    } while (next < report.charts.size());
    return pages;
}

}  // namespace pnpkit::layout
