#include "games/dragon_dice_solo/load.hpp"

#include <algorithm>

#include "support.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;

TEST_CASE("the shipped tables load and validate with only the unverified-cost and R3 warnings",
          "[solo][load]") {
    DataCopy copy;
    std::string all = copy.diagnostics();
    CHECK(copy.errors().empty());
    // Wall of Ice's unverified cost (R7) and the two degenerate fourth-terrain starts (R3).
    std::size_t warnings = 0;
    for (std::size_t at = all.find(": warning: "); at != std::string::npos;
         at = all.find(": warning: ", at + 1)) {
        ++warnings;
    }
    CHECK(warnings == 3);
    const SoloData& data = shipped();
    CHECK(data.sizes.size() == 3);
    CHECK(data.terrains.size() == 4);
    CHECK(data.spells.size() == 15);
    CHECK(data.spell_table.entries.size() == 20);
    CHECK(data.starting.positions.size() == 5);
    CHECK(data.rulings.size() >= 20);
}

TEST_CASE("a broken table is reported with exact positions and every problem at once",
          "[solo][load]") {
    DataCopy copy;
    copy.write("sizes.toml",
               "[[size]]\n"
               "id = \"small\"\n"
               "name = \"Small\"\n"
               "player_health = \"16\"\n"
               "opponent_health = 12\n"
               "dragon = 2\n"
               "\n"
               "[[size]]\n"
               "id = \"small\"\n"
               "name = \"Again\"\n"
               "player_health = 0\n"
               "opponent_health = 12\n"
               "dragons = 2\n");
    CHECK(copy.errors() ==
          "sizes.toml:4:17: error: 'player_health' must be an integer, found string\n"
          "  hint: remove the quotes: player_health = 16\n"
          "sizes.toml:1:1: error: missing required key 'dragons'\n"
          "sizes.toml:6:1: error: unknown key 'dragon'\n"
          "  hint: did you mean 'dragons'?\n"
          "sizes.toml:9:6: error: duplicate id 'small'\n"
          "  hint: first defined at sizes.toml:2:6\n"
          "sizes.toml:11:17: error: 'player_health' must be between 1 and 1000, found 0\n");
}

TEST_CASE("spell table entries are read with their enums checked", "[solo][load]") {
    DataCopy copy;
    copy.edit("spell_table.toml", "id = \"gold-1-2\"\ncolour = \"gold\"\nlow = 1\nhigh = 2\n",
              "id = \"gold-1-2\"\ncolour = \"gold\"\nlow = 2\nhigh = 1\n");
    copy.edit(
        "spell_table.toml",
        "marked = \"player\"\nside = \"player\"\ntarget = \"army\"\n\n[[entry]]\nid = \"red-3-4\"",
        "marked = \"players\"\nside = \"player\"\ntarget = \"army\"\n\n[[entry]]\nid = "
        "\"red-3-4\"");
    copy.edit("spell_table.toml", "id = \"blue-8\"\ncolour = \"blue\"\nlow = 8\nhigh = 8\n",
              "id = \"blue-8\"\ncolour = \"blue\"\nlow = 8\nhigh = 8\nspell = \"hailstorm\"\n");
    std::string errors = copy.errors();
    CHECK(errors.find("spell_table.toml:13:8: error: 'high' (1) is below 'low' (2)\n") !=
          std::string::npos);
    CHECK(errors.find(
              "error: 'marked' must be one of 'player', 'opfor' or 'racial', found 'players'\n"
              "  hint: did you mean 'player'?") != std::string::npos);
    CHECK(
        errors.find("error: a racial entry names no spell\n"
                    "  hint: the opposing magicians pick a racial spell (4.42); remove 'spell'") !=
        std::string::npos);
}

TEST_CASE("a missing file and a missing rulings.md are each reported", "[solo][load]") {
    DataCopy copy;
    std::filesystem::remove(copy.file("heal.toml"));
    std::filesystem::remove(copy.file("rulings.md"));
    CHECK(copy.errors() ==
          "heal.toml: error: file not found\n"
          "rulings.md: error: file not found\n"
          "  hint: the rulings the data cite (ruling = \"R5\") are headings '## R5: ...' here\n");
}

TEST_CASE("rulings.md headings must be numbered in order", "[solo][load]") {
    DataCopy copy;
    copy.write("rulings.md", "# Rulings\n\n## R1: first\n\n## R3: skipped one\n\n## R4 no colon\n");
    CHECK(copy.errors() ==
          "rulings.md:5:1: error: ruling R3 is out of order\n"
          "  hint: rulings are numbered R1, R2, ... without gaps; expected R2\n"
          "rulings.md:7:1: error: a ruling heading must read '## R<number>: title'\n");
}

namespace {

// Every id of every table of the game, in no particular order.
std::vector<std::string> every_id(const SoloData& d) {
    std::vector<std::string> ids;
    auto add = [&](const auto& items) {
        for (const auto& item : items)
            ids.push_back(item.id);
    };
    add(d.sizes), add(d.rarities), add(d.makeups), add(d.examples), add(d.races);
    add(d.actions), add(d.armies), add(d.icons), add(d.eighth_faces), add(d.terrains);
    add(d.starting.positions), add(d.colours), add(d.spells), add(d.spell_table.entries);
    add(d.heal_results), add(d.dragons.kinds), add(d.options), add(d.turn_sequence);
    return ids;
}

}  // namespace

TEST_CASE("the shipped ids are unique across the whole game", "[solo][load][ids]") {
    std::vector<std::string> ids = every_id(shipped());
    // The 126 records less the 26 without an id: 20 rulings, 5 general fallbacks and the order
    // example.
    CHECK(ids.size() == 100);
    std::sort(ids.begin(), ids.end());
    auto repeated = std::adjacent_find(ids.begin(), ids.end());
    CHECK(repeated == ids.end());
    if (repeated != ids.end())
        FAIL("'" + *repeated + "' is the id of two records");
}

TEST_CASE("an id taken by another table is a duplicate naming both positions",
          "[solo][load][ids]") {
    DataCopy copy;
    // The army once shared its id with the terrain icon it is named after.
    copy.edit("armies.toml", "id = \"army-missile\"", "id = \"missile\"");
    // Two tables of one file: an action named like a spell of another file read later.
    copy.edit("armies.toml", "id = \"charge\"", "id = \"palsy\"");
    CHECK(copy.errors() ==
          "terrains.toml:12:6: error: duplicate id 'missile'\n"
          "  hint: first defined at armies.toml:32:6\n"
          "spells.toml:120:6: error: duplicate id 'palsy'\n"
          "  hint: first defined at armies.toml:17:6\n");
}

TEST_CASE("a duplicate between two tables of one file names both positions", "[solo][load][ids]") {
    DataCopy copy;
    copy.edit("makeup.toml", "id = \"small-makeup\"", "id = \"rare\"");
    CHECK(copy.errors() ==
          "makeup.toml:31:6: error: duplicate id 'rare'\n"
          "  hint: first defined at makeup.toml:17:6\n");
}
