#include "games/domino_run/track.hpp"

#include <algorithm>
#include <stdexcept>

namespace pnpkit::domino_run {

void Track::push(Cell cell) {
    if (m_size >= k_capacity)
        throw std::length_error("the line of tiles is longer than its capacity of " +
                                std::to_string(k_capacity) + " places");
    m_cells[static_cast<std::size_t>(m_size++)] = cell;
}

void Track::append(LaidTile tile, int tile_index) {
    auto index = static_cast<std::uint8_t>(tile_index);
    push(Cell{static_cast<std::int8_t>(tile.near), index, 0});
    push(Cell{static_cast<std::int8_t>(tile.far), index, Cell::k_far});
}

std::optional<int> Track::last_pips() const {
    if (m_size == 0 || (*this)[m_size - 1].pit()) return std::nullopt;
    return (*this)[m_size - 1].pips;
}

int Track::slot_start(int i) const { return (*this)[i].far() ? i - 1 : i; }

LaidTile Track::laid(int start) const { return {(*this)[start].pips, (*this)[start + 1].pips}; }

void Track::claim(int start) {
    m_cells[static_cast<std::size_t>(start)].flags |= Cell::k_claimed;
    m_cells[static_cast<std::size_t>(start + 1)].flags |= Cell::k_claimed;
}

void Track::dig_pit(int start) {
    m_cells[static_cast<std::size_t>(start)] = Cell{-1, 0, 0};
    m_cells[static_cast<std::size_t>(start + 1)] = Cell{-1, 0, Cell::k_far};
}

void Track::drop_front(int n) {
    n = std::clamp(n, 0, m_size);
    std::copy(m_cells.begin() + n, m_cells.begin() + m_size, m_cells.begin());
    m_size -= n;
}

void Track::push_front_pit() {
    push(Cell{});
    std::copy_backward(m_cells.begin(), m_cells.begin() + m_size - 1,
                       m_cells.begin() + m_size);
    m_cells[0] = Cell{-1, 0, Cell::k_single};
}

void Track::append_pit(int places) {
    if (places == 1) {
        push(Cell{-1, 0, Cell::k_single});
        return;
    }
    push(Cell{-1, 0, 0});
    push(Cell{-1, 0, Cell::k_far});
}

int Track::tiles_after(int i) const {
    int n = 0;
    for (int c = i + 1; c < m_size; ++c) {
        const Cell& cell = (*this)[c];
        n += !cell.far() && !cell.pit();
    }
    return n;
}

int Track::tiles() const { return tiles_after(-1); }

bool Track::operator==(const Track& other) const {
    return m_size == other.m_size &&
           std::equal(m_cells.begin(), m_cells.begin() + m_size, other.m_cells.begin());
}

}  // namespace pnpkit::domino_run
