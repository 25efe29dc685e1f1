#include <CLI/CLI.hpp>

#include "cli/context.hpp"
#include "games/dice_adventures/cli.hpp"

namespace pnpkit::dice_adventures {

void add_commands(games::CommandHooks& hooks) {
    CLI::App* app = hooks.root.add_subcommand(
        "dice-adventures",
        "Dice Adventures: exact optimal play, advice, the adventure deck's difficulty");
    app->require_subcommand(1);
    app->footer(
        "Examples:\n"
        "  pnpkit dice-adventures best\n"
        "  pnpkit dice-adventures best --mode hardcore+\n"
        "  pnpkit dice-adventures advise --party warrior:2,cleric:1,wizard:1 --dice 3,5,1 "
        "--adventure 3\n"
        "  pnpkit dice-adventures cards\n"
        "  pnpkit dice-adventures play --session adv.toml\n"
        "  pnpkit simulate dice-adventures --policy optimal --party bard,cleric,wizard --seed 1\n");
    setup_best(*app, hooks.context);
    setup_advise(*app, hooks.context);
    setup_cards(*app, hooks.context);
    setup_play(*app, hooks.context);
    setup_simulate(hooks.simulate, hooks.context);
}

}  // namespace pnpkit::dice_adventures
