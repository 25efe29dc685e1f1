#include "games/dragon_dice_solo/opfor.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::optional<OpforTurn> opfor_turn(const SoloData& data, const ArmyType& army, int turn,
                                    const std::string& icon) {
    OpforTurn result;
    result.turn = turn;
    result.army = &army;
    if (turn < 1)
        return std::nullopt;
    for (const auto& response : army.responses) {
        if (response.icon == icon && !response.actions.empty())
            result.response = &response;
    }
    if (!result.response)
        return std::nullopt;
    result.step = static_cast<std::size_t>(turn - 1) % result.response->actions.size();
    result.action = data.find_action(result.response->actions[result.step]);
    if (!result.action)
        return std::nullopt;
    return result;
}

std::optional<OpforTurn> opfor_turn(const SoloData& data, int battle, int turn,
                                    const std::string& icon) {
    const Position* position = data.find_battle(battle);
    const ArmyType* army = position ? data.find_army(position->army) : nullptr;
    if (!army)
        return std::nullopt;
    auto result = opfor_turn(data, *army, turn, icon);
    if (result)
        result->position = position;
    return result;
}

}  // namespace pnpkit::games::dragon_dice_solo
