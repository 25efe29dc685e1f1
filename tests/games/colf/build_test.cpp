#include "games/colf/build.hpp"

#include <catch2/catch.hpp>

#include "games/colf/fixture.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using namespace pnpkit::colf::test;

namespace {

ColfData small_game() {
    return data({card("rat", 1, 1, 0, 0, 2), card("orc", 3, 2, 1, 1, 4),
                 card("dragon", 7, 3, 2, 2, 9), card("lich", 7, 1, 1, 0, 5)},
                {card("smelly", 1, 0, 0, 1, 0), card("sneaky", 1, 1, 0, 0, 0),
                 card("angry", 2, 2, 0, 0, 1), card("giant", 3, 1, 1, 1, 3)});
}

// A deck in a fixed order, the last ref on top.
CardDeck deck_of(std::vector<CardRef> refs, std::vector<CardRef> discards = {}) {
    return CardDeck(std::move(refs), std::move(discards));
}

}  // namespace

TEST_CASE("the assist's split takes the highest noun, then the fewest adjectives",
          "[colf][build]") {
    ColfData d = small_game();
    CardDeck nouns = deck_of({0, 1, 2, 3});
    CardDeck adjectives = deck_of({0, 1, 2, 3});
    auto split = choose_split(nouns, adjectives, d, 5);
    REQUIRE(split);
    CHECK(split->noun == 3);
    CHECK(split->adjectives == std::vector<int>{2});
    split = choose_split(nouns, adjectives, d, 8);
    REQUIRE(split);
    CHECK(split->noun == 7);
    CHECK(split->adjectives == std::vector<int>{1});
    split = choose_split(nouns, adjectives, d, 2);
    REQUIRE(split);
    CHECK(split->noun == 1);
    CHECK_FALSE(choose_split(nouns, adjectives, d, 1));   // a noun needs at least one adjective
    CHECK_FALSE(choose_split(nouns, adjectives, d, 15));  // 7 + 1 + 1 + 2 + 3 = 14 at most
}

TEST_CASE("taking a split draws the card of each level nearest the top", "[colf][build]") {
    ColfData d = small_game();
    CardDeck nouns = deck_of({2, 3, 1, 0});  // rat on top, then orc, lich, dragon
    CardDeck adjectives = deck_of({0, 1, 3, 2});
    Rng rng(1);
    LevelSplit split{7, {1, 1}};
    REQUIRE(split_available(nouns, adjectives, d, split));
    FoeCards cards = take_cards(nouns, adjectives, d, split, rng);
    CHECK(cards.noun == 3);  // the lich lies above the dragon
    CHECK(cards.adjectives == CardRefs{1, 0});
    CHECK(cards.level == 9);
    CHECK(nouns.size() == 3);
    CHECK(adjectives.size() == 2);
    CHECK_FALSE(split_available(nouns, adjectives, d, split));  // no level-1 adjectives left
}

TEST_CASE("R9: a level is built from the draw piles as they stand, refreshed only when empty",
          "[colf][build][R9]") {
    ColfData d = small_game();
    CardDeck nouns = deck_of({0, 1, 2, 3});
    CardDeck adjectives =
        deck_of({3}, {0, 1, 2});  // only 'giant' (3) face down; the rest discarded
    Rng rng(2);
    CHECK_FALSE(choose_split(nouns, adjectives, d, 2));  // 1 + 1 would need a discarded card
    CHECK(choose_split(nouns, adjectives, d, 4));        // 1 + 3
    ready(adjectives, rng);                              // not empty: nothing happens
    CHECK(adjectives.size() == 1);
    adjectives.draw(rng);
    adjectives.discard(3);
    ready(adjectives, rng);  // empty: the discards become the draw pile
    CHECK(adjectives.size() == 4);
    CHECK(choose_split(nouns, adjectives, d, 2));
}

TEST_CASE(
    "R11: the master takes a top-level noun, from the discards if need be, and adjectives dealt "
    "past the level",
    "[colf][build][R11]") {
    ColfData d = small_game();
    CardDeck nouns = deck_of({0, 1}, {2, 3});  // both level-7 nouns are in the discards
    CardDeck adjectives =
        deck_of({3, 0, 2});  // dealt from the top: angry (2), smelly (1), giant (3)
    Rng rng(3);
    FoeCards cards = deal_master(nouns, adjectives, d, 10, rng);
    CHECK(d.nouns[cards.noun].level == 7);
    CHECK(cards.adjectives == CardRefs{2, 0});  // 7 + 2 = 9, + 1 = 10: reached
    CHECK(cards.level == 10);
    CardDeck more = deck_of({1, 3});  // giant (3) on top
    FoeCards over = deal_master(nouns, more, d, 8, rng);
    CHECK(over.level == 10);  // 7 + 3 passes 8: tough luck
}

TEST_CASE("preparing a foe sums its cards and draws its dominoes into the right columns",
          "[colf][build][R5]") {
    ColfData d = small_game();
    FoeCards cards;
    cards.noun = 1;             // orc: attack 2, defense 1, bite 1, hp 4
    cards.adjectives = {2, 3};  // angry: 2, 0, 0, 1; giant: 1, 1, 1, 3
    cards.level = 8;
    TilePool pool;
    Rng rng(7);
    Foe foe = prepare_foe(d, cards, false, pool, rng);
    CHECK(foe.level == 8);
    CHECK(foe.dice() == 8);
    CHECK(foe.attack_tiles == 5);
    CHECK(foe.defense_tiles == 2);
    CHECK(foe.bite == 2);
    CHECK(foe.hp == 8);
    CHECK(foe.rage == 0);
    for (Side side : {Side::attack, Side::defense}) {
        int tiles = 0, blanks = 0;
        for (const Tile& t : foe.tiles) {
            if (t.side != side)
                continue;
            ++tiles;
            blanks += t.domino.has_blank();
        }
        CHECK(tiles == (side == Side::attack ? 5 : 2) + blanks);
    }
    CardDeck nouns, adjectives;
    release_foe(foe, nouns, adjectives, pool);
    CHECK(pool.size() == 28);
    CHECK(nouns.discards().size() == 1);
    CHECK(adjectives.discards().size() == 2);
}
