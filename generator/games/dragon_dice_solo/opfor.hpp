#pragma once

#include <optional>
#include <string>

#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// What the opposing army of one battle does on one of its turns (4.4).
struct OpforTurn {
    const Position* position = nullptr;
    const ArmyType* army = nullptr;
    const Response* response = nullptr;
    const Action* action = nullptr;
    int turn = 1;          // the army's turn within the battle, from 1
    std::size_t step = 0;  // which action of the response's cycle this turn takes
};

// The opposing army's action at battle `battle`, on its `turn`-th turn of that battle (counted
// from 1: ruling R14), when the terrain shows `icon`. The data must be validated; returns nullopt
// when `battle` has no position or the army has no response to `icon`.
std::optional<OpforTurn> opfor_turn(const SoloData& data, int battle, int turn,
                                    const std::string& icon);
// The same for a given army wherever it fights (the light army of option 5.2 at the fifth
// terrain); the result has no position.
std::optional<OpforTurn> opfor_turn(const SoloData& data, const ArmyType& army, int turn,
                                    const std::string& icon);

}  // namespace pnpkit::games::dragon_dice_solo
