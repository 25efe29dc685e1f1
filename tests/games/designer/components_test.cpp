#include "games/designer/components.hpp"

#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "games/designer/fixture.hpp"
#include "games/load_all.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::source_dir;

namespace {

std::shared_ptr<const DesignerData> harbour() {
    Diagnostics ds;
    auto data = load_data(source_dir() / "tests/fixtures/designer/harbour", ds);
    REQUIRE(data);
    REQUIRE_FALSE(ds.has_errors());
    return std::make_shared<const DesignerData>(std::move(*data));
}

}  // namespace

TEST_CASE("a designer's deck makes its cards one at a time, with fields, titles and counts",
          "[designer]") {
    auto data = harbour();
    auto components = make_components(data);
    REQUIRE(components.size() == 4);
    const auto& deck = std::get<layout::DeckComponent>(components[0]);
    CHECK(deck.id == "ships");
    CHECK(deck.cards.empty());
    REQUIRE(deck.source);
    CHECK(deck.card_count() == 4);
    CHECK_FALSE(deck.common_back);  // the flag is on the back: each card has its own back face
    auto cutter = deck.card(0);
    CHECK(cutter->copies == 2);
    CHECK(cutter->front.template_id == "ship");
    const layout::Record& front = cutter->front.record;
    CHECK(front.id == "cutter");
    CHECK(front.find("name")->text == "Cutter");
    CHECK(front.find("ability")->markup);
    CHECK_FALSE(front.find("name")->markup);
    CHECK(front.find("game")->text == "Harbour Watch");
    CHECK(front.find("deck")->text == "Ships");
    CHECK(front.find("count")->text == "2");
    REQUIRE(cutter->back);
    CHECK(cutter->back->template_id == "ship-back");
    CHECK(cutter->back->record.id == "back flag=red");
    CHECK(cutter->back->record.find("flag")->text == "red");
    CHECK_FALSE(cutter->back->record.find("name"));
    // Two cards with the same flag have equal backs, which the layout draws once.
    CHECK(deck.card(3)->back->record == cutter->back->record);
    const auto& sheet = std::get<layout::SheetComponent>(components[3]);
    REQUIRE(sheet.pages.size() == 1);
    CHECK(sheet.pages[0].template_id == "log");
    CHECK(sheet.pages[0].record.find("notes")->markup);
}

TEST_CASE("the fixture game in German: the same cards and ids, the German text", "[designer]") {
    auto data = harbour();
    auto components = make_components(data, 1);
    REQUIRE(components.size() == 4);
    const auto& ships = std::get<layout::DeckComponent>(components[0]);
    auto cutter = ships.card(0);
    CHECK(cutter->front.record.id == "cutter");
    CHECK(cutter->front.record.find("name")->text == "Kutter");
    CHECK(cutter->front.record.find("ability")->text ==
          "Fahre :die5: oder :die6:, dann <b>halt</b>.");
    CHECK(cutter->front.record.find("crew")->text == "ada, bo");  // translate = false
    CHECK(cutter->back->record.find("flag")->text == "red");
    CHECK(ships.card(2)->front.record.find("ability")->text.empty());  // none in any language
    // Two decks from one sheet of cargo.xlsx, each its rows ("Storm" is a storm too).
    const auto& cargo = std::get<layout::DeckComponent>(components[1]);
    const auto& storms = std::get<layout::DeckComponent>(components[2]);
    REQUIRE(cargo.card_count() == 2);
    REQUIRE(storms.card_count() == 2);
    CHECK(cargo.card(0)->front.record.id == "crates");
    CHECK(cargo.card(0)->front.record.find("name")->text == "Kisten");
    CHECK(cargo.card(0)->copies == 3);  // its Qty
    CHECK(storms.card(1)->front.record.id == "gale");
    CHECK(storms.card(1)->front.record.find("name")->text == "Sturm");
    CHECK(storms.card(1)->front.record.find("lang")->text == "de");
    const auto& log = std::get<layout::SheetComponent>(components[3]);
    CHECK(log.pages.at(0).record.find("heading")->text == "Hafenbuch");
}

TEST_CASE("the decks to draw from hold every copy, named id#n, with the back fields",
          "[designer]") {
    auto data = harbour();
    auto decks = make_decks(*data);
    REQUIRE(decks.size() == 3);
    std::vector<std::string> ids;
    for (const auto& card : decks[0].cards) ids.push_back(card.id);
    CHECK(ids ==
          std::vector<std::string>{"cutter#1", "cutter#2", "brise", "tug", "galley#1", "galley#2"});
    CHECK(decks[0].cards[2].name == "Brisé");
    CHECK(decks[0].cards[0].back == std::map<std::string, std::string>{{"flag", "red"}});
}

TEST_CASE("a folder with a game.toml is a designer's game, found and suggested like the others",
          "[designer]") {
    test::TempDir dir;
    dir.write("harbor/game.toml", "title = \"x\"\n");
    dir.write("notes/readme.txt", "not a game");
    Diagnostics ds;
    games::GameSearch search{dir.path(), dir.path(), true};
    auto games = games::select_games(search, {}, ds);
    REQUIRE(games.size() == 1);
    CHECK(games[0].id == "harbor");
    CHECK(games[0].info == nullptr);
    CHECK(test::messages(ds) ==
          load::display_path(dir / "notes") +
              ": warning: no game named 'notes'; directory skipped\n"
              "  hint: a game of your own needs a game.toml ('pnpkit new NAME' makes one)\n");
    try {
        games::select_games(search, {"harbour"}, ds);
        FAIL("an unknown game is a usage error");
    } catch (const UsageError& e) {
        // The built-in games first, in the registry's order, then the designer's.
        std::string known;
        for (const auto& info : games::all_games()) known += std::string(info.id) + ", ";
        CHECK(std::string(e.what()) ==
              "unknown game 'harbour'; did you mean 'harbor'? (known games: " + known + "harbor)");
    }
}
