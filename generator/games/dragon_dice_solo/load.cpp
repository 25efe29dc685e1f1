#include "games/dragon_dice_solo/load.hpp"

#include <string_view>

#include "core/atomic_file.hpp"
#include "games/dragon_dice_solo/load_files.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

struct FileReader {
    std::string_view file;
    void (*read)(load::TableReader&, SoloData&, load::IdIndex&);
};

// The data files of the game, in the order they are read, each with its reader.
constexpr FileReader k_readers[] = {
    {"sizes.toml", detail::read_sizes},
    {"makeup.toml", detail::read_makeup},
    {"racial_equivalents.toml", detail::read_racial_equivalents},
    {"armies.toml", detail::read_armies},
    {"terrains.toml", detail::read_terrains},
    {"terrain_order.toml", detail::read_terrain_order},
    {"starting_distance.toml", detail::read_starting_distance},
    {"colours.toml", detail::read_colours},
    {"spells.toml", detail::read_spells},
    {"spell_table.toml", detail::read_spell_table},
    {"heal.toml", detail::read_heal},
    {"dragons.toml", detail::read_dragons},
    {"options.toml", detail::read_options},
    {"turn_sequence.toml", detail::read_turn_sequence},
};
constexpr const char* k_rulings_file = "rulings.md";

}  // namespace

LoadResult load_data(const std::filesystem::path& dir, Diagnostics& diagnostics) {
    LoadResult result;
    load::IdIndex ids;  // one for the game: ids are unique across every table
    for (const auto& reader : k_readers) {
        auto doc = load::load_toml(dir / reader.file, diagnostics);
        if (!doc)
            continue;
        ++result.files;
        auto root = load::TableReader::root(doc->root, doc->display, diagnostics);
        reader.read(root, result.data, ids);
        root.finish();
    }
    std::filesystem::path rulings = dir / k_rulings_file;
    std::string display = load::display_path(rulings);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(rulings, ec)) {
        diagnostics.error(
            {display}, "file not found",
            "the rulings the data cite (ruling = \"R5\") are headings '## R5: ...' here");
    } else {
        ++result.files;
        result.data.rulings = detail::parse_rulings(read_file(rulings), display, diagnostics);
    }
    return result;
}

}  // namespace pnpkit::games::dragon_dice_solo
