#include <catch2/catch.hpp>

#include "games/designer/fixture.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::deck_game;
using pnpkit::test::DesignerFixture;
using pnpkit::test::source_dir;

namespace {

std::string value(const Component& c, std::size_t record, const std::string& field) {
    return std::string(c.records.value(record, c.field_index(field)));
}

}  // namespace

TEST_CASE("the fixture game loads: CSV with CRLF, quoted cells and UTF-8, defaults, lists, counts",
          "[designer]") {
    Diagnostics ds;
    auto data = load_data(source_dir() / "tests/fixtures/designer/harbour", ds);
    REQUIRE(data);
    CHECK(test::messages(ds).empty());
    CHECK(data->title == "Harbour Watch");
    REQUIRE(data->components.size() == 4);
    const Component& ships = data->components[0];
    REQUIRE(ships.records.size() == 4);
    CHECK(value(ships, 0, "ability") == "Move :die5: or :die6:, then <b>stop</b>.");
    CHECK(value(ships, 0, "crew") == "ada, bo");
    CHECK(value(ships, 0, "portrait") == "art/sea.png");  // the declared default
    CHECK(value(ships, 0, "badge") == "shield");
    CHECK(value(ships, 0, "weight") == "2.5");
    CHECK(ships.copies(0) == 2);
    CHECK(value(ships, 1, "name") == "Brisé");
    CHECK(value(ships, 1, "ability") ==
          "Two lines:\nthis is the second");  // CRLF inside a cell: LF
    CHECK(value(ships, 1, "portrait") == "art/gull.png");
    CHECK(value(ships, 3, "id") == "galley");  // after an empty row
    CHECK(value(ships, 3, "speed") == "2");    // quoted "2" is a number all the same
    // Positions count characters: "brise,Brisé,3" puts the 3 at column 13.
    std::string csv =
        load::display_path(source_dir() / "tests/fixtures/designer/harbour/ships.csv");
    CHECK(ships.records.pos(1, ships.field_index("speed")) == SourcePos{csv, 3, 13});
    CHECK(ships.records.pos(0, ships.field_index("portrait")).to_string() ==
          csv + ":2:71");  // an empty cell
    const Component& log = data->components[3];
    CHECK_FALSE(log.is_deck());
    REQUIRE(log.records.size() == 1);
    CHECK(value(log, 0, "heading") == "Harbour log");
    CHECK(data->files == 3);  // game.toml, ships.csv and cargo.xlsx, read by two decks
}

TEST_CASE("cards from TOML and from CSV give the same records", "[designer]") {
    const std::string fields =
        "name = { type = \"text\", required = true }\ncost = { type = \"integer\", default = 1 }\n"
        "tags = \"list\"\nnote = \"markup\"\n";
    DesignerFixture toml;
    toml.dir.write("game.toml", deck_game(fields, "", "cards.toml"));
    toml.dir.write(
        "cards.toml",
        "[[card]]\nid = \"a\"\nname = \"Alpha, \\\"the first\\\"\"\ntags = [\"x\", \"y\"]\n"
        "count = 3\n[[card]]\nid = \"b\"\nname = \"Beta\"\ncost = 4\nnote = \"<i>hi</i>\"\n");
    DesignerFixture csv;
    csv.dir.write("game.toml", deck_game(fields));
    csv.dir.write("cards.csv",
                  "name,id,count,tags,cost,note\n\"Alpha, \"\"the "
                  "first\"\"\",a,3,x;y,,\nBeta,b,,,4,<i>hi</i>\n");
    auto a = toml.load();
    auto b = csv.load();
    REQUIRE(a);
    REQUIRE(b);
    CHECK(toml.messages().empty());
    CHECK(csv.messages().empty());
    const Component& x = a->components.at(0);
    const Component& y = b->components.at(0);
    REQUIRE(x.records.size() == 2);
    REQUIRE(y.records.size() == 2);
    for (std::size_t r = 0; r < 2; ++r) {
        for (std::size_t f = 0; f < x.fields.size(); ++f)
            CHECK(x.records.value(r, f) == y.records.value(r, f));
    }
    CHECK(value(x, 0, "name") == "Alpha, \"the first\"");
    CHECK(value(x, 0, "tags") == "x, y");
    CHECK(value(x, 1, "count") == "1");
    CHECK(value(x, 0, "cost") == "1");
}

