#pragma once

#include <string>
#include <vector>

#include "games/colf/model.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf::test {

// A card for in-memory data sets.
inline Card card(std::string id, int level, int attack, int defense, int bite, int hp,
                 DeckKind deck = DeckKind::nouns) {
    Card c;
    c.name = id;
    c.id = std::move(id);
    c.level = level;
    c.attack = attack;
    c.defense = defense;
    c.bite = bite;
    c.hp = hp;
    c.deck = deck;
    return c;
}

// A small game: the rule document's settings, the five tiers, and the given cards.
inline ColfData data(std::vector<Card> nouns, std::vector<Card> adjectives) {
    ColfData d;
    d.nouns = std::move(nouns);
    for (Card& c : adjectives)
        c.deck = DeckKind::adjectives;
    d.adjectives = std::move(adjectives);
    d.tiers = {{0, 2, "Meh", "", {}},
               {3, 5, "Okay", "", {}},
               {6, 8, "Impressive", "", {}},
               {9, 10, "Incredible", "", {}},
               {11, -1, "Unbelievable", "", {}}};
    return d;
}

// A tile on a sheet; `hits` as a bit mask (bit 0: low end, bit 1: high end).
inline Tile tile(int a, int b, Side side = Side::attack, int hits = 0) {
    return Tile{Domino::of(a, b), side, static_cast<std::uint8_t>(hits)};
}

inline Dice dice(std::initializer_list<int> values) {
    Dice d;
    for (int v : values)
        d.push_back(static_cast<std::uint8_t>(v));
    return d;
}

// A pool holding only these tiles, so that draws are forced.
inline TilePool pool_of(std::initializer_list<Domino> tiles) {
    TilePool pool = TilePool::empty_pool();
    for (Domino d : tiles)
        pool.put_back(d);
    return pool;
}

}  // namespace pnpkit::colf::test
