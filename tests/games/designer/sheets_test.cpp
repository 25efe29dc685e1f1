// A designer's cards as spreadsheets save them: CSV dialects, XLSX and ODS, headers in any case,
// aliases, and two decks reading one file.
#include <catch2/catch.hpp>

#include "games/designer/fixture.hpp"
#include "support/sheet_files.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::deck_game;
using pnpkit::test::DesignerFixture;

namespace {

std::string value(const Component& c, std::size_t record, const std::string& field) {
    return std::string(c.records.value(record, c.field_index(field)));
}

// game.toml declaring one deck `cards` read from `file`, with keys of its own before its fields.
std::string deck_with(const std::string& keys, const std::string& fields,
                      const std::string& file = "cards.csv") {
    return "title = \"Test Game\"\n[[deck]]\nid = \"cards\"\nfront = \"card\"\ncards = \"" + file +
           "\"\n" + keys + "[deck.fields]\n" + fields;
}

const std::string k_fields =
    "name = { type = \"text\", required = true }\n"
    "cost = { type = \"integer\", min = 0, max = 5 }\n"
    "suit = { type = \"enum\", values = [\"Sun\", \"moon\"] }\n";

}  // namespace

TEST_CASE("a semicolon CSV with a byte order mark, headers in any case and aliases",
          "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields,
                                       "[deck.aliases]\ncount = [\"Qty\", \"Copies\"]\nname = "
                                       "\"Card name\"\n"));
    f.dir.write("cards.csv",
                "\xEF\xBB\xBF"
                " ID ;CARD NAME;Cost;SUIT;qty\r\n"
                "fox;Fox, the quick;2;sun;3\r\n"
                "owl;\"Owl; wise\";1;MOON;\r\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages().empty());
    const Component& c = data->components.at(0);
    REQUIRE(c.records.size() == 2);
    CHECK(value(c, 0, "name") == "Fox, the quick");
    CHECK(c.copies(0) == 3);
    CHECK(value(c, 0, "suit") == "Sun");  // as declared
    CHECK(value(c, 1, "name") == "Owl; wise");
    CHECK(value(c, 1, "suit") == "moon");
    CHECK(c.copies(1) == 1);
}

TEST_CASE("a declared separator, and a header that shows another one", "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_with("separator = \",\"\n", k_fields));
    f.dir.write("cards.csv", "id;name;cost\nfox;Fox;2\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:1:1: error: unknown column 'id;name;cost'\n"
              "  hint: cells are separated by ',' in this file, and this header holds ';': is the "
              "file separated by ';'? (separator in game.toml)\n" +
              f.base + "/cards.csv:1:1: error: no column 'id', which every card needs\n" + f.base +
              "/cards.csv:1:1: error: no column 'name', which every card needs\n");

    DesignerFixture g;
    g.dir.write("game.toml", deck_with("separator = \"tab\"\n", k_fields));
    g.dir.write("cards.csv", "id\tname\tcost\nfox\tFox, a fox; quick\t2\n");
    auto data = g.load();
    CHECK(g.messages().empty());
    REQUIRE(data->components.at(0).records.size() == 1);
    CHECK(value(data->components.at(0), 0, "name") == "Fox, a fox; quick");

    DesignerFixture h;
    h.dir.write("game.toml", deck_with("separator = \"|\"\n", k_fields));
    h.dir.write("cards.csv", "id,name\nfox,Fox\n");
    h.load();
    CHECK(h.messages() == h.base +
                              "/game.toml:6:13: error: 'separator' is ',', ';' or \"\\t\" (a tab), "
                              "found '|'\n  hint: leave it out to have pnpkit find it in the "
                              "header row\n");
}

TEST_CASE("aliases are checked: a field to name, no header for two fields", "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields,
                                       "[deck.aliases]\ncots = \"Price\"\nname = "
                                       "[\"COST\", \"\"]\n"));
    f.dir.write("cards.csv", "id,name\nfox,Fox\n");
    f.load();
    CHECK(f.messages() == f.base +
                              "/game.toml:11:8: error: no field named 'cots' to give other names\n"
                              "  hint: did you mean 'cost'?\n" +
                              f.base +
                              "/game.toml:12:9: error: 'COST' already names 'cost'\n"
                              "  hint: a header gives one field: headers match in any case\n" +
                              f.base + "/game.toml:12:17: error: an alias of 'name' is empty\n");
}

TEST_CASE("an XLSX deck: values checked at their cells, a duplicate names the other row",
          "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_with("sheet = \"Cards\"\n", k_fields, "cards.xlsx"));
    test::write_zip(f.dir / "cards.xlsx",
                    test::xlsx_parts({{"Notes", {{"just notes"}}},
                                      {"Cards",
                                       {{"id", "name", "cost", "suit", "count"},
                                        {"fox", "Fox", "=2", "sun", "=2"},
                                        {"owl", "Owl", "=2.5", "moon"},
                                        {},
                                        {"bat", "", "=1", "star"},
                                        {"fox", "Fox again", "=1", "moon", "", "a note"}}}}));
    auto data = f.load();
    REQUIRE(data);
    std::string at = f.base + "/cards.xlsx:Cards!";
    CHECK(f.messages() ==
          at + "C3: error: 'cost' must be a whole number, found '2.5'\n" + at +
              "D5: error: 'suit' must be one of 'Sun' or 'moon', found 'star'\n" + at +
              "A6: error: duplicate id 'fox' in deck 'cards'\n  hint: the other 'fox' is the card "
              "at " +
              at + "A2\n" + at +
              "F6: warning: 1 cell with text in a column with no header is ignored, the first "
              "here\n  hint: name the column in the header row, or clear them\n");
    const Component& c = data->components.at(0);
    REQUIRE(c.records.size() == 1);
    CHECK(value(c, 0, "cost") == "2");
    CHECK(c.copies(0) == 2);
    CHECK(c.records.pos(0, c.field_index("suit")).to_string() == at + "D2");
    CHECK(data->files == 2);
}

