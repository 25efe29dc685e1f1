#pragma once

#include <cstdint>
#include <vector>

#include "core/dice/expression.hpp"
#include "core/rng.hpp"

namespace pnpkit::dice {

// Rerolls of one die that are recorded one by one; past them the die's value is drawn straight from
// the faces that stay, which gives the same distribution as rerolling on.
inline constexpr int k_max_recorded_rerolls = 100;

// One die of a rolled pool, with how it got there.
struct Die {
    int value = 0;
    std::vector<int> rerolled_from;  // the values rerolled away, oldest first
    bool rerolls_cut = false;        // rerolled more than k_max_recorded_rerolls times
    bool kept = true;
    bool exploded = false;  // its value added an extra die: the next die of the pool
    bool extra = false;     // added by an explosion
    bool capped = false;   // would have exploded, but its chain already has k_max_explosions extras
    bool success = false;  // kept and meets the pool's success condition

    bool operator==(const Die&) const = default;
};

struct PoolRoll {
    std::vector<Die> dice;   // in the order rolled; an exploded die's extra follows it
    std::int64_t value = 0;  // the kept dice's sum, or the number of successes
};

struct Roll {
    std::vector<PoolRoll> pools;  // one per Expression::pools entry, same order
    std::int64_t total = 0;
};

// Rolls one pool: rerolls, explosions (capped), keep/drop, success counting.
PoolRoll roll_pool(const Pool& pool, Rng& rng);

// Marks as not kept the dice that `rule` drops; ties keep the die rolled first.
void apply_keep(const KeepRule& rule, std::vector<Die>& dice);

// Rolls every pool in written order, then evaluates the arithmetic.
Roll roll(const Expression& expression, Rng& rng);

// The value of the expression given each pool's value (indexed like Expression::pools).
std::int64_t evaluate(const Expression& expression, const std::vector<std::int64_t>& pool_values);

}  // namespace pnpkit::dice
