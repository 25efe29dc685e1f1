#include "games/locate.hpp"

#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "games/deck_session.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"
#include "support/usage_error.hpp"

using namespace pnpkit;
using namespace pnpkit::games;
using pnpkit::test::usage_error;
namespace fs = std::filesystem;

namespace {

// A data directory with the built-in colf and a designer's harbour, and a user's folder "home"
// holding the games mygame (with a subfolder) and "My Game", and a folder that is no game.
struct Games {
    test::TempDir dir;
    Games() {
        fs::create_directories(dir / "data/colf");
        dir.write("data/harbour/game.toml", "title = \"Harbour\"\n");
        dir.write("home/mygame/game.toml", "title = \"Mine\"\n");
        fs::create_directories(dir / "home/mygame/templates");
        dir.write("home/My Game/game.toml", "title = \"Spaced\"\n");
        dir.write("home/notes/readme.txt", "not a game");
    }
    GameSearch in(const std::string& cwd, bool data_given = false) const {
        return {dir / "data", dir / cwd, data_given};
    }
    std::string known() const {
        std::string names;
        for (const auto& info : all_games()) names += std::string(info.id) + ", ";
        return names + "harbour, My Game, mygame";
    }
};

}  // namespace

TEST_CASE("a game is named by its name: built-in, in the data directory, or a folder here",
          "[locate]") {
    Games g;
    SelectedGame colf = locate_game("colf", g.in("home"));
    CHECK(colf.id == "colf");
    CHECK(colf.dir == g.dir / "data/colf");
    CHECK(colf.info == find_game("colf"));
    SelectedGame harbour = locate_game("harbour", g.in("home"));
    CHECK(harbour.dir == g.dir / "data/harbour");
    CHECK(harbour.info == nullptr);
    SelectedGame mine = locate_game("mygame", g.in("home"));
    CHECK(mine.id == "mygame");
    CHECK(mine.dir == g.dir / "home/mygame");
    CHECK(mine.info == nullptr);
    // A folder's name that is not a game name gives one.
    SelectedGame spaced = locate_game("My Game", g.in("home"));
    CHECK(spaced.id == "my-game");
    CHECK(spaced.dir == g.dir / "home/My Game");
}

TEST_CASE("a game is named by its folder's path, relative or absolute", "[locate]") {
    Games g;
    fs::path mine = g.dir / "home/mygame";
    for (const char* path : {"./mygame", "mygame/", "mygame/game.toml", "./mygame/templates/.."}) {
        CAPTURE(path);
        SelectedGame game = locate_game(path, g.in("home"));
        CHECK(game.id == "mygame");
        CHECK(game.dir == mine);
    }
    CHECK(locate_game(mine.string(), g.in("data")).dir == mine);
    CHECK(locate_game(".", g.in("home/mygame")).dir == mine);
    CHECK(locate_game("..", g.in("home/mygame/templates")).dir == mine);
    // A built-in game's data folder, by path, is that game's data.
    SelectedGame colf = locate_game("../data/colf", g.in("home"));
    CHECK(colf.info == find_game("colf"));
    CHECK(colf.dir == g.dir / "data/colf");
}

TEST_CASE("a name or path that is no game is a usage error saying why", "[locate]") {
    Games g;
    CHECK(usage_error([&] { locate_game("mygam", g.in("home")); }) ==
          "unknown game 'mygam'; did you mean 'mygame'? (known games: " + g.known() + ")");
    CHECK(usage_error([&] { locate_game("notes", g.in("home")); }) ==
          "unknown game 'notes' (known games: " + g.known() +
              "); the folder 'notes' holds no game.toml");
    CHECK(usage_error([&] { locate_game("./notes", g.in("home")); }) ==
          "'./notes' holds no game.toml; a game of your own is a folder holding one ('pnpkit new "
          "NAME' makes one)");
    CHECK(usage_error([&] { locate_game(".", g.in("home")); }) ==
          "'.' holds no game.toml; a game of your own is a folder holding one ('pnpkit new NAME' "
          "makes one)");
    CHECK(usage_error([&] { locate_game("./mygam", g.in("home")); }) ==
          "game folder './mygam' not found");
    CHECK(usage_error([&] { locate_game("notes/readme.txt", g.in("home")); }) ==
          "'notes/readme.txt' is not a game folder (a folder holding a game.toml)");
    CHECK(usage_error([&] { locate_game("", g.in("home")); }) ==
          "a game's name or folder is empty");
    // A built-in game needs its data directory.
    GameSearch nowhere{g.dir / "nowhere", g.dir / "home", true};
    CHECK_THROWS_AS(locate_game("colf", nowhere), OutsideError);
    CHECK(locate_game("mygame", nowhere).dir == g.dir / "home/mygame");
}

