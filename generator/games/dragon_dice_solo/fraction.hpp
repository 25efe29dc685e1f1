#pragma once

#include <optional>
#include <string>

namespace pnpkit::games::dragon_dice_solo {

__extension__ typedef unsigned __int128 Wide;

// An exact probability: a non-negative fraction kept in lowest terms, in 128-bit integers.
struct Fraction {
    Wide num = 0;
    Wide den = 1;

    static Fraction of(Wide num, Wide den);
    double to_double() const;
    // "1/3", "0" or "1".
    std::string to_string() const;
    bool operator==(const Fraction&) const = default;
};

// Decimal digits of a 128-bit integer.
std::string wide_to_string(Wide value);

// a * b, or nullopt when it does not fit in 128 bits.
std::optional<Wide> checked_mul(Wide a, Wide b);
std::optional<Wide> checked_add(Wide a, Wide b);

}  // namespace pnpkit::games::dragon_dice_solo
