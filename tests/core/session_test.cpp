#include "core/session.hpp"

#include <catch2/catch.hpp>
#include <set>

using namespace pnpkit;

TEST_CASE("drawn tiles are distinct and with those left make the whole set", "[session]") {
    for (std::uint64_t seed : {1u, 2u, 99u}) {
        Session session;
        SessionDominoes& dominoes = session_dominoes(session, 6);
        Rng rng(seed);
        std::vector<Domino> first = draw_dominoes(dominoes, 3, rng);
        std::vector<Domino> second = draw_dominoes(dominoes, 3, rng);

        std::set<Domino> drawn(first.begin(), first.end());
        drawn.insert(second.begin(), second.end());
        CHECK(drawn.size() == 6);
        CHECK(dominoes.bag.size() == 22);
        for (Domino tile : drawn) CHECK_FALSE(dominoes.bag.contains(tile));
        std::vector<Domino> all = dominoes.bag.tiles();
        all.insert(all.end(), dominoes.out.begin(), dominoes.out.end());
        std::sort(all.begin(), all.end());
        CHECK(all == domino_set(6));
    }
}

TEST_CASE("drawing more tiles than the bag holds draws what is there", "[session]") {
    Session session;
    SessionDominoes& dominoes = session_dominoes(session, 6);
    Rng rng(3);
    CHECK(draw_dominoes(dominoes, 26, rng).size() == 26);
    CHECK(draw_dominoes(dominoes, 5, rng).size() == 2);
    CHECK(dominoes.bag.empty());
    CHECK(draw_dominoes(dominoes, 1, rng).empty());
    CHECK(dominoes.out.size() == 28);
}

TEST_CASE("only tiles that are out go back, all or none", "[session]") {
    Session session;
    SessionDominoes& dominoes = session_dominoes(session, 6);
    Rng rng(8);
    std::vector<Domino> drawn = draw_dominoes(dominoes, 2, rng);
    Domino in_bag = dominoes.bag.tiles().front();
    std::vector<Domino> bad{drawn[0], in_bag, Domino{2, 7}, drawn[0]};
    CHECK(return_dominoes(dominoes, bad) ==
          std::vector<std::string>{"tile " + in_bag.to_string() + " is in the bag, not out",
                                   "tile 2-7 is not of a double-six set",
                                   "tile " + drawn[0].to_string() + " is named twice"});
    CHECK(dominoes.out == drawn);  // nothing moved
    CHECK(return_dominoes(dominoes, std::vector<Domino>{drawn[1]}).empty());
    CHECK(dominoes.out == std::vector<Domino>{drawn[0]});
    CHECK(dominoes.bag.contains(drawn[1]));
    CHECK(dominoes.bag.size() == 27);
}

TEST_CASE("tiles held for a game's piece leave their holder when they go back", "[session]") {
    Session session;
    SessionDominoes& dominoes = session_dominoes(session, 6);
    Rng rng(4);
    std::vector<Domino> out = draw_dominoes(dominoes, 5, rng);
    dominoes.held["colf:monster"] = {out[3], out[4]};
    std::vector<Domino> one{out[3]};
    CHECK(return_dominoes(dominoes, one).empty());
    CHECK(dominoes.held["colf:monster"] == std::vector<Domino>{out[4]});
    std::vector<Domino> other{out[4]};
    CHECK(return_dominoes(dominoes, other).empty());
    CHECK(dominoes.held.empty());  // a holder with no tile left is dropped
}

TEST_CASE("a session keeps its decks sorted by name and finds them", "[session]") {
    Session session;
    SessionDeck b, a;
    b.name = "g:b";
    a.name = "g:a";
    session.add_deck(b);
    session.add_deck(a);
    CHECK(session.decks.front().name == "g:a");
    const Session& view = session;
    CHECK(view.find_deck("g:b") == &session.decks.back());
    CHECK(view.find_deck("g:c") == nullptr);
    CHECK(session.remove_deck("g:a"));
    CHECK_FALSE(session.remove_deck("g:a"));
}
