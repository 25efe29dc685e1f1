#include <catch2/catch.hpp>

#include "games/designer/components.hpp"
#include "games/designer/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::deck_game;
using pnpkit::test::DesignerFixture;

namespace {

const std::string k_fields = R"(name = { type = "text", required = true }
type = { type = "enum", values = ["attack", "defence", "magic"], required = true }
cost = { type = "integer", min = 0, max = 5 }
)";

}  // namespace

TEST_CASE("named styles are read from [style.FIELD.VALUE] tables, in the order written",
          "[designer][style]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields, R"(
[style.type.magic]
accent = "#6a3d9a"
icon = "flame"
size = 12

[style.type.default]
accent = "#333333"

[style.cost.3]
label = "costly"
)"));
    f.dir.write("cards.csv", "id,name,type,cost\nimp,Imp,magic,3\norc,Orc,attack,1\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages().empty());
    REQUIRE(data->styles);
    const layout::FieldStyles* type = data->styles->find("type");
    REQUIRE(type);
    REQUIRE(type->entries.size() == 2);
    CHECK(type->entries[0].value == "magic");
    CHECK(type->entries[0].keys.at("accent").text == "#6a3d9a");
    CHECK(type->entries[0].keys.at("size").text == "12");
    CHECK(type->entries[0].keys.at("icon").pos == SourcePos{f.base + "/game.toml", 13, 8});
    CHECK(type->find("attack") == &type->entries[1]);  // the default
    CHECK(data->styles->find("cost")->find("3")->keys.at("label").text == "costly");

    // Every card's record carries the styles and where each value was written.
    auto components = make_components(std::make_shared<const DesignerData>(std::move(*data)));
    const auto& deck = std::get<layout::DeckComponent>(components.at(0));
    auto imp = deck.card(0);
    CHECK(imp->front.record.styles);
    CHECK(imp->front.record.pos_of("type") == SourcePos{f.base + "/cards.csv", 2, 9});
    REQUIRE(deck.schemas.size() == 1);
    CHECK(deck.schemas[0]->owner == "deck 'cards'");
    CHECK(deck.schemas[0]->find("type")->values.size() == 3);
}

TEST_CASE(
    "a style of a field no deck declares, or of a value the field never has, is an error with "
    "did-you-mean",
    "[designer][style]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields, R"(
[style.tpye.magic]
accent = "#6a3d9a"

[style.type.magik]
accent = "#6a3d9a"

[style.type.attack]
accent = true
Big = "1"

[style.cost.cheap]
label = "x"

[style.name]
accent = "#000000"
)"));
    f.dir.write("cards.csv", "id,name,type,cost\nimp,Imp,magic,3\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/game.toml:11:1: error: [style.tpye] keys styles by a field no deck or sheet "
              "declares\n"
              "  hint: did you mean 'type'?\n" +
              f.base +
              "/game.toml:14:1: error: 'type' is never 'magik'\n  hint: did you mean 'magic'?\n" +
              f.base +
              "/game.toml:18:10: error: style value 'accent' must be a string or a number, found "
              "boolean\n"
              "  hint: accent = \"#6a3d9a\"\n" +
              f.base +
              "/game.toml:19:7: error: style value name 'Big' must be an identifier\n"
              "  hint: use lower-case letters, digits, '-' and '_'\n" +
              f.base +
              "/game.toml:21:1: error: 'cost' is an integer field: a style of its values is "
              "[style.cost.3], "
              "not 'cheap'\n" +
              f.base +
              "/game.toml:25:10: error: [style.name.accent] must be a table of style values\n"
              "  hint: [style.name.accent] then accent = \"#6a3d9a\" on the next line\n");
}

TEST_CASE("a cell holding a control character is an error at the cell", "[designer][values]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields));
    // In a CSV file the reader finds it, at the character; in TOML, the value's check.
    f.dir.write("cards.csv", std::string("id,name,type,cost\nimp,Im\0p,magic,3\n", 35));
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:2:7: error: a control character (U+0000) in a cell\n"
              "  hint: a NUL byte: the file may be UTF-16 or not a CSV file at all; save it as CSV "
              "UTF-8\n");
    DesignerFixture g;
    g.dir.write("game.toml", deck_game(k_fields, {}, "cards.toml"));
    g.dir.write("cards.toml",
                "[[card]]\nid = \"imp\"\nname = \"Im\\u0000p\"\ntype = \"magic\"\ncost = 3\n");
    g.load();
    CHECK(g.messages() ==
          g.base +
              "/cards.toml:3:8: error: 'name' holds a control character (U+0000) after 'Im'\n"
              "  hint: nothing prints it: remove it (a spreadsheet may have saved it by "
              "mistake)\n");
}
