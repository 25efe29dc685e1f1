#include <CLI/CLI.hpp>
#include <charconv>

#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "core/text.hpp"
#include "games/domino_run/cli.hpp"
#include "games/domino_run/game.hpp"

namespace pnpkit::domino_run {

namespace {

std::vector<std::string> items(const std::string& text) {
    std::vector<std::string> out;
    for (const std::string& item : split(text, ',')) {
        std::string_view trimmed = trim(item);
        if (!trimmed.empty()) out.emplace_back(trimmed);
    }
    return out;
}

}  // namespace

std::optional<GameData> load_for_command(cli::Context& context) {
    auto game = cli::load_game_for_command_as<DominoRunGame>(context, "domino-run");
    if (!game) return std::nullopt;
    return game->data();
}

std::vector<int> parse_dice(const std::string& option, const std::string& text) {
    std::vector<int> dice;
    for (const std::string& item : items(text)) {
        int value = 0;
        auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (ec != std::errc() || ptr != item.data() + item.size())
            throw UsageError(option + ": '" + item + "' is not a die (write dice as 5,4)");
        dice.push_back(value);
    }
    return dice;
}

std::vector<Domino> parse_tiles(const std::string& option, const std::string& text) {
    std::vector<Domino> tiles;
    for (const std::string& item : items(text)) {
        auto tile = parse_domino(item);
        if (!tile) throw UsageError(option + ": '" + item + "' is not a tile (write tiles as 2-5)");
        tiles.push_back(*tile);
    }
    return tiles;
}

void add_commands(games::CommandHooks& hooks) {
    CLI::App* game = hooks.root.add_subcommand(
        "domino-run", "Domino Run: a guided game, and the best way to spend a roll, ranked");
    game->require_subcommand(1);
    game->footer(
        "Examples:\n"
        "  pnpkit domino-run play --session run.toml --dice rolled\n"
        "  pnpkit domino-run advise --line '1|2 2|4 0|5 5|1 6|6' --player 6 --roll 5,5\n"
        "  pnpkit simulate domino-run --games 100000 --policy greedy --seed 1\n");
    setup_advise(*game, hooks.context);
    setup_play(*game, hooks.context);
    setup_simulate(hooks.simulate, hooks.context);
}

}  // namespace pnpkit::domino_run
