#pragma once

#include <optional>
#include <vector>

#include "core/deck.hpp"
#include "core/rng.hpp"
#include "games/colf/model.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// Finding and preparing a foe: the decks are plain pnpkit::Deck<CardRef> (indices into ColfData's
// nouns and adjectives), so a saved session can hold them as well as a simulator can.

using CardDeck = Deck<CardRef>;

// A full deck of every card of one kind, shuffled.
CardDeck make_deck(const ColfData& data, DeckKind kind, Rng& rng);

// The levels on the backs a player picks by: one noun level and one or more adjective levels.
struct LevelSplit {
    int noun = 0;
    std::vector<int> adjectives;  // highest first
    int level() const;
};

// Refreshes a deck whose draw pile is empty (shuffling its discards into a new one), as the rules
// do before a player looks at the backs.
void ready(CardDeck& deck, Rng& rng);

// Whether the draw piles hold a noun of split.noun and adjectives of split.adjectives (R9).
bool split_available(const CardDeck& nouns, const CardDeck& adjectives, const ColfData& data,
                     const LevelSplit& split);

// The split the assist chooses for a monster of `level` from the current draw piles: the highest
// noun level that leaves room for an adjective, then the fewest adjectives, higher levels first.
// nullopt when the draw piles cannot make that level (R9).
std::optional<LevelSplit> choose_split(const CardDeck& nouns, const CardDeck& adjectives,
                                       const ColfData& data, int level);

// The cards a foe is built from.
struct FoeCards {
    CardRef noun = 0;
    CardRefs adjectives;
    int level = 0;  // the sum of the backs
};

// Takes the cards of `split` from the draw piles, each the card of its level nearest the top
// (the player sees only backs). The split must be available.
FoeCards take_cards(CardDeck& nouns, CardDeck& adjectives, const ColfData& data,
                    const LevelSplit& split, Rng& rng);

// The Master Monster's cards: a noun of the highest level among all nouns (the draw pile searched
// from the top, then the discards, R8), then adjectives dealt off the top until the levels reach
// `target` or pass it. The deck refreshes when empty.
FoeCards deal_master(CardDeck& nouns, CardDeck& adjectives, const ColfData& data, int target,
                     Rng& rng);

// Sums the cards: the foe's level, bite, HP and the dominoes each column asks for, without tiles.
Foe foe_of_cards(const ColfData& data, const FoeCards& cards, bool master);

// Sums the cards (foe_of_cards) and draws the foe's dominoes: attack tiles then defense tiles, each with an extra
// draw into the same column for every tile with a blank (R5), fewer when the pool runs dry (R6).
Foe prepare_foe(const ColfData& data, const FoeCards& cards, bool master, TilePool& pool, Rng& rng);

// Returns the foe's dominoes to the pool and its cards to the decks' discard piles.
void release_foe(const Foe& foe, CardDeck& nouns, CardDeck& adjectives, TilePool& pool);

}  // namespace pnpkit::colf
