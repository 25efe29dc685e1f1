#include <catch2/catch.hpp>

#include "games/domino_run/load.hpp"
#include "games/domino_run/validate.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"
#include "games/domino_run/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;

namespace {

const char* k_game = R"(
[set]
max_pips = 6
[dice]
faces = 6
start = 2
most = 4
[setup]
tiles = 5
player_start = 5
mulligans = 1
[turn]
ahead_base = 2
enemy_base = 2
[victory]
keys = 7
[[treasure]]
id = "bonus-die"
kind = "die"
name = "Bonus die"
effect = "One more die."
[[treasure]]
id = "bonus-ability"
kind = "ability"
name = "Bonus ability"
effect = "Turn a die."
)";

const char* k_examples = R"(
[[setup]]
id = "illustration"
source = "the illustration"
draws = ["1-2", "2-4", "0-5", "1-5", "6-6"]
line = ["1|2", "2|4", "0|5", "5|1", "6|6"]
enemy = 1
player = 6
)";

}  // namespace

TEST_CASE("the shipped data loads, validates and holds the rule document's numbers",
          "[domino-run][load]") {
    Diagnostics d;
    auto data = load_data(pnpkit::test::source_dir() / "data" / "domino-run", d);
    REQUIRE(data);
    validate_data(*data, d);
    INFO(pnpkit::test::messages(d));
    CHECK(d.empty());
    const Rules& r = data->rules;
    Rules rule_document;  // the defaults are the rule document's numbers
    CHECK(r.max_pips == rule_document.max_pips);
    CHECK(r.start_dice == 2);
    CHECK(r.most_dice == 4);
    CHECK(r.setup_tiles == 5);
    CHECK(r.player_start == 5);
    CHECK(r.ahead_base == 2);
    CHECK(r.enemy_base == 2);
    CHECK(r.keys_to_win == 7);
    CHECK(data->treasure(TreasureKind::die)->id == "bonus-die");
    CHECK(data->treasure(TreasureKind::ability)->id == "bonus-ability");
    CHECK(data->setups.size() == 1);
    CHECK(data->moves.size() == 1);
}

TEST_CASE("bad data is reported at its position", "[domino-run][load]") {
    pnpkit::test::TempDir dir;
    std::string game = k_game;
    game.replace(game.find("faces = 6"), 9, "faces = \"6\"");
    game.replace(game.find("kind = \"ability\""), 16, "kind = \"abilty\"");
    dir.write("game.toml", game);
    std::string examples = k_examples;
    examples.replace(examples.find("\"2|4\""), 5, "\"2x4\"");
    examples += "colour = \"red\"\n";
    dir.write("examples.toml", examples);
    Diagnostics d;
    auto data = load_data(dir.path(), d);
    REQUIRE(data);
    std::string text = pnpkit::test::messages(d);
    INFO(text);
    CHECK(text.find("game.toml:5:9: error: 'faces' must be an integer, found string") !=
          std::string::npos);
    CHECK(text.find("game.toml:24:8: error: 'kind' must be one of 'die' or 'ability', found "
                    "'abilty'\n  hint: did you mean 'ability'?") != std::string::npos);
    CHECK(text.find("examples.toml:6:16: error: 'line' must hold tiles written near|far, e.g. "
                    "\"2|4\", found '2x4'") != std::string::npos);
    CHECK(text.find("unknown key 'colour'") != std::string::npos);
}
