#include <algorithm>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
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
    std::vector<std::string> ids = ids_of_records(data.colours);
    std::vector<std::pair<std::string, int>> out;
    for (const auto& item : split(text, ',')) {
        std::string_view part = trim(item);
        if (part.empty())
            continue;
        auto eq = part.find('=');
        if (eq == std::string_view::npos) {
            throw UsageError(option + ": '" + std::string(part) +
                             "' must be COLOUR=N, such as red=5");
        }
        std::string colour = lower(trim(part.substr(0, eq)));
        if (colour == "yellow")
            colour = "gold";  // the current edition's name for gold
        if (const MagicColour* known = find_named(data.colours, colour)) {
            colour = known->id;
        } else {
            throw UsageError(option + ": " + unknown_named("colour", colour, ids, "colours"));
        }
        std::string_view number = trim(part.substr(eq + 1));
        std::optional<int> value = parse_number(number);
        if (!value || *value < 0 || *value > 1000) {
            throw UsageError(option + ": '" + std::string(number) + "' for " + colour +
                             " must be a whole number from 0 to 1000");
        }
        auto same =
            std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == colour; });
        if (same != out.end())
            throw UsageError(option + ": " + colour + " is given twice");
        out.emplace_back(colour, *value);
    }
    if (out.empty())
        throw UsageError(option + ": give at least one COLOUR=N, such as red=5");
    return out;
}

std::string terrain_label(const TerrainType& terrain, int copy, bool repeated) {
    return repeated ? terrain.name + " #" + std::to_string(copy) : terrain.name;
}

}  // namespace pnpkit::games::dragon_dice_solo
