#include "games/colf/session.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "core/error.hpp"
#include "games/colf/fixture.hpp"
#include "support/session_text.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

ColfData small_game() {
    return data(
        {card("rat", 1, 1, 0, 0, 2), card("orc", 3, 2, 1, 1, 4), card("dragon", 7, 3, 2, 2, 9)},
        {card("smelly", 1, 0, 0, 1, 0), card("sneaky", 1, 1, 0, 0, 0),
         card("angry", 2, 2, 0, 0, 1)});
}

// A session deck in a fixed order, the last id on top.
SessionDeck deck(std::string name, std::vector<std::string> draw,
                 std::vector<std::string> discards = {}, std::vector<std::string> out = {}) {
    SessionDeck d;
    d.name = std::move(name);
    d.cards = Deck<std::string>(std::move(draw), std::move(discards));
    d.out = std::move(out);
    return d;
}

std::string messages(const Diagnostics& ds) {
    std::string text;
    for (const auto& d : ds.items()) text += d.to_string() + "\n";
    return text;
}

}  // namespace

TEST_CASE("a session new to colf gets both decks, shuffled, and a double-six bag",
          "[colf][session]") {
    ColfData d = small_game();
    Session session;
    Rng rng(1);
    Diagnostics ds;
    REQUIRE(prepare_session(session, d, rng, ds));
    CHECK(ds.items().empty());
    REQUIRE(session.decks.size() == 2);
    SessionDeck* nouns = session.find_deck("colf:nouns");
    REQUIRE(nouns);
    std::vector<std::string> ids = nouns->cards.draw_pile();
    std::sort(ids.begin(), ids.end());
    CHECK(ids == std::vector<std::string>{"dragon", "orc", "rat"});
    REQUIRE(session.find_deck("colf:adjectives"));
    REQUIRE(session.dominoes);
    CHECK(session.dominoes->bag.size() == 28);
    CHECK(session.dominoes->bag.max_pips() == 6);
}

TEST_CASE("a foe built from a session's table leaves its cards and tiles out", "[colf][session]") {
    ColfData d = small_game();
    Session session;
    session.add_deck(deck("colf:nouns", {"dragon", "orc", "rat"}, {}, {}));
    session.add_deck(deck("colf:adjectives", {"angry", "sneaky"}, {"smelly"}));
    Rng rng(2);
    session_dominoes(session, 6);
    draw_dominoes(*session.dominoes, 3, rng);  // the hero's
    std::vector<Domino> hero = session.dominoes->out;
    Diagnostics ds;
    REQUIRE(prepare_session(session, d, rng, ds));

    Table table = table_of(session, d);
    // Order is kept: "rat" is on top of the nouns, "sneaky" on top of the adjectives.
    CHECK(d.nouns[table.nouns.draw_pile().back()].id == "rat");
    CHECK(d.adjectives[table.adjectives.draw_pile().back()].id == "sneaky");
    CHECK(d.adjectives[table.adjectives.discards().front()].id == "smelly");
    CHECK(table.pool.size() == 25);

    FoeCards cards = take_cards(table.nouns, table.adjectives, d, LevelSplit{3, {2}}, rng);
    Foe foe = prepare_foe(d, cards, false, table.pool, rng);
    REQUIRE(foe.tiles.size() >= 3);  // orc 2 + 1 attack, 1 defense
    store_foe(session, d, table, foe);

    const SessionDeck& nouns = *session.find_deck("colf:nouns");
    CHECK(nouns.cards.draw_pile() == std::vector<std::string>{"dragon", "rat"});
    CHECK(nouns.out == std::vector<std::string>{"orc"});
    const SessionDeck& adjectives = *session.find_deck("colf:adjectives");
    CHECK(adjectives.cards.draw_pile() == std::vector<std::string>{"sneaky"});
    CHECK(adjectives.cards.discards() == std::vector<std::string>{"smelly"});
    CHECK(adjectives.out == std::vector<std::string>{"angry"});
    REQUIRE(session.dominoes->out.size() == hero.size() + foe.tiles.size());
    CHECK(std::equal(hero.begin(), hero.end(), session.dominoes->out.begin()));
    for (std::size_t i = 0; i < foe.tiles.size(); ++i) {
        CHECK(session.dominoes->out[hero.size() + i] == foe.tiles[i].domino);
        CHECK_FALSE(session.dominoes->bag.contains(foe.tiles[i].domino));
    }
    CHECK(session.dominoes->bag.size() + session.dominoes->out.size() == 28);
    CHECK(cards_out(session, DeckKind::nouns) == std::vector<std::string>{"orc"});
    // The session holds the monster's dominoes, so that discarding it can return them all.
    std::vector<Domino> held = monster_tiles(session);
    REQUIRE(held.size() == foe.tiles.size());
    for (std::size_t i = 0; i < held.size(); ++i)
        CHECK(held[i] == foe.tiles[i].domino);

    // Part of them is refused, none returns them all.
    Session before = session;
    std::vector<std::string> problems;
    std::vector<Domino> part{held.front()};
    release_monster(session, d, part, problems);
    REQUIRE(problems.size() == 1);
    CHECK(problems[0].rfind("the monster also holds ", 0) == 0);
    CHECK(pnpkit::test::session_text(session) == pnpkit::test::session_text(before));
    std::vector<Domino> hero_tile{hero.front()};
    problems.clear();
    release_monster(session, d, hero_tile, problems);
    CHECK(problems.front() == "tile " + hero.front().to_string() + " is not one of the monster's");
    problems.clear();
    Release release = release_monster(session, d, {}, problems);
    CHECK(problems.empty());
    CHECK(release.returned == held);
    CHECK(session.dominoes->out == hero);
    CHECK(monster_tiles(session).empty());
}

