#include "games/dragon_dance/load.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::CraftedData;
using support::shipped;

TEST_CASE("the shipped data loads with the rules' life, dice and starting range",
          "[dragon-dance][load]") {
    const GameData& data = shipped();
    CHECK(data.starting_range == Range::long_range);
    CHECK(data.side(Side::knight).life == 9);
    CHECK(data.side(Side::knight).dice == 5);
    CHECK(data.side(Side::knight).life_token == "heart");
    CHECK(data.side(Side::dragon).life == 20);
    CHECK(data.side(Side::dragon).dice == 3);
    CHECK(data.side(Side::dragon).life_token == "gold coin");
    CHECK(data.side(Side::knight).cards.size() == 8);
    CHECK(data.side(Side::dragon).cards.size() == 8);
}

TEST_CASE("a card keeps what a template needs: name, ranges, kind, keywords, table, text",
          "[dragon-dance][load]") {
    const Card& charge = shipped().card(Side::knight, support::card(Side::knight, "charge"));
    CHECK(charge.name == "Charge");
    CHECK(charge.ranges == std::vector<Range>{Range::long_range});
    CHECK(charge.kind == Kind::attack);
    CHECK(charge.keywords == std::vector<Keyword>{Keyword::charge, Keyword::reduce_range});
    CHECK(charge.value(6) == 5);
    CHECK(ranges_text(charge) == "long");
    CHECK(card_text(charge) == std::string(keyword_text(Keyword::charge)) + " " +
                                   std::string(keyword_text(Keyword::reduce_range)));
    CHECK(charge.source.values[6].line > 0);
}

TEST_CASE("cards are found by id or by name, within their side", "[dragon-dance][load]") {
    const GameData& data = shipped();
    CHECK(data.find_card(Side::dragon, "breathe-fire") ==
          data.find_card(Side::dragon, "Breathe Fire"));
    CHECK(data.find_card(Side::knight, "recuperate") ==
          data.find_card(Side::knight, "knight-recuperate"));
    CHECK(data.find_card(Side::dragon, "recuperate") ==
          data.find_card(Side::dragon, "dragon-recuperate"));
    CHECK_FALSE(data.find_card(Side::knight, "flap"));
}

TEST_CASE("a table with six entries is reported at the table", "[dragon-dance][load]") {
    CraftedData crafted(
        {{"knight.toml", "values = [1,   1, 1, 2, 2, 3, 5]", "values = [1, 1, 1, 2, 2, 3]"}});
    CHECK(crafted.diagnostics() ==
          crafted.path("knight.toml") +
              ":16:10: error: 'values' must have 7 entries (no die, then die 1 to 6), "
              "found 6\n");
}

TEST_CASE("bad entries, ranges, kinds and keywords are each reported where they stand",
          "[dragon-dance][load]") {
    CraftedData crafted({
        {"knight.toml", "values = [1,   1, 1, 2, 2, 3, 5]", "values = [1,   1, 1, 2, -2, 3, 'x']"},
        {"knight.toml", "ranges = [\"short\"]", "ranges = [\"short\", \"near\", \"short\"]"},
        {"knight.toml", "keywords = [\"combo\"]", "keywords = [\"comob\"]"},
        {"dragon.toml", "kind = \"defence\"", "kind = \"defense\""},
    });
    std::string knight = crafted.path("knight.toml");
    std::string dragon = crafted.path("dragon.toml");
    CHECK(crafted.diagnostics() ==
          knight + ":12:20: error: 'ranges' entries must be 'long' or 'short', found 'near'\n" +
              knight + ":12:28: error: 'ranges' lists 'short' twice\n" + knight +
              ":14:13: error: 'keywords' entries must be 'combo', 'charge', 'dodge', 'recuperate', "
              "'reduce range' or 'increase range', found 'comob'\n"
              "  hint: did you mean 'combo'?\n" +
              knight + ":16:25: error: 'values' entries must be between 0 and 20, found -2\n" +
              knight + ":16:32: error: 'values' must hold integers, found string\n" + dragon +
              ":7:8: error: 'kind' must be one of 'attack', 'defence', 'movement' or 'special', "
              "found 'defense'\n"
              "  hint: did you mean 'defence'?\n");
}

TEST_CASE("ids are unique across both decks and unknown keys are reported",
          "[dragon-dance][load]") {
    CraftedData crafted({
        {"dragon.toml", "id = \"rake\"", "id = \"hack\""},
        {"game.toml", "dice = 3 ", "dices = 3 "},
    });
    std::string out = crafted.diagnostics();
    CHECK_THAT(out, Catch::Contains(crafted.path("dragon.toml") +
                                    ":19:6: error: duplicate id 'hack'\n  hint: first "
                                    "defined at " +
                                    crafted.path("knight.toml") + ":10:6"));
    CHECK_THAT(out, Catch::Contains("error: missing required key 'dice'"));
    CHECK_THAT(out, Catch::Contains("error: unknown key 'dices'\n  hint: did you mean 'dice'?"));
}

TEST_CASE("a missing cards file is reported and nothing else is invented", "[dragon-dance][load]") {
    CraftedData crafted({});
    std::filesystem::remove(crafted.dir() / "dragon.toml");
    std::string out = crafted.diagnostics();
    CHECK_THAT(out, Catch::StartsWith(crafted.path("dragon.toml")));
    CHECK(std::count(out.begin(), out.end(), '\n') == 1);
}
