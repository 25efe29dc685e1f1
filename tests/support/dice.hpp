#pragma once

#include <catch2/catch.hpp>
#include <string_view>
#include <variant>

#include "core/dice/parser.hpp"

namespace pnpkit::test {

// Parses a dice expression that must be valid; fails the test with the error otherwise.
inline dice::Expression parse_dice(std::string_view text) {
    auto result = dice::parse_expression(text);
    if (auto* error = std::get_if<dice::DiceError>(&result))
        FAIL(dice::format_error(text, *error));
    return std::get<dice::Expression>(std::move(result));
}

// The first pool of a dice expression that must be valid.
inline dice::Pool parse_pool(std::string_view text) {
    return parse_dice(text).pools.at(0);
}

}  // namespace pnpkit::test