TEST_CASE("every CSV value is checked against its field at its line and column", "[designer]") {
    DesignerFixture f;
    f.dir.write(
        "game.toml",
        deck_game("name = { type = \"text\", required = true }\n"
                  "cost = { type = \"integer\", min = 0, max = 5 }\n"
                  "suit = { type = \"enum\", values = [\"sun\", \"moon\"] }\n"
                  "icon = \"icon\"\nart = \"image\"\nnote = \"markup\"\nweight = \"number\"\n"));
    f.dir.write("cards.csv",
                "id,name,cost,suit,icon,art,note,weight,cots\n"
                "ok,Fine,2,sun,heart,,,1.5,\n"
                "a,Big,9,mon,hart,../x.png,<b>open,heavy,\n"
                "b,,x,sun,,art/none.png,a & b,,\n"
                "Bad Id,Name,1,sun,,,,,\n"
                "ok,Again,1,sun,,,,,\n"
                "c,Short,1\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages() ==
          f.base + "/cards.csv:1:40: error: unknown column 'cots'\n  hint: did you mean 'cost'?\n" +
              f.base + "/cards.csv:3:7: error: 'cost' must be between 0 and 5, found 9\n" + f.base +
              "/cards.csv:3:9: error: 'suit' must be one of 'sun' or 'moon', found 'mon'\n  hint: "
              "did you mean 'moon'?\n" +
              f.base +
              "/cards.csv:3:13: error: 'icon' must be an icon name such as 'die5', 'heart' or "
              "'domino-2-5', found 'hart'\n"
              "  hint: did you mean 'heart'?\n" +
              f.base +
              "/cards.csv:3:18: error: 'art': image '../x.png' is refused: the path leaves the "
              "folder with '..'\n"
              "  hint: image paths stay inside " +
              f.base + "\n" + f.base +
              "/cards.csv:3:27: error: 'note' is not valid markup: <b> is never closed\n" + f.base +
              "/cards.csv:3:35: error: 'weight' must be a number, found 'heavy'\n" + f.base +
              "/cards.csv:4:4: error: 'cost' must be a whole number, found 'x'\n" + f.base +
              "/cards.csv:4:11: error: 'art': image 'art/none.png' in " + f.base + ": not found\n" +
              f.base +
              "/cards.csv:4:24: error: 'note' is not valid markup: '&' must start an entity such "
              "as &amp; "
              "(write &amp; for a plain '&')\n" +
              f.base +
              "/cards.csv:5:1: error: 'id' must be an identifier, found 'Bad Id'\n"
              "  hint: use lower-case letters, digits, '-' and '_', starting with a letter or "
              "digit\n" +
              f.base +
              "/cards.csv:6:1: error: duplicate id 'ok' in deck 'cards'\n  hint: the other 'ok' "
              "is the card at " +
              f.base + "/cards.csv:2:1\n" + f.base +
              "/cards.csv:7:1: error: this row has 3 cells but the header has 9\n"
              "  hint: quote a cell that holds a comma: \"like, this\"\n");
    CHECK(data->components.at(0).records.size() == 1);  // only the sound card is kept
}

TEST_CASE("a required field missing from a card or from the header is named", "[designer]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game("name = { type = \"text\", required = true }\n"));
    f.dir.write("cards.csv", "id,name\na,\n");
    f.load();
    CHECK(f.messages() ==
          f.base + "/cards.csv:2:3: error: missing required field 'name' in card 'a'\n");

    DesignerFixture g;
    g.dir.write("game.toml", deck_game("name = { type = \"text\", required = true }\n"));
    g.dir.write("cards.csv",
                "\xEF\xBB\xBF"
                "name\nGoblin\n");
    g.load();
    CHECK(g.messages() ==
          g.base + "/cards.csv:1:1: error: no column 'id', which every card needs\n");

    // An empty file (blank lines only) is reported at its start, like every error, with a line.
    DesignerFixture h;
    h.dir.write("game.toml", deck_game("name = { type = \"text\", required = true }\n"));
    h.dir.write("cards.csv", "\r\n\n");
    h.load();
    CHECK(h.messages() == h.base +
                              "/cards.csv:1:1: error: the file has no header row\n  hint: the "
                              "first row names the columns: id,count,name\n");

    // A header alone makes no card: said at the header, not later without a position.
    DesignerFixture k;
    k.dir.write("game.toml", deck_game("name = { type = \"text\", required = true }\n"));
    k.dir.write("cards.csv", "\n\nid,name\n\n");
    k.load();
    CHECK(k.messages() == k.base +
                              "/cards.csv:3:1: error: the file has only its header row: no card "
                              "to make\n  hint: add one row a card under the header\n");
}

TEST_CASE("TOML cards are read with their TOML types; unknown keys get a did-you-mean",
          "[designer]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game("cost = \"integer\"\ntags = \"list\"\n", "", "cards.toml"));
    f.dir.write("cards.toml", "[[card]]\nid = \"a\"\ncost = \"3\"\ncots = 2\ntags = \"x\"\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/cards.toml:3:8: error: 'cost' must be an integer, found string\n"
              "  hint: remove the quotes: cost = 3\n" +
              f.base +
              "/cards.toml:5:8: error: 'tags' must be a list of strings, found string\n"
              "  hint: write tags = [\"one\", \"two\"]\n" +
              f.base +
              "/cards.toml:4:1: error: unknown key 'cots'\n  hint: did you mean 'cost'?\n");
}

TEST_CASE("field declarations are checked where they are written", "[designer]") {
    DesignerFixture f;
    f.dir.write(
        "game.toml",
        deck_game("count = \"integer\"\nkind = \"colour\"\nnote = { type = \"text\", min = 1 }\n"
                  "suit = \"enum\"\nspeed = { type = \"integer\", max = 3, default = 7 }\n"
                  "name = { type = \"text\", required = true, default = \"x\" }\n"));
    f.dir.write("cards.csv", "id\na\n");
    f.load();
    CHECK(
        f.messages() ==
        f.base +
            "/game.toml:7:9: error: 'count' is not a field to declare: templates get it already\n"
            "  hint: every record has 'id' and every card 'count'; templates also get 'game' and "
            "'deck' (the titles), 'lang' (the language) and 'i' (a repeat's counter)\n" +
            f.base +
            "/game.toml:8:8: error: 'kind' must be one of 'text', 'markup', 'integer', 'number', "
            "'enum', 'icon', "
            "'image' or 'list', found 'colour'\n" +
            f.base +
            "/game.toml:9:31: error: 'min' bounds integer and number fields, not text ones\n" +
            f.base +
            "/game.toml:10:8: error: an enum field needs its 'values'\n"
            "  hint: suit = { type = \"enum\", values = [\"sun\", \"moon\"] }\n" +
            f.base + "/game.toml:11:48: error: 'speed' must be at most 3, found 7\n" + f.base +
            "/game.toml:12:52: error: a required field takes no default: every record gives it\n");
}
