#include <algorithm>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/casting.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "cli/game_data.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::unique_ptr<SoloGame> load_for_command(cli::Context& context) {
    return cli::load_game_for_command_as<SoloGame>(context, "dragon-dice-solo");
}

std::vector<std::pair<std::string, int>> parse_colour_numbers(const SoloData& data,
                                                              const std::string& text,
                                                              const std::string& option) {
    std::vector<std::pair<std::string, int>> out;
    if (auto problem = parse_colour_points(data, text, out))
        throw UsageError(option + ": " + *problem);
    if (out.empty())
        throw UsageError(option + ": give at least one COLOUR=N, such as red=5");
    return out;
}

}  // namespace pnpkit::games::dragon_dice_solo
