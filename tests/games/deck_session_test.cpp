#include "games/deck_session.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "core/error.hpp"
#include "load/toml_file.hpp"
#include "play/draw_log.hpp"
#include "support/diagnostics.hpp"
#include "support/usage_error.hpp"

using pnpkit::test::messages;
using pnpkit::test::usage_error;

using namespace pnpkit;
using namespace pnpkit::games;

namespace {

DeckCard card(std::string id, std::string level) {
    return DeckCard{id, "The " + id, {{"level", std::move(level)}}};
}

// A hand-made deck: monster nouns with their level on the back.
DeckDef nouns() {
    return DeckDef{"nouns",
                   "Monster nouns",
                   {card("imp", "1"), card("rat", "2"), card("goblin", "3"), card("ogre", "3"),
                    card("troll", "10")}};
}

const DeckName k_nouns{"colf", "nouns"};

// The session deck "colf:nouns" with these piles, given top card first as in a session file.
SessionDeck state_of(std::vector<std::string> draw_top_first,
                     std::vector<std::string> discards_top_first, std::vector<std::string> out) {
    SessionDeck state;
    state.name = "colf:nouns";
    state.cards = Deck<std::string>({draw_top_first.rbegin(), draw_top_first.rend()},
                                    {discards_top_first.rbegin(), discards_top_first.rend()});
    state.out = std::move(out);
    return state;
}

std::multiset<std::string> every_card(const SessionDeck& state) {
    std::multiset<std::string> all(state.cards.draw_pile().begin(), state.cards.draw_pile().end());
    all.insert(state.cards.discards().begin(), state.cards.discards().end());
    all.insert(state.out.begin(), state.out.end());
    return all;
}

}  // namespace

TEST_CASE("a deck new to a session holds all its cards, shuffled by the seed", "[deck-session]") {
    Rng a(5), b(5);
    SessionDeck first = new_session_deck(k_nouns, nouns(), a);
    SessionDeck again = new_session_deck(k_nouns, nouns(), b);
    CHECK(first.name == "colf:nouns");
    CHECK(every_card(first) == std::multiset<std::string>{"imp", "rat", "goblin", "ogre", "troll"});
    CHECK(first.cards.draw_pile() == again.cards.draw_pile());
    CHECK(first.cards.discards().empty());
    Diagnostics ds;
    CHECK(check_session_deck(first, nouns(), ds));
}

TEST_CASE("drawing takes the top card and refreshes from the discards when the pile is empty",
          "[deck-session]") {
    SessionDeck state = state_of({"imp", "rat"}, {"goblin", "ogre"}, {"troll"});
    Rng rng(1);
    DeckDraw draw = draw_cards(state, nouns(), 3, BackFilter(), rng);
    REQUIRE(draw.cards.size() == 3);
    CHECK(draw.cards[0] == "imp");
    CHECK(draw.cards[1] == "rat");
    CHECK((draw.cards[2] == "goblin" || draw.cards[2] == "ogre"));
    REQUIRE(draw.refreshes.size() == 1);
    CHECK(draw.refreshes[0].before_card == 2);
    CHECK(draw.refreshes[0].shuffled == 2);
    CHECK(state.cards.discards().empty());
    CHECK(state.cards.size() == 1);
    CHECK(state.out == std::vector<std::string>{"troll", "imp", "rat", draw.cards[2]});
    CHECK(every_card(state).size() == 5);
}

TEST_CASE("a draw stops short when the draw pile and the discards are both empty",
          "[deck-session]") {
    SessionDeck state = state_of({"imp"}, {}, {"rat", "goblin", "ogre", "troll"});
    Rng rng(1);
    DeckDraw draw = draw_cards(state, nouns(), 3, BackFilter(), rng);
    CHECK(draw.cards == std::vector<std::string>{"imp"});
    CHECK(draw.refreshes.empty());
    CHECK(draw_cards(state, nouns(), 1, BackFilter(), rng).cards.empty());
}

TEST_CASE("drawing by the back takes the matching card nearest the top", "[deck-session]") {
    DeckDef deck = nouns();
    std::vector<std::string> level3{"level=3"};
    BackFilter filter(level3, deck, k_nouns);
    CHECK(filter.to_string() == "level=3");
    SessionDeck state = state_of({"imp", "ogre", "rat", "goblin"}, {"troll"}, {});
    Rng rng(2);
    CHECK(draw_cards(state, deck, 1, filter, rng).cards == std::vector<std::string>{"ogre"});
    // Only the goblin is left at level 3; the draw pile is not empty, so nothing is refreshed.
    DeckDraw draw = draw_cards(state, deck, 2, filter, rng);
    CHECK(draw.cards == std::vector<std::string>{"goblin"});
    CHECK(draw.refreshes.empty());
    CHECK(state.cards.draw_pile() == std::vector<std::string>{"rat", "imp"});
    CHECK(state.cards.discards() == std::vector<std::string>{"troll"});
}

