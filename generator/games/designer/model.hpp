#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/icon_set.hpp"
#include "layout/schema.hpp"

// A designer's own game, declared in data and templates only: game.toml names its decks and
// sheets, their typed fields and their rules; the cards come from TOML, CSV, XLSX or ODS files,
// their text in one language or several.
namespace pnpkit::designer {

// What a field holds (`choice` is written "enum" in game.toml; `id` is the implicit card id): the
// kinds templates are checked against, so one enum serves both.
using FieldType = layout::FieldKind;

// A declared field: its type and what values it allows.
struct FieldDecl {
    std::string name;
    FieldType type = FieldType::text;
    bool required = false;
    std::string fallback;       // the default, stored as values are ("" when none)
    std::optional<double> min;  // integer and number bounds, inclusive
    std::optional<double> max;
    std::vector<std::string> values;  // a choice's values
    bool back = false;  // shown on the card's back: its template may use it, players may draw by it
    std::vector<std::string> aliases;  // other headers a spreadsheet may give its column
    bool translate = true;  // false: the same text in every language (names, a motto in Latin)
    SourcePos pos;

    // True for the fields whose text may differ per language: text, markup and list, unless
    // declared `translate = false`.
    bool translated() const;
};

// Where a value was written: a line and a column of the record's file (0: the value was not
// written and came from the field's default).
struct CellPos {
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};

// The records of one component, stored compactly: every value as text in one buffer, with its
// position, so that a deck of 50,000 cards costs little more than its files.
class RecordTable {
public:
    explicit RecordTable(std::size_t fields = 0) : m_fields(fields) {}

    std::size_t size() const { return m_records.size(); }
    std::size_t fields() const { return m_fields; }
    // Names a file (and its sheet, for a spreadsheet) the records come from; returns its index for
    // add().
    std::uint32_t add_file(std::string display, std::string sheet = {});
    // Makes room for about this many bytes of values and this many records, read from one file.
    void reserve(std::size_t bytes, std::size_t records);
    // Adds a record: one value and one position per column (fields, then translations), and
    // where the record starts.
    void add(const std::vector<std::string>& values, const std::vector<CellPos>& cells,
             std::uint32_t file, CellPos at);

    std::string_view value(std::size_t record, std::size_t field) const;
    // The value's position, or the record's when the value was not written.
    SourcePos pos(std::size_t record, std::size_t field) const;
    SourcePos record_pos(std::size_t record) const;

private:
    struct RecordInfo {
        std::uint32_t file;
        CellPos at;
    };
    std::size_t m_fields;
    std::string m_text;
    std::vector<std::uint32_t> m_ends;  // where each value ends in m_text, record-major
    std::vector<CellPos> m_cells;
    std::vector<RecordInfo> m_records;
    std::vector<SourcePos> m_files;  // file and sheet
};

// A rule the designer declared about a component's records.
struct Rule {
    enum class Kind { unique, total, each, require };
    Kind kind = Kind::unique;
    std::size_t field = 0;      // the field the rule is about
    std::optional<double> min;  // total, each
    std::optional<double> max;
    std::size_t when = 0;         // require: the field whose value calls for `field`
    std::vector<std::string> is;  // require: the values of `when` that do (empty: any value)
    SourcePos pos;
};

inline constexpr std::size_t k_id_field = 0;
inline constexpr std::size_t k_count_field = 1;  // decks only
inline constexpr std::size_t k_no_field = static_cast<std::size_t>(-1);
inline constexpr std::int64_t k_max_count = 1000;
inline constexpr std::size_t k_max_value_bytes = 20000;

// A deck (cards with a count, fronts and a back) or a sheet (one page per record).
struct Component {
    enum class Kind { deck, sheet };
    Kind kind = Kind::deck;
    std::string id;
    std::string title;
    std::string front;              // the template of the fronts, or of a sheet's pages
    std::string back;               // a deck's back template; "" when its cards have no back
    SourcePos front_pos, back_pos;  // where game.toml names them, for an unknown template
    std::vector<FieldDecl>
        fields;  // id, count (decks), then the declared fields in the order written
    std::vector<Rule> rules;
    std::size_t languages = 1;  // the game's: the default first
    // The translated fields, in field order; their texts in the other languages are stored after
    // the fields, one column per field and language (see column()).
    std::vector<std::size_t> translated;
    RecordTable records;
    SourcePos pos;

    bool is_deck() const { return kind == Kind::deck; }
    // "card" or "page": how messages name one record.
    const char* record_word() const { return is_deck() ? "card" : "page"; }
    std::size_t field_index(std::string_view name) const;
    std::string_view id_of(std::size_t record) const { return records.value(record, k_id_field); }
    // The records' column of a field's text in `language` (0, the default: the field's own);
    // k_no_field when the field is not translated.
    std::size_t column(std::size_t field, std::size_t language) const;
    // How many columns a record has: the fields, then the translations.
    std::size_t columns() const { return fields.size() + translated.size() * (languages - 1); }
    // A field's value in `language`, or in the default language when it has none there.
    std::string_view text(std::size_t record, std::size_t field, std::size_t language) const;
    // Where the text `text` gives was written.
    SourcePos text_pos(std::size_t record, std::size_t field, std::size_t language) const;
    // How many copies of the record are printed: its count (1 for a sheet's page).
    int copies(std::size_t record) const;
    // The record's `name` field when it has one, else its id.
    std::string name_of(std::size_t record) const;
};

struct DesignerData {
    std::string id;
    std::string title;
    std::vector<std::string> languages;  // the default first; empty: one, not named
    std::filesystem::path dir;
    layout::IconSet icons;  // built-in and the game's icons/
    std::vector<Component> components;
    std::size_t files = 0;
    // The named styles of game.toml's [style.FIELD.VALUE] tables, shared by every component
    // with the field.
    std::shared_ptr<const layout::Styles> styles;
};

}  // namespace pnpkit::designer