TEST_CASE("releasing the monster discards every colf card out and puts its tiles back",
          "[colf][session]") {
    ColfData d = small_game();
    Session session;
    session.add_deck(deck("colf:nouns", {"dragon", "rat"}, {}, {"orc"}));
    session.add_deck(deck("colf:adjectives", {"sneaky"}, {}, {"angry", "smelly"}));
    SessionDominoes& dominoes = session_dominoes(session, 6);
    for (Domino t : {Domino{2, 5}, Domino{3, 3}, Domino{1, 4}}) {
        REQUIRE(dominoes.bag.take(t));
        dominoes.out.push_back(t);
    }
    Diagnostics ds;
    REQUIRE(check_session(session, d, ds));
    Session before = session;

    std::vector<std::string> problems;
    std::vector<Domino> bad{Domino{3, 3}, Domino{3, 7}};
    release_monster(session, d, bad, problems);
    CHECK(problems == std::vector<std::string>{"tile 3-7 is not of a double-six set"});
    CHECK(pnpkit::test::session_text(session) == pnpkit::test::session_text(before));

    std::vector<Domino> in_bag{Domino{3, 3}, Domino{0, 6}};
    release_monster(session, d, in_bag, problems);
    CHECK(problems == std::vector<std::string>{"tile 0-6 is in the bag, not out"});
    CHECK(pnpkit::test::session_text(session) == pnpkit::test::session_text(before));

    std::vector<Domino> tiles{Domino{3, 3}, Domino{1, 4}};
    Release release = release_monster(session, d, tiles, problems);
    CHECK(problems.empty());
    CHECK(release.nouns == std::vector<std::string>{"orc"});
    CHECK(release.adjectives == std::vector<std::string>{"angry", "smelly"});
    CHECK(release.returned == std::vector<Domino>{{3, 3}, {1, 4}});
    CHECK(session.find_deck("colf:nouns")->out.empty());
    // In the order drawn, the last on top (the back of the discards).
    CHECK(session.find_deck("colf:adjectives")->cards.discards() ==
          std::vector<std::string>{"angry", "smelly"});
    CHECK(session.dominoes->out == std::vector<Domino>{{2, 5}});
    CHECK(session.dominoes->bag.size() == 27);
}

TEST_CASE("a session that does not fit colf is refused", "[colf][session]") {
    ColfData d = small_game();
    Rng rng(3);
    SECTION("a card the game does not have, and a card missing") {
        Session session;
        session.add_deck(deck("colf:nouns", {"dragon", "ratt"}, {}, {"orc"}));
        Diagnostics ds;
        CHECK_FALSE(prepare_session(session, d, rng, ds));
        CHECK(messages(ds) ==
              "error: card 'ratt' is not in deck colf:nouns\n  hint: did you mean 'rat'?\n"
              "error: card 'rat' of colf:nouns is nowhere on the table (not in its draw pile, its "
              "discards or out): the game has it, the session's shuffle of the deck does not\n"
              "  hint: to start the deck again from all its cards: pnpkit draw reset "
              "colf:nouns\n");
    }
    SECTION("a bag of another set") {
        Session session;
        session_dominoes(session, 9);
        Diagnostics ds;
        CHECK_THROWS_AS(prepare_session(session, d, rng, ds), UsageError);
    }
}