TEST_CASE("a missing required cell of a sheet is reported at that cell", "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields, "", "cards.ods"));
    test::write_zip(f.dir / "cards.ods",
                    test::ods_parts({{"Deck", {{"id", "Cost", "Name"}, {"fox", "=1"}}}}));
    f.load();
    CHECK(f.messages() == f.base +
                              "/cards.ods:Deck!C2: error: missing required field 'name' in card "
                              "'fox'\n");
}

TEST_CASE("two decks read one sheet, each its own rows; ids are unique within a deck",
          "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml",
                "title = \"T\"\n"
                "[[deck]]\nid = \"heroes\"\nfront = \"card\"\ncards = \"all.xlsx\"\n"
                "where = \"kind == 'hero'\"\n"
                "[deck.fields]\nname = \"text\"\nmight = \"integer\"\n"
                "[[deck]]\nid = \"foes\"\nfront = \"card\"\ncards = \"all.xlsx\"\n"
                "where = \"kind == 'foe' or kind == 'boss'\"\n"
                "[deck.fields]\nname = \"text\"\nthreat = \"integer\"\n");
    test::write_zip(f.dir / "all.xlsx",
                    test::xlsx_parts({{"All",
                                       {{"id", "kind", "name", "might", "threat"},
                                        {"fox", "Hero", "Fox", "=3"},
                                        {"fox", "foe", "Evil fox", "", "=2"},
                                        {"troll", "boss", "Troll", "", "=5"},
                                        {"note", "", "not a card"}}}}));
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages().empty());
    const Component& heroes = data->components.at(0);
    const Component& foes = data->components.at(1);
    REQUIRE(heroes.records.size() == 1);
    CHECK(value(heroes, 0, "name") == "Fox");
    REQUIRE(foes.records.size() == 2);
    CHECK(value(foes, 0, "name") == "Evil fox");
    CHECK(value(foes, 1, "id") == "troll");
    CHECK(data->files == 2);  // game.toml and all.xlsx, once

    // A column no deck reads is still unknown; a filter's column must be there.
    f.ds = {};
    f.dir.write("game.toml",
                "title = \"T\"\n"
                "[[deck]]\nid = \"heroes\"\nfront = \"card\"\ncards = \"all.xlsx\"\n"
                "where = \"kind == 'hero'\"\n"
                "[deck.fields]\nname = \"text\"\n"
                "[[deck]]\nid = \"foes\"\nfront = \"card\"\ncards = \"all.xlsx\"\n"
                "where = \"type == 'foe'\"\n"
                "[deck.fields]\nname = \"text\"\nthreat = \"integer\"\n");
    f.load();
    std::string at = f.base + "/all.xlsx:All!";
    CHECK(f.messages() ==
          at +
              "D1: error: unknown column 'might'\n  hint: the columns are the declared fields: "
              "id, count, name\n" +
              f.base + "/game.toml:13:9: error: 'where' reads column 'type', which " + f.base +
              "/all.xlsx:All does not have\n  hint: its columns: id, kind, name, might, threat\n");
}

TEST_CASE("where is for spreadsheets, sheet for XLSX and ODS files", "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_with("where = \"kind = 'x'\"\nsheet = \"A\"\n", k_fields));
    f.dir.write("cards.csv", "id,name\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/game.toml:7:9: error: 'sheet' picks a sheet of an .xlsx or .ods file, and "
              "'cards.csv' is not one\n" +
              f.base +
              "/game.toml:6:15: error: 'where': expected '==' or '!=' after 'kind'\n"
              "  hint: compare with two equals signs: kind == 'hero'\n");

    DesignerFixture g;
    g.dir.write("game.toml", deck_with("where = \"kind == 'x'\"\n", k_fields, "cards.toml"));
    g.dir.write("cards.toml", "[[card]]\nid = \"a\"\nname = \"A\"\n");
    g.load();
    CHECK(g.messages() == g.base +
                              "/game.toml:6:9: error: 'where' picks rows of a spreadsheet (.csv, "
                              ".xlsx or .ods)\n  hint: a TOML file holds the records of one "
                              "component\n");
}

TEST_CASE("a sheet with only its header, or a filter picking no row, makes no card: an error",
          "[designer][sheets]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields, "", "cards.xlsx"));
    test::write_zip(f.dir / "cards.xlsx", test::xlsx_parts({{"Cards", {{"id", "name"}, {}, {}}}}));
    f.load();
    CHECK(f.messages() == f.base +
                              "/cards.xlsx:Cards!A1: error: the sheet has only its header row: no "
                              "card to make\n  hint: add one row a card under the header\n");

    DesignerFixture g;
    g.dir.write("game.toml", deck_with("where = \"suit == 'star'\"\n", k_fields));
    g.dir.write("cards.csv", "id,name,suit\nfox,Fox,sun\nowl,Owl,moon\n");
    g.load();
    CHECK(g.messages() ==
          g.base + "/game.toml:6:9: error: 'where' picks none of the 2 rows of " + g.base +
              "/cards.csv: no card to make\n  hint: it compares each row's text, in "
              "any case and without the spaces around it\n");
}
