#include "support/diagnostics.hpp"
#include "games/colf/load.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "games/colf/game.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"

using pnpkit::test::messages;

using namespace pnpkit;
using namespace pnpkit::colf;

namespace {

std::string shipped(const std::string& name) {
    std::ifstream in(pnpkit::test::source_dir() / "data" / "colf" / name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("the shipped data loads and validates without a problem", "[colf][load]") {
    Diagnostics ds;
    auto game = load_game(pnpkit::test::source_dir() / "data" / "colf", ds);
    CHECK(messages(ds).empty());
    REQUIRE(game);
    const ColfData& d = static_cast<const ColfGame&>(*game).data();
    CHECK(d.nouns.size() >= 20);
    CHECK(d.nouns.size() <= 30);
    CHECK(d.adjectives.size() >= 30);
    CHECK(d.adjectives.size() <= 40);
    CHECK(d.settings.start_level == 3);
    CHECK(d.settings.turn_tokens == 20);
    CHECK(d.settings.master_level == 10);
    CHECK(d.tiers.size() == 5);
    for (const Card& c : d.nouns)
        CHECK((c.level >= 1 && c.level <= 7));
    for (const Card& c : d.adjectives)
        CHECK(c.level <= 3);
}

TEST_CASE("a broken card is reported key by key at its position", "[colf][load]") {
    pnpkit::test::TempDir dir;
    dir.write("game.toml", shipped("game.toml"));
    dir.write("nouns.toml",
              "[[noun]]\nid = \"rat\"\nname = \"Rat\"\nlevel = 1\nattack = 1\ndefense = 0\nbite = "
              "0\nhp = 2\n");
    auto path = dir.write(
        "adjectives.toml",
        "[[adjective]]\nid = \"smelly\"\nname = \"Smelly\"\nlevel = \"1\"\natack = 1\n"
        "defense = -1\nbite = 0\nhp = 0\n\n[[adjective]]\nid = \"rat\"\nname = \"\"\nlevel = 1\n"
        "attack = 0\ndefense = 0\nbite = 0\nhp = 1\n");
    Diagnostics ds;
    auto data = load_data(dir.path(), ds);
    REQUIRE(data);
    std::string f = load::display_path(path);
    CHECK(messages(ds) == f +
                              ":4:9: error: 'level' must be an integer, found string\n  hint: "
                              "remove the quotes: level = 1\n" +
                              f + ":1:1: error: missing required key 'attack'\n" + f +
                              ":6:11: error: 'defense' must be between 0 and 99, found -1\n" + f +
                              ":5:1: error: unknown key 'atack'\n  hint: did you mean 'attack'?\n" +
                              f + ":11:6: error: duplicate id 'rat'\n  hint: first defined at " +
                              load::display_path(dir / "nouns.toml") + ":2:6\n" + f +
                              ":12:8: error: 'name' must not be empty\n");
}

TEST_CASE("a missing data file is reported and stops the load", "[colf][load]") {
    pnpkit::test::TempDir dir;
    dir.write("game.toml", shipped("game.toml"));
    dir.write("nouns.toml", shipped("nouns.toml"));
    Diagnostics ds;
    CHECK_FALSE(load_data(dir.path(), ds));
    CHECK(ds.error_count() == 1);
    CHECK(messages(ds).find("adjectives.toml") != std::string::npos);
}

TEST_CASE("the decks expose each card's back for draws by level", "[colf][load]") {
    Diagnostics ds;
    auto game = load_game(pnpkit::test::source_dir() / "data" / "colf", ds);
    REQUIRE(game);
    auto decks = game->decks();
    REQUIRE(decks.size() == 2);
    CHECK(decks[0].id == "nouns");
    CHECK(decks[1].id == "adjectives");
    const ColfData& d = static_cast<const ColfGame&>(*game).data();
    REQUIRE(decks[0].cards.size() == d.nouns.size());
    CHECK(decks[0].cards[0].id == d.nouns[0].id);
    CHECK(decks[0].cards[0].back ==
          std::map<std::string, std::string>{{"level", std::to_string(d.nouns[0].level)}});
    CHECK(d.nouns[0].fields().at("flavour") == d.nouns[0].flavour);
    CHECK(d.nouns[0].fields().at("hp") == std::to_string(d.nouns[0].hp));
}
