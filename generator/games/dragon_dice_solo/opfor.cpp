#include "games/dragon_dice_solo/opfor.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::optional<OpforTurn> opfor_turn(const SoloData& data, int battle, int turn,
                                    const std::string& icon) {
    OpforTurn result;
    result.turn = turn;
    result.position = data.find_battle(battle);
    if (!result.position || turn < 1)
        return std::nullopt;
    result.army = data.find_army(result.position->army);
    if (!result.army)
        return std::nullopt;
    for (const auto& response : result.army->responses) {
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

}  // namespace pnpkit::games::dragon_dice_solo
