#include "games/colf/policy.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <functional>
#include <optional>

#include "games/colf/combat.hpp"
#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

constexpr std::array<Policy, 4> k_policies = {{
    {.name = "steady",
     .summary =
         "fights monsters of its own level, rests once 40% of its numbers are hit, flees only a "
         "fight it expects to lose, levels up to 5, then banks XP and faces the master with 12 "
         "XP in hand (or when 2 turns are left)",
     .attack_percent = 50,
     .rest_percent = 40,
     .level_offset = 0,
     .master_at_level = 5,
     .master_xp = 12,
     .level_cap = 5,
     .master_turns_left = 2,
     .flee_margin = -2,
     .reroll_rest = false,
     .boost_reserve = 6},
    {.name = "cautious",
     .summary =
         "fights one level below its own, rests at 25% hit, flees as soon as a fight looks "
         "costly, re-rolls Rest dice with XP, levels up to 6 and waits for 14 XP in hand (or the "
         "last 2 turns) before facing the master",
     .attack_percent = 50,
     .rest_percent = 25,
     .level_offset = -1,
     .master_at_level = 6,
     .master_xp = 14,
     .level_cap = 6,
     .master_turns_left = 2,
     .flee_margin = 2,
     .reroll_rest = true,
     .boost_reserve = 3},
    {.name = "bold",
     .summary =
         "fights a level above its own, rests only at 60% hit, never flees, levels up to 5 and "
         "rushes the master as soon as it holds 8 XP",
     .attack_percent = 60,
     .rest_percent = 60,
     .level_offset = 1,
     .master_at_level = 5,
     .master_xp = 8,
     .level_cap = 5,
     .master_turns_left = 0,
     .flee_margin = -100,
     .reroll_rest = false,
     .boost_reserve = 20},
    // The coach's roll-outs follow this one (guided_advisor): on the shipped decks a win is
    // likeliest for a hero that never flees and never challenges the Master before the last turn.
    {.name = "patient",
     .summary = "fights monsters one level below its own, never flees, rests once 40% of its "
                "numbers are hit, levels up to 5 and faces the master only on its last turn (the "
                "play the coach's roll-outs follow)",
     .attack_percent = 50,
     .rest_percent = 40,
     .level_offset = -1,
     .master_at_level = 1000,
     .master_xp = 1000,
     .level_cap = 5,
     .master_turns_left = 0,
     .flee_margin = -100,
     .reroll_rest = false,
     .boost_reserve = 6},
}};

// E[min(k, cap)] and E[min(max(k - skip, 0), cap2)] for k ~ Binomial(n, 1/6).
struct Expectation {
    double first = 0;
    double second = 0;
};

// P(k of n dice show a given face), for n up to k_max_dice, computed once.
const std::array<std::array<double, k_max_dice + 1>, k_max_dice + 1>& binomial_table() {
    static const auto table = [] {
        std::array<std::array<double, k_max_dice + 1>, k_max_dice + 1> t{};
        const double p = 1.0 / k_faces;
        for (std::size_t n = 0; n <= k_max_dice; ++n) {
            double pmf = std::pow(1 - p, static_cast<double>(n));
            for (std::size_t k = 0; k <= n; ++k) {
                t[n][k] = pmf;
                pmf *= static_cast<double>(n - k) / static_cast<double>(k + 1) * p / (1 - p);
            }
        }
        return t;
    }();
    return table;
}

Expectation expect(int n, int cap, int skip, int cap2) {
    Expectation e;
    if (cap == 0 && cap2 == 0)
        return e;
    const auto& pmf =
        binomial_table()[static_cast<std::size_t>(std::clamp(n, 0, static_cast<int>(k_max_dice)))];
    for (int k = 1; k <= n; ++k) {
        e.first += pmf[static_cast<std::size_t>(k)] * std::min(k, cap);
        e.second += pmf[static_cast<std::size_t>(k)] * std::min(std::max(k - skip, 0), cap2);
    }
    return e;
}

struct ColumnNumbers {
    std::array<int, k_faces + 1> attack{};
    std::array<int, k_faces + 1> defense{};
    int blanks_attack = 0;
    int blanks_defense = 0;
};

ColumnNumbers column_numbers(const Tiles& tiles) {
    ColumnNumbers c;
    for (const Tile& tile : tiles) {
        for (int end = 0; end < 2; ++end) {
            if (tile.open_number(end))
                ++(tile.side == Side::attack ? c.attack : c.defense)[tile.value(end)];
        }
        (tile.side == Side::attack ? c.blanks_attack : c.blanks_defense) += tile.blanks();
    }
    return c;
}

