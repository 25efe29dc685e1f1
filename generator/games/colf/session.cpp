#include "games/colf/session.hpp"

#include <algorithm>
#include <cassert>
#include <map>

#include "core/error.hpp"
#include "core/text.hpp"
#include "games/deck_session.hpp"

namespace pnpkit::colf {

namespace {

constexpr std::array<DeckKind, 2> k_kinds{DeckKind::nouns, DeckKind::adjectives};

games::DeckName deck_name(DeckKind kind) {
    return {"colf", to_string(kind)};
}

// A session deck's state, which prepare_session guarantees.
SessionDeck& session_deck(Session& session, DeckKind kind) {
    SessionDeck* deck = session.find_deck(session_deck_name(kind));
    assert(deck);
    return *deck;
}

std::vector<CardRef> refs_of(const std::vector<std::string>& ids,
                             const std::map<std::string, CardRef>& index) {
    std::vector<CardRef> refs;
    for (const std::string& id : ids)
        refs.push_back(index.at(id));  // check_session_deck ran: every id is the game's
    return refs;
}

std::vector<std::string> ids_of(const std::vector<CardRef>& refs, const std::vector<Card>& cards) {
    std::vector<std::string> ids;
    for (CardRef ref : refs) ids.push_back(cards[ref].id);
    return ids;
}

}  // namespace

std::vector<games::DeckDef> draw_decks(const ColfData& data) {
    std::vector<games::DeckDef> decks;
    for (DeckKind kind : k_kinds) {
        games::DeckDef deck;
        deck.id = to_string(kind);
        deck.title = kind == DeckKind::nouns ? "Monster nouns" : "Monster adjectives";
        for (const Card& card : data.deck(kind)) {
            deck.cards.push_back({card.id, card.name, {{"level", std::to_string(card.level)}}});
        }
        decks.push_back(std::move(deck));
    }
    return decks;
}

std::string session_deck_name(DeckKind kind) {
    return deck_name(kind).full();
}

Table fresh_table(const ColfData& data, Rng& rng) {
    Table table;
    table.nouns = make_deck(data, DeckKind::nouns, rng);
    table.adjectives = make_deck(data, DeckKind::adjectives, rng);
    return table;
}

bool check_session(Session& session, const ColfData& data, Diagnostics& diagnostics) {
    if (session.dominoes && session.dominoes->bag.max_pips() != k_faces) {
        throw UsageError("the session holds a " +
                         domino_set_name(session.dominoes->bag.max_pips()) +
                         " set; CoLF DaDA plays with a " + domino_set_name(k_faces) +
                         " set (put every tile back with pnpkit draw reset dominoes, then draw "
                         "with --set 6)");
    }
    std::vector<games::DeckDef> decks = draw_decks(data);
    bool ok = true;
    for (std::size_t i = 0; i < k_kinds.size(); ++i) {
        if (SessionDeck* state = session.find_deck(session_deck_name(k_kinds[i])))
            ok = games::check_session_deck(*state, decks[i], diagnostics) && ok;
    }
    return ok;
}

bool prepare_session(Session& session, const ColfData& data, Rng& rng, Diagnostics& diagnostics) {
    if (!check_session(session, data, diagnostics)) return false;
    std::vector<games::DeckDef> decks = draw_decks(data);
    for (std::size_t i = 0; i < k_kinds.size(); ++i) {
        if (!session.find_deck(session_deck_name(k_kinds[i])))
            session.add_deck(games::new_session_deck(deck_name(k_kinds[i]), decks[i], rng));
    }
    session_dominoes(session, k_faces);
    return true;
}

Table table_of(Session& session, const ColfData& data) {
    Table table;
    for (DeckKind kind : k_kinds) {
        std::map<std::string, CardRef> index;
        for (std::size_t i = 0; i < data.deck(kind).size(); ++i)
            index.emplace(data.deck(kind)[i].id, static_cast<CardRef>(i));
        const SessionDeck& state = session_deck(session, kind);
        table.deck(kind) = CardDeck(refs_of(state.cards.draw_pile(), index),
                                    refs_of(state.cards.discards(), index));
    }
    assert(session.dominoes);
    table.pool = TilePool::from_bag(session.dominoes->bag);
    return table;
}

void store_foe(Session& session, const ColfData& data, const Table& table, const Foe& foe) {
    for (DeckKind kind : k_kinds) {
        SessionDeck& state = session_deck(session, kind);
        const CardDeck& deck = table.deck(kind);
        state.cards = Deck<std::string>(ids_of(deck.draw_pile(), data.deck(kind)),
                                        ids_of(deck.discards(), data.deck(kind)));
    }
    session_deck(session, DeckKind::nouns).out.push_back(data.nouns[foe.noun].id);
    for (CardRef ref : foe.adjectives)
        session_deck(session, DeckKind::adjectives).out.push_back(data.adjectives[ref].id);
    assert(session.dominoes);
    session.dominoes->bag = TilePool::to_bag(table.pool);
    std::vector<Domino>& held = session.dominoes->held[k_monster_holder];
    held.clear();
    for (const Tile& tile : foe.tiles) {
        session.dominoes->out.push_back(tile.domino);
        held.push_back(tile.domino);
    }
    if (held.empty()) session.dominoes->held.erase(k_monster_holder);
}

std::vector<Domino> monster_tiles(const Session& session) {
    if (!session.dominoes) return {};
    auto it = session.dominoes->held.find(k_monster_holder);
    return it == session.dominoes->held.end() ? std::vector<Domino>{} : it->second;
}

std::vector<std::string> cards_out(Session& session, DeckKind kind) {
    const SessionDeck* state = session.find_deck(session_deck_name(kind));
    return state ? state->out : std::vector<std::string>{};
}

Release release_monster(Session& session, const ColfData& data, std::span<const Domino> tiles,
                        std::vector<std::string>& problems) {
    Release release;
    std::vector<Domino> held = monster_tiles(session);
    std::vector<Domino> named(tiles.begin(), tiles.end());
    if (!held.empty() && !named.empty()) {
        // Tiles that cannot go back at all are reported as return_dominoes says, first.
        SessionDominoes trial = *session.dominoes;
        problems = return_dominoes(trial, named);
    }
    if (!held.empty()) {
        // The session knows the monster's dominoes: none named puts them all back; named, they
        // must be exactly those, so that none is left out for ever.
        if (named.empty()) named = held;
        std::vector<std::string> missing;
        for (Domino tile : held) {
            if (std::find(named.begin(), named.end(), tile) == named.end())
                missing.push_back(tile.to_string());
        }
        const std::vector<Domino>& out = session.dominoes->out;
        for (Domino tile : named) {
            bool is_out = std::find(out.begin(), out.end(), tile) != out.end();
            if (is_out && std::find(held.begin(), held.end(), tile) == held.end())
                problems.push_back("tile " + tile.to_string() + " is not one of the monster's");
        }
        if (!missing.empty()) {
            problems.push_back(
                "the monster also holds " + join(missing, ", ") +
                ": name all of its dominoes still out, or none to put them all back");
        }
        if (!problems.empty()) return {};
    }
    if (!named.empty()) {
        assert(session.dominoes);
        problems = return_dominoes(*session.dominoes, named);
        if (!problems.empty()) return {};
        release.returned = named;
    }
    std::vector<games::DeckDef> decks = draw_decks(data);
    for (std::size_t i = 0; i < k_kinds.size(); ++i) {
        SessionDeck* state = session.find_deck(session_deck_name(k_kinds[i]));
        if (!state) continue;
        std::vector<std::string> out = state->out;
        std::vector<std::string> refused = games::discard_cards(*state, decks[i], out);
        assert(refused.empty());  // every card out can be discarded
        (k_kinds[i] == DeckKind::nouns ? release.nouns : release.adjectives) = std::move(out);
    }
    return release;
}

}  // namespace pnpkit::colf
