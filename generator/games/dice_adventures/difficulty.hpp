#pragma once

#include <vector>

#include "games/dice_adventures/model.hpp"

namespace pnpkit::dice_adventures {

// How dangerous one adventure card is, computed exactly: a fresh party (three heroes at the
// starting level, no gold, no items) plays the card as a one-adventure game of the first mode,
// the solver's optimal way (maximising that game's expected score); `loss` is the chance that a
// hero dies, `score` the expected score, both averaged over every starting party.
struct CardDifficulty {
    int card = 0;
    double loss = 0;
    double score = 0;
};

// The difficulty of every card of the deck, in deck order. The data must be valid (validate.hpp).
std::vector<CardDifficulty> card_difficulties(const GameData& data);

// Every way to choose a party of `size` different classes out of `classes`, in order.
std::vector<std::vector<int>> all_parties(int classes, int size);

}  // namespace pnpkit::dice_adventures
