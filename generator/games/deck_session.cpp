#include "games/deck_session.hpp"

#include <algorithm>
#include <cassert>
#include <ranges>
#include <set>

#include "core/error.hpp"
#include "core/text.hpp"
#include "load/table_reader.hpp"

namespace pnpkit::games {

namespace {

std::vector<std::string> card_ids(const DeckDef& deck) {
    std::vector<std::string> ids;
    for (const DeckCard& card : deck.cards) ids.push_back(card.id);
    return ids;
}

bool contains(const std::vector<std::string>& items, const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
}

// Numbers in numeric order ("2" before "10"), other words alphabetically after them.
bool natural_less(const std::string& a, const std::string& b) {
    auto is_number = [](const std::string& s) {
        return !s.empty() &&
               std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    bool na = is_number(a), nb = is_number(b);
    if (na != nb) return na;
    if (na && a.size() != b.size()) return a.size() < b.size();
    return a < b;
}

}  // namespace

std::pair<SelectedGame, DeckName> locate_deck(std::string_view text, const GameSearch& search) {
    std::size_t colon = text.rfind(':');
    bool alone = colon == std::string_view::npos;
    std::string_view game = alone ? std::string_view() : text.substr(0, colon);
    std::string_view deck = alone ? text : text.substr(colon + 1);
    std::optional<SelectedGame> selected;
    if (load::is_valid_id(deck) && (alone || !game.empty()))
        selected = alone ? enclosing_game(search.cwd) : locate_game(game, search);
    if (!selected) {
        throw UsageError(
            "a deck is named GAME:DECK, such as colf:nouns or ./mygame:cards (in a game's folder, "
            "DECK alone); found '" +
            std::string(text) + "'");
    }
    DeckName name{selected->id, std::string(deck)};
    return {std::move(*selected), std::move(name)};
}

const DeckDef& find_deck(std::span<const DeckDef> decks, const DeckName& name) {
    std::vector<std::string> ids;
    for (const DeckDef& deck : decks) {
        if (deck.id == name.deck) return deck;
        ids.push_back(deck.id);
    }
    if (ids.empty()) throw UsageError("game '" + name.game + "' has no decks to draw from");
    std::vector<std::string> full;
    for (const auto& id : ids) full.push_back(name.game + ":" + id);
    throw UsageError(with_hint("game '" + name.game + "' has no deck '" + name.deck + "'",
                               did_you_mean(name.deck, ids)) +
                     " (its decks: " + join(full, ", ") + ")");
}

const DeckCard* find_card(const DeckDef& deck, std::string_view id) {
    auto it = std::find_if(deck.cards.begin(), deck.cards.end(),
                           [&](const DeckCard& c) { return c.id == id; });
    return it == deck.cards.end() ? nullptr : &*it;
}

bool check_session_deck(const SessionDeck& state, const DeckDef& deck, Diagnostics& diagnostics) {
    std::size_t errors = diagnostics.error_count();
    std::vector<std::string> ids = card_ids(deck);
    std::vector<std::string> present;
    // Piles in the order the session file lists them: top card first.
    // (Iterators, not std::ranges::reverse_view, which clang 14 cannot compile with libstdc++ 12.)
    auto check = [&](auto first, auto last) {
        for (; first != last; ++first) {
            const std::string& id = *first;
            present.push_back(id);
            if (!contains(ids, id)) {
                diagnostics.error(state.where(id), "card '" + id + "' is not in deck " + state.name,
                                  did_you_mean(id, ids));
            }
        }
    };
    check(state.cards.draw_pile().rbegin(), state.cards.draw_pile().rend());
    check(state.cards.discards().rbegin(), state.cards.discards().rend());
    check(state.out.begin(), state.out.end());
    std::vector<std::string> missing;
    for (const std::string& id : ids) {
        if (!contains(present, id)) missing.push_back(id);
    }
    if (!missing.empty()) {
        bool one = missing.size() == 1;
        diagnostics.error(
            state.pos,
            std::string(one ? "card " : "cards ") + quoted_list(missing, "and") + " of " +
                state.name + (one ? " is" : " are") +
                " nowhere on the table (not in its draw pile, its discards or out): the game has " +
                (one ? "it" : "them") + ", the session's shuffle of the deck does not",
            "to start the deck again from all its cards: pnpkit draw reset " + state.name);
    }
    return diagnostics.error_count() == errors;
}

SessionDeck new_session_deck(const DeckName& name, const DeckDef& deck, Rng& rng) {
    SessionDeck state;
    state.name = name.full();
    state.cards = Deck<std::string>(card_ids(deck));
    state.cards.shuffle(rng);
    return state;
}

BackFilter::BackFilter(std::span<const std::string> specs, const DeckDef& deck,
                       const DeckName& name) {
    std::set<std::string> keys;
    for (const DeckCard& card : deck.cards) {
        for (const auto& [key, value] : card.back) keys.insert(key);
    }
    std::vector<std::string> key_list(keys.begin(), keys.end());
    for (const std::string& spec : specs) {
        std::size_t eq = spec.find('=');
        std::string key(trim(std::string_view(spec).substr(0, std::min(eq, spec.size()))));
        std::string value(eq == std::string::npos ? ""
                                                  : trim(std::string_view(spec).substr(eq + 1)));
        if (key.empty() || value.empty()) {
            throw UsageError("--back wants KEY=VALUE, such as level=3; found '" + spec + "'");
        }
        for (const auto& [seen, _] : m_wanted) {
            if (seen == key)
                throw UsageError("--back names '" + key + "' twice; a card shows one " + key);
        }
        if (key_list.empty()) {
            throw UsageError("the cards of " + name.full() +
                             " show nothing on their backs to choose by");
        }
        if (!keys.contains(key)) {
            throw UsageError(
                with_hint("no card of " + name.full() + " shows '" + key + "' on its back",
                          did_you_mean(key, key_list)) +
                " (backs show " + quoted_list(key_list, "and") + ")");
        }
        std::vector<std::string> values;
        for (const DeckCard& card : deck.cards) {
            auto it = card.back.find(key);
            if (it != card.back.end() && !contains(values, it->second))
                values.push_back(it->second);
        }
        std::sort(values.begin(), values.end(), natural_less);
        if (!contains(values, value)) {
            throw UsageError("no card of " + name.full() + " shows " + key + "=" + value +
                             " on its back (" + key + " is " + join(values, ", ") + ")");
        }
        m_wanted.emplace_back(std::move(key), std::move(value));
    }
}

bool BackFilter::matches(const DeckCard& card) const {
    return std::all_of(m_wanted.begin(), m_wanted.end(), [&](const auto& wanted) {
        auto it = card.back.find(wanted.first);
        return it != card.back.end() && it->second == wanted.second;
    });
}

std::string BackFilter::to_string() const {
    std::vector<std::string> parts;
    for (const auto& [key, value] : m_wanted) parts.push_back(key + "=" + value);
    return join(parts, ", ");
}

DeckDraw draw_cards(SessionDeck& state, const DeckDef& deck, std::size_t count,
                    const BackFilter& filter, Rng& rng) {
    DeckDraw result;
    auto matches = [&](const std::string& id) {
        const DeckCard* card = find_card(deck, id);
        assert(card);  // check_session_deck ran first
        return card && filter.matches(*card);
    };
    while (result.cards.size() < count) {
        if (state.cards.draw_pile().empty()) {
            if (state.cards.discards().empty()) break;
            result.refreshes.push_back({result.cards.size(), state.cards.discards().size()});
            state.cards.refresh(rng);
        }
        auto card = state.cards.draw_if(matches, rng);
        if (!card) break;
        state.out.push_back(*card);
        result.cards.push_back(std::move(*card));
    }
    return result;
}

std::vector<std::string> discard_cards(SessionDeck& state, const DeckDef& deck,
                                       std::span<const std::string> ids) {
    std::vector<std::string> problems;
    std::vector<std::string> known = card_ids(deck);
    std::vector<std::string> named;
    for (const std::string& id : ids) {
        if (!contains(known, id)) {
            std::string hint = did_you_mean(id, known);
            problems.push_back("card '" + id + "' is not in deck " + state.name +
                               (hint.empty() ? "" : " (" + hint + ")"));
        } else if (contains(named, id)) {
            problems.push_back("card '" + id + "' is named twice");
        } else if (contains(state.cards.draw_pile(), id)) {
            problems.push_back("card '" + id + "' is in the draw pile, not out");
        } else if (contains(state.cards.discards(), id)) {
            problems.push_back("card '" + id + "' is discarded already");
        }
        named.push_back(id);
    }
    if (!problems.empty()) return problems;
    for (const std::string& id : ids) {
        auto it = std::find(state.out.begin(), state.out.end(), id);
        assert(it != state.out.end());  // check_session_deck ran first: every card is somewhere
        state.out.erase(it);
        state.cards.discard(id);
    }
    return problems;
}

}  // namespace pnpkit::games
