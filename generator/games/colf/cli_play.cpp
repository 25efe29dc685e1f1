#include <CLI/CLI.hpp>
#include <memory>

#include "cli/context.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/guided.hpp"
#include "play/command.hpp"

namespace pnpkit::colf {

void setup_play(CLI::App& colf, cli::Context& context) {
    // The data is loaded once, when the game is first made (not for every other command).
    auto cache = std::make_shared<std::shared_ptr<const ColfData>>();
    auto load = [cache, &context]() -> std::shared_ptr<const ColfData> {
        if (!*cache) {
            auto data = load_for_command(context);
            if (data) *cache = std::make_shared<const ColfData>(std::move(*data));
        }
        return *cache;
    };
    play::add_play_command(
        colf, context, guided_def(load),
        "Play a whole game with pnpkit as the game master: set-up, turns, monsters, every combat "
        "round with the solver's advice, growing, the Master and the score",
        "Dice are typed (--dice typed: roll real dice) or rolled by pnpkit (--dice rolled); cards "
        "and\n"
        "dominoes are drawn by pnpkit (--draws drawn) or typed as you draw real ones (--draws "
        "typed).\n"
        "`advise` gives the solver's or the simulator's advice where there is some.\n"
        "Examples:\n"
        "  pnpkit colf play --session game.toml\n"
        "  pnpkit colf play --session game.toml --dice rolled --seed 7\n"
        "  pnpkit colf play --session game.toml --status\n"
        "  pnpkit colf play --session game.toml --undo 1\n"
        "  pnpkit render colf --session game.toml\n");
}

}  // namespace pnpkit::colf
