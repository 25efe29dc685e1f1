#include <CLI/CLI.hpp>

#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/game.hpp"

namespace pnpkit::colf {

std::optional<ColfData> load_for_command(cli::Context& context) {
    auto game = cli::load_game_for_command_as<ColfGame>(context, "colf");
    if (!game) return std::nullopt;
    return game->data();
}

std::string monster_name(const ColfData& data, const Foe& foe) {
    std::string name;
    for (CardRef r : foe.adjectives) name += data.adjectives[r].name + " ";
    return name + data.nouns[foe.noun].name;
}

void add_commands(games::CommandHooks& hooks) {
    CLI::App* colf = hooks.root.add_subcommand(
        "colf", "CoLF DaDA play assists: build and discard monsters, resolve combat rounds");
    colf->require_subcommand(1);
    colf->footer(
        "Examples:\n"
        "  pnpkit colf monster --level 5\n"
        "  pnpkit colf master\n"
        "  pnpkit colf play --session game.toml\n"
        "  pnpkit colf monster --level 4 --session game.toml\n"
        "  pnpkit colf discard 2-5 3-3 --session game.toml\n"
        "  pnpkit colf round --hero-attack 2-5,3-3 --hero-defense 1-4 --hero-dice 5,3,1,4 \\\n"
        "      --monster-attack 1-2 --monster-defense 3-6 --bite 1 --monster-dice 2,6,6\n");
    setup_monster(*colf, hooks.context);
    setup_discard(*colf, hooks.context);
    setup_round(*colf, hooks.context);
    setup_play(*colf, hooks.context);
    setup_simulate(hooks.simulate, hooks.context);
}

}  // namespace pnpkit::colf
