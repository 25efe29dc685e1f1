#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::layout {

// One value a template can show: plain text (escaped when shown), Pango markup (a field the game
// declares as markup, inserted as is), or rows for a table layer.
struct Field {
    std::string text;
    bool markup = false;
    std::vector<std::vector<std::string>> rows;  // table cells, plain text with icon short codes
    SourcePos pos;  // where the value was written, when it comes from a file; else empty
};

struct Styles;

// The data one card face or one sheet page shows: named fields bound by templates as {name}.
struct Record {
    std::string id;  // names the card in messages ("goblin")
    std::map<std::string, Field> fields;
    std::shared_ptr<const Styles> styles;  // the named styles its fields key, when the game has any

    Record& set(const std::string& key, std::string text) {
        fields[key] = Field{std::move(text), false, {}, {}};
        return *this;
    }
    Record& set(const std::string& key, long long number) { return set(key, std::to_string(number)); }
    Record& set(const std::string& key, int number) { return set(key, std::to_string(number)); }
    Record& set_markup(const std::string& key, std::string markup) {
        fields[key] = Field{std::move(markup), true, {}, {}};
        return *this;
    }
    Record& set_rows(const std::string& key, std::vector<std::vector<std::string>> rows) {
        fields[key] = Field{{}, false, std::move(rows), {}};
        return *this;
    }
    // Where a field's value was written; nullopt when that is not known.
    std::optional<SourcePos> pos_of(const std::string& key) const {
        const Field* f = find(key);
        if (!f || f->pos.line == 0) return std::nullopt;
        return f->pos;
    }
    const Field* find(const std::string& key) const {
        auto it = fields.find(key);
        return it == fields.end() ? nullptr : &it->second;
    }
    // Equal data (the same id and values), wherever it was read from.
    bool operator==(const Record& other) const { return id == other.id && fields == other.fields; }
};

// Equal values, wherever they were written.
inline bool operator==(const Field& a, const Field& b) {
    return a.text == b.text && a.markup == b.markup && a.rows == b.rows;
}

}  // namespace pnpkit::layout
