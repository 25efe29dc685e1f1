#include "games/colf/state.hpp"

#include <bit>

namespace pnpkit::colf {

const char* to_string(Side side) {
    return side == Side::attack ? "attack" : "defense";
}

int Hero::open_numbers() const {
    int n = 0;
    for (const Tile& t : tiles)
        n += t.open_numbers();
    return n;
}

int Hero::numbers() const {
    int n = 0;
    for (const Tile& t : tiles)
        n += 2 - t.blanks();
    return n;
}

int Hero::hits() const {
    int n = 0;
    for (const Tile& t : tiles)
        n += std::popcount(static_cast<unsigned>(t.hits));
    return n;
}

bool Placement::destroys(const Tile& tile, std::size_t index) const {
    return (tile.value(0) == 0 && die[index][0] != 0) || (tile.value(1) == 0 && die[index][1] != 0);
}

}  // namespace pnpkit::colf
