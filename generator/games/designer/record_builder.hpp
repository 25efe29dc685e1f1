#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/designer/model.hpp"
#include "layout/icon_set.hpp"

namespace pnpkit::designer {

// Collects one record's values, checks each as it comes, then applies defaults and requirements,
// and adds the record to its component when every value is sound and its id is new there.
class RecordBuilder {
public:
    RecordBuilder(Component& component, const std::vector<std::string>& languages,
                  const std::filesystem::path& dir, const layout::IconSet& icons,
                  Diagnostics& diagnostics);

    // Starts a record of file `file` (RecordTable::add_file), `origin` naming the file and sheet,
    // at `at`.
    void begin(std::uint32_t file, const SourcePos& origin, CellPos at);
    // A value as written at `at` (empty: not given, the default applies).
    void set(std::size_t field, std::string_view text, CellPos at);
    // A translated field's text in `language` (1 or more) as written at `at`; an empty text is a
    // missing translation, warned about when its column or table exists (`expected`).
    void set_text(std::size_t field, std::size_t language, std::string_view text, CellPos at);
    // Marks the text of `field` in `language` as expected in every record from now on (a TOML
    // record may hold a table per language; a spreadsheet has a column or not).
    void expect(std::size_t field, std::size_t language, bool expected);
    // Completes the record and adds it when it is sound. A TOML record's missing translations are
    // one warning at `at`; a spreadsheet's, one at each empty cell (`per_cell`).
    void finish(bool per_cell);

    // True when some record gave `field` a value (in the default language).
    bool any_text(std::size_t field) const { return m_any_text[field]; }

private:
    // Checks a value of `field` and keeps it in `column` (the field's, or a translation's).
    void store(std::size_t column, std::size_t field, std::string_view text, CellPos at);
    SourcePos pos(CellPos at) const;
    std::string who() const;
    void warn_missing_texts(bool per_cell);

    Component& m_component;
    const std::vector<std::string>& m_languages;
    const std::filesystem::path& m_dir;
    const layout::IconSet& m_icons;
    Diagnostics& m_diagnostics;
    std::unordered_map<std::string, std::size_t> m_ids;  // id to record
    std::vector<bool> m_expected;                        // by column, for the translations
    std::vector<bool> m_any_text;                        // by field
    std::uint32_t m_file = 0;
    SourcePos m_origin;
    CellPos m_at;
    bool m_ok = true;
    std::vector<std::string> m_values;  // by column
    std::vector<CellPos> m_cells;
    std::vector<bool> m_given;
};

}  // namespace pnpkit::designer
