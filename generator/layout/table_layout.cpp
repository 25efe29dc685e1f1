#include <algorithm>
#include <cmath>

#include "layout/bind.hpp"
#include "layout/markup.hpp"

namespace pnpkit::layout {

namespace {

struct Measured {
    bool fits = true;
    std::vector<Length> row_heights;
    std::vector<std::vector<TextItem>> cells;
};

// Lays every cell out at one size and reports whether the table fits its box.
Measured measure_table(TextService& text, const TableLayer& table, const Rect& box,
                       const std::vector<std::vector<std::string>>& rows, const std::vector<Length>& widths,
                       double size) {
    Measured m;
    Length total;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::vector<TextItem> cells;
        Length row_height;
        for (std::size_t c = 0; c < widths.size(); ++c) {
            TextItem cell;
            cell.style = table.style;
            cell.style.align = table.columns[c].align;
            cell.style.valign = VAlign::middle;
            if (table.header && r == 0) cell.style.weight = Weight::bold;
            cell.size_pt = size;
            // Cells are plain text (escaped, so never malformed) with icon short codes.
            cell.markup = c < rows[r].size() ? escape_markup(rows[r][c]) : std::string();
            cell.box.width = widths[c] - table.padding * 2;
            cell.box.height = box.height;
            cell.label = "cell";
            auto measured = text.measure(cell, size);
            const auto& extents = std::get<TextExtents>(measured);
            cell.prepared = extents.prepared;
            if (extents.width_pt > cell.box.width.to_pt() + 0.01) m.fits = false;
            row_height = std::max(row_height, Length::pt(extents.height_pt) + table.padding * 2);
            cells.push_back(std::move(cell));
        }
        m.row_heights.push_back(row_height);
        total += row_height;
        m.cells.push_back(std::move(cells));
    }
    if (total.to_pt() > box.height.to_pt() + 0.01) m.fits = false;
    return m;
}

}  // namespace

void Binder::add_table(const TableLayer& table, const Rect& box, const Record& record,
                       const Layer& layer, const Template& t, Drawing& drawing) {
    const Field* field = record.find(table.field);
    if (!field) {
        fault(Severity::error, layer.pos,
              "template '" + t.id + "' table layer '" + layer.name + "' uses field '" +
                  table.field + "', missing from",
              t, record);
        return;
    }
    const auto& rows = field->rows;
    if (rows.empty()) return;
    Length fixed;
    double shares = 0;
    for (const auto& column : table.columns) {
        if (column.width) {
            fixed += *column.width;
        } else {
            shares += column.share;
        }
    }
    Length rest = box.width - fixed;
    if (rest < Length() || (shares > 0 && rest <= table.padding * 2)) {
        report_once(Severity::error, layer.pos, "table layer '" + layer.name + "': its fixed columns are wider than its box");
        return;
    }
    std::vector<Length> widths;
    for (const auto& column : table.columns) widths.push_back(column.width ? *column.width : rest * (column.share / shares));
    for (const auto& row : rows) {
        if (row.size() > widths.size()) {
            fault(Severity::error, layer.pos,
                  "table layer '" + layer.name + "' of template '" + t.id + "' has " +
                      std::to_string(widths.size()) + " columns but a row of field '" +
                      table.field + "' has " + std::to_string(row.size()) + " cells on",
                  t, record);
            return;
        }
    }
    // Largest quarter-point size at which the whole table fits, never below the minimum.
    double high = table.style.size_pt;
    Measured best = measure_table(m_text, table, box, rows, widths, high);
    if (!best.fits) {
        double low = table.style.min_size_pt;
        Measured at_low = measure_table(m_text, table, box, rows, widths, low);
        if (!at_low.fits) {
            fault(Severity::warning, layer.pos,
                  "table overflows layer '" + layer.name + "' of template '" + t.id + "' even at " +
                      std::to_string(static_cast<int>(low)) + "pt on",
                  t, record, "fewer rows, a bigger box or a lower 'min_size'");
            best = std::move(at_low);
        } else {
            best = std::move(at_low);
            // A check only needs to know that the table fits.
            while (m_fit_goal == FitGoal::size && high - low > 0.25 + 1e-9) {
                double mid = std::floor((low + high) / 2 / 0.25) * 0.25;
                if (mid <= low) mid = low + 0.25;
                Measured m = measure_table(m_text, table, box, rows, widths, mid);
                if (m.fits) {
                    low = mid;
                    best = std::move(m);
                } else {
                    high = mid;
                }
            }
        }
    }

    Length y = box.y;
    for (std::size_t r = 0; r < best.cells.size(); ++r) {
        Length h = best.row_heights[r];
        Rect row_box{box.x, y, box.width, h};
        if (table.header && r == 0 && table.header_fill) {
            drawing.items.push_back(RectItem{row_box, table.header_fill, std::nullopt, Length(), Length(), Length(), layer.name});
        } else if (table.stripe_fill && (r + (table.header ? 1 : 0)) % 2 == 0) {
            drawing.items.push_back(RectItem{row_box, table.stripe_fill, std::nullopt, Length(), Length(), Length(), layer.name});
        }
        Length x = box.x;
        for (std::size_t c = 0; c < widths.size(); ++c) {
            const bool body = !(table.header && r == 0);
            if (body && std::find(table.write_in.begin(), table.write_in.end(), c) != table.write_in.end()) {
                // A box to write in, inside the cell's padding, under any text the cell holds.
                Length inset = table.padding * 0.5;
                Rect write{x + inset, y + inset, widths[c] - inset * 2, h - inset * 2};
                drawing.items.push_back(RectItem{write, std::nullopt, table.rule_colour, Length::pt(0.6),
                                                 Length::mm(1), Length(), layer.name});
            }
            TextItem cell = std::move(best.cells[r][c]);
            cell.box = {x + table.padding, y + table.padding, widths[c] - table.padding * 2, h - table.padding * 2};
            cell.label = layer.name;
            x += widths[c];
            if (!cell.markup.empty()) drawing.items.push_back(std::move(cell));
        }
        y += h;
        bool header_rule = table.header && r == 0;
        if (r + 1 < best.cells.size() || header_rule) {
            drawing.items.push_back(LineItem{{box.x, y}, {box.x + box.width, y}, table.rule_colour,
                                             Length::pt(header_rule ? 0.8 : 0.3), Length(), layer.name});
        }
    }
}

}  // namespace pnpkit::layout
