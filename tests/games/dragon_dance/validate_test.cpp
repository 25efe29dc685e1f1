#include "games/dragon_dance/validate.hpp"

#include <catch2/catch.hpp>

#include "games/dragon_dance/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::CraftedData;

namespace {

// The values line of a shipped card, as written in the data files.
std::string values(const char* entries) {
    return std::string("values = [") + entries + "]";
}

}  // namespace

TEST_CASE("the shipped cards pass every check", "[dragon-dance][validate]") {
    Diagnostics ds;
    validate(support::shipped(), ds);
    for (const auto& d : ds.items())
        INFO(d.to_string());
    CHECK(ds.empty());
    CHECK(CraftedData({}).diagnostics().empty());
}

TEST_CASE("an attack that weakens as the die rises is reported at the entry",
          "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", values("1,   1, 1, 2, 2, 3, 5"), values("1,   1, 1, 2, 2, 3, 2")}});
    CHECK(
        c.diagnostics() ==
        c.path("knight.toml") +
            ":16:31: error: attack 'Hack' weakens as the die rises: die 6 gives 2, die 5 gives 3\n"
            "  hint: high dice strengthen attacks: from die 1 to die 6 each entry is at least the "
            "one before\n");
}

TEST_CASE("a defence that strengthens as the die rises is reported at the entry",
          "[dragon-dance][validate]") {
    CraftedData c(
        {{"dragon.toml", values("1,   4, 3, 2, 2, 1, 1"), values("1,   4, 3, 2, 2, 1, 2")}});
    CHECK(c.diagnostics() == c.path("dragon.toml") +
                                 ":9:31: error: defence 'Flap' strengthens as the die rises: die 6 "
                                 "gives 2, die 5 gives 1\n"
                                 "  hint: low dice strengthen defences: from die 1 to die 6 each "
                                 "entry is at most the one before\n");
}

TEST_CASE("a die that makes a card weaker than no die is reported", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", values("1,   4, 3, 2, 2, 1, 1"), values("2,   4, 3, 3, 3, 2, 1")}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") +
              ":46:31: error: die 6 makes 'Shield Block' weaker than no die (1 against 2)\n"
              "  hint: a die never weakens a card\n");
}

TEST_CASE("middle dice that do not help are reported", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", values("2,   2, 2, 3, 3, 4, 4"), values("2,   2, 2, 2, 3, 4, 4")}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") +
              ":39:22: error: die 3 does not help 'Lance Thrust' (2, as with no die)\n"
              "  hint: middle dice help attacks and defences a little: die 3 and die 4 beat no "
              "die\n");
}

TEST_CASE("an attack that high dice do not strengthen is reported", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", values("2,   2, 2, 3, 3, 4, 4"), values("1,   2, 2, 2, 2, 2, 2")}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") +
              ":39:31: error: die 6 does not strengthen attack 'Lance Thrust' more than die 1 "
              "(2 against 2)\n  hint: high dice strengthen attacks\n");
}

TEST_CASE("a table the engine never reads must be zeros", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", "keywords = [\"increase range\"]\n" + values("0,   0, 0, 0, 0, 0, 0"),
          "keywords = [\"increase range\"]\n" + values("0,   0, 0, 1, 0, 0, 0")}});
    CHECK(c.diagnostics() == c.path("knight.toml") +
                                 ":62:22: error: 'Retreat' is a movement card, which uses no "
                                 "table, so die 3 must be 0, found 1\n"
                                 "  hint: only attacks (damage) and defences other than dodges "
                                 "(protection) use the table\n");
}

TEST_CASE("each side has exactly eight cards", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", "id = \"knight-recuperate\"",
          "id = \"spare-lance\"\nname = \"Spare Lance\"\nranges = [\"long\"]\nkind = \"attack\"\n" +
              values("1, 1, 1, 2, 2, 3, 3") + "\n\n[[card]]\nid = \"knight-recuperate\""}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") + ":1:1: error: the knight has 9 action cards; the game needs 8\n");
}

TEST_CASE("every card is playable somewhere", "[dragon-dance][validate]") {
    CraftedData c({{"knight.toml", "id = \"thrust\"\nname = \"Lance Thrust\"\nranges = [\"long\"]",
                    "id = \"thrust\"\nname = \"Lance Thrust\"\nranges = []"}});
    CHECK(c.diagnostics() == c.path("knight.toml") +
                                 ":37:10: error: 'Lance Thrust' can be played at no range\n"
                                 "  hint: list \"long\", \"short\" or both in 'ranges'\n");
}

