#include "games/colf/solver.hpp"

#include <algorithm>
#include <array>

#include "games/colf/combat.hpp"

namespace pnpkit::colf {

namespace {

struct BlankEnd {
    std::uint8_t tile;
    std::uint8_t end;
};

// The blank ends of one column in the order the solver fills them, with the tiles destroyed and
// open numbers lost after filling the first b of them.
struct BlankPlan {
    FixedVec<BlankEnd, 2 * k_set_size> ends;
    std::array<std::uint8_t, 2 * k_set_size + 1> tiles{};
    std::array<std::uint8_t, 2 * k_set_size + 1> lost{};
};

BlankPlan plan_blanks(const Hero& hero, Side side, bool any_blank) {
    BlankPlan plan;
    if (!any_blank)
        return plan;
    // Order: 0-0 tiles (two blanks, nothing lost), 0-x with x covered, 0-x with x open.
    for (int rank = 0; rank < 3; ++rank) {
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            const Tile& tile = hero.tiles[i];
            if (tile.side != side || tile.blanks() == 0)
                continue;
            int tile_rank = tile.blanks() == 2 ? 0 : (tile.open_numbers() == 0 ? 1 : 2);
            if (tile_rank != rank)
                continue;
            std::size_t first = plan.ends.size();
            for (int end = 0; end < 2; ++end) {
                if (tile.value(end) == 0)
                    plan.ends.push_back(
                        {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(end)});
            }
            for (std::size_t b = first + 1; b <= plan.ends.size(); ++b) {
                plan.tiles[b] = static_cast<std::uint8_t>(plan.tiles[first] + 1);
                plan.lost[b] = static_cast<std::uint8_t>(plan.lost[first] + tile.open_numbers());
            }
        }
    }
    return plan;
}

PlacementScore score(int attack, int defense, int xp, int destroyed, int lost, int open,
                     const RoundOutlook& o) {
    PlacementScore s;
    s.dealt = hero_damage(attack, o.foe_defense, o.unarmed_damage);
    s.taken = foe_damage(o.foe_attack, defense, o.bite);
    s.kills = s.dealt >= o.foe_hp;
    s.net = std::min(s.dealt, o.foe_hp) - s.taken;
    s.alive = open - lost - s.taken > 0;
    s.xp = xp;
    s.destroyed = destroyed;
    s.lost = lost;
    return s;
}

}  // namespace

int PlacementScore::compare(const PlacementScore& o) const {
    if (alive != o.alive)
        return alive ? 1 : -1;
    if (kills != o.kills)
        return kills ? 1 : -1;
    if (net != o.net)
        return net > o.net ? 1 : -1;
    if (xp != o.xp)
        return xp > o.xp ? 1 : -1;
    if (destroyed != o.destroyed)
        return destroyed < o.destroyed ? 1 : -1;
    if (lost != o.lost)
        return lost < o.lost ? 1 : -1;
    return 0;
}

PlacementScore score_placement(const Hero& hero, const Placement& placement,
                               const RoundOutlook& outlook) {
    int destroyed = 0;
    int lost = 0;
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        if (!placement.destroys(hero.tiles[i], i))
            continue;
        ++destroyed;
        lost += hero.tiles[i].open_numbers();
    }
    return score(placement.attack, placement.defense, static_cast<int>(placement.unplaced.size()),
                 destroyed, lost, hero.open_numbers(), outlook);
}

Placement best_placement(const Hero& hero, std::span<const std::uint8_t> dice,
                         const RoundOutlook& outlook) {
    using Counts = std::array<int, k_faces + 1>;
    Counts free_attack{}, free_defense{}, rolled{};
    for (const Tile& tile : hero.tiles) {
        for (int end = 0; end < 2; ++end) {
            if (tile.open_number(end))
                ++(tile.side == Side::attack ? free_attack : free_defense)[tile.value(end)];
        }
    }
    for (std::uint8_t d : dice)
        ++rolled[d];
    Counts placed{}, low{}, high{};
    int numbered = 0, min_attack = 0, max_attack = 0, left_over = 0;
    for (int v = 1; v <= k_faces; ++v) {
        placed[v] = std::min(rolled[v], free_attack[v] + free_defense[v]);
        low[v] = std::max(0, placed[v] - free_defense[v]);
        high[v] = std::min(placed[v], free_attack[v]);
        numbered += placed[v];
        min_attack += low[v];
        max_attack += high[v];
        left_over += rolled[v] - placed[v];
    }
    bool any_blank = left_over > 0 && std::any_of(hero.tiles.begin(), hero.tiles.end(),
                                                  [](const Tile& t) { return t.blanks() > 0; });
    BlankPlan blanks_attack = plan_blanks(hero, Side::attack, any_blank);
    BlankPlan blanks_defense = plan_blanks(hero, Side::defense, any_blank);
    int open = hero.open_numbers();

    PlacementScore best;
    int best_attack = -1, best_ba = 0, best_bd = 0;
    int cap_a = std::min<int>(left_over, static_cast<int>(blanks_attack.ends.size()));
    for (int attack = min_attack; attack <= max_attack; ++attack) {
        for (int ba = 0; ba <= cap_a; ++ba) {
            int cap_d = std::min<int>(left_over - ba, static_cast<int>(blanks_defense.ends.size()));
            for (int bd = 0; bd <= cap_d; ++bd) {
                PlacementScore s =
                    score(attack + ba, numbered - attack + bd, left_over - ba - bd,
                          blanks_attack.tiles[ba] + blanks_defense.tiles[bd],
                          blanks_attack.lost[ba] + blanks_defense.lost[bd], open, outlook);
                if (best_attack < 0 || s.compare(best) > 0) {
                    best = s;
                    best_attack = attack;
                    best_ba = ba;
                    best_bd = bd;
                }
            }
        }
    }

    // Build the chosen placement: per number, the fewest Attack dice it allows, then more in order.
    Placement placement;
    int extra = best_attack - min_attack;
    Dice spare;
    for (int v = 1; v <= k_faces; ++v) {
        int to_attack = low[v] + std::min(extra, high[v] - low[v]);
        extra -= to_attack - low[v];
        int to_defense = placed[v] - to_attack;
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            const Tile& tile = hero.tiles[i];
            for (int end = 0; end < 2; ++end) {
                if (!tile.open_number(end) || tile.value(end) != v)
                    continue;
                int& quota = tile.side == Side::attack ? to_attack : to_defense;
                if (quota == 0)
                    continue;
                --quota;
                placement.die[i][end] = static_cast<std::uint8_t>(v);
                ++(tile.side == Side::attack ? placement.attack : placement.defense);
            }
        }
        for (int k = placed[v]; k < rolled[v]; ++k)
            spare.push_back(static_cast<std::uint8_t>(v));
    }
    std::size_t next = 0;
    auto fill = [&](const BlankPlan& plan, int count, int& result) {
        for (int b = 0; b < count; ++b) {
            const BlankEnd& e = plan.ends[static_cast<std::size_t>(b)];
            placement.die[e.tile][e.end] = spare[next++];
            ++result;
        }
    };
    fill(blanks_attack, best_ba, placement.attack);
    fill(blanks_defense, best_bd, placement.defense);
    for (; next < spare.size(); ++next)
        placement.unplaced.push_back(spare[next]);
    return placement;
}

}  // namespace pnpkit::colf
