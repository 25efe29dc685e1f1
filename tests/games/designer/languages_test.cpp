// Several languages from one card list: a text per language, the default's where one is missing.
#include <catch2/catch.hpp>

#include "games/designer/components.hpp"
#include "games/designer/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::DesignerFixture;

namespace {

const std::string k_game =
    "title = \"T\"\nlanguages = [\"en\", \"de\", \"fr\"]\n"
    "[[deck]]\nid = \"cards\"\nfront = \"card\"\ncards = \"cards.csv\"\n"
    "[deck.fields]\nname = { type = \"text\", required = true }\nrules = \"markup\"\n"
    "cost = \"integer\"\n";

std::string text(const Component& c, std::size_t record, const std::string& field,
                 std::size_t language) {
    return std::string(c.text(record, c.field_index(field), language));
}

}  // namespace

TEST_CASE("a spreadsheet gives a field's text per language in columns name@de",
          "[designer][languages]") {
    DesignerFixture f;
    f.dir.write("game.toml", k_game);
    f.dir.write("cards.csv",
                "id,name,Name@DE,rules,rules@de,cost,name@fr\n"
                "fox,Fox,Fuchs,<b>Run</b>,<b>Lauf</b>,1,Renard\n"
                "owl,Owl,,Look,,2,Hibou\n"
                "bat,Bat,Fledermaus,,,3,\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(data->languages == std::vector<std::string>{"en", "de", "fr"});
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:3:9: warning: no 'de' text for 'name' in card 'owl': its 'en' text "
              "is printed\n" +
              f.base +
              "/cards.csv:3:15: warning: no 'de' text for 'rules' in card 'owl': its 'en' text is "
              "printed\n" +
              f.base +
              "/cards.csv:4:24: warning: no 'fr' text for 'name' in card 'bat': its 'en' text is "
              "printed\n" +
              f.base +
              "/cards.csv:1:1: warning: no column 'rules@fr': every card prints its 'en' text of "
              "'rules' in 'fr'\n  hint: add a column 'rules@fr' with the text in 'fr'\n");
    const Component& c = data->components.at(0);
    REQUIRE(c.records.size() == 3);
    CHECK(text(c, 0, "name", 0) == "Fox");
    CHECK(text(c, 0, "name", 1) == "Fuchs");
    CHECK(text(c, 0, "rules", 1) == "<b>Lauf</b>");
    CHECK(text(c, 0, "name", 2) == "Renard");
    CHECK(text(c, 0, "rules", 2) == "<b>Run</b>");  // no French rules: the English
    CHECK(text(c, 1, "name", 1) == "Owl");
    CHECK(text(c, 0, "cost", 1) == "1");  // the same in every language

    // The cards in German: the same ids, the German text, and `lang` for templates.
    auto shared = std::make_shared<const DesignerData>(std::move(*data));
    auto components = make_components(shared, 1);
    const auto& deck = std::get<layout::DeckComponent>(components.at(0));
    CHECK(deck.id == "cards");
    auto card = deck.card(0);
    CHECK(card->front.record.id == "fox");
    CHECK(card->front.record.find("name")->text == "Fuchs");
    CHECK(card->front.record.find("lang")->text == "de");
    CHECK(deck.card(1)->front.record.find("name")->text == "Owl");
    auto english = make_components(shared);
    CHECK(std::get<layout::DeckComponent>(english.at(0)).card(0)->front.record.find("lang")->text ==
          "en");
}

