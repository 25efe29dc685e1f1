#include "games/colf/state.hpp"

#include <bit>
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
    return domino_index(tile, k_faces);
}

void TilePool::put_back(Domino tile) {
    if (!DominoPool::put_back(tile))
        throw std::logic_error("colf engine: " + tile.to_string() + " is in the pool already");
}

}  // namespace pnpkit::colf
