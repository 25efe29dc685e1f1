#pragma once

#include <vector>

#include "games/colf/model.hpp"

namespace pnpkit::colf {

// The largest monsters the decks can build, by what their cards ask for: for the domino supply
// (every domino) and for the sheets' columns (Attack or Defense dominoes). Extra draws for blanks
// come on top (blank_tiles).

// What a card adds to the count being maximised.
using CardValue = int (*)(const Card&);
int all_dominoes(const Card& card);
int attack_dominoes(const Card& card);
int defense_dominoes(const Card& card);

struct WorstMonster {
    const Card* noun = nullptr;  // null when the decks build no such monster
    std::vector<const Card*> adjectives;
    int tiles = 0;  // the count over the noun and the adjectives
};

// A noun of the highest level (the first in the deck); null when there are no nouns.
const Card* top_noun(const ColfData& data);

// The Master Monster a deal could make heaviest: a highest-level noun, then adjectives whose
// levels stay below the master level until the last one reaches it (R11).
WorstMonster worst_master(const ColfData& data, CardValue value = all_dominoes);

// The heaviest monster below the master level: a noun and one or more adjectives whose levels add
// up to at most the master level - 1.
WorstMonster worst_monster(const ColfData& data, CardValue value);

// Tiles of a double-six set with a blank: each can call for one more draw (R5).
int blank_tiles();

}  // namespace pnpkit::colf
