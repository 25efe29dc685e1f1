#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

// What a component's records hold, declared before any record is read (a designer's game.toml):
// the fields with their types, and the named styles keyed by fields' values. With it, templates
// are checked once against the declarations instead of once per card.
namespace pnpkit::layout {

// What a field holds, as templates see it.
enum class FieldKind { text, markup, integer, number, choice, icon, image, list, id };

const char* to_string(FieldKind kind);

struct FieldSchema {
    std::string name;
    FieldKind kind = FieldKind::text;
    std::vector<std::string> values;  // a choice's values
    SourcePos pos;                    // where it was declared
    bool implicit = false;            // given to every record (id, count, the titles): never unused
};

// One value of a named style: `accent = "#6a3d9a"` under [style.type.magic].
struct StyleValue {
    std::string text;
    SourcePos pos;
};

// The styles keyed by one field: a [style.FIELD.VALUE] table for some of the field's values, and
// [style.FIELD.default] for the others.
struct FieldStyles {
    struct Entry {
        std::string value;  // the field's value, or "default"
        SourcePos pos;
        std::map<std::string, StyleValue> keys;
    };
    std::string field;
    SourcePos pos;
    std::vector<Entry> entries;  // in the order written

    // The style of a value: its own entry, else the default; null when there is neither.
    const Entry* find(std::string_view value) const;
    const Entry* fallback() const { return find_exact("default"); }
    const Entry* find_exact(std::string_view value) const;
};

// Every named style of a game.
struct Styles {
    std::vector<FieldStyles> fields;
    const FieldStyles* find(std::string_view field) const;
};

// The fields of the records a template is bound to (one face of a component), and the styles.
struct RecordSchema {
    std::string template_id;  // the template these records are bound to
    SourcePos
        template_pos;  // where the data names it (an unknown one is reported there); may be empty
    std::string
        owner;  // how messages name the records: "deck 'ships'", "the backs of deck 'ships'"
    std::vector<FieldSchema> fields;
    std::shared_ptr<const Styles> styles;
    // Fields the component has that these records do not (a deck's fields not shown on its backs),
    // and what to do to show one here.
    std::vector<std::string> elsewhere;
    std::string elsewhere_hint;

    const FieldSchema* find(std::string_view name) const;
    std::vector<std::string> names() const;
};

}  // namespace pnpkit::layout
