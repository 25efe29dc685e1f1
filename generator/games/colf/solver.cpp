#include "games/colf/solver.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "games/colf/combat.hpp"

namespace pnpkit::colf {

namespace {

constexpr double k_tolerance = 1e-9;  // probabilities and values closer than this are equal

struct BlankEnd {
    std::uint8_t tile;
    std::uint8_t end;
};

// The blank ends of one column in the order lines fill them, with what filling the first b of them
// destroys: tiles, their cost (numbers plus one each) and the open numbers on them.
struct BlankPlan {
    FixedVec<BlankEnd, 2 * k_set_size>
        ends;  // at most two ends a tile, and at most k_set_size tiles
    std::array<std::uint8_t, 2 * k_set_size + 1> tiles{};
    std::array<std::uint8_t, 2 * k_set_size + 1> cost{};
    std::array<std::uint8_t, 2 * k_set_size + 1> lost{};
};

BlankPlan plan_blanks(const Hero& hero, Side side) {
    BlankPlan plan;
    // Order: 0-0 tiles (two blanks, nothing lost), 0-x with x covered, 0-x with x open.
    for (int rank = 0; rank < 3; ++rank) {
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            const Tile& tile = hero.tiles[i];
            if (tile.side != side || tile.blanks() == 0) continue;
            int tile_rank = tile.blanks() == 2 ? 0 : (tile.open_numbers() == 0 ? 1 : 2);
            if (tile_rank != rank) continue;
            std::size_t first = plan.ends.size();
            for (int end = 0; end < 2; ++end) {
                if (tile.value(end) == 0)
                    plan.ends.push_back(
                        {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(end)});
            }
            for (std::size_t b = first + 1; b <= plan.ends.size(); ++b) {
                plan.tiles[b] = static_cast<std::uint8_t>(plan.tiles[first] + 1);
                plan.cost[b] = static_cast<std::uint8_t>(plan.cost[first] + 3 - tile.blanks());
                plan.lost[b] = static_cast<std::uint8_t>(plan.lost[first] + tile.open_numbers());
            }
        }
    }
    return plan;
}

using Counts = std::array<int, k_faces + 1>;

// How the dice can split: per value, the dice that go on numbers and the fewest and most of them
// that can go to Attack.
struct Split {
    Counts rolled{}, placed{}, low{}, high{};
    int numbered = 0;
    int min_attack = 0;
    int max_attack = 0;
    int left_over = 0;
};

Split split_dice(const Hero& hero, std::span<const std::uint8_t> dice) {
    Counts free_attack{}, free_defense{};
    for (const Tile& tile : hero.tiles) {
        for (int end = 0; end < 2; ++end) {
            if (tile.open_number(end))
                ++(tile.side == Side::attack ? free_attack : free_defense)[tile.value(end)];
        }
    }
    Split s;
    for (std::uint8_t d : dice) ++s.rolled[d];
    for (int v = 1; v <= k_faces; ++v) {
        s.placed[v] = std::min(s.rolled[v], free_attack[v] + free_defense[v]);
        s.low[v] = std::max(0, s.placed[v] - free_defense[v]);
        s.high[v] = std::min(s.placed[v], free_attack[v]);
        s.numbered += s.placed[v];
        s.min_attack += s.low[v];
        s.max_attack += s.high[v];
        s.left_over += s.rolled[v] - s.placed[v];
    }
    return s;
}

// Figures are compared on a grid of k_tolerance, so that lines equal up to rounding tie and the
// order is a strict weak one.
int compare_figures(double a, double b) {
    long long ka = std::llround(a / k_tolerance);
    long long kb = std::llround(b / k_tolerance);
    return ka > kb ? 1 : (ka < kb ? -1 : 0);
}

}  // namespace

double Line::hit_weight() const {
    // With no open number left the hero dies whatever it does: its hits weigh as with one left,
    // so that destroying its last open number never looks like a way to lighten them.
    const int left = std::max(open, 1);
    return numbers > left ? static_cast<double>(numbers) / left : 1.0;
}