// The hero's likely Attack and Defense (numbers only) for a roll of its dice.
FoeEstimate estimate_hero(const Hero& hero) {
    ColumnNumbers c = column_numbers(hero.tiles);
    double attack = 0, defense = 0;
    for (int v = 1; v <= k_faces; ++v) {
        Expectation e = expect(hero.dice(), c.attack[v], c.attack[v], c.defense[v]);
        attack += e.first;
        defense += e.second;
    }
    return {static_cast<int>(std::lround(attack)), static_cast<int>(std::lround(defense))};
}

int covered_percent(const Hero& hero) {
    int numbers = hero.numbers();
    return numbers == 0 ? 100 : 100 * hero.hits() / numbers;
}

}  // namespace

std::span<const Policy> all_policies() {
    return k_policies;
}

const Policy* find_policy(std::string_view name) {
    for (const Policy& p : k_policies) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

FoeEstimate estimate_foe(const Foe& foe) {
    ColumnNumbers c = column_numbers(foe.tiles);
    double attack = 0, defense = 0;
    for (int v = 1; v <= k_faces; ++v) {
        Expectation e = expect(foe.dice(), c.attack[v], c.attack[v], c.defense[v]);
        attack += e.first;
        defense += e.second;
    }
    double left = std::max(0.0, foe.dice() - attack - defense);
    double on_attack_blanks = std::min(left, static_cast<double>(c.blanks_attack));
    attack += on_attack_blanks;
    defense += std::min(left - on_attack_blanks, static_cast<double>(c.blanks_defense));
    return {static_cast<int>(std::lround(attack)), static_cast<int>(std::lround(defense))};
}

namespace {

// The open numbers the policy wants in Attack: its share of them, reached by filling Attack with
// the dominoes that have the most open numbers first (so it may pass the share by one).
int attack_share(const Hero& hero, const Policy& policy) {
    FixedVec<int, k_set_size> opens;
    for (const Tile& tile : hero.tiles) {
        if (tile.open_numbers() > 0) opens.push_back(tile.open_numbers());
    }
    std::sort(opens.begin(), opens.end(), std::greater<>());
    const int target = (hero.open_numbers() * policy.attack_percent + 50) / 100;
    int attack = 0;
    for (int open : opens) {
        if (attack < target) attack += open;
    }
    return attack;
}

}  // namespace

void arrange(Hero& hero, const Policy& policy, std::optional<std::size_t> drawn) {
    // Over the tiles with an open number: fewest[k][a] is the fewest moves that give the first k
    // of them `a` open numbers in Attack (k_unreachable: none do).
    constexpr std::uint8_t k_unreachable = 0xff;
    constexpr std::size_t k_sums = 2 * k_set_size + 1;
    FixedVec<std::size_t, k_set_size> open_tiles;
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        Tile& tile = hero.tiles[i];
        if (tile.open_numbers() > 0)
            open_tiles.push_back(i);
        else if (drawn && *drawn == i)
            tile.side = tile.blanks() > 0 ? Side::attack : Side::defense;  // nothing to weigh
    }
    std::array<std::array<std::uint8_t, k_sums>, k_set_size + 1> fewest{};
    for (auto& row : fewest) row.fill(k_unreachable);
    fewest[0][0] = 0;
    for (std::size_t k = 0; k < open_tiles.size(); ++k) {
        const std::size_t i = open_tiles[k];
        const Tile& tile = hero.tiles[i];
        const auto open = static_cast<std::size_t>(tile.open_numbers());
        const bool free = drawn && *drawn == i;
        const int to_attack = free || tile.side == Side::attack ? 0 : 1;
        const int to_defense = free || tile.side == Side::defense ? 0 : 1;
        for (std::size_t a = 0; a < k_sums; ++a) {
            if (fewest[k][a] == k_unreachable) continue;
            auto relax = [&](std::size_t sum, int moves) {
                auto total = static_cast<std::uint8_t>(fewest[k][a] + moves);
                fewest[k + 1][sum] = std::min(fewest[k + 1][sum], total);
            };
            relax(a, to_defense);
            relax(a + open, to_attack);
        }
    }
    // The policy's share is always reachable (filling biggest first reaches it): take the
    // fewest moves that give exactly that.
    auto best = static_cast<std::size_t>(attack_share(hero, policy));
    assert(best < k_sums && fewest[open_tiles.size()][best] != k_unreachable);
    // Back through the table: each tile goes where a path of that many moves came from.
    for (std::size_t k = open_tiles.size(); k-- > 0;) {
        Tile& tile = hero.tiles[open_tiles[k]];
        const auto open = static_cast<std::size_t>(tile.open_numbers());
        const bool free = drawn && *drawn == open_tiles[k];
        const int to_attack = free || tile.side == Side::attack ? 0 : 1;
        const int here = fewest[k + 1][best];
        if (best >= open && fewest[k][best - open] != k_unreachable &&
            fewest[k][best - open] + to_attack == here) {
            tile.side = Side::attack;
            best -= open;
        } else {
            tile.side = Side::defense;
        }
    }
}

