#pragma once

#include <functional>

#include "core/rng.hpp"

namespace pnpkit::games::dragon_dice_solo {

// Rolls one die of `faces` faces (1..faces). The helpers take one so that tests can script rolls;
// the commands pass dice_from(rng), so every roll still comes from the run's seeded Rng.
using RollDie = std::function<int(int faces)>;

inline RollDie dice_from(Rng& rng) {
    return [&rng](int faces) { return rng.roll(faces); };
}

}  // namespace pnpkit::games::dragon_dice_solo