OutcomeResult meet(const Line& line, int foe_attack, int foe_defense, const RoundStakes& stakes) {
    OutcomeResult r;
    int xp = stakes.xp + line.left_over;
    int taken = std::max(0, foe_attack - line.defense) + stakes.bite;
    // Survive: each Defense point lowers the damage while the monster's Attack is above it; the
    // Bite always lands, so a Bite of `open` or more kills whatever the boost.
    if (stakes.bite < line.open) {
        int needed = std::max(0, taken - line.open + 1);
        if (needed <= xp) {
            r.alive = true;
            r.boost_defense = needed;
        }
    }
    if (r.alive && !line.fleeing) {
        int dealt = hero_damage(line.attack, foe_defense, stakes.unarmed_damage);
        int needed = dealt >= stakes.foe_hp
                         ? 0
                         : stakes.foe_hp - stakes.unarmed_damage + foe_defense - line.attack;
        if (needed <= xp - r.boost_defense) {
            r.kills = true;
            r.boost_attack = needed;
        }
    }
    // A hurt hero's hits weigh more than an XP each: the XP left buys every Defense point that
    // still lowers the damage.
    const double weight = line.hit_weight();
    if (weight > 1) {
        int left = xp - r.boost_attack - r.boost_defense;
        int useful = std::max(0, foe_attack - line.defense - r.boost_defense);
        r.boost_defense += std::min(left, useful);
    }
    r.dealt = line.fleeing
                  ? 0
                  : hero_damage(line.attack + r.boost_attack, foe_defense, stakes.unarmed_damage);
    r.taken = foe_damage(foe_attack, line.defense + r.boost_defense, stakes.bite);
    r.value = std::min(r.dealt, stakes.foe_hp) - weight * r.taken +
              (xp - r.boost_attack - r.boost_defense) - line.cost;
    return r;
}

int LineOdds::compare(const LineOdds& other) const {
    if (int c = compare_figures(survive, other.survive)) return c;
    if (int c = compare_figures(kill, other.kill)) return c;
    return compare_figures(value, other.value);
}

LineOdds judge(const Line& line, const FoeOdds& odds, const RoundStakes& stakes) {
    LineOdds out;
    out.line = line;
    for (const FoeOutcome& o : odds.outcomes()) {
        OutcomeResult r = meet(line, o.attack, o.defense, stakes);
        out.survive += r.alive ? o.p : 0;
        out.kill += r.alive && r.kills ? o.p : 0;
        out.dealt += o.p * r.dealt;
        out.taken += o.p * r.taken;
        out.value += o.p * r.value;
    }
    return out;
}

std::vector<Line> candidate_lines(const Hero& hero, std::span<const std::uint8_t> dice,
                                  Blanks blanks) {
    Split s = split_dice(hero, dice);
    BlankPlan plan_attack;
    BlankPlan plan_defense;
    if (blanks == Blanks::include && s.left_over > 0) {
        plan_attack = plan_blanks(hero, Side::attack);
        plan_defense = plan_blanks(hero, Side::defense);
    }
    int open = hero.open_numbers();
    int numbers = hero.numbers();
    std::vector<Line> lines;
    int cap_attack = std::min<int>(s.left_over, static_cast<int>(plan_attack.ends.size()));
    for (int attack = s.min_attack; attack <= s.max_attack; ++attack) {
        for (int ba = 0; ba <= cap_attack; ++ba) {
            int cap_defense =
                std::min<int>(s.left_over - ba, static_cast<int>(plan_defense.ends.size()));
            for (int bd = 0; bd <= cap_defense; ++bd) {
                auto a = static_cast<std::size_t>(ba);
                auto d = static_cast<std::size_t>(bd);
                Line line;
                line.numbered_attack = attack;
                line.blank_attack = ba;
                line.blank_defense = bd;
                line.attack = attack + ba;
                line.defense = s.numbered - attack + bd;
                line.left_over = s.left_over - ba - bd;
                line.destroyed = plan_attack.tiles[a] + plan_defense.tiles[d];
                line.cost = plan_attack.cost[a] + plan_defense.cost[d];
                line.open = open - plan_attack.lost[a] - plan_defense.lost[d];
                line.numbers = numbers;
                lines.push_back(line);
            }
        }
    }
    return lines;
}

