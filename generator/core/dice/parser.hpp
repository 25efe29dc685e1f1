#pragma once

#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/dice/expression.hpp"

namespace pnpkit::dice {

// Parses a dice expression such as "4d6kh3+2" (the grammar is in docs/dice.md).
// Returns the first mistake as a DiceError with its 1-based column: syntax, limits (dice, faces,
// numbers, nesting), keep/drop counts the pool cannot honour, conditions that match no face,
// rerolls and explosions that match every face, results that could grow beyond k_max_magnitude.
std::variant<Expression, DiceError> parse_expression(std::string_view text);

// The hint for a pool's modifiers written apart from it ("4d6 kh3").
inline constexpr std::string_view k_split_modifier_hint =
    "write a pool's modifiers right after it, without spaces: 4d6kh3, not 4d6 kh3";

// Parses the expressions of one command line, each as parse_expression does. An argument that
// starts like a pool's modifier and follows another (`roll 4d6 kh3` unquoted, which the shell
// splits in two) fails with the same hint as the quoted "4d6 kh3".
std::vector<std::variant<Expression, DiceError>> parse_arguments(
    std::span<const std::string> texts);

}  // namespace pnpkit::dice
