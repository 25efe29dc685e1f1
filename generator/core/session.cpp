#include "core/session.hpp"

#include <algorithm>
#include <cassert>
#include <set>

#include "core/text.hpp"

namespace pnpkit {

SourcePos SessionDeck::where(const std::string& card) const {
    auto it = card_pos.find(card);
    return it == card_pos.end() ? pos : it->second;
}

SessionDeck* Session::find_deck(std::string_view name) {
    auto it = std::find_if(decks.begin(), decks.end(),
                           [&](const SessionDeck& d) { return d.name == name; });
    return it == decks.end() ? nullptr : &*it;
}

const SessionDeck* Session::find_deck(std::string_view name) const {
    return const_cast<Session*>(this)->find_deck(name);
}

SessionDeck& Session::add_deck(SessionDeck deck) {
    assert(!find_deck(deck.name));
    auto it = std::lower_bound(
        decks.begin(), decks.end(), deck.name,
        [](const SessionDeck& d, const std::string& name) { return d.name < name; });
    return *decks.insert(it, std::move(deck));
}

bool Session::remove_deck(std::string_view name) {
    auto it = std::find_if(decks.begin(), decks.end(),
                           [&](const SessionDeck& d) { return d.name == name; });
    if (it == decks.end()) return false;
    decks.erase(it);
    return true;
}

// --- dominoes --------------------------------------------------------------------------------

SessionDominoes& session_dominoes(Session& session, int max_pips) {
    if (!session.dominoes) session.dominoes = SessionDominoes{DominoBag(max_pips), {}, {}};
    return *session.dominoes;
}

std::vector<Domino> draw_dominoes(SessionDominoes& dominoes, std::size_t count, Rng& rng) {
    std::vector<Domino> drawn;
    while (drawn.size() < count) {
        auto tile = dominoes.bag.draw(rng);
        if (!tile) break;
        drawn.push_back(*tile);
        dominoes.out.push_back(*tile);
    }
    return drawn;
}

std::vector<std::string> return_dominoes(SessionDominoes& dominoes, std::span<const Domino> tiles) {
    std::vector<std::string> problems;
    std::set<Domino> named;
    int max_pips = dominoes.bag.max_pips();
    for (Domino tile : tiles) {
        std::string name = tile.to_string();
        if (tile.high > max_pips) {
            problems.push_back("tile " + name + " is not of a " + domino_set_name(max_pips) +
                               " set");
        } else if (!named.insert(tile).second) {
            problems.push_back("tile " + name + " is named twice");
        } else if (dominoes.bag.contains(tile)) {
            problems.push_back("tile " + name + " is in the bag, not out");
        }
    }
    if (!problems.empty()) return problems;
    for (Domino tile : tiles) {
        dominoes.out.erase(std::find(dominoes.out.begin(), dominoes.out.end(), tile));
        dominoes.bag.put_back(tile);
        for (auto& [holder, held] : dominoes.held)
            held.erase(std::remove(held.begin(), held.end(), tile), held.end());
    }
    std::erase_if(dominoes.held, [](const auto& entry) { return entry.second.empty(); });
    return problems;
}

}  // namespace pnpkit
