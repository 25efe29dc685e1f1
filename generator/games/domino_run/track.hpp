#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

// One place of the line: a space of a tile, or an empty place (a pit).
struct Cell {
    static constexpr std::uint8_t k_far = 1;      // the second place of its slot
    static constexpr std::uint8_t k_claimed = 2;  // a space of a claimed key, face down
    static constexpr std::uint8_t k_single = 4;   // the one-place pit behind the first tile

    std::int8_t pips = 0;    // the space's pips; negative for a pit
    std::uint8_t tile = 0;   // the tile's index in domino_set() order (spaces only)
    std::uint8_t flags = 0;

    bool pit() const { return pips < 0; }
    bool far() const { return flags & k_far; }
    bool claimed() const { return flags & k_claimed; }
    // Pips to pay to enter: a pit costs nothing, like a blank.
    int cost() const { return pips < 0 ? 0 : pips; }
    bool operator==(const Cell&) const = default;
};

// The line of tiles from the enemy's end: two places a tile, a tile taken out of it leaving a pit
// of two places (rulings R1, R9), and at most one one-place pit in front after damage (R10).
// Capacity: every slot holds or held a distinct tile of the set, so a double-nine set (55 tiles)
// needs 110 places and the pit one more; appending past the capacity throws std::length_error.
class Track {
public:
    static constexpr int k_capacity = 112;

    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Cell& operator[](int i) const { return m_cells[static_cast<std::size_t>(i)]; }

    // Lays a tile at the far end of the line.
    void append(LaidTile tile, int tile_index);
    // The pips of the last space, or nullopt when the line is empty or ends in a pit.
    std::optional<int> last_pips() const;
    // The first place of the slot (tile, pit) holding place i.
    int slot_start(int i) const;
    // The slot's places: 1 for the single pit, else 2.
    int slot_size(int start) const { return (*this)[start].flags & Cell::k_single ? 1 : 2; }
    // The tile lying at a slot, near end first.
    LaidTile laid(int start) const;
    // Turns both spaces of the tile at `start` face down (a claimed key).
    void claim(int start);
    // Takes the tile at `start` out of the line, leaving a two-place pit.
    void dig_pit(int start);
    // Drops the first n places.
    void drop_front(int n);
    // Puts the one-place pit in front of the line.
    void push_front_pit();
    // Lays an empty place at the far end: a one-place pit, or the two places of a taken tile.
    void append_pit(int places);
    // Whole tiles whose first space lies after place i.
    int tiles_after(int i) const;
    // Tiles (not pits) in the line.
    int tiles() const;

    bool operator==(const Track& other) const;

private:
    void push(Cell cell);

    std::array<Cell, k_capacity> m_cells{};
    int m_size = 0;
};

}  // namespace pnpkit::domino_run
