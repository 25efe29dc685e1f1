#include "load/sheet_rows.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace pnpkit::load {

namespace {

// The code point of the first control character in `text` (C0 but tab and line feed, DEL, C1),
// or -1.
int first_control(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F) return c;
        if (c == 0xC2 && i + 1 < text.size()) {
            auto next = static_cast<unsigned char>(text[i + 1]);
            if (next >= 0x80 && next < 0xA0) return next;
        }
    }
    return -1;
}

// CRLF and CR made LF.
void normalise_line_breaks(std::string& text) {
    if (text.find('\r') == std::string::npos) return;
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r') {
            out += text[i];
        } else {
            out += '\n';
            if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
        }
    }
    text = std::move(out);
}

// "C12"; a row or column past the last a sheet has is named as the last.
std::string cell_name(std::uint64_t row, std::uint64_t column) {
    return column_letters(static_cast<int>(std::min<std::uint64_t>(column, k_max_sheet_columns))) +
           std::to_string(std::min(row, k_max_sheet_rows));
}

}  // namespace

std::string sheet_number_text(std::string_view value) {
    double number = 0;
    const char* begin = value.data();
    const char* end = begin + value.size();
    if (!value.empty() && *begin == '+') ++begin;
    auto [stop, ec] = std::from_chars(begin, end, number);
    if (ec != std::errc() || stop != end || !std::isfinite(number)) return std::string(value);
    if (number == 0) return "0";  // not "-0"
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", number);
    return text;
}

void SheetRows::stream(std::unique_ptr<Package> package, std::unique_ptr<PartReader> part,
                       std::string name) {
    m_package = std::move(package);
    XmlHandler& handler = *this;
    m_stream = std::make_unique<XmlStream>(std::move(part), std::move(name), handler);
}

bool SheetRows::next(TableRow& row, Diagnostics& diagnostics) {
    m_diagnostics = &diagnostics;
    while (m_ready.empty() && m_stream && !m_failed) {
        if (m_stream->step()) continue;
        if (!m_stream->error().empty()) {
            if (!m_failed) fail(m_stream->error());
        } else {
            at_end();
        }
        m_stream.reset();
    }
    m_diagnostics = nullptr;
    if (m_ready.empty()) return false;
    row = std::move(m_ready.front());
    m_ready.pop_front();
    return true;
}

SourcePos SheetRows::cell_pos(std::uint64_t row, std::uint64_t column) const {
    return pos(static_cast<int>(std::min<std::uint64_t>(row, k_max_sheet_rows)),
               static_cast<int>(std::min<std::uint64_t>(column, k_max_sheet_columns)));
}

void SheetRows::fail(std::string message) {
    if (m_failed) return;
    m_failed = true;
    m_ready.clear();
    if (m_stream) m_stream->fail(message);
    diagnostics().error(SourcePos::start_of(m_file), "the spreadsheet cannot be read: " + message,
                        "open it in a spreadsheet and save it again");
}

void SheetRows::begin_row(std::uint64_t row) {
    m_row.cells.clear();
    m_row_number = row;
    m_row_bad = false;
}

void SheetRows::bad_cell(std::uint64_t column, std::string message, std::string hint) {
    if (!m_row_bad) diagnostics().error(cell_pos(m_row_number, column), message, hint);
    m_row_bad = true;
}

void SheetRows::add_cell(std::uint64_t column, std::string text) {
    if (text.empty() || m_row_bad || m_failed || m_row_number == 0) return;  // 0: outside a row
    if (m_row_number > k_max_sheet_rows) {
        fail("a cell below row " + std::to_string(k_max_sheet_rows) + ", the last a sheet has");
        return;
    }
    if (column > k_max_sheet_columns) {
        if (!m_too_wide) {
            diagnostics().warning(cell_pos(m_row_number, k_max_sheet_columns),
                                  "text right of column " + column_letters(k_max_sheet_columns) +
                                      ", the last a sheet has, is ignored");
        }
        m_too_wide = true;
        return;
    }
    normalise_line_breaks(text);
    if (int code = first_control(text); code >= 0) {
        char name[8];
        std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code));
        bad_cell(column,
                 std::string("a control character (") + name + ") in cell " +
                     cell_name(m_row_number, column),
                 "remove it: cards hold printable text, tabs and line breaks");
        return;
    }
    auto index = static_cast<std::uint32_t>(column - 1);
    if (!m_row.cells.empty() && m_row.cells.back().index >= index)
        return;  // out of order: kept once
    m_row.cells.push_back(
        {std::move(text), index, static_cast<int>(m_row_number), static_cast<int>(column)});
}

void SheetRows::end_row(std::uint64_t repeats) {
    if (m_row.cells.empty() || m_row_bad || m_failed) return;
    if (repeats > k_max_row_repeats) {
        diagnostics().error(cell_pos(m_row_number, m_row.cells.front().column),
                            "row " + std::to_string(m_row_number) + " is repeated " +
                                std::to_string(repeats) + " times; at most " +
                                std::to_string(k_max_row_repeats) + " repeats are read",
                            "a card list has each card once, with its count");
        return;
    }
    for (std::uint64_t copy = 0; copy < repeats; ++copy) {
        std::uint64_t line = m_row_number + copy;
        if (line > k_max_sheet_rows) {
            fail("a row below row " + std::to_string(k_max_sheet_rows) + ", the last a sheet has");
            return;
        }
        TableRow row = copy + 1 < repeats ? m_row : std::move(m_row);
        row.line = static_cast<int>(line);
        for (TableCell& cell : row.cells) cell.line = row.line;
        m_ready.push_back(std::move(row));
    }
}

void SheetRows::merged(std::uint64_t row, std::uint64_t column, std::uint64_t last_row,
                       std::uint64_t last_column) {
    std::string first = cell_name(row, column);
    diagnostics().warning(cell_pos(row, column),
                          "cells " + first + ":" + cell_name(last_row, last_column) +
                              " are merged: pnpkit reads the text in " + first +
                              " and the other cells as empty",
                          "unmerge them, and write the text in every cell that needs it");
}

}  // namespace pnpkit::load
