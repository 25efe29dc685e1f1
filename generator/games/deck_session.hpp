#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rng.hpp"
#include "core/session.hpp"
#include "games/game.hpp"
#include "games/locate.hpp"

namespace pnpkit::games {

// A deck as the command line names it: "colf:nouns".
struct DeckName {
    std::string game;
    std::string deck;

    std::string full() const { return game + ":" + deck; }
};

// The deck `text` names and its game: "GAME:DECK", GAME a name or a folder as locate_game takes
// them ("colf:nouns", "./mygame:cards"), or "DECK" alone for a deck of the game folder the search's
// current directory is in. The deck's name has the game's id ("mygame:cards"), whichever way the
// game was named. Throws UsageError for anything else.
std::pair<SelectedGame, DeckName> locate_deck(std::string_view text, const GameSearch& search);

// The deck of that name among a game's decks; throws UsageError naming the decks there are
// (with a "did you mean") when the game has no such deck.
const DeckDef& find_deck(std::span<const DeckDef> decks, const DeckName& name);

// Checks a session's state of a deck against the deck itself: every card id is one of the deck's
// and every card of the deck is somewhere. Problems are diagnostics at the session file's
// positions; returns false when there were any.
bool check_session_deck(const SessionDeck& state, const DeckDef& deck, Diagnostics& diagnostics);

// A deck as it starts in a session: every card in the draw pile, shuffled.
SessionDeck new_session_deck(const DeckName& name, const DeckDef& deck, Rng& rng);

// What a player asks to see on a card's back before taking it: all of `key=value` must hold.
class BackFilter {
public:
    BackFilter() = default;
    // Parses "level=3" specifications against a deck; throws UsageError when one is malformed,
    // names a key no card's back shows (with a "did you mean") or a value no card has.
    BackFilter(std::span<const std::string> specs, const DeckDef& deck, const DeckName& name);

    const std::vector<std::pair<std::string, std::string>>& wanted() const { return m_wanted; }
    bool matches(const DeckCard& card) const;
    // "level=3, colour=red"
    std::string to_string() const;

private:
    std::vector<std::pair<std::string, std::string>> m_wanted;
};

// One deck draw: the cards taken, in order, and every refresh on the way.
struct DeckDraw {
    struct Refresh {
        std::size_t before_card;  // index into cards of the first card drawn after it
        std::size_t shuffled;     // how many discards became the new draw pile
    };
    std::vector<std::string> cards;
    std::vector<Refresh> refreshes;
};

// Draws up to `count` cards into the session deck's `out`: from the top, or with a filter the card
// nearest the top whose back matches. An empty draw pile is refreshed from the discards first, as
// the CoLF DaDA rules say; the draw stops short when no card is left (or none matches).
DeckDraw draw_cards(SessionDeck& state, const DeckDef& deck, std::size_t count,
                    const BackFilter& filter, Rng& rng);

// Moves cards that are out onto the discard pile, in the order given (the last on top). When any
// cannot go (not of the deck, in the draw pile, discarded already, named twice), nothing changes
// and each problem is returned as a sentence.
std::vector<std::string> discard_cards(SessionDeck& state, const DeckDef& deck,
                                       std::span<const std::string> ids);

// The deck's card of that id, or null.
const DeckCard* find_card(const DeckDef& deck, std::string_view id);

}  // namespace pnpkit::games
