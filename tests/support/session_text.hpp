#pragma once

#include <string>

#include "core/session.hpp"

namespace pnpkit::test {

// A table as text, for comparing two: the set, the bag (sorted), the tiles out and held, and each
// deck's draw pile and discards (top last) and cards out.
inline std::string session_text(const Session& session) {
    std::string out;
    if (session.dominoes) {
        const SessionDominoes& d = *session.dominoes;
        out += "set " + std::to_string(d.bag.max_pips()) + "\nbag";
        for (Domino tile : d.bag.tiles()) out += " " + tile.to_string();
        out += "\nout";
        for (Domino tile : d.out) out += " " + tile.to_string();
        out += "\n";
        for (const auto& [holder, tiles] : d.held) {
            out += "held " + holder;
            for (Domino tile : tiles) out += " " + tile.to_string();
            out += "\n";
        }
    }
    for (const SessionDeck& deck : session.decks) {
        out += "deck " + deck.name + "\n  pile";
        for (const auto& id : deck.cards.draw_pile()) out += " " + id;
        out += "\n  discards";
        for (const auto& id : deck.cards.discards()) out += " " + id;
        out += "\n  out";
        for (const auto& id : deck.out) out += " " + id;
        out += "\n";
    }
    return out;
}

}  // namespace pnpkit::test
