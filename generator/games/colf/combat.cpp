#include "games/colf/combat.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace pnpkit::colf {

namespace {

// Puts a die on the first free, uncovered end of `side` showing `value` (0: the first free blank).
bool place_on(const Tiles& tiles, Placement& placement, int value, int die, Side side) {
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const Tile& tile = tiles[i];
        if (tile.side != side) continue;
        for (int end = 0; end < 2; ++end) {
            if (tile.value(end) != value || tile.covered(end) || placement.die[i][end] != 0)
                continue;
            placement.die[i][end] = static_cast<std::uint8_t>(die);
            (side == Side::attack ? placement.attack : placement.defense) += 1;
            return true;
        }
    }
    return false;
}

bool free_number_left(const Tiles& tiles, const Placement& placement) {
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        for (int end = 0; end < 2; ++end) {
            if (tiles[i].open_number(end) && placement.die[i][end] == 0) return true;
        }
    }
    return false;
}

// Assigns each pending die to a matching number, Attack first; keeps the others pending.
void assign_numbers(const Tiles& tiles, Placement& placement, Dice& pending) {
    Dice left;
    for (std::uint8_t die : pending) {
        if (!place_on(tiles, placement, die, die, Side::attack) &&
            !place_on(tiles, placement, die, die, Side::defense)) {
            left.push_back(die);
        }
    }
    pending = left;
}

}  // namespace

FoePlacement place_foe_dice(Foe& foe, std::span<const std::uint8_t> rolled, DieSource& rerolls) {
    FoePlacement out;
    Placement& placement = out.placement;
    Dice pending;
    for (std::uint8_t die : rolled) pending.push_back(die);
    assign_numbers(foe.tiles, placement, pending);
    int rage = foe.rage;
    while (!pending.empty() && rage > 0 && free_number_left(foe.tiles, placement)) {
        for (std::size_t i = 0; i < pending.size(); ++i) {
            auto value = rerolls.next();
            if (!value) {
                out.dice_short = static_cast<int>(pending.size() - i);
                return out;
            }
            pending[i] = static_cast<std::uint8_t>(*value);
            ++out.dice_rerolled;
        }
        --rage;
        ++out.rage_spent;
        assign_numbers(foe.tiles, placement, pending);
    }
    foe.rage = rage;
    for (std::uint8_t die : pending) {
        if (place_on(foe.tiles, placement, 0, die, Side::attack) ||
            place_on(foe.tiles, placement, 0, die, Side::defense)) {
            continue;
        }
        placement.unplaced.push_back(die);
    }
    out.rage_gained = static_cast<int>(placement.unplaced.size());
    foe.rage += out.rage_gained;
    return out;
}

int hero_damage(int attack, int foe_defense, int unarmed_damage) {
    return std::max(0, attack - foe_defense) + unarmed_damage;
}

int foe_damage(int foe_attack, int defense, int bite) {
    return std::max(0, foe_attack - defense) + bite;
}

bool can_take_hit(const Hero& hero, const Placement& placement, std::size_t tile, int end) {
    if (tile >= hero.tiles.size() || end < 0 || end > 1) return false;
    const Tile& t = hero.tiles[tile];
    return t.open_number(end) && !placement.destroys(t, tile);
}

void cover(Hero& hero, const Placement& placement, std::size_t tile, int end) {
    assert(can_take_hit(hero, placement, tile, end));
    (void)placement;
    hero.tiles[tile].hits = static_cast<std::uint8_t>(hero.tiles[tile].hits | (1u << end));
}

int open_for_hits(const Hero& hero, const Placement& placement) {
    int n = 0;
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        if (!placement.destroys(hero.tiles[i], i)) n += hero.tiles[i].open_numbers();
    }
    return n;
}

int clean_up(Tiles& tiles, const Placement& placement, TilePool& pool) {
    int destroyed = 0;
    for (std::size_t i = tiles.size(); i-- > 0;) {
        if (!placement.destroys(tiles[i], i)) continue;
        pool.put_back(tiles[i].domino);
        tiles.erase(i);
        ++destroyed;
    }
    return destroyed;
}

std::optional<std::string> check_hero_placement(const Hero& hero,
                                                std::span<const std::uint8_t> dice,
                                                const Placement& placement) {
    std::array<int, k_faces + 1> rolled{};
    for (std::uint8_t d : dice) {
        if (d < 1 || d > k_faces) return "a die shows " + std::to_string(d);
        ++rolled[d];
    }
    std::array<int, k_faces + 1> used{};
    int attack = 0;
    int defense = 0;
    for (std::size_t i = 0; i < k_set_size; ++i) {
        for (int end = 0; end < 2; ++end) {
            int die = placement.die[i][end];
            if (die == 0) continue;
            if (i >= hero.tiles.size()) return "a die on a tile the hero does not have";
            const Tile& tile = hero.tiles[i];
            if (die > k_faces) return "a die shows " + std::to_string(die);
            if (tile.value(end) != 0 && tile.value(end) != die) {
                return "a " + std::to_string(die) + " on the " + std::to_string(tile.value(end)) +
                       " of " + tile.domino.to_string();
            }
            if (tile.covered(end)) return "a die on a covered end of " + tile.domino.to_string();
            ++used[static_cast<std::size_t>(die)];
            (tile.side == Side::attack ? attack : defense) += 1;
        }
    }
    for (std::uint8_t d : placement.unplaced) {
        if (d < 1 || d > k_faces) return "a left-over die shows " + std::to_string(d);
        ++used[d];
    }
    for (int v = 1; v <= k_faces; ++v) {
        if (used[static_cast<std::size_t>(v)] != rolled[static_cast<std::size_t>(v)]) {
            return "the dice placed and left over are not the dice rolled (" + std::to_string(v) +
                   "s)";
        }
    }
    if (attack != placement.attack || defense != placement.defense)
        return "the Attack or Defense count is wrong";
    // A die whose number is still free somewhere must be on a number, not left over or on a blank.
    auto free_number = [&](int d) -> const Tile* {
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            for (int end = 0; end < 2; ++end) {
                if (hero.tiles[i].open_number(end) && hero.tiles[i].value(end) == d &&
                    placement.die[i][end] == 0) {
                    return &hero.tiles[i];
                }
            }
        }
        return nullptr;
    };
    for (std::uint8_t d : placement.unplaced) {
        if (const Tile* t = free_number(d)) {
            return "a " + std::to_string(d) + " is left over while the " + std::to_string(d) +
                   " of " + t->domino.to_string() + " is free";
        }
    }
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        for (int end = 0; end < 2; ++end) {
            int d = placement.die[i][end];
            if (d == 0 || hero.tiles[i].value(end) != 0) continue;
            if (const Tile* t = free_number(d)) {
                return "a " + std::to_string(d) + " is on a blank while the " + std::to_string(d) +
                       " of " + t->domino.to_string() + " is free";
            }
        }
    }
    return std::nullopt;
}

}  // namespace pnpkit::colf
