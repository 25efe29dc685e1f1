#include <algorithm>

#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "core/error.hpp"
#include "core/text.hpp"
#include "games/dice_adventures/cli.hpp"

namespace pnpkit::dice_adventures {

std::unique_ptr<DiceAdventuresGame> load_for_command(cli::Context& context) {
    return cli::load_game_for_command_as<DiceAdventuresGame>(context, "dice-adventures");
}

const ModeDef& mode_named(const GameData& data, const std::string& name) {
    if (name.empty()) return data.modes.front();
    if (const ModeDef* mode = data.find_mode(name)) return *mode;
    std::vector<std::string> ids = data.mode_ids();
    throw UsageError(with_hint("--mode: unknown mode '" + name + "'", did_you_mean(name, ids)) +
                     " (modes: " + join(ids, ", ") + ")");
}

int class_named(const GameData& data, const std::string& id, const std::string& option) {
    if (auto c = data.find_class(std::string(trim(id)))) return *c;
    std::vector<std::string> ids = data.class_ids();
    throw UsageError(with_hint(option + ": unknown class '" + id + "'", did_you_mean(id, ids)) +
                     " (classes: " + join(ids, ", ") + ")");
}

std::vector<int> parse_party(const GameData& data, const std::string& text,
                             const std::string& option) {
    std::vector<int> classes;
    for (const std::string& word : split(text, ',')) {
        int c = class_named(data, word, option);
        if (std::find(classes.begin(), classes.end(), c) != classes.end())
            throw UsageError(option + ": '" + data.classes[static_cast<std::size_t>(c)].id +
                             "' twice; a party's heroes are of different classes");
        classes.push_back(c);
    }
    if (classes.empty() || static_cast<int>(classes.size()) > data.settings.party)
        throw UsageError(option + ": a party has 1 to " + std::to_string(data.settings.party) +
                         " heroes, found " + std::to_string(classes.size()));
    return classes;
}

std::string party_names(const GameData& data, std::span<const int> classes) {
    std::vector<std::string> names;
    for (int c : classes) names.push_back(data.classes[static_cast<std::size_t>(c)].name);
    return join(names, ", ");
}

}  // namespace pnpkit::dice_adventures
