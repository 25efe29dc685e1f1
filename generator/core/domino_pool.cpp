#include "core/domino_pool.hpp"

#include <bit>
#include <stdexcept>
#include <string>

namespace pnpkit {

int domino_index(Domino tile, int max_pips) {
    // Tiles before the row of `low`: rows of max_pips + 1, max_pips, ... tiles.
    int before = tile.low * (2 * (max_pips + 1) - tile.low + 1) / 2;
    return before + (tile.high - tile.low);
}

Domino domino_at(int index, int max_pips) {
    int low = 0;
    while (index > max_pips - low) {
        index -= max_pips + 1 - low;
        ++low;
    }
    return Domino{low, low + index};
}

DominoPool::DominoPool(int max_pips) : m_max_pips(max_pips) {
    if (max_pips < 0 || max_pips > k_max_pips)
        throw std::length_error("a domino pool holds at most a double-" +
                                std::to_string(k_max_pips) + " set, not double-" +
                                std::to_string(max_pips));
}

DominoPool DominoPool::full(int max_pips) {
    DominoPool pool(max_pips);
    auto n = static_cast<int>(domino_set_size(max_pips));
    pool.m_bits = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    return pool;
}

std::optional<Domino> DominoPool::draw_among(std::uint64_t mask, Rng& rng) {
    std::uint64_t bits = m_bits & mask;
    int n = std::popcount(bits);
    if (n == 0) return std::nullopt;
    auto k = rng.below(static_cast<std::uint64_t>(n));
    for (std::uint64_t i = 0; i < k; ++i) bits &= bits - 1;  // drop the k lowest set bits
    int index = std::countr_zero(bits);
    m_bits &= ~(std::uint64_t{1} << index);
    return domino_at(index, m_max_pips);
}

bool DominoPool::of_set(Domino tile) const {
    return tile.low >= 0 && tile.low <= tile.high && tile.high <= m_max_pips;
}

bool DominoPool::put_back(Domino tile) {
    if (!of_set(tile) || contains(tile)) return false;
    m_bits |= std::uint64_t{1} << domino_index(tile, m_max_pips);
    return true;
}

bool DominoPool::take(Domino tile) {
    if (!of_set(tile) || !contains(tile)) return false;
    m_bits &= ~(std::uint64_t{1} << domino_index(tile, m_max_pips));
    return true;
}

bool DominoPool::contains(Domino tile) const {
    return of_set(tile) && ((m_bits >> domino_index(tile, m_max_pips)) & 1);
}

int DominoPool::size() const { return std::popcount(m_bits); }

std::vector<Domino> DominoPool::tiles() const {
    std::vector<Domino> out;
    for (std::uint64_t bits = m_bits; bits != 0; bits &= bits - 1)
        out.push_back(domino_at(std::countr_zero(bits), m_max_pips));
    return out;
}

DominoBag DominoPool::to_bag() const { return DominoBag(tiles(), m_max_pips); }

DominoPool DominoPool::from_bag(const DominoBag& bag) {
    DominoPool pool(bag.max_pips());
    for (Domino tile : bag.tiles()) pool.put_back(tile);
    return pool;
}

}  // namespace pnpkit
