#pragma once

#include <string>

#include "core/dice/expression.hpp"
#include "core/dice/roll.hpp"

namespace pnpkit::dice {

// A die as text: its value, after the values it was rerolled from ("1→4", "1→…→4" past the
// recorded rerolls), then "!" if it exploded and "*" if it is a success, all between tildes when
// it was dropped ("~2~").
std::string describe_die(const Die& die);

// "[6, 5, 3, ~1~]"
std::string describe_pool(const PoolRoll& roll);

// The expression with each pool replaced by its dice: "[6, 5, 3, ~1~] + 2".
std::string describe_roll(const Expression& expression, const Roll& roll);

// Whether some die of the roll stopped exploding at the cap.
bool reached_cap(const Roll& roll);

}  // namespace pnpkit::dice
