// Fuzzes draw session files (`pnpkit draw --session`, logs of the game "draw"): reading, replaying
// into a table, checking decks against the games', drawing and putting back, logging that, and
// writing. The input is a session file's text.
// Invariants: a session that replays without errors is written back as text that reads and
// replays to the same table; draws and returns keep every tile and card somewhere; and the log of
// what a command did replays to the table the command made.
#include <functional>
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
#include "play/draw_log.hpp"
#include "support/diagnostics.hpp"
#include "support/session_text.hpp"
#include "support/temp_dir.hpp"

namespace {

using pnpkit::fuzz::violated;
using pnpkit::test::session_text;

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

std::optional<pnpkit::play::Log> read(std::string_view text, pnpkit::Diagnostics& diagnostics) {
    auto document = pnpkit::load::parse_toml(text, "session.toml", diagnostics);
    if (!document) return std::nullopt;
    return pnpkit::play::read_log(*document, diagnostics);
}

std::string write(const pnpkit::play::Log& log) {
    return pnpkit::play::log_to_toml(log, "fuzz", pnpkit::play::Modes::left_out);
}

std::size_t card_count(const pnpkit::SessionDeck& deck) {
    return deck.cards.draw_pile().size() + deck.cards.discards().size() + deck.out.size();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    pnpkit::Diagnostics diagnostics;
    auto log = read(pnpkit::fuzz::as_text(data, size), diagnostics);
    if (!log || log->game != pnpkit::play::k_draw_game) return 0;
    auto table = pnpkit::play::replay_draws(*log, diagnostics);
    if (!table) return 0;
    if (diagnostics.has_errors()) violated("a session replayed with errors");

    std::string written = write(*log);
    pnpkit::Diagnostics again;
    auto reread = read(written, again);
    if (!reread || write(*reread) != written)
        violated("a session does not read back as written:\n" + written);
    auto replayed = pnpkit::play::replay_draws(*reread, again);
    if (!replayed || session_text(*replayed) != session_text(*table))
        violated("a session written back replays to another table:\n" + written);

    // Each change is one command, as pnpkit's commands make them, logged as it is made.
    auto command = [&](const std::string& name, const std::function<void()>& change) {
        pnpkit::Session before = *table;
        change();
        pnpkit::play::record_draws(*reread, name, before, *table);
    };
    pnpkit::Rng rng(size);
    if (table->dominoes) {
        auto& dominoes = *table->dominoes;
        std::size_t tiles = dominoes.bag.size() + dominoes.out.size();
        std::vector<pnpkit::Domino> drawn;
        command("draw domino 3", [&] { drawn = pnpkit::draw_dominoes(dominoes, 3, rng); });
        if (!drawn.empty()) {
            std::vector<pnpkit::Domino> first(drawn.begin(), drawn.begin() + 1);
            command("draw return", [&] {
                if (!pnpkit::return_dominoes(dominoes, first).empty())
                    violated("a drawn tile does not go back");
            });
        }
        if (dominoes.bag.size() + dominoes.out.size() != tiles) violated("a draw lost or made tiles");
    }
    for (std::size_t i = 0; i < table->decks.size(); ++i) {
        auto def = shipped_decks().find(table->decks[i].name);
        if (def == shipped_decks().end()) continue;
        pnpkit::Diagnostics checks;
        if (!pnpkit::games::check_session_deck(table->decks[i], def->second, checks)) continue;
        std::size_t cards = card_count(table->decks[i]);
        pnpkit::games::DeckDraw draw;
        command("draw deck", [&] {
            draw = pnpkit::games::draw_cards(table->decks[i], def->second, 3, {}, rng);
        });
        if (!draw.cards.empty()) {
            std::vector<std::string> first(draw.cards.begin(), draw.cards.begin() + 1);
            command("draw discard", [&] {
                if (!pnpkit::games::discard_cards(table->decks[i], def->second, first).empty())
                    violated("a drawn card cannot be discarded");
            });
        }
        if (card_count(table->decks[i]) != cards) violated("a draw lost or made cards");
    }
    pnpkit::Diagnostics logged;
    auto after = pnpkit::play::replay_draws(*reread, logged);
    if (!after || session_text(*after) != session_text(*table))
        violated("the log of the commands replays to another table:\n" + write(*reread) + "\n" +
                 pnpkit::test::messages(logged));
    return 0;
}
