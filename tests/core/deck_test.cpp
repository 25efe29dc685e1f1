#include <catch2/catch.hpp>

#include <string>

#include "core/deck.hpp"

using namespace pnpkit;

TEST_CASE("a deck draws from the top and refreshes from its discards when empty", "[deck]") {
    Deck<int> deck({1, 2, 3});  // 3 on top
    Rng rng(1);
    CHECK(deck.draw(rng) == 3);
    CHECK(deck.draw(rng) == 2);
    deck.discard(3);
    deck.discard(2);
    CHECK(deck.draw(rng) == 1);
    CHECK(deck.size() == 0);
    // The draw pile is empty: the next draw shuffles the two discards into a new pile.
    auto next = deck.draw(rng);
    REQUIRE(next);
    CHECK((*next == 2 || *next == 3));
    CHECK(deck.discards().empty());
    CHECK(deck.size() == 1);
    CHECK(deck.draw(rng));
    CHECK_FALSE(deck.draw(rng));
    CHECK(deck.empty());
}

TEST_CASE("drawing by a predicate takes the matching card nearest the top", "[deck]") {
    struct Card {
        std::string id;
        int level;
    };
    Deck<Card> deck({{"a", 3}, {"b", 1}, {"c", 3}, {"d", 2}});
    Rng rng(1);
    auto level3 = [](const Card& c) { return c.level == 3; };
    CHECK(deck.draw_if(level3, rng)->id == "c");
    CHECK(deck.draw_if(level3, rng)->id == "a");
    CHECK_FALSE(deck.draw_if(level3, rng));
    CHECK(deck.size() == 2);
    CHECK(deck.draw(rng)->id == "d");
}

TEST_CASE("shuffling is reproducible with a seed", "[deck]") {
    std::vector<int> cards(30);
    for (int i = 0; i < 30; ++i) cards[static_cast<std::size_t>(i)] = i;
    Deck<int> a(cards), b(cards);
    Rng ra(9), rb(9);
    a.shuffle(ra);
    b.shuffle(rb);
    CHECK(a.draw_pile() == b.draw_pile());
    CHECK(a.draw_pile() != cards);
}
