#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/domino.hpp"
#include "core/rng.hpp"
#include "games/colf/fixed_vec.hpp"

namespace pnpkit::colf {

constexpr int k_faces = 6;              // the game's dice are d6 and its dominoes double-six
constexpr std::size_t k_set_size = 28;  // tiles in a double-six set
constexpr std::size_t k_max_dice =
    40;  // more dice than any hero or monster of the shipped game rolls
constexpr std::size_t k_max_cards = 64;  // cards one monster can be built from

enum class Side : std::uint8_t { attack, defense };

const char* to_string(Side side);

// A domino on a sheet: the tile, the column it sits in and which of its two ends carry a hit.
// End 0 is the tile's low number, end 1 its high number; a blank end (0) is a wild space.
struct Tile {
    Domino domino;
    Side side = Side::attack;
    std::uint8_t hits = 0;  // bit e: end e is covered by a hit

    int value(int end) const { return end == 0 ? domino.low : domino.high; }
    bool covered(int end) const { return (hits >> end) & 1; }
    // A numbered end (not blank) without a hit: where a die of its number may go, and a hit may
    // land.
    bool open_number(int end) const { return value(end) != 0 && !covered(end); }
    int open_numbers() const { return open_number(0) + open_number(1); }
    int blanks() const { return (domino.low == 0) + (domino.high == 0); }
    bool operator==(const Tile&) const = default;
};

using Tiles = FixedVec<Tile, k_set_size>;
using Dice = FixedVec<std::uint8_t, k_max_dice>;
using CardRef = std::uint16_t;  // index of a card in ColfData::nouns or ::adjectives
using CardRefs = FixedVec<CardRef, k_max_cards>;

// The hero: level (also the number of dice), XP and the dominoes of the Attack and Defense columns.
struct Hero {
    int level = 0;
    int xp = 0;
    Tiles tiles;

    int dice() const { return level; }
    // Numbered ends without a hit, over every tile: where hits can still land.
    int open_numbers() const;
    int numbers() const;  // every numbered end, covered or not
    int hits() const;
};

// The foe of one combat, prepared from its cards.
struct Foe {
    int level = 0;
    int bite = 0;
    int hp = 0;  // hit tokens left in its HP pool
    int rage = 0;
    int attack_tiles = 0;  // dominoes its cards asked for, before extra draws for blanks
    int defense_tiles = 0;
    bool master = false;
    CardRef noun = 0;
    CardRefs adjectives;
    Tiles tiles;

    int dice() const { return level; }
};

// Where the dice of one side went in one round: die values on each end of each tile (0: empty),
// the Attack and Defense results (dice placed in each column) and the dice left over.
struct Placement {
    std::array<std::array<std::uint8_t, 2>, k_set_size> die{};
    int attack = 0;
    int defense = 0;
    Dice unplaced;

    // Tiles holding a die on a blank end: destroyed at clean-up.
    bool destroys(const Tile& tile, std::size_t index) const;
    int placed() const { return attack + defense; }
};

// The shared pool of face-down dominoes, one bit per tile of the double-six set in the order of
// domino_set(). Draws pick uniformly like DominoBag and, for the same generator, the same tile.
class TilePool {
public:
    // The full set.
    TilePool() : m_bits((1u << k_set_size) - 1) {}
    static TilePool empty_pool() { return TilePool(0); }

    std::optional<Domino> draw(Rng& rng);
    // Returns a tile to the pool; a tile already there is a bug (throws std::logic_error).
    void put_back(Domino tile);
    // Takes a named tile out; false when it is not in the pool.
    bool take(Domino tile);
    bool contains(Domino tile) const;
    int size() const;
    bool empty() const { return m_bits == 0; }

    static DominoBag to_bag(const TilePool& pool);
    static TilePool from_bag(const DominoBag& bag);

private:
    explicit TilePool(std::uint32_t bits) : m_bits(bits) {}
    std::uint32_t m_bits;
};

// The index of a double-six tile in domino_set() order; throws std::out_of_range for another tile.
int tile_index(Domino tile);

}  // namespace pnpkit::colf