TEST_CASE("each side has something to play at each range", "[dragon-dance][validate]") {
    std::vector<CraftedData::Edit> edits;
    for (int i = 0; i < 5; ++i)
        edits.push_back({"dragon.toml", "ranges = [\"long\", \"short\"]", "ranges = [\"long\"]"});
    for (int i = 0; i < 2; ++i)
        edits.push_back({"dragon.toml", "ranges = [\"short\"]", "ranges = [\"long\"]"});
    CraftedData c(edits);
    CHECK_THAT(c.diagnostics(),
               Catch::Contains(c.path("dragon.toml") +
                               ":1:1: error: the dragon has no card to play at short range\n"));
}

TEST_CASE("combo cards are a pair of short-range attacks", "[dragon-dance][validate]") {
    CraftedData away({{"knight.toml", "id = \"slash\"\nname = \"Slash\"\nranges = [\"short\"]",
                       "id = \"slash\"\nname = \"Slash\"\nranges = [\"long\"]"}});
    CHECK_THAT(away.diagnostics(),
               Catch::Contains(away.path("knight.toml") +
                               ":22:8: error: combo card 'Slash' must be an attack playable at "
                               "short range\n"));
    CraftedData three(
        {{"knight.toml", "id = \"thrust\"\nname = \"Lance Thrust\"\nranges = [\"long\"]",
          "id = \"thrust\"\nname = \"Lance Thrust\"\nranges = [\"short\"]\nkeywords = "
          "[\"combo\"]"}});
    CHECK_THAT(three.diagnostics(), Catch::Contains("error: the knight has 3 combo cards; combos "
                                                    "come in a pair, each following the other"));
}

TEST_CASE("each side has exactly one Recuperate, playable at both ranges",
          "[dragon-dance][validate]") {
    CraftedData none({{"knight.toml", "keywords = [\"recuperate\"]", "keywords = []"}});
    CHECK(none.diagnostics() ==
          none.path("knight.toml") +
              ":1:1: error: the knight has no Recuperate card (one with the 'recuperate' keyword)\n");
    CraftedData two({{"dragon.toml", "kind = \"movement\"\nkeywords = [\"increase range\"]",
                      "kind = \"special\"\nkeywords = [\"recuperate\"]"}});
    CHECK_THAT(two.diagnostics(), Catch::Contains("error: the dragon has a second Recuperate card, "
                                                  "'Recuperate'; a side has exactly one"));
    CraftedData one_range({{"knight.toml", "ranges = [\"long\", \"short\"]\nkind = \"special\"",
                            "ranges = [\"short\"]\nkind = \"special\""}});
    CHECK(
        one_range.diagnostics() ==
        one_range.path("knight.toml") +
            ":67:10: error: Recuperate card 'Recuperate' must be playable at long and short range\n"
            "  hint: it is the one card always in hand (ruling R3), so a side is never without a "
            "play\n");
}

TEST_CASE("keywords must agree with the card's kind", "[dragon-dance][validate]") {
    CraftedData charge(
        {{"knight.toml", "keywords = [\"charge\", \"reduce range\"]", "keywords = [\"charge\"]"}});
    CHECK_THAT(charge.diagnostics(),
               Catch::Contains(
                   "error: 'Charge' has 'charge', so it must be an attack with 'reduce range'\n"));
    CraftedData still({{"knight.toml", "keywords = [\"increase range\"]", "keywords = []"}});
    CHECK_THAT(still.diagnostics(),
               Catch::Contains(
                   "error: movement card 'Retreat' must 'reduce range' or 'increase range'\n"));
}

TEST_CASE("the cards the rules name must be there", "[dragon-dance][validate]") {
    CraftedData c({{"dragon.toml", "id = \"rake\"", "id = \"claw\""}});
    CHECK(c.diagnostics() ==
          c.path("dragon.toml") +
              ":1:1: error: the rules name the dragon's card 'Rake', but no card has id 'rake'\n");
}

TEST_CASE("a table that contradicts a worked example is reported", "[dragon-dance][validate]") {
    CraftedData c(
        {{"knight.toml", values("1,   1, 1, 2, 2, 3, 5"), values("1,   1, 1, 2, 2, 2, 5")}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") +
              ":9:1: error: worked example 1 of the rules (Hack with a 5 against Flap with a 1): "
              "Hack with a 5 must deal 3, its table gives 2\n");
}

TEST_CASE("an engine outcome that contradicts a worked example is reported",
          "[dragon-dance][validate]") {
    // Breathe Fire that also flies away cancels the Charge's movement, so Example 2 ends at long
    // range.
    CraftedData c({{"dragon.toml", "ranges = [\"long\"]\nkind = \"attack\"",
                    "ranges = [\"long\"]\nkind = \"attack\"\nkeywords = [\"increase range\"]"}});
    CHECK(c.diagnostics() ==
          c.path("knight.toml") +
              ":26:1: error: worked example 2 of the rules (Charge with a 6 against Breathe Fire "
              "with a 3): the fight must end at short range, the engine gives long\n");
}
