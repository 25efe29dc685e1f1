#include "load/table_rows.hpp"

namespace pnpkit::load {

bool CsvRows::next(TableRow& row, Diagnostics& diagnostics) {
    if (!m_reader.next(m_row, diagnostics)) return false;
    row.line = m_row.line;
    row.cells.resize(m_row.cells.size());
    for (std::size_t c = 0; c < m_row.cells.size(); ++c) {
        CsvCell& from = m_row.cells[c];
        row.cells[c] = {std::move(from.text), static_cast<std::uint32_t>(c), from.line,
                        from.column};
    }
    return true;
}

}  // namespace pnpkit::load
