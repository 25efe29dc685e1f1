#include "games/colf/validate.hpp"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "games/colf/game.hpp"
#include "games/colf/load.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;

namespace {

std::string shipped_game() {
    std::ifstream in(pnpkit::test::source_dir() / "data" / "colf" / "game.toml");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// [[key]] records, one per (id, level, attack, defense): name = id, no bite, 2 hp.
std::string cards(const std::string& key,
                  const std::vector<std::tuple<std::string, int, int, int>>& list) {
    std::string text;
    for (const auto& [id, level, attack, defense] : list) {
        text += "[[" + key + "]]\nid = \"" + id + "\"\nname = \"" + id +
                "\"\nlevel = " + std::to_string(level) + "\nattack = " + std::to_string(attack) +
                "\ndefense = " + std::to_string(defense) + "\nbite = 0\nhp = 2\n\n";
    }
    return text;
}

const std::vector<std::tuple<std::string, int, int, int>> k_nouns = {
    {"n1", 1, 1, 0}, {"n2", 2, 1, 0}, {"n3", 3, 1, 1}, {"n4", 4, 1, 1},
    {"n5", 5, 2, 1}, {"n6", 6, 2, 1}, {"n7", 7, 2, 1}};
const std::vector<std::tuple<std::string, int, int, int>> k_adjectives = {
    {"a1", 1, 1, 0}, {"a2", 1, 0, 1}, {"a3", 2, 1, 0}, {"a4", 3, 0, 1}};

// Writes a data set, loads and validates it; returns the diagnostics' text.
struct Check {
    pnpkit::test::TempDir dir;
    std::string run(const std::string& game, const std::string& nouns,
                    const std::string& adjectives) {
        dir.write("game.toml", game);
        dir.write("nouns.toml", nouns);
        dir.write("adjectives.toml", adjectives);
        Diagnostics ds;
        load_game(dir.path(), ds);
        std::string out;
        for (const auto& d : ds.items()) out += d.to_string() + "\n";
        return out;
    }
    std::string file(const char* name) const { return load::display_path(dir / name); }
};

std::string replace(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a good small data set validates", "[colf][validate]") {
    Check c;
    CHECK(c.run(shipped_game(), cards("noun", k_nouns), cards("adjective", k_adjectives)) == "");
}

TEST_CASE("card names are unique across both decks", "[colf][validate]") {
    Check c;
    std::string adjectives =
        replace(cards("adjective", k_adjectives), "name = \"a4\"", "name = \"n3\"");
    CHECK(c.run(shipped_game(), cards("noun", k_nouns), adjectives) ==
          c.file("adjectives.toml") +
              ":28:1: error: card name 'n3' is already used by 'n3'\n  hint: first used at " +
              c.file("nouns.toml") + ":19:1\n");
}

TEST_CASE("score tiers must cover every token count once", "[colf][validate]") {
    Check c;
    std::string gap = replace(shipped_game(), "min = 3\nmax = 5", "min = 4\nmax = 5");
    CHECK(c.run(gap, cards("noun", k_nouns), cards("adjective", k_adjectives)) ==
          c.file("game.toml") +
              ":23:1: error: score tiers leave a gap: 3 turn tokens earn no tier\n");
    std::string overlap = replace(shipped_game(), "min = 6\nmax = 8", "min = 5\nmax = 8");
    CHECK(
        c.run(overlap, cards("noun", k_nouns), cards("adjective", k_adjectives)) ==
        c.file("game.toml") +
            ":29:1: error: score tier 'Impressive' overlaps the tier before it at 5 turn tokens\n");
    std::string short_ = replace(shipped_game(), "min = 11\n", "min = 11\nmax = 15\n");
    CHECK(c.run(short_, cards("noun", k_nouns), cards("adjective", k_adjectives)) ==
          c.file("game.toml") +
              ":41:1: error: score tiers stop at 15 but a hero can win with up to 20 turn tokens "
              "left\n"
              "  hint: leave out 'max' on the last tier to make it open-ended\n");
}

TEST_CASE("every level below the master's must be buildable; each gap is named with a fix",
          "[colf][validate]") {
    Check c;
    auto nouns = cards("noun", {{"n1", 1, 1, 0}, {"n7", 7, 2, 1}});
    auto adjectives = cards("adjective", {{"a1", 1, 1, 0}, {"a3", 3, 0, 1}, {"a2", 1, 0, 1}});
    // 2 = 1+1, 3 = 1+1+1, 4 = 1+3, 5 = 1+3+1, 6 = 1+3+1+1, 7: no (7 needs an adjective too).
    // A level-6 noun (+ a1) or a level-1 adjective (n1 + a1 + a2 + a3 + it) would do.
    CHECK(c.run(shipped_game(), nouns, adjectives) ==
          c.file("game.toml") +
              ":11:9: error: monster level 7 cannot be built from one noun and one or more "
              "adjectives (noun levels 1, 7; adjective levels 1, 3)\n"
              "  hint: a level-6 noun, or a level-1 adjective would make it buildable; every "
              "level from 2 to 9 must be buildable below the master level 10\n");
}

TEST_CASE("a noun deck of level-9 cards only is unplayable: every level below 10 is named",
          "[colf][validate]") {
    Check c;
    auto nouns = cards("noun", {{"n9", 9, 2, 1}, {"m9", 9, 1, 1}});
    std::string out = c.run(shipped_game(), nouns, cards("adjective", k_adjectives));
    for (int level = 2; level <= 9; ++level) {
        INFO(level);
        CHECK(out.find("monster level " + std::to_string(level) + " cannot be built") !=
              std::string::npos);
    }
    CHECK(out.find("monster level 2 cannot be built from one noun and one or more adjectives "
                   "(noun levels 9; adjective levels 1, 2, 3)\n  hint: a level-1 noun would make "
                   "it buildable") != std::string::npos);
}

TEST_CASE("a Master dealt past the master level must not roll more dice than the engine holds",
          "[colf][validate]") {
    Check c;
    std::string game = replace(shipped_game(), "level = 10 ", "level = 39 ");
    auto adjectives = k_adjectives;
    adjectives.push_back({"huge", 5, 0, 0});
    adjectives.push_back({"vast", 30, 0, 0});
    std::string out = c.run(game, cards("noun", k_nouns), cards("adjective", adjectives));
    // 38 with small cards, then the level-30 card: level 68.
    CHECK(
        out.find("error: a Master Monster can be dealt up to level 68 (one below the master "
                 "level, then an adjective of level 30), more dice than pnpkit rolls for one side "
                 "(40)") != std::string::npos);
}

TEST_CASE("the master monster must be buildable from the top noun and the whole adjective deck",
          "[colf][validate]") {
    Check c;
    auto adjectives = cards("adjective", {{"a1", 1, 1, 0}, {"a2", 1, 0, 1}});
    std::string out = c.run(shipped_game(), cards("noun", k_nouns), adjectives);
    CHECK(out == c.file("game.toml") +
                     ":11:9: error: the Master Monster cannot be built: the highest noun 'n7' "
                     "(level 7) and every adjective together reach only level 9\n"
                     "  hint: add adjectives or lower the master level\n");
}

TEST_CASE("the domino supply must hold the largest master beside a high-level hero",
          "[colf][validate]") {
    Check c;
    auto nouns = k_nouns;
    nouns.push_back({"big", 7, 5, 5});
    auto adjectives = k_adjectives;
    std::string out = c.run(shipped_game(), cards("noun", nouns), cards("adjective", adjectives));
    // Worst deal for 'big' (needs 3 more levels): a1 + a2 (levels 1 + 1, still below 3), then any
    // one card: 10 + 1 + 1 + 1 = 13 tiles; a level-8 hero holds 3 + 5 = 8; blanks can add 7: 28
    // fits. One more tile on the noun breaks it (and its Defense column no longer fits the sheet
    // either, reported after).
    CHECK(out == "");
    nouns.back() = {"big", 7, 5, 6};
    out = c.run(shipped_game(), cards("noun", nouns), cards("adjective", adjectives));
    CHECK(out.rfind(
              c.file("nouns.toml") +
                  ":64:1: error: the domino supply runs short: the Master Monster 'big' + 'a1' "
                  "+ 'a2' + 'a3' takes 14 dominoes, a level-8 hero holds 8 and blanks can call "
                  "for 7 more: 29 of a set of 28\n"
                  "  hint: lower the attack or defense of these cards, or [supply] hero_level in " +
                  c.file("game.toml") + "\n",
              0) == 0);
}

TEST_CASE("R17: a monster whose column cannot fit the sheet is named, blanks counted",
          "[colf][validate][R17]") {
    Check c;
    // A level-1 noun with 3 attack dominoes and the four attack adjectives (levels 1 + 1 + 1 + 2 =
    // 5, a monster of level 6) ask for 3 + 4 = 7, and the 7 tiles with a blank can bring 7 more: 14
    // fits.
    auto nouns = k_nouns;
    nouns[0] = {"n1", 1, 3, 0};
    auto adjectives = k_adjectives;
    adjectives.push_back({"a5", 1, 1, 0});
    adjectives.push_back({"a6", 1, 1, 0});
    CHECK(c.run(shipped_game(), cards("noun", nouns), cards("adjective", adjectives)) == "");
    // One more attack domino on the noun: 15 in the Attack column.
    nouns[0] = {"n1", 1, 4, 0};
    std::string out = c.run(shipped_game(), cards("noun", nouns), cards("adjective", adjectives));
    CHECK(out == c.file("nouns.toml") +
                     ":1:1: error: the monster sheet's Attack column has 14 slots, but the monster "
                     "'n1' + 'a1' + 'a3' + 'a5' + 'a6' asks for 8 attack dominoes and the 7 "
                     "tiles with a blank can each bring one more: 15\n"
                     "  hint: lower the attack of these cards\n");
}