TEST_CASE("a back that no card shows is a usage error naming what the backs show",
          "[deck-session]") {
    DeckDef deck = nouns();
    auto filter = [&](std::string spec) {
        std::vector<std::string> specs{std::move(spec)};
        return usage_error([&] { BackFilter(specs, deck, k_nouns); });
    };
    CHECK(filter("levle=3") ==
          "no card of colf:nouns shows 'levle' on its back; did you mean 'level'? "
          "(backs show 'level')");
    CHECK(filter("level=4") ==
          "no card of colf:nouns shows level=4 on its back (level is 1, 2, 3, 10)");
    CHECK(filter("level") == "--back wants KEY=VALUE, such as level=3; found 'level'");
    CHECK(filter("=3") == "--back wants KEY=VALUE, such as level=3; found '=3'");
    std::vector<std::string> twice{"level=3", "level=1"};
    CHECK(usage_error([&] { BackFilter(twice, deck, k_nouns); }) ==
          "--back names 'level' twice; a card shows one level");
    DeckDef plain{"plain", "Plain", {DeckCard{"a", "A", {}}}};
    std::vector<std::string> specs{"level=1"};
    CHECK(usage_error([&] {
              BackFilter(specs, plain, DeckName{"g", "plain"});
          }) == "the cards of g:plain show nothing on their backs to choose by");
}

TEST_CASE("unknown decks get a did you mean", "[deck-session]") {
    std::vector<DeckDef> decks{nouns(), DeckDef{"adjectives", "Adjectives", {}}};
    CHECK(&find_deck(decks, k_nouns) == &decks[0]);
    CHECK(usage_error([&] {
              find_deck(decks, DeckName{"colf", "noun"});
          }) ==
          "game 'colf' has no deck 'noun'; did you mean 'nouns'? (its decks: colf:nouns, "
          "colf:adjectives)");
    CHECK(usage_error([&] {
              find_deck(decks, DeckName{"colf", "verbs"});
          }) == "game 'colf' has no deck 'verbs' (its decks: colf:nouns, colf:adjectives)");
    CHECK(usage_error([] {
              find_deck({}, DeckName{"dice", "x"});
          }) == "game 'dice' has no decks to draw from");
}

TEST_CASE("a session deck with card ids the game does not have is reported at the file's positions",
          "[deck-session]") {
    Diagnostics ds;
    auto doc = load::parse_toml(
        "pnpkit_play = 1\ngame = \"draw\"\nseed = 1\nsetup = {}\nsteps = [\n"
        "  { ask = \"command\", answer = \"draw deck colf:nouns 2\" },\n"
        "  { ask = \"shuffle\", answer = \"colf:nouns rat troll imp gobln dragon\", by = "
        "\"pnpkit\" },\n"
        "  { ask = \"card\", answer = \"colf:nouns rat\", by = \"pnpkit\" },\n"
        "  { ask = \"card\", answer = \"colf:nouns troll\", by = \"pnpkit\" },\n"
        "]\n",
        "s.toml", ds);
    REQUIRE(doc);
    auto log = play::read_log(*doc, ds);
    REQUIRE(log);
    auto session = play::replay_draws(*log, ds);
    REQUIRE(session);
    CHECK_FALSE(check_session_deck(*session->find_deck("colf:nouns"), nouns(), ds));
    CHECK(messages(ds) ==
          "s.toml:7:3: error: card 'gobln' is not in deck colf:nouns\n"
          "  hint: did you mean 'goblin'?\n"
          "s.toml:7:3: error: card 'dragon' is not in deck colf:nouns\n"
          "s.toml:7:3: error: cards 'goblin' and 'ogre' of colf:nouns are nowhere on the table "
          "(not in its draw pile, its discards or out): the game has them, the session's shuffle "
          "of the deck does not\n"
          "  hint: to start the deck again from all its cards: pnpkit draw reset colf:nouns\n");
}

TEST_CASE("only cards that are out go on the discard pile, all or none", "[deck-session]") {
    SessionDeck state = state_of({"imp"}, {"rat"}, {"goblin", "ogre", "troll"});
    std::vector<std::string> bad{"ogre", "imp", "rat", "ogre", "gobln"};
    CHECK(discard_cards(state, nouns(), bad) ==
          std::vector<std::string>{
              "card 'imp' is in the draw pile, not out", "card 'rat' is discarded already",
              "card 'ogre' is named twice",
              "card 'gobln' is not in deck colf:nouns (did you mean 'goblin'?)"});
    CHECK(state.out.size() == 3);
    std::vector<std::string> good{"troll", "goblin"};
    CHECK(discard_cards(state, nouns(), good).empty());
    CHECK(state.out == std::vector<std::string>{"ogre"});
    CHECK(state.cards.discards() ==
          std::vector<std::string>{"rat", "troll", "goblin"});  // goblin on top

    // The discards come back when the draw pile runs out.
    Rng rng(6);
    DeckDraw draw = draw_cards(state, nouns(), 4, BackFilter(), rng);
    CHECK(draw.cards.size() == 4);
    CHECK(draw.refreshes.size() == 1);
    CHECK(every_card(state) == std::multiset<std::string>{"imp", "rat", "goblin", "ogre", "troll"});
}
