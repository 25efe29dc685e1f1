#pragma once

#include <string_view>
#include <variant>

#include "core/dice/expression.hpp"

namespace pnpkit::dice {

// Parses a dice expression such as "4d6kh3+2" (the grammar is in docs/dice.md).
// Returns the first mistake as a DiceError with its 1-based column: syntax, limits (dice, faces,
// numbers, nesting), keep/drop counts the pool cannot honour, conditions that match no face,
// rerolls and explosions that match every face, results that could grow beyond k_max_magnitude.
std::variant<Expression, DiceError> parse_expression(std::string_view text);

}  // namespace pnpkit::dice
