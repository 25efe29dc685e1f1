#include "games/colf/rules.hpp"

#include <cassert>

namespace pnpkit::colf {

int draw_tiles(TilePool& pool, int count, Rng& rng, Drawn& out) {
    int drawn = 0;
    for (int owed = count; owed > 0; --owed) {
        auto tile = pool.draw(rng);
        if (!tile)
            break;
        out.push_back(*tile);
        ++drawn;
        if (tile->has_blank())
            ++owed;
    }
    return drawn;
}

Hero start_hero(const Settings& settings, TilePool& pool, Rng& rng) {
    Hero hero;
    hero.level = settings.start_level;
    Drawn drawn;
    draw_tiles(pool, settings.start_dominoes, rng, drawn);
    for (Domino d : drawn)
        hero.tiles.push_back(Tile{d, Side::attack, 0});
    return hero;
}

int level_up_cost(const Settings& settings, const Hero& hero) {
    return settings.level_up_cost * hero.level;
}

bool level_up(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng, Side side) {
    int cost = level_up_cost(settings, hero);
    if (hero.xp < cost || hero.level >= static_cast<int>(k_max_dice))
        return false;
    hero.xp -= cost;
    ++hero.level;
    Drawn drawn;
    draw_tiles(pool, 1, rng, drawn);
    for (Domino d : drawn)
        hero.tiles.push_back(Tile{d, side, 0});
    return true;
}

void adapt(Hero& hero, std::span<const Side> sides) {
    assert(sides.size() == hero.tiles.size());
    for (std::size_t i = 0; i < sides.size(); ++i)
        hero.tiles[i].side = sides[i];
}

int rest(Hero& hero, std::span<const std::uint8_t> dice) {
    int removed = 0;
    for (std::uint8_t die : dice) {
        bool done = false;
        for (Tile& tile : hero.tiles) {
            for (int end = 0; end < 2 && !done; ++end) {
                if (tile.covered(end) && tile.value(end) == die) {
                    tile.hits = static_cast<std::uint8_t>(tile.hits & ~(1u << end));
                    done = true;
                }
            }
            if (done)
                break;
        }
        removed += done;
    }
    return removed;
}

Dice roll_dice(int count, Rng& rng) {
    Dice dice;
    for (int i = 0; i < count; ++i)
        dice.push_back(static_cast<std::uint8_t>(rng.roll(k_faces)));
    return dice;
}

void reroll(Dice& dice, std::span<const std::size_t> which, Rng& rng) {
    for (std::size_t i : which)
        dice[i] = static_cast<std::uint8_t>(rng.roll(k_faces));
}

}  // namespace pnpkit::colf
