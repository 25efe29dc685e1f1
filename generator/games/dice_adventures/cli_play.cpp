#include <CLI/CLI.hpp>

#include "cli/context.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/play.hpp"
#include "play/command.hpp"

namespace pnpkit::dice_adventures {

void setup_play(CLI::App& app, cli::Context& context) {
    play::GameDef def = adventure_play_def([&context]() -> std::shared_ptr<const GameData> {
        auto game = load_for_command(context);
        if (!game) return nullptr;
        return std::make_shared<const GameData>(game->data());
    });
    play::add_play_command(
        app, context, std::move(def),
        "A whole game at the table: the party, the shop, every die, power and item, with advice",
        "Examples:\n"
        "  pnpkit dice-adventures play --session adv.toml\n"
        "  pnpkit dice-adventures play --session adv.toml --dice rolled --mode hardcore --deck\n"
        "  pnpkit dice-adventures play --session adv.toml --status\n",
        {{"mode",
          "basic, hardcore or hardcore+ (default basic)",
          {"basic", "hardcore", "hardcore+"}},
         {"deck", "Play with the adventure deck: a card drawn before each adventure", {}, true}});
}

}  // namespace pnpkit::dice_adventures
