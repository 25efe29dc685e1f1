#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "games/designer/model.hpp"
#include "load/table_reader.hpp"

namespace pnpkit::designer {

// Reads a designer's game folder: game.toml (title, decks, sheets, their fields and rules), then
// each component's records (from a CSV or TOML file, or tables inline), then checks the rules.
// Every problem goes to `diagnostics`; nullopt when game.toml cannot be read.
std::optional<DesignerData> load_data(const std::filesystem::path& dir, Diagnostics& diagnostics);

// The steps of load_data, for one component whose table `reader` is reading.
// The declared fields ([deck.fields]) after the implicit id (and a deck's count).
void read_fields(load::TableReader& reader, Component& component, const std::filesystem::path& dir);
// The declared rules ([[deck.rule]]); needs the fields.
void read_rules(load::TableReader& reader, Component& component);
// The records: `cards = "file.csv"` or `"file.toml"` (a sheet's `pages`), or [[deck.card]] tables
// ([[sheet.page]]). Ids are unique across the game. Counts the files read into `files`.
void read_records(load::TableReader& reader, Component& component, const std::filesystem::path& dir,
                  load::IdIndex& ids, std::size_t& files);
// A TOML value of a field as text for check_value (integers and numbers written out, a list's
// items joined with ';'); nullopt after reporting a value of the wrong TOML type.
std::optional<std::string> toml_value_text(load::TableReader& reader, std::string_view key,
                                           const FieldDecl& field);
// Reads game.toml's [style.FIELD.VALUE] tables (needs the components' fields): each FIELD a field
// some component declares, each VALUE one of an enum's values or "default", each key's value a
// string or a number.
void read_styles(load::TableReader& root, DesignerData& data);
// Checks the component's rules against its records; each broken rule names the records involved.
void check_rules(const Component& component, Diagnostics& diagnostics);

}  // namespace pnpkit::designer
