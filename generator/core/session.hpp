#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/deck.hpp"
#include "core/diagnostic.hpp"
#include "core/domino.hpp"
#include "core/rng.hpp"

namespace pnpkit {

// A domino set on the table: the face-down bag and the tiles drawn out of it.
struct SessionDominoes {
    DominoBag bag;
    std::vector<Domino> out;  // in the order drawn
    // Tiles out that a game keeps track of for one of its pieces, by a name of its own
    // ("colf:monster": the monster in play); each is also in `out`. Returning a tile to the bag
    // takes it off here too.
    std::map<std::string, std::vector<Domino>> held;
};

// One deck on the table, by card id: draw pile and discards (see Deck), and the cards drawn and
// not yet discarded.
struct SessionDeck {
    std::string name;  // "colf:nouns"
    Deck<std::string> cards;
    std::vector<std::string> out;  // in the order drawn
    // Where the deck and each card id stood in the session file (the steps that made them; empty
    // for a deck new to it), so that checks against the game's deck can point at the file.
    SourcePos pos;
    std::map<std::string, SourcePos> card_pos;

    // The position of a card id in the session file, or the deck's position when not known.
    SourcePos where(const std::string& card) const;
};

// What `pnpkit draw` keeps between calls: one domino set and any number of decks. The session file
// keeps it as a log of what was drawn and put back (play/draw_log.hpp).
struct Session {
    std::optional<SessionDominoes> dominoes;
    std::vector<SessionDeck> decks;  // sorted by name

    SessionDeck* find_deck(std::string_view name);
    const SessionDeck* find_deck(std::string_view name) const;
    // Adds a deck (kept sorted by name); the name must not be in the session yet.
    SessionDeck& add_deck(SessionDeck deck);
    // Removes a deck; false when the session has none of that name.
    bool remove_deck(std::string_view name);
};

// The session's domino set, a full double-N set when the session has none yet.
SessionDominoes& session_dominoes(Session& session, int max_pips);

// Draws up to `count` tiles at random; fewer when the bag runs out.
std::vector<Domino> draw_dominoes(SessionDominoes& dominoes, std::size_t count, Rng& rng);

// Puts tiles that are out back into the bag (and off any holder's list). When any tile cannot go
// back (not of the set, in the bag already, named twice), nothing changes and each problem is
// returned as a sentence.
std::vector<std::string> return_dominoes(SessionDominoes& dominoes, std::span<const Domino> tiles);

}  // namespace pnpkit
