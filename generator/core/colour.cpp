#include "core/colour.hpp"

#include <cstdio>

namespace pnpkit {

namespace {
int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
}  // namespace

std::string Colour::to_string() const {
    char buf[16];
    if (a == 255) {
        std::snprintf(buf, sizeof buf, "#%02x%02x%02x", r, g, b);
    } else {
        std::snprintf(buf, sizeof buf, "#%02x%02x%02x%02x", r, g, b, a);
    }
    return buf;
}

std::optional<Colour> parse_colour(std::string_view text) {
    if ((text.size() != 7 && text.size() != 9) || text[0] != '#') return std::nullopt;
    std::uint8_t channels[4] = {0, 0, 0, 255};
    for (std::size_t i = 0; i * 2 + 1 < text.size(); ++i) {
        int hi = hex_digit(text[1 + i * 2]);
        int lo = hex_digit(text[2 + i * 2]);
        if (hi < 0 || lo < 0) return std::nullopt;
        channels[i] = static_cast<std::uint8_t>(hi * 16 + lo);
    }
    return Colour{channels[0], channels[1], channels[2], channels[3]};
}

}  // namespace pnpkit
