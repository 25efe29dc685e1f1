#include "games/colf/worst_case.hpp"

#include <algorithm>

#include "core/domino.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

namespace {

// The most `value` from a subset of the adjectives (other than `skip`) whose levels add up to
// exactly s, for every s below `limit`: best[s] (-1: no such subset), and which cards it took.
struct Knapsack {
    std::vector<int> best;
    std::vector<std::vector<bool>> took;  // took[i][s]: card i raised best[s]

    Knapsack(const std::vector<Card>& cards, int limit, CardValue value, std::size_t skip)
        : best(static_cast<std::size_t>(limit), -1),
          took(cards.size(), std::vector<bool>(static_cast<std::size_t>(limit), false)) {
        best[0] = 0;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            if (i == skip) continue;
            for (int s = limit - 1; s >= cards[i].level; --s) {
                int from = best[static_cast<std::size_t>(s - cards[i].level)];
                if (from >= 0 && from + value(cards[i]) > best[static_cast<std::size_t>(s)]) {
                    best[static_cast<std::size_t>(s)] = from + value(cards[i]);
                    took[i][static_cast<std::size_t>(s)] = true;
                }
            }
        }
    }

    // The cards of best[s], in deck order.
    std::vector<const Card*> cards_of(const std::vector<Card>& cards, int s) const {
        std::vector<const Card*> out;
        for (std::size_t i = cards.size(); i-- > 0 && s > 0;) {
            if (took[i][static_cast<std::size_t>(s)]) {
                out.push_back(&cards[i]);
                s -= cards[i].level;
            }
        }
        std::reverse(out.begin(), out.end());
        return out;
    }
};

// The heaviest deal for one noun: adjectives whose levels stay below the need, then a last card.
WorstMonster worst_deal(const ColfData& data, const Card& noun, CardValue value) {
    WorstMonster best;
    best.noun = &noun;
    best.tiles = value(noun);
    int need = data.settings.master_level - noun.level;
    if (need <= 0) return best;
    const auto& adj = data.adjectives;
    for (std::size_t last = 0; last < adj.size(); ++last) {
        Knapsack before(adj, need, value, last);
        for (int s = std::max(0, need - adj[last].level); s < need; ++s) {
            int got = before.best[static_cast<std::size_t>(s)];
            if (got < 0 || value(noun) + got + value(adj[last]) <= best.tiles) continue;
            best.tiles = value(noun) + got + value(adj[last]);
            best.adjectives = before.cards_of(adj, s);
            best.adjectives.push_back(&adj[last]);
        }
    }
    return best;
}

}  // namespace

const Card* top_noun(const ColfData& data) {
    const Card* top = nullptr;
    for (const Card& c : data.nouns) {
        if (!top || c.level > top->level) top = &c;
    }
    return top;
}

int all_dominoes(const Card& card) {
    return card.dominoes();
}

int attack_dominoes(const Card& card) {
    return card.attack;
}

int defense_dominoes(const Card& card) {
    return card.defense;
}

WorstMonster worst_master(const ColfData& data, CardValue value) {
    WorstMonster worst;
    const Card* top = top_noun(data);
    if (!top) return worst;
    for (const Card& noun : data.nouns) {
        if (noun.level != top->level) continue;
        WorstMonster candidate = worst_deal(data, noun, value);
        if (!worst.noun || candidate.tiles > worst.tiles) worst = candidate;
    }
    return worst;
}

WorstMonster worst_monster(const ColfData& data, CardValue value) {
    WorstMonster worst;
    const auto& adj = data.adjectives;
    int limit = data.settings.master_level;  // levels up to master_level - 1
    Knapsack any(adj, limit, value, adj.size());
    for (const Card& noun : data.nouns) {
        for (int s = 1; s + noun.level < limit; ++s) {
            int got = any.best[static_cast<std::size_t>(s)];
            if (got < 0 || (worst.noun && value(noun) + got <= worst.tiles)) continue;
            worst.noun = &noun;
            worst.tiles = value(noun) + got;
            worst.adjectives = any.cards_of(adj, s);
        }
    }
    return worst;
}

int blank_tiles() {
    int blanks = 0;
    for (Domino d : domino_set(k_faces)) blanks += d.has_blank();
    return blanks;
}

}  // namespace pnpkit::colf
