#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/domino.hpp"
#include "core/rng.hpp"

namespace pnpkit {

// The index of a tile of a double-N set in domino_set(N) order (0-0 is 0, N-N the last).
int domino_index(Domino tile, int max_pips);
// The tile at that index of a double-N set.
Domino domino_at(int index, int max_pips);

// A set of face-down tiles of a double-N set (N at most 9) held as one bit per tile, in
// domino_set() order: copying it costs nothing, so an engine that copies its state thousands of
// times a second can hold one. Draws pick uniformly like DominoBag and, for the same generator,
// the same tile.
class DominoPool {
public:
    static constexpr int k_max_pips = 9;  // a double-nine set has 55 tiles: one 64-bit word

    // An empty pool of a double-N set; N outside 0..k_max_pips throws std::length_error.
    explicit DominoPool(int max_pips = 6);
    // Every tile of a double-N set.
    static DominoPool full(int max_pips = 6);

    // Draws a tile at random; nullopt when the pool is empty.
    std::optional<Domino> draw(Rng& rng) { return draw_among(~std::uint64_t{0}, rng); }
    // Draws at random among the tiles whose bits are set in `mask` (bit i: domino_at(i)), as a
    // player drawing until one of them comes up and putting the others back would; nullopt when
    // the pool holds none of them.
    std::optional<Domino> draw_among(std::uint64_t mask, Rng& rng);
    // Returns a tile; false (and nothing changes) when it is not of the set or already here.
    bool put_back(Domino tile);
    // Takes a named tile out; false when it is not here.
    bool take(Domino tile);
    bool contains(Domino tile) const;

    int size() const;
    bool empty() const { return m_bits == 0; }
    int max_pips() const { return m_max_pips; }
    std::uint64_t bits() const { return m_bits; }
    // The tiles here, in domino_set() order.
    std::vector<Domino> tiles() const;

    DominoBag to_bag() const;
    // The tiles of a bag; a bag of a set larger than double-nine throws std::length_error.
    static DominoPool from_bag(const DominoBag& bag);

    bool operator==(const DominoPool&) const = default;

private:
    bool of_set(Domino tile) const;

    std::uint64_t m_bits = 0;
    int m_max_pips = 6;
};

}  // namespace pnpkit
