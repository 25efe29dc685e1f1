#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"

namespace pnpkit {

// A domino tile: two ends of 0 (blank) to N pips, kept with the lower end first.
struct Domino {
    int low = 0;
    int high = 0;

    static Domino of(int a, int b) { return a <= b ? Domino{a, b} : Domino{b, a}; }
    bool is_double() const { return low == high; }
    bool has_blank() const { return low == 0; }
    int pips() const { return low + high; }
    // "2-5"
    std::string to_string() const;
    auto operator<=>(const Domino&) const = default;
};

// Parses "2-5", "2|5" or "2:5" (either order). Returns nullopt for anything else.
std::optional<Domino> parse_domino(std::string_view text);

// Every tile of a double-N set, in order: 0-0, 0-1, ..., N-N ((N+1)(N+2)/2 tiles; 28 for double-six).
std::vector<Domino> domino_set(int max_pips = 6);

// The number of tiles of a double-N set: (N+1)(N+2)/2.
std::size_t domino_set_size(int max_pips);

// The sets sold in shops, by their highest end: double-six, -nine, -twelve, -fifteen, -eighteen.
std::span<const int> standard_domino_sets();

// "double-six", "double-twelve"; "double-N" for sets without a common name.
std::string domino_set_name(int max_pips);

// A bag of face-down tiles to draw from without replacement and return to.
class DominoBag {
public:
    // A full double-N set.
    explicit DominoBag(int max_pips = 6);
    // A bag holding just these tiles of a double-N set (e.g. restored from a session).
    DominoBag(std::vector<Domino> tiles, int max_pips);

    // Draws a tile at random; nullopt when the bag is empty.
    std::optional<Domino> draw(Rng& rng);
    // Returns a tile to the bag. False (and nothing changes) when the tile is not of this set or
    // is already in the bag.
    bool put_back(Domino tile);
    // Takes a named tile out of the bag; false when it is not there.
    bool take(Domino tile);
    bool contains(Domino tile) const;

    std::size_t size() const { return m_tiles.size(); }
    bool empty() const { return m_tiles.empty(); }
    int max_pips() const { return m_max_pips; }
    // The tiles in the bag, sorted.
    std::vector<Domino> tiles() const;

private:
    std::vector<Domino> m_tiles;
    int m_max_pips;
};

}  // namespace pnpkit
