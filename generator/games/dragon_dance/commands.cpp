#include "games/dragon_dance/commands.hpp"

#include <CLI/CLI.hpp>

#include "games/dragon_dance/game.hpp"

namespace pnpkit::dragon_dance {

void add_commands(games::CommandHooks& hooks) {
    CLI::App* game = hooks.root.add_subcommand(
        "dragon-dance", "Dragon Dance: resolve a round, or play the computer");
    game->require_subcommand(1);
    game->footer(
        "Examples:\n"
        "  pnpkit dragon-dance round --range short --knight hack:4 --dragon advance:2 "
        "--knight-dice 4,1\n"
        "  pnpkit dragon-dance play --as knight --seed 7\n");
    setup_round(*game, hooks.context);
    setup_play(*game, hooks.context);
    setup_fit(*game, hooks.context);
    setup_simulate(hooks.simulate, hooks.context);
}

}  // namespace pnpkit::dragon_dance
