#pragma once

#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/designer/load.hpp"
#include "games/designer/model.hpp"
#include "games/designer/record_builder.hpp"
#include "load/table_rows.hpp"

namespace pnpkit::designer {

// Reads a component's records from a table (a CSV file, or a sheet of an XLSX or ODS file) whose
// first row names the columns: a field by its name or an alias, in any case and with spaces
// around; a translated field's text in another language as "name@de". A column another component
// reading the same table knows (`known`) is passed over; any other is unknown. Only the rows the
// source's `where` picks are read. Rows and cells are checked as the builder checks them; a
// language with no column, or a cell with text under no header, is one warning.
void read_table(load::RowReader& reader, Component& component, RecordBuilder& builder,
                const std::vector<std::string>& languages, const RecordSource& source,
                KnownColumns& known, Diagnostics& diagnostics);

}  // namespace pnpkit::designer
