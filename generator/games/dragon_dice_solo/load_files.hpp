#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/dragon_dice_solo/model.hpp"
#include "load/table_reader.hpp"

// The per-file readers behind load_data(), one group per .cpp file.
namespace pnpkit::games::dragon_dice_solo::detail {

// Reads each [[key]] table of `root` into a T: its `id` (unique across the whole game: `ids` holds
// every id read so far, from every table) first, then `fn` reads the rest, then unknown keys are
// reported. Records whose id is bad or already taken are dropped.
template <typename T>
void read_records(load::TableReader& root, load::IdIndex& ids, std::string_view key,
                  std::vector<T>& out, const std::function<void(load::TableReader&, T&)>& fn) {
    root.for_each_table(
        key,
        [&](load::TableReader& r) {
            T item;
            item.pos = r.pos();
            auto id = r.required_id();
            bool keep = id && ids.add(*id, r.pos("id"), r.diagnostics());
            if (id)
                item.id = *id;
            fn(r, item);
            r.finish();
            if (keep)
                out.push_back(std::move(item));
        },
        true);
}

// Whether an array of tables must be present and not empty.
enum class Presence { optional, required };

// Reads each [[key]] table of `r` (rows inside a record, without ids of their own) into a T: its
// position, then `fn` reads the rest, then unknown keys are reported.
template <typename T>
std::vector<T> read_tables(load::TableReader& r, std::string_view key, Presence presence,
                           const std::function<void(load::TableReader&, T&)>& fn) {
    std::vector<T> out;
    r.for_each_table(
        key,
        [&](load::TableReader& table) {
            T item;
            item.pos = table.pos();
            fn(table, item);
            table.finish();
            out.push_back(std::move(item));
        },
        presence == Presence::required);
    return out;
}

// A table of integers under free keys (`units = { rare = 1, common = 5 }`), in key order.
std::vector<std::pair<std::string, int>> read_int_map(load::TableReader& r, std::string_view key,
                                                      load::IntRange range);
// A table of strings under free keys.
std::vector<std::pair<std::string, std::string>> read_string_map(load::TableReader& r,
                                                                 std::string_view key);
// An integer that must fit an int (the tables' numbers are all small).
int read_int(load::TableReader& r, std::string_view key, load::IntRange range);
// A required array of strings (reported when absent; empty when wrong).
std::vector<std::string> read_strings(load::TableReader& r, std::string_view key);
// A required true or false.
bool read_bool(load::TableReader& r, std::string_view key);

void read_sizes(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_makeup(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_racial_equivalents(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_armies(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_heal(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_dragons(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_options(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_turn_sequence(load::TableReader& root, SoloData& data, load::IdIndex& ids);

void read_terrains(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_terrain_order(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_starting_distance(load::TableReader& root, SoloData& data, load::IdIndex& ids);

void read_colours(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_spells(load::TableReader& root, SoloData& data, load::IdIndex& ids);
void read_spell_table(load::TableReader& root, SoloData& data, load::IdIndex& ids);

// Reads the headings "## R<n>: title" of rulings.md.
std::vector<Ruling> parse_rulings(std::string_view text, const std::string& file,
                                  Diagnostics& diagnostics);

}  // namespace pnpkit::games::dragon_dice_solo::detail
