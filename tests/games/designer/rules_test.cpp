#include <catch2/catch.hpp>

#include "games/designer/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::designer;
using pnpkit::test::deck_game;
using pnpkit::test::DesignerFixture;

namespace {

const std::string k_fields =
    "name = \"text\"\ncost = { type = \"integer\", default = 0 }\n"
    "suit = { type = \"enum\", values = [\"sun\", \"moon\", \"star\"] }\nflavour = \"text\"\n";

}  // namespace

TEST_CASE("a unique field names both cards that share a value", "[designer][rules]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields, "[[deck.rule]]\nunique = \"name\"\n"));
    f.dir.write("cards.csv", "id,name\nember,Ember\nash,Ash\nblaze,Ember\nnone,\nnothing,\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:4:7: error: cards 'ember' and 'blaze' both have name 'Ember'\n"
              "  hint: the rule at " +
              f.base +
              "/game.toml:11:1 wants a different 'name' on every "
              "card; 'ember' is at " +
              f.base + "/cards.csv:2:7\n");
}

TEST_CASE("totals count the cards with their copies, or add up a field", "[designer][rules]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields,
                                       "[[deck.rule]]\ntotal = \"count\"\nmin = 10\n"
                                       "[[deck.rule]]\ntotal = \"cost\"\nmax = 12\n"));
    f.dir.write("cards.csv", "id,cost,count\na,1,3\nb,5,2\nc,0,1\nd,2,2\n");
    f.load();
    CHECK(f.messages() ==
          f.base + "/game.toml:11:1: error: deck 'cards' holds 8 cards; the rule asks for at least 10\n" +
          f.base + "/game.toml:14:1: error: the 'cost' of deck 'cards' adds up to 17 (copies counted); "
                   "the rule asks for at most 12\n  hint: the largest: 'b' 10, 'd' 4, 'a' 3\n");
}

TEST_CASE("counts per value name the cards past the limit, and values short of the least",
          "[designer][rules]") {
    DesignerFixture f;
    f.dir.write("game.toml", deck_game(k_fields,
                                       "[[deck.rule]]\neach = \"cost\"\nmax = 3\n"
                                       "[[deck.rule]]\neach = \"suit\"\nmin = 2\n"));
    f.dir.write("cards.csv",
                "id,cost,suit,count\na,3,sun,1\nb,3,sun,2\nc,1,moon,1\nd,3,moon,1\ne,2,sun,1\n");
    f.load();
    std::string each_cost = "  hint: the rule at " + f.base +
                            "/game.toml:11:1 counts the cards of each cost, copies included\n";
    std::string each_suit = "  hint: the rule at " + f.base +
                            "/game.toml:14:1 counts the cards of each suit, copies included\n";
    CHECK(f.messages() ==
          f.base +
              "/cards.csv:5:3: error: 4 cards have cost '3', more than 3: 'a', 'b' (2 copies), "
              "'d'\n" +
              each_cost + f.base +
              "/game.toml:14:1: error: no card has suit 'star'; the rule asks for at least 2\n" +
              each_suit);
}

TEST_CASE("a field required when another has a value names the card", "[designer][rules]") {
    DesignerFixture f;
    f.dir.write(
        "game.toml",
        deck_game(k_fields,
                  "[[deck.rule]]\nrequire = \"flavour\"\nwhen = \"cost\"\nis = [\"4\", \"5\"]\n"
                  "[[deck.rule]]\nrequire = \"name\"\nwhen = \"suit\"\n"));
    f.dir.write(
        "cards.csv",
        "id,name,cost,suit,flavour\na,A,4,,Once upon a time\nb,B,5,,\nc,,1,moon,\nd,D,3,,\n");
    f.load();
    CHECK(
        f.messages() ==
        f.base +
            "/cards.csv:3:5: error: card 'b' has cost '5' but no 'flavour'\n  hint: the rule at " +
            f.base + "/game.toml:11:1 requires 'flavour' when 'cost' is '4' or '5'\n" + f.base +
            "/cards.csv:4:6: error: card 'c' has suit 'moon' but no 'name'\n  hint: the rule at " +
            f.base + "/game.toml:15:1 requires 'name' when 'suit' is given\n");
}

TEST_CASE("rules are declared with one kind and fields that exist", "[designer][rules]") {
    DesignerFixture f;
    f.dir.write("game.toml",
                deck_game(k_fields,
                          "[[deck.rule]]\nunique = \"nmae\"\n[[deck.rule]]\neach = \"cost\"\n"
                          "[[deck.rule]]\nunique = \"name\"\ntotal = \"cost\"\nmax = 3\n"
                          "[[deck.rule]]\nrequire = \"flavour\"\nwhen = \"suit\"\nis = \"mon\"\n"));
    f.dir.write("cards.csv", "id\na\n");
    f.load();
    CHECK(f.messages() ==
          f.base +
              "/game.toml:12:10: error: no field named 'nmae'\n  hint: did you mean 'name'?\n" +
              f.base + "/game.toml:13:1: error: an 'each' rule needs 'min', 'max' or both\n" +
              f.base +
              "/game.toml:15:1: error: a rule has one of 'unique', 'total', 'each' or 'require', "
              "found 'unique' "
              "and 'total'\n  hint: write each rule as its own [[deck.rule]]\n" +
              f.base +
              "/game.toml:22:6: error: 'suit' is never 'mon'\n  hint: did you mean 'moon'?\n");
}
