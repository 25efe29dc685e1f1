#include "games/colf/build.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <numeric>

#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

constexpr int k_levels = 100;  // card levels are 1..99 (load.cpp)
using LevelCounts = std::array<int, k_levels>;

LevelCounts count_levels(const CardDeck& deck, const std::vector<Card>& cards) {
    LevelCounts counts{};
    for (CardRef ref : deck.draw_pile())
        ++counts[static_cast<std::size_t>(cards[ref].level)];
    return counts;
}

// Fills `out` with exactly `k` adjective levels (non-increasing, each at most `cap`) summing to
// `need` within `counts`; false when there is no such choice.
bool pick_levels(LevelCounts& counts, int need, int k, int cap, std::vector<int>& out) {
    if (k == 0)
        return need == 0;
    for (int level = std::min(need, cap); level >= 1; --level) {
        if (counts[static_cast<std::size_t>(level)] == 0)
            continue;
        if (level * k < need)
            break;  // even k cards of this level cannot reach the need
        --counts[static_cast<std::size_t>(level)];
        out.push_back(level);
        bool found = pick_levels(counts, need - level, k - 1, level, out);
        ++counts[static_cast<std::size_t>(level)];
        if (found)
            return true;
        out.pop_back();
    }
    return false;
}

}  // namespace

int LevelSplit::level() const {
    return std::accumulate(adjectives.begin(), adjectives.end(), noun);
}

CardDeck make_deck(const ColfData& data, DeckKind kind, Rng& rng) {
    std::vector<CardRef> refs(data.deck(kind).size());
    std::iota(refs.begin(), refs.end(), CardRef{0});
    CardDeck deck(std::move(refs));
    deck.shuffle(rng);
    return deck;
}

void ready(CardDeck& deck, Rng& rng) {
    if (deck.size() == 0)
        deck.refresh(rng);
}

bool split_available(const CardDeck& nouns, const CardDeck& adjectives, const ColfData& data,
                     const LevelSplit& split) {
    if (split.adjectives.empty() || split.noun < 1 || split.noun >= k_levels)
        return false;
    LevelCounts noun_counts = count_levels(nouns, data.nouns);
    if (noun_counts[static_cast<std::size_t>(split.noun)] == 0)
        return false;
    LevelCounts counts = count_levels(adjectives, data.adjectives);
    for (int level : split.adjectives) {
        if (level < 1 || level >= k_levels || counts[static_cast<std::size_t>(level)]-- == 0)
            return false;
    }
    return true;
}

std::optional<LevelSplit> choose_split(const CardDeck& nouns, const CardDeck& adjectives,
                                       const ColfData& data, int level) {
    LevelCounts noun_counts = count_levels(nouns, data.nouns);
    LevelCounts counts = count_levels(adjectives, data.adjectives);
    int available = static_cast<int>(adjectives.size());
    for (int noun = std::min(level - 1, k_levels - 1); noun >= 1; --noun) {
        if (noun_counts[static_cast<std::size_t>(noun)] == 0)
            continue;
        int need = level - noun;
        for (int k = 1; k <= std::min(need, available); ++k) {
            LevelSplit split{noun, {}};
            if (pick_levels(counts, need, k, need, split.adjectives))
                return split;
        }
    }
    return std::nullopt;
}

FoeCards take_cards(CardDeck& nouns, CardDeck& adjectives, const ColfData& data,
                    const LevelSplit& split, Rng& rng) {
    assert(split_available(nouns, adjectives, data, split));
    FoeCards cards;
    auto noun = nouns.draw_if([&](CardRef r) { return data.nouns[r].level == split.noun; }, rng);
    assert(noun);
    cards.noun = *noun;
    cards.level = split.noun;
    for (int level : split.adjectives) {
        auto adjective =
            adjectives.draw_if([&](CardRef r) { return data.adjectives[r].level == level; }, rng);
        assert(adjective);
        cards.adjectives.push_back(*adjective);
        cards.level += level;
    }
    return cards;
}

FoeCards deal_master(CardDeck& nouns, CardDeck& adjectives, const ColfData& data, int target,
                     Rng& rng) {
    assert(!data.nouns.empty());
    int top = 0;
    for (const Card& card : data.nouns)
        top = std::max(top, card.level);
    auto is_top = [&](CardRef r) { return data.nouns[r].level == top; };
    FoeCards cards;
    std::optional<CardRef> noun = nouns.draw_if(is_top, rng);
    if (!noun) {
        nouns.refresh(rng);  // the discards go beneath the draw pile, so this finds one of them
        noun = nouns.draw_if(is_top, rng);
    }
    assert(noun);
    cards.noun = *noun;
    cards.level = top;
    while (cards.level < target && cards.adjectives.size() < k_max_cards) {
        auto adjective = adjectives.draw(rng);
        if (!adjective)
            break;  // every adjective is already dealt: validation rules this out
        cards.adjectives.push_back(*adjective);
        cards.level += data.adjectives[*adjective].level;
    }
    return cards;
}

Foe foe_of_cards(const ColfData& data, const FoeCards& cards, bool master) {
    Foe foe;
    foe.master = master;
    foe.noun = cards.noun;
    foe.adjectives = cards.adjectives;
    foe.level = cards.level;
    auto add = [&](const Card& card) {
        foe.attack_tiles += card.attack;
        foe.defense_tiles += card.defense;
        foe.bite += card.bite;
        foe.hp += card.hp;
    };
    add(data.nouns[cards.noun]);
    for (CardRef r : cards.adjectives)
        add(data.adjectives[r]);
    return foe;
}

Foe prepare_foe(const ColfData& data, const FoeCards& cards, bool master, TilePool& pool,
                Rng& rng) {
    Foe foe = foe_of_cards(data, cards, master);
    for (Side side : {Side::attack, Side::defense}) {
        Drawn drawn;
        draw_tiles(pool, side == Side::attack ? foe.attack_tiles : foe.defense_tiles, rng, drawn);
        for (Domino d : drawn)
            foe.tiles.push_back(Tile{d, side, 0});
    }
    return foe;
}

void release_foe(const Foe& foe, CardDeck& nouns, CardDeck& adjectives, TilePool& pool) {
    for (const Tile& tile : foe.tiles)
        pool.put_back(tile.domino);
    nouns.discard(foe.noun);
    for (CardRef r : foe.adjectives)
        adjectives.discard(r);
}

}  // namespace pnpkit::colf