TEST_CASE("a language column is checked: a language of the game, a field with text",
          "[designer][languages]") {
    DesignerFixture f;
    std::string game = k_game;
    game.replace(game.find(", \"fr\""), 6, "");  // English and German only
    f.dir.write("game.toml", game);
    f.dir.write(
        "cards.csv",
        "id,name,name@it,cost@de,rules@en,Rules,name@de,rules@de\nfox,Fox,Volpe,2,x,y,F,z\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:1:9: error: column 'name@it' is in language 'it', which the game does "
              "not have\n  hint: its languages: 'en' and 'de' (languages in game.toml)\n" +
              f.base +
              "/cards.csv:1:17: error: column 'cost@de': 'cost' is an integer field, the same in "
              "every language\n  hint: text, markup and list fields have a text per language\n" +
              f.base +
              "/cards.csv:1:34: error: column 'Rules' gives 'rules' a second time\n  hint: first "
              "at " +
              f.base + "/cards.csv:1:25\n");

    DesignerFixture g;
    g.dir.write("game.toml", test::deck_game("name = \"text\"\n"));
    g.dir.write("cards.csv", "id,name,name@de\nfox,Fox,Fuchs\n");
    g.load();
    CHECK(g.messages() ==
          g.base +
              "/cards.csv:1:9: error: column 'name@de' is in language 'de', which the game does "
              "not have\n  hint: declare the game's languages in game.toml, the default first: "
              "languages = [\"en\", \"de\"]\n");
}

TEST_CASE("TOML cards give their text per language in a table per language",
          "[designer][languages]") {
    DesignerFixture f;
    std::string game = k_game;
    game.replace(game.find("cards.csv"), 9, "cards.toml");
    f.dir.write("game.toml", game);
    f.dir.write("cards.toml",
                "[[card]]\nid = \"fox\"\nname = \"Fox\"\nrules = \"Run\"\n"
                "de = { name = \"Fuchs\", rules = \"Lauf\" }\nfr.name = \"Renard\"\n"
                "[[card]]\nid = \"owl\"\nname = \"Owl\"\ncost = 2\n"
                "[card.de]\nname = \"Eule\"\ncost = 3\n"
                "[card.it]\nname = \"Gufo\"\n");
    auto data = f.load();
    REQUIRE(data);
    CHECK(f.messages() ==
          f.base +
              "/cards.toml:1:1: warning: card 'fox' has no 'fr' text for 'rules': its 'en' "
              "text is printed\n  hint: give the card a table 'fr' with its text in 'fr': "
              "[card.fr]\n" +
              f.base +
              "/cards.toml:13:8: error: 'cost' is an integer field, the same in every "
              "language\n  hint: text, markup and list fields have a text per language\n" +
              f.base + "/cards.toml:14:7: error: unknown key 'it'\n  hint: did you mean 'id'?\n" +
              f.base +
              "/cards.toml:7:1: warning: card 'owl' has no 'fr' text for 'name': its 'en' "
              "text is printed\n  hint: give the card a table 'fr' with its text in 'fr': "
              "[card.fr]\n");
    const Component& c = data->components.at(0);
    REQUIRE(c.records.size() == 2);
    CHECK(text(c, 0, "name", 1) == "Fuchs");
    CHECK(text(c, 0, "rules", 1) == "Lauf");
    CHECK(text(c, 0, "name", 2) == "Renard");
}

TEST_CASE("the languages are codes, each once; no field is named like one",
          "[designer][languages]") {
    DesignerFixture f;
    f.dir.write("game.toml",
                "title = \"T\"\nlanguages = [\"en\", \"Deutsch\", \"en\", \"pt-BR\", \"de\"]\n"
                "[[deck]]\nid = \"cards\"\nfront = \"card\"\n[deck.fields]\nde = \"text\"\n"
                "[[deck.card]]\nid = \"a\"\n");
    auto data = f.load();
    CHECK(f.messages() ==
          f.base +
              "/game.toml:2:20: error: 'Deutsch' is not a language code\n  hint: write languages "
              "as codes such as \"en\", \"de\" or \"pt-BR\"\n" +
              f.base + "/game.toml:2:31: error: language 'en' is listed twice\n" + f.base +
              "/game.toml:7:6: error: field 'de' has the name of a language\n  hint: a record's "
              "table 'de' holds its text in 'de': rename the field\n");
    CHECK(data->languages == std::vector<std::string>{"en", "pt-BR", "de"});
}
