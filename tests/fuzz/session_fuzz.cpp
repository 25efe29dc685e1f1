// Fuzzes session files (`pnpkit draw --session`): reading, checking against the games' decks,
// drawing and putting back, and writing. The input is a session file's text.
// Invariants: a session that reads without errors is written back as text that reads again to the
// same session, and draws and returns keep every tile and card somewhere.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/rng.hpp"
#include "core/session.hpp"
#include "fuzz.hpp"
#include "games/deck_session.hpp"
#include "games/game.hpp"
#include "load/toml_file.hpp"
#include "support/temp_dir.hpp"

namespace {

using pnpkit::fuzz::violated;

// Every deck of the shipped games, by full name ("colf:nouns"), loaded once.
const std::map<std::string, pnpkit::games::DeckDef>& shipped_decks() {
    static const auto decks = [] {
        std::map<std::string, pnpkit::games::DeckDef> all;
        for (const auto& game : pnpkit::games::all_games()) {
            pnpkit::Diagnostics ignored;
            auto loaded = game.load(pnpkit::test::source_dir() / "data" / game.id, ignored);
            if (!loaded) continue;
            for (auto& deck : loaded->decks()) all[std::string(game.id) + ":" + deck.id] = deck;
        }
        return all;
    }();
    return decks;
}

std::optional<pnpkit::Session> read(std::string_view text, pnpkit::Diagnostics& diagnostics) {
    auto document = pnpkit::load::parse_toml(text, "session.toml", diagnostics);
    if (!document) return std::nullopt;
    return pnpkit::read_session(*document, diagnostics);
}

std::size_t card_count(const pnpkit::SessionDeck& deck) {
    return deck.cards.draw_pile().size() + deck.cards.discards().size() + deck.out.size();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    pnpkit::Diagnostics diagnostics;
    auto session = read(pnpkit::fuzz::as_text(data, size), diagnostics);
    if (!session) return 0;
    if (diagnostics.has_errors()) violated("a session read with errors");

    std::string written = pnpkit::session_to_toml(*session);
    pnpkit::Diagnostics again;
    auto reread = read(written, again);
    if (!reread || pnpkit::session_to_toml(*reread) != written)
        violated("a session does not read back as written:\n" + written);

    pnpkit::Rng rng(size);
    if (session->dominoes) {
        auto& dominoes = *session->dominoes;
        std::size_t tiles = dominoes.bag.size() + dominoes.out.size();
        auto drawn = pnpkit::draw_dominoes(dominoes, 3, rng);
        if (!pnpkit::return_dominoes(dominoes, drawn).empty()) violated("drawn tiles do not go back");
        if (dominoes.bag.size() + dominoes.out.size() != tiles) violated("a draw lost or made tiles");
    }
    for (auto& deck : session->decks) {
        auto def = shipped_decks().find(deck.name);
        if (def == shipped_decks().end()) continue;
        pnpkit::Diagnostics checks;
        if (!pnpkit::games::check_session_deck(deck, def->second, checks)) continue;
        std::size_t cards = card_count(deck);
        auto draw = pnpkit::games::draw_cards(deck, def->second, 3, {}, rng);
        if (!pnpkit::games::discard_cards(deck, def->second, draw.cards).empty())
            violated("drawn cards cannot be discarded");
        if (card_count(deck) != cards) violated("a draw lost or made cards");
    }
    return 0;
}
