#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pnpkit {

// An sRGB colour with alpha, 8 bits a channel.
struct Colour {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;
    std::uint8_t a = 255;

    static constexpr Colour rgb(std::uint8_t r, std::uint8_t g, std::uint8_t b) { return {r, g, b, 255}; }
    static constexpr Colour black() { return rgb(0, 0, 0); }
    static constexpr Colour white() { return rgb(255, 255, 255); }

    double red() const { return r / 255.0; }
    double green() const { return g / 255.0; }
    double blue() const { return b / 255.0; }
    double alpha() const { return a / 255.0; }

    // "#rrggbb", or "#rrggbbaa" when not opaque.
    std::string to_string() const;
    bool operator==(const Colour&) const = default;
};

// Parses "#rrggbb" or "#rrggbbaa" (hex digits in either case). Returns nullopt otherwise.
std::optional<Colour> parse_colour(std::string_view text);

}  // namespace pnpkit
