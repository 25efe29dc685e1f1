#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

#include "core/colour.hpp"
#include "core/diagnostic.hpp"
#include "core/length.hpp"
#include "core/text.hpp"

namespace pnpkit::load {

// The longest string a data file may hold in one key: far more than any card or page shows, and
// short enough that laying it out stays quick.
inline constexpr std::size_t k_max_string_bytes = 65536;

// Inclusive bounds for an integer key.
struct IntRange {
    std::int64_t min = std::numeric_limits<std::int64_t>::min();
    std::int64_t max = std::numeric_limits<std::int64_t>::max();

    static IntRange at_least(std::int64_t v) { return {v, std::numeric_limits<std::int64_t>::max()}; }
    static IntRange between(std::int64_t lo, std::int64_t hi) { return {lo, hi}; }
};

// One allowed spelling of an enum key and the value it stands for.
template <typename E>
struct EnumName {
    std::string_view name;
    E value;
};

// Reads the keys of one TOML table with types, ranges and positions checked.
// Every problem becomes a diagnostic at the value's position; a read that fails gives nullopt
// (or the fallback) so that loading can go on and report everything at once.
// Each key read (even an absent optional one) becomes known; finish() reports every other key as
// unknown, with a "did you mean" hint when a known key is close.
class TableReader {
public:
    TableReader(const toml::table& table, std::string file, Diagnostics& diagnostics, bool is_root = false);
    // A reader for a document's root table: its position is the file itself.
    static TableReader root(const toml::table& table, std::string file, Diagnostics& diagnostics) {
        return TableReader(table, std::move(file), diagnostics, true);
    }

    const toml::table& table() const { return *m_table; }

    // Adds a table to read keys from when this one lacks them (template inheritance: a child's keys
    // win over its parent's). Positions and unknown keys are reported in the table they come from.
    void add_fallback(const toml::table& table, std::string file);
    const std::string& file() const { return m_file; }
    Diagnostics& diagnostics() const { return *m_diagnostics; }

    // The table's own position (its [header], or the file's first line when it is the root).
    SourcePos pos() const;
    // The position of a key's value, or of the table when the key is absent.
    SourcePos pos(std::string_view key) const;

    // True when the key is present; marks it known.
    bool has(std::string_view key);
    // The key's node (from this table or a fallback) for reads of mixed types; marks it known.
    const toml::node* node(std::string_view key) { return find(key); }
    // Marks a key as known without reading it (for keys read some other way).
    void allow(std::string_view key);

    std::optional<std::int64_t> required_int(std::string_view key, IntRange range = {});
    std::int64_t optional_int(std::string_view key, std::int64_t fallback, IntRange range = {});

    // Integers are accepted where numbers are.
    std::optional<double> required_number(std::string_view key);
    double optional_number(std::string_view key, double fallback);

    std::optional<std::string> required_string(std::string_view key);
    std::string optional_string(std::string_view key, std::string fallback = {});
    // A stable identifier: lower-case letters, digits, '-' and '_', starting with a letter or digit.
    std::optional<std::string> required_id(std::string_view key = "id");

    bool optional_bool(std::string_view key, bool fallback);

    std::optional<Length> required_length(std::string_view key);
    Length optional_length(std::string_view key, Length fallback);

    std::optional<Colour> required_colour(std::string_view key);
    Colour optional_colour(std::string_view key, Colour fallback);

    template <typename E>
    std::optional<E> required_enum(std::string_view key, std::span<const EnumName<E>> names) {
        auto text = required_string(key);
        if (!text) return std::nullopt;
        return match_enum(key, *text, names);
    }
    template <typename E>
    E optional_enum(std::string_view key, E fallback, std::span<const EnumName<E>> names) {
        if (!has(key)) return fallback;
        auto text = required_string(key);
        if (!text) return fallback;
        return match_enum(key, *text, names).value_or(fallback);
    }

    // An array whose elements must all be strings (an absent key gives an empty list); with
    // `positions`, each string's position too, for checks that point at one element.
    std::vector<std::string> optional_string_array(std::string_view key,
                                                   std::vector<SourcePos>* positions = nullptr);
    // An array whose elements must all be integers within range (absent: empty list).
    std::vector<std::int64_t> optional_int_array(std::string_view key, IntRange range = {});

    // A sub-table; an absent optional one gives nullptr. A wrong type is reported.
    const toml::table* required_table(std::string_view key);
    const toml::table* optional_table(std::string_view key);
    // An array; an absent optional one gives nullptr.
    const toml::array* required_array(std::string_view key);
    const toml::array* optional_array(std::string_view key);

    // Calls fn for each table of an array of tables ([[key]]); a non-table element is reported.
    // Returns the number of tables visited. `required` reports an absent or empty array.
    std::size_t for_each_table(std::string_view key, const std::function<void(TableReader&)>& fn,
                               bool required = false);

    // A reader for a sub-table, sharing this reader's file and diagnostics.
    TableReader child(const toml::table& table) const { return TableReader(table, m_file, *m_diagnostics); }

    // Reports unknown keys. Call once, after every read.
    void finish();

    void error(std::string_view key, std::string message, std::string hint = {}) const;
    void error_here(std::string message, std::string hint = {}) const;
    void warning(std::string_view key, std::string message, std::string hint = {}) const;

private:
    struct Found {
        const toml::node* node = nullptr;
        const std::string* file = nullptr;
    };
    Found locate(std::string_view key) const;
    const std::string& file_of(std::string_view key) const;
    const toml::node* find(std::string_view key);
    // The key's node; reports "missing required <what> 'key'" at the table when it is absent.
    const toml::node* require(std::string_view key, std::string_view what);
    void wrong_type(std::string_view key, const toml::node& node, std::string_view expected,
                    std::string hint = {}) const;
    bool check_range(std::string_view key, std::int64_t value, IntRange range) const;
    std::optional<std::size_t> match_enum_index(std::string_view key, const std::string& text,
                                                const std::vector<std::string>& names) const;

    template <typename E>
    std::optional<E> match_enum(std::string_view key, const std::string& text,
                                std::span<const EnumName<E>> names) const {
        std::vector<std::string> spelled;
        for (const auto& n : names) spelled.emplace_back(n.name);
        auto index = match_enum_index(key, text, spelled);
        if (!index) return std::nullopt;
        return names[*index].value;
    }

    const toml::table* m_table;
    std::string m_file;
    Diagnostics* m_diagnostics;
    bool m_is_root;
    std::vector<std::pair<const toml::table*, std::string>> m_fallbacks;
    std::vector<std::string> m_known;
};

// Keeps the ids of one game unique; a duplicate names both positions.
class IdIndex {
public:
    // Records an id; on a duplicate reports an error at `pos` naming the first position, returns false.
    bool add(const std::string& id, const SourcePos& pos, Diagnostics& diagnostics);
    bool contains(const std::string& id) const;
    std::optional<SourcePos> find(const std::string& id) const;
    std::vector<std::string> ids() const;

private:
    std::vector<std::pair<std::string, SourcePos>> m_entries;
};

bool is_valid_id(std::string_view id);

}  // namespace pnpkit::load
