#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "layout/template.hpp"
#include "load/table_reader.hpp"

// Readers of the template keys layers share, for the template loader. Each reports what is wrong
// at the key's position and gives a fallback so that loading goes on.
namespace pnpkit::layout::template_keys {

// Reads a style key that may hold a pattern ("{colour}"): a pattern replaces what the key
// inherited in `bound` and gives true; a constant drops the inherited pattern and gives false, for
// the caller to read it as usual. An absent key changes nothing and gives false.
bool bound_key(load::TableReader& r, std::string_view key, StyleKey style,
               std::vector<BoundValue>& bound);

// A positive length in points, or the fallback when the key is absent or wrong.
double read_points(load::TableReader& r, std::string_view key, double fallback);

// Text style keys, each falling back to `base` (the template's [defaults]); keys whose values come
// from the record go to `bound` (which starts as the defaults' own).
TextStyle read_style(load::TableReader& r, const TextStyle& base, std::vector<BoundValue>& bound);

// A colour, or nullopt when the key is absent (or wrong).
std::optional<Colour> optional_colour(load::TableReader& r, std::string_view key);

// A colour key that may come from the record: a pattern goes to `bound` and leaves `colour` as is.
void read_colour(load::TableReader& r, std::string_view key, StyleKey style,
                 std::optional<Colour>& colour, std::vector<BoundValue>& bound);

// `opacity`: a number from 0 to 1, "50%", or a pattern for the record to give (1 then).
double read_opacity(load::TableReader& r, std::vector<BoundValue>& bound);

// Notes where a key that names fields was written, for the checks that point into it.
void note_pos(load::TableReader& r, Layer& layer, std::string_view key);

// `when`: a condition on the record's fields; an error points at the character where it goes
// wrong.
void read_when(load::TableReader& r, Layer& layer);

// A length that must not be negative.
Length non_negative(load::TableReader& r, std::string_view key, Length fallback);

// A table layer's `columns` and `column_align`.
std::vector<TableColumn> read_columns(load::TableReader& r);

}  // namespace pnpkit::layout::template_keys
