#include "core/domino.hpp"

#include <algorithm>
#include <charconv>
#include <iterator>

namespace pnpkit {

std::string Domino::to_string() const { return std::to_string(low) + "-" + std::to_string(high); }

std::optional<Domino> parse_domino(std::string_view text) {
    std::size_t sep = text.find_first_of("-|:");
    if (sep == std::string_view::npos || sep == 0) return std::nullopt;
    auto number = [](std::string_view part) -> std::optional<int> {
        int value = 0;
        auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (ec != std::errc() || ptr != part.data() + part.size() || value < 0 || value > 99) return std::nullopt;
        return value;
    };
    auto a = number(text.substr(0, sep));
    auto b = number(text.substr(sep + 1));
    if (!a || !b) return std::nullopt;
    return Domino::of(*a, *b);
}

std::vector<Domino> domino_set(int max_pips) {
    std::vector<Domino> tiles;
    for (int low = 0; low <= max_pips; ++low) {
        for (int high = low; high <= max_pips; ++high) tiles.push_back({low, high});
    }
    return tiles;
}

std::size_t domino_set_size(int max_pips) {
    auto n = static_cast<std::size_t>(max_pips);
    return (n + 1) * (n + 2) / 2;
}

std::span<const int> standard_domino_sets() {
    static constexpr int k_sets[] = {6, 9, 12, 15, 18};
    return k_sets;
}

std::string domino_set_name(int max_pips) {
    static constexpr const char* k_numbers[] = {
        "blank",    "one",     "two",     "three",     "four",    "five",   "six",
        "seven",    "eight",   "nine",    "ten",       "eleven",  "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"};
    if (max_pips >= 0 && max_pips < static_cast<int>(std::size(k_numbers))) {
        return std::string("double-") + k_numbers[max_pips];
    }
    return "double-" + std::to_string(max_pips);
}

DominoBag::DominoBag(int max_pips) : m_tiles(domino_set(max_pips)), m_max_pips(max_pips) {}

DominoBag::DominoBag(std::vector<Domino> tiles, int max_pips) : m_max_pips(max_pips) {
    for (Domino tile : tiles) put_back(tile);
}

std::optional<Domino> DominoBag::draw(Rng& rng) {
    if (m_tiles.empty()) return std::nullopt;
    std::size_t index = static_cast<std::size_t>(rng.below(m_tiles.size()));
    Domino tile = m_tiles[index];
    m_tiles.erase(m_tiles.begin() + static_cast<std::ptrdiff_t>(index));
    return tile;
}

bool DominoBag::put_back(Domino tile) {
    if (tile.low < 0 || tile.high > m_max_pips || tile.low > tile.high || contains(tile)) return false;
    m_tiles.insert(std::lower_bound(m_tiles.begin(), m_tiles.end(), tile), tile);
    return true;
}

bool DominoBag::take(Domino tile) {
    auto it = std::lower_bound(m_tiles.begin(), m_tiles.end(), tile);
    if (it == m_tiles.end() || *it != tile) return false;
    m_tiles.erase(it);
    return true;
}

bool DominoBag::contains(Domino tile) const { return std::binary_search(m_tiles.begin(), m_tiles.end(), tile); }

std::vector<Domino> DominoBag::tiles() const { return m_tiles; }

}  // namespace pnpkit
