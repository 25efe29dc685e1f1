#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/dice/expression.hpp"

namespace pnpkit::dice {

struct ValueBounds {
    std::int64_t min = 0;
    std::int64_t max = 0;
    bool operator==(const ValueBounds&) const = default;
};

// The least and greatest values a pool can take, however unlikely (1000d6: 1000 and 6000, though
// their probabilities are below what a double holds). nullopt for a pool that explodes, keeps or
// drops, and counts successes, where only its distribution tells.
std::optional<ValueBounds> pool_bounds(const Pool& pool);

// The least and greatest values of an expression given those of its pools (indexed like
// Expression::pools), by interval arithmetic: exact, as the pools are independent.
ValueBounds expression_bounds(const Expression& expression, const std::vector<ValueBounds>& pools);

// An error at the first part of the expression (innermost first) whose value could pass
// k_max_magnitude, so that totals stay exact in integers and in doubles; nullopt when none can.
std::optional<DiceError> check_magnitude(const Expression& expression);

}  // namespace pnpkit::dice
