#include "games/dragon_dice_solo/fraction.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::games::dragon_dice_solo {

namespace {

Wide gcd(Wide a, Wide b) {
    while (b != 0) {
        Wide t = a % b;
        a = b;
        b = t;
    }
    return a;
}

}  // namespace

Fraction Fraction::of(Wide num, Wide den) {
    assert(den != 0 && "a fraction needs a denominator");
    Wide g = gcd(num, den);
    if (g == 0)
        g = 1;
    return Fraction{num / g, den / g};
}

double Fraction::to_double() const {
    return static_cast<double>(num) / static_cast<double>(den);
}

std::string Fraction::to_string() const {
    if (den == 1)
        return wide_to_string(num);
    return wide_to_string(num) + "/" + wide_to_string(den);
}

std::string wide_to_string(Wide value) {
    if (value == 0)
        return "0";
    std::string digits;
    while (value > 0) {
        digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
        value /= 10;
    }
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::optional<Wide> checked_mul(Wide a, Wide b) {
    Wide out;
    if (__builtin_mul_overflow(a, b, &out))
        return std::nullopt;
    return out;
}

std::optional<Wide> checked_add(Wide a, Wide b) {
    Wide out;
    if (__builtin_add_overflow(a, b, &out))
        return std::nullopt;
    return out;
}

}  // namespace pnpkit::games::dragon_dice_solo
