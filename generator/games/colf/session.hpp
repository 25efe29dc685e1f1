#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rng.hpp"
#include "core/session.hpp"
#include "games/colf/build.hpp"
#include "games/colf/model.hpp"
#include "games/game.hpp"

namespace pnpkit::colf {

// CoLF DaDA at a table kept in a pnpkit draw session (core/session.hpp; its file is the log of
// play/draw_log.hpp that `pnpkit draw` keeps):
// the decks "colf:nouns" and "colf:adjectives" by card id and the double-six domino bag, turned
// into the build engine's decks and pool and back.

// The decks a player draws from, each card with its back {"level": "N"} (ColfGame::decks()).
std::vector<games::DeckDef> draw_decks(const ColfData& data);

// "colf:nouns", "colf:adjectives"
std::string session_deck_name(DeckKind kind);

// The decks and the domino pool a monster is built from.
struct Table {
    CardDeck nouns;
    CardDeck adjectives;
    TilePool pool;

    CardDeck& deck(DeckKind kind) { return kind == DeckKind::nouns ? nouns : adjectives; }
    const CardDeck& deck(DeckKind kind) const {
        return kind == DeckKind::nouns ? nouns : adjectives;
    }
};

// A fresh table: both decks shuffled, every tile in the pool.
Table fresh_table(const ColfData& data, Rng& rng);

// Checks the session's colf decks against the game's cards: problems are diagnostics at the
// session file's positions (false). A bag of another set than double-six is a UsageError.
bool check_session(Session& session, const ColfData& data, Diagnostics& diagnostics);

// check_session, then adds the decks the session does not hold yet (all their cards, shuffled)
// and a double-six bag when it has none.
bool prepare_session(Session& session, const ColfData& data, Rng& rng, Diagnostics& diagnostics);

// The engine's table as the session stands (after prepare_session): the draw piles and discards of
// both decks and the tiles in the bag. Cards and tiles that are out are on no pile and in no pool.
Table table_of(Session& session, const ColfData& data);

// Writes `table` back into the session after `foe` was built from it: the decks' piles, the foe's
// cards added to their decks' cards out (noun, then adjectives in the order drawn), the bag, and
// the foe's tiles added to the tiles out in the order drawn and held as the monster's.
void store_foe(Session& session, const ColfData& data, const Table& table, const Foe& foe);

// The name under which a session holds the dominoes of the monster in play (SessionDominoes::held).
inline constexpr const char* k_monster_holder = "colf:monster";

// The dominoes of the monster in play that are still out (none when the session does not know).
std::vector<Domino> monster_tiles(const Session& session);

// The ids of the colf cards that are out in the session (drawn and not discarded): the monster
// in play, noun deck first.
std::vector<std::string> cards_out(Session& session, DeckKind kind);

// What putting a monster out of play did.
struct Release {
    std::vector<std::string> nouns;       // discarded, in the order drawn (the last on top)
    std::vector<std::string> adjectives;  // likewise
    std::vector<Domino> returned;         // tiles put back into the bag
};

// Puts the monster in play out of play, as when it dies or is fled: every colf card that is out
// goes onto its deck's discards, and its dominoes go back into the bag. When the session holds the
// monster's dominoes (built by colf monster), `tiles` must name exactly those still out, or be
// empty to return them all; otherwise the named tiles go back. When that fails or a tile cannot go
// back (not of the set, named twice, in the bag already), nothing changes and each problem is
// returned as a sentence in `problems`. Call after check_session; tiles need the session's bag.
Release release_monster(Session& session, const ColfData& data, std::span<const Domino> tiles,
                        std::vector<std::string>& problems);

}  // namespace pnpkit::colf