Line line_of(const Hero& hero, const Placement& placement) {
    Line line;
    line.attack = placement.attack;
    line.defense = placement.defense;
    line.left_over = static_cast<int>(placement.unplaced.size());
    line.open = open_for_hits(hero, placement);
    line.numbers = hero.numbers();
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        const Tile& tile = hero.tiles[i];
        for (int end = 0; end < 2; ++end) {
            if (placement.die[i][end] == 0) continue;
            bool blank = tile.value(end) == 0;
            if (tile.side == Side::attack)
                ++(blank ? line.blank_attack : line.numbered_attack);
            else if (blank)
                ++line.blank_defense;
        }
        if (placement.destroys(tile, i)) {
            ++line.destroyed;
            line.cost += 3 - tile.blanks();
        }
    }
    return line;
}

Line flee_line(const Hero& hero) {
    Line line;
    line.open = hero.open_numbers();
    line.numbers = hero.numbers();
    line.fleeing = true;
    return line;
}

Placement place_line(const Hero& hero, std::span<const std::uint8_t> dice, const Line& line) {
    Split s = split_dice(hero, dice);
    Placement placement;
    // Per number, the fewest Attack dice it allows, then more in order of the numbers.
    int extra = line.numbered_attack - s.min_attack;
    Dice spare;
    for (int v = 1; v <= k_faces; ++v) {
        int to_attack = s.low[v] + std::min(extra, s.high[v] - s.low[v]);
        extra -= to_attack - s.low[v];
        int to_defense = s.placed[v] - to_attack;
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            const Tile& tile = hero.tiles[i];
            for (int end = 0; end < 2; ++end) {
                if (!tile.open_number(end) || tile.value(end) != v) continue;
                int& quota = tile.side == Side::attack ? to_attack : to_defense;
                if (quota == 0) continue;
                --quota;
                placement.die[i][end] = static_cast<std::uint8_t>(v);
                ++(tile.side == Side::attack ? placement.attack : placement.defense);
            }
        }
        for (int k = s.placed[v]; k < s.rolled[v]; ++k)
            spare.push_back(static_cast<std::uint8_t>(v));
    }
    std::size_t next = 0;
    auto fill = [&](Side side, int count, int& result) {
        if (count == 0) return;
        BlankPlan plan = plan_blanks(hero, side);
        for (int b = 0; b < count; ++b) {
            const BlankEnd& e = plan.ends[static_cast<std::size_t>(b)];
            placement.die[e.tile][e.end] = spare[next++];
            ++result;
        }
    };
    fill(Side::attack, line.blank_attack, placement.attack);
    fill(Side::defense, line.blank_defense, placement.defense);
    for (; next < spare.size(); ++next) placement.unplaced.push_back(spare[next]);
    return placement;
}

std::vector<LineOdds> rank_lines(const Hero& hero, std::span<const std::uint8_t> dice,
                                 const FoeOdds& odds, const RoundStakes& stakes, Blanks blanks) {
    std::vector<LineOdds> ranked;
    for (const Line& line : candidate_lines(hero, dice, blanks))
        ranked.push_back(judge(line, odds, stakes));
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const LineOdds& a, const LineOdds& b) { return a.compare(b) > 0; });
    return ranked;
}

Line best_line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
               const RoundStakes& stakes) {
    std::vector<Line> lines = candidate_lines(hero, dice, Blanks::skip);
    if (lines.size() == 1) return lines.front();
    FoeOdds odds = foe_odds(foe);
    const Line* best = nullptr;
    LineOdds best_odds;
    for (const Line& line : lines) {
        LineOdds judged = judge(line, odds, stakes);
        if (!best || judged.compare(best_odds) > 0) {
            best = &line;
            best_odds = judged;
        }
    }
    return *best;
}

Placement best_placement(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
                         const RoundStakes& stakes) {
    return place_line(hero, dice, best_line(hero, dice, foe, stakes));
}

}  // namespace pnpkit::colf
