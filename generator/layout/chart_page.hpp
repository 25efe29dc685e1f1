#pragma once

#include <string>
#include <vector>

#include "core/length.hpp"
#include "layout/chart.hpp"
#include "layout/page.hpp"

namespace pnpkit::layout {

// A simulator's report: a title, a few lines saying what was run (games, seed, command) and its
// charts.
struct ChartReport {
    std::string title;
    std::vector<std::string> lines;
    std::vector<Chart> charts;
};

// The report on pages of `paper` size, portrait: the title and lines at the top of the first page,
// then the charts two to a row and three rows to a page, a chart that is alone in the last row
// spanning the row. A report without charts is one page of text.
std::vector<Page> layout_report(const ChartReport& report, Size paper,
                                const ChartStyle& style = {});

}  // namespace pnpkit::layout
