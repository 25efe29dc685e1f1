#pragma once

#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include "core/rng.hpp"

namespace pnpkit {

// A deck as the rules of CoLF DaDA use one: a face-down draw pile and a face-up discard pile.
// When a draw finds the draw pile empty, the discards are shuffled into a new draw pile (refresh).
// The top of the draw pile is the back of the vector.
template <typename Card>
class Deck {
public:
    Deck() = default;
    // A deck whose draw pile is `cards`, last element on top (not shuffled).
    explicit Deck(std::vector<Card> cards, std::vector<Card> discards = {})
        : m_draw(std::move(cards)), m_discards(std::move(discards)) {}

    void shuffle(Rng& rng) { rng.shuffle(std::span<Card>(m_draw)); }

    // Shuffles the discards into a new draw pile beneath what is left of the old one.
    void refresh(Rng& rng) {
        rng.shuffle(std::span<Card>(m_discards));
        m_discards.insert(m_discards.end(), m_draw.begin(), m_draw.end());
        m_draw = std::move(m_discards);
        m_discards.clear();
    }

    // The top card; refreshes first when the draw pile is empty. nullopt when both piles are empty.
    std::optional<Card> draw(Rng& rng) {
        if (m_draw.empty()) refresh(rng);
        std::optional<Card> card;
        if (!m_draw.empty()) {
            card.emplace(std::move(m_draw.back()));
            m_draw.pop_back();
        }
        return card;
    }

    // The card nearest the top for which `pred` holds (a player choosing by the backs);
    // refreshes first when the draw pile is empty. nullopt when no card of the draw pile matches.
    template <typename Pred>
    std::optional<Card> draw_if(Pred pred, Rng& rng) {
        if (m_draw.empty()) refresh(rng);
        auto it = std::find_if(m_draw.rbegin(), m_draw.rend(), pred);
        std::optional<Card> card;
        if (it != m_draw.rend()) {
            card.emplace(std::move(*it));
            m_draw.erase(std::next(it).base());
        }
        return card;
    }

    void discard(Card card) { m_discards.push_back(std::move(card)); }

    const std::vector<Card>& draw_pile() const { return m_draw; }
    const std::vector<Card>& discards() const { return m_discards; }
    std::size_t size() const { return m_draw.size(); }
    bool empty() const { return m_draw.empty() && m_discards.empty(); }

private:
    std::vector<Card> m_draw;
    std::vector<Card> m_discards;
};

}  // namespace pnpkit