TEST_CASE("a folder named like a built-in game is that game's data, by name or path", "[locate]") {
    Games g;
    g.dir.write("home/dragon-dance/game.toml", "starting_range = \"long\"\n");
    CHECK(locate_game("dragon-dance", g.in("home")).dir == g.dir / "data/dragon-dance");
    SelectedGame copy = locate_game("./dragon-dance", g.in("home"));
    CHECK(copy.info == find_game("dragon-dance"));
    CHECK(copy.dir == g.dir / "home/dragon-dance");
    CHECK(enclosing_game(g.dir / "home/dragon-dance")->info == find_game("dragon-dance"));
}

TEST_CASE("run in a game's folder or below it, a command naming no game takes that game",
          "[locate]") {
    Games g;
    CHECK(enclosing_game(g.dir / "home/mygame")->dir == g.dir / "home/mygame");
    CHECK(enclosing_game(g.dir / "home/mygame/templates")->dir == g.dir / "home/mygame");
    CHECK_FALSE(enclosing_game(g.dir / "home").has_value());
    Diagnostics ds;
    auto here = select_games(g.in("home/mygame/templates"), {}, ds);
    REQUIRE(here.size() == 1);
    CHECK(here[0].dir == g.dir / "home/mygame");
    // Outside any game, or with --data, every game of the data directory.
    auto all = select_games(g.in("home"), {}, ds);
    REQUIRE(all.size() == 2);
    CHECK(all[0].id == "colf");
    CHECK(all[1].id == "harbour");
    CHECK(select_games(g.in("home/mygame", true), {}, ds).size() == 2);
    // One folder named twice is one game.
    auto twice = select_games(g.in("home"), {"mygame", "./mygame/", "colf"}, ds);
    REQUIRE(twice.size() == 2);
    CHECK(twice[1].id == "colf");
    CHECK(ds.items().empty());
}

TEST_CASE("a session of pnpkit's named game.toml is no game", "[locate]") {
    Games g;
    g.dir.write(
        "home/table/game.toml",
        "# A guided game of CoLF DaDA, kept by pnpkit.\npnpkit_play = 1\ngame = \"colf\"\n");
    g.dir.write("home/mygame/sessions/game.toml", "version = 1\n\n[dominoes]\nset = 6\n");
    fs::create_directories(g.dir / "home/table/sub");
    CHECK(enclosing_game(g.dir / "home/mygame/sessions")->dir == g.dir / "home/mygame");
    auto above = enclosing_game(g.dir / "home/table/sub");
    CHECK((!above || above->dir != g.dir / "home/table"));
    CHECK_FALSE(is_designer_game(g.dir / "home/table"));
    CHECK_FALSE(is_designer_game(g.dir / "home/mygame/sessions"));
    CHECK(usage_error([&] { locate_game("./table", g.in("home")); }) ==
          "'" + load::display_path(g.dir / "home/table/game.toml") +
              "' is a session of pnpkit's, not a game's game.toml");
    // A game's own game.toml may say version in a table, and its title first.
    g.dir.write("home/mygame/game.toml", "title = \"Mine\"\n[[deck]]\nversion = 2\n");
    CHECK(is_designer_game(g.dir / "home/mygame"));
}

TEST_CASE("a folder's name that is not a game name makes one", "[locate]") {
    CHECK(game_id_of_folder("/x/lantern-market") == "lantern-market");
    CHECK(game_id_of_folder("/x/My Game") == "my-game");
    CHECK(game_id_of_folder("/x/_Draft__2 (old)") == "draft__2-old");
    CHECK(game_id_of_folder("/x/---") == "game");
    CHECK(game_id_of_folder("/") == "game");
}

TEST_CASE("a deck is named GAME:DECK, the game by name or folder, or DECK alone in a game folder",
          "[locate]") {
    Games g;
    auto [colf, nouns] = locate_deck("colf:nouns", g.in("home"));
    CHECK(colf.info == find_game("colf"));
    CHECK(nouns.full() == "colf:nouns");
    auto [mine, cards] = locate_deck("./mygame:cards", g.in("home"));
    CHECK(mine.dir == g.dir / "home/mygame");
    CHECK(cards.full() == "mygame:cards");
    CHECK(locate_deck("cards", g.in("home/mygame/templates")).second.full() == "mygame:cards");
    CHECK(locate_deck("..:cards", g.in("home/mygame/templates")).second.full() == "mygame:cards");
    CHECK(locate_deck("My Game:cards", g.in("home")).second.full() == "my-game:cards");
    std::string form =
        "a deck is named GAME:DECK, such as colf:nouns or ./mygame:cards (in a "
        "game's folder, DECK alone); found ";
    CHECK(usage_error([&] { locate_deck("nouns", g.in("home")); }) == form + "'nouns'");
    CHECK(usage_error([&] { locate_deck("colf:", g.in("home")); }) == form + "'colf:'");
    CHECK(usage_error([&] { locate_deck(":nouns", g.in("home")); }) == form + "':nouns'");
    CHECK(usage_error([&] { locate_deck("colf:No Such", g.in("home")); }) ==
          form + "'colf:No Such'");
    CHECK(usage_error([&] {
              locate_deck("colg:nouns", g.in("home"));
          }).starts_with("unknown game 'colg'; did you mean 'colf'?"));
}