TurnChoice choose_turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                       const CardDeck& adjectives, const ColfData& data, const Policy& policy) {
    int master = data.settings.master_level;
    bool hurt = covered_percent(hero) >= policy.rest_percent;
    bool ready = (hero.level >= policy.master_at_level && hero.xp >= policy.master_xp) ||
                 tokens_left <= policy.master_turns_left;
    if (ready && (!hurt || tokens_left <= policy.master_turns_left))
        return {Action::master, master};
    if (hurt)
        return {Action::rest, 0};
    int wanted = std::clamp(hero.level + policy.level_offset, 2, master - 1);
    // The nearest level the draw piles can build, lower first on a tie.
    for (int distance = 0; distance < master; ++distance) {
        for (int level : {wanted - distance, wanted + distance}) {
            if (level < 2 || level >= master)
                continue;
            if (choose_split(nouns, adjectives, data, level))
                return {Action::explore, level};
        }
    }
    return {Action::rest, 0};
}

bool should_flee(const Hero& hero, const Foe& foe, const FoeEstimate& estimate, int unarmed_damage,
                 const Policy& policy) {
    if (foe.master)
        return false;
    FoeEstimate mine = estimate_hero(hero);
    int dealt = std::max(1, hero_damage(mine.attack, estimate.defense, unarmed_damage));
    int taken = foe_damage(estimate.attack, mine.defense, foe.bite);
    int rounds = (foe.hp + dealt - 1) / dealt;
    int fight_cost = rounds * taken;
    int flee_cost = foe_damage(estimate.attack, 0, foe.bite);
    int open = hero.open_numbers();
    return fight_cost >= open - policy.flee_margin && flee_cost < fight_cost && flee_cost < open;
}

Boosts choose_boosts(const Hero& hero, const Foe& foe, const Placement& hero_placement,
                     int foe_attack, int foe_defense, int unarmed_damage, bool fleeing,
                     const Policy& policy) {
    Boosts boosts;
    int xp = hero.xp;
    int attack = hero_placement.attack;
    int defense = hero_placement.defense;
    int open = open_for_hits(hero, hero_placement);
    // Survive first: each point of defense lowers the damage while the foe's attack exceeds it.
    int taken = foe_damage(foe_attack, defense, foe.bite);
    if (taken >= open) {
        int needed = taken - open + 1;
        int useful = std::max(0, foe_attack - defense);
        if (needed <= useful && needed <= xp) {
            boosts.defense = needed;
            xp -= needed;
        }
    }
    if (!fleeing) {
        int dealt = hero_damage(attack, foe_defense, unarmed_damage);
        if (dealt < foe.hp) {
            int needed = foe.hp - dealt + std::max(0, foe_defense - attack);
            if (needed <= xp) {
                boosts.attack = needed;
                xp -= needed;
            }
        }
    }
    if (foe.master && !fleeing) {
        boosts.attack += xp;  // the last fight: everything left goes into damage
        return boosts;
    }
    int useful = std::max(0, foe_attack - defense - boosts.defense);
    int spare = std::max(0, xp - policy.boost_reserve);
    int more = std::min(useful, spare);
    boosts.defense += more;
    return boosts;
}

bool choose_hit(const Hero& hero, const Placement& placement, std::size_t& tile, int& end) {
    std::array<int, k_faces + 1> copies{};
    for (const Tile& t : hero.tiles) {
        for (int e = 0; e < 2; ++e) {
            if (t.open_number(e))
                ++copies[t.value(e)];
        }
    }
    bool found = false;
    int best_copies = -1;
    bool best_defense = false;
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        for (int e = 0; e < 2; ++e) {
            if (!can_take_hit(hero, placement, i, e))
                continue;
            int n = copies[hero.tiles[i].value(e)];
            bool defense = hero.tiles[i].side == Side::defense;
            if (!found || n > best_copies || (n == best_copies && defense && !best_defense)) {
                found = true;
                best_copies = n;
                best_defense = defense;
                tile = i;
                end = e;
            }
        }
    }
    return found;
}

bool wants_level_up(const Hero& hero, const Settings& settings, const Policy& policy) {
    return hero.level < policy.level_cap && hero.xp >= level_up_cost(settings, hero);
}

Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice, const Policy& policy) {
    Dice useless;
    if (!policy.reroll_rest)
        return useless;
    std::array<int, k_faces + 1> covered{};
    for (const Tile& t : hero.tiles) {
        for (int e = 0; e < 2; ++e) {
            if (t.covered(e))
                ++covered[t.value(e)];
        }
    }
    for (std::uint8_t d : dice) {
        if (covered[d] > 0) {
            --covered[d];
        } else {
            useless.push_back(d);
        }
    }
    return useless;
}

}  // namespace pnpkit::colf
