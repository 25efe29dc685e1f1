#include "games/colf/state.hpp"

#include <bit>
#include <cassert>
#include <stdexcept>

namespace pnpkit::colf {

const char* to_string(Side side) {
    return side == Side::attack ? "attack" : "defense";
}

int Hero::open_numbers() const {
    int n = 0;
    for (const Tile& t : tiles) n += t.open_numbers();
    return n;
}

int Hero::numbers() const {
    int n = 0;
    for (const Tile& t : tiles) n += 2 - t.blanks();
    return n;
}

int Hero::hits() const {
    int n = 0;
    for (const Tile& t : tiles) n += std::popcount(static_cast<unsigned>(t.hits));
    return n;
}

bool Placement::destroys(const Tile& tile, std::size_t index) const {
    return (tile.value(0) == 0 && die[index][0] != 0) || (tile.value(1) == 0 && die[index][1] != 0);
}

int tile_index(Domino tile) {
    if (tile.low < 0 || tile.low > tile.high || tile.high > k_faces)
        throw std::out_of_range("colf engine: " + tile.to_string() + " is not a double-six tile");
    // Tiles before low-row `low`: rows of 7, 6, ... tiles.
    int before = tile.low * (2 * (k_faces + 1) - tile.low + 1) / 2;
    return before + (tile.high - tile.low);
}

std::optional<Domino> TilePool::draw(Rng& rng) {
    int n = size();
    if (n == 0) return std::nullopt;
    auto k = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    std::uint32_t bits = m_bits;
    for (int i = 0; i < k; ++i) bits &= bits - 1;  // drop the k lowest set bits
    int index = std::countr_zero(bits);
    m_bits &= ~(1u << index);
    int low = 0;
    while (index > k_faces - low) {
        index -= k_faces + 1 - low;
        ++low;
    }
    return Domino{low, low + index};
}

void TilePool::put_back(Domino tile) {
    std::uint32_t bit = 1u << tile_index(tile);
    if (m_bits & bit)
        throw std::logic_error("colf engine: " + tile.to_string() + " is in the pool already");
    m_bits |= bit;
}

bool TilePool::take(Domino tile) {
    if (!contains(tile)) return false;
    m_bits &= ~(1u << tile_index(tile));
    return true;
}

bool TilePool::contains(Domino tile) const {
    return (m_bits >> tile_index(tile)) & 1;
}

int TilePool::size() const {
    return std::popcount(m_bits);
}

DominoBag TilePool::to_bag(const TilePool& pool) {
    std::vector<Domino> tiles;
    for (Domino tile : domino_set(k_faces)) {
        if (pool.contains(tile)) tiles.push_back(tile);
    }
    return DominoBag(tiles, k_faces);
}

TilePool TilePool::from_bag(const DominoBag& bag) {
    assert(bag.max_pips() == k_faces);
    TilePool pool = empty_pool();
    for (Domino tile : bag.tiles()) pool.put_back(tile);
    return pool;
}

}  // namespace pnpkit::colf
