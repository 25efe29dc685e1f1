#pragma once

#include <vector>

#include "core/dice/distribution.hpp"
#include "core/dice/expression.hpp"

namespace pnpkit::dice {

// The probability of each face of one roll of the pool's die once its rerolls are done
// (index = face, index 0 unused): recursive rerolls condition on the faces they do not match,
// a reroll once is a mixture of the first roll and a fresh one.
std::vector<double> face_distribution(const Pool& pool);

// The exact distribution of a pool's value (its kept dice's sum, or its number of successes),
// without enumerating outcomes. Explosions run to their cap; terms whose weight is below the
// smallest double are skipped, as they cannot change any probability. Throws TooLarge when the
// budget runs out.
Distribution pool_distribution(const Pool& pool, Budget& budget);

}  // namespace pnpkit::dice
