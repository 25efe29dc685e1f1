#include "games/domino_run/notation.hpp"

#include <charconv>

namespace pnpkit::domino_run {

namespace {

std::optional<int> end_number(std::string_view text) {
    int value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || value < 0 ||
        value > 99)
        return std::nullopt;
    return value;
}

}  // namespace

std::optional<LaidTile> parse_laid_tile(std::string_view text) {
    std::size_t sep = text.find_first_of("-|:");
    if (sep == std::string_view::npos) return std::nullopt;
    auto near = end_number(text.substr(0, sep));
    auto far = end_number(text.substr(sep + 1));
    if (!near || !far) return std::nullopt;
    return LaidTile{*near, *far};
}

std::string to_string(LaidTile tile) {
    return std::to_string(tile.near) + "|" + std::to_string(tile.far);
}

}  // namespace pnpkit::domino_run
