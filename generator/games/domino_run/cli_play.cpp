#include <CLI/CLI.hpp>
#include <memory>
#include <optional>

#include "cli/context.hpp"
#include "games/domino_run/cli.hpp"
#include "games/domino_run/play.hpp"
#include "play/command.hpp"

namespace pnpkit::domino_run {

void setup_play(CLI::App& game, cli::Context& context) {
    auto loaded = std::make_shared<std::optional<GameData>>();
    auto data = [loaded, &context]() -> const GameData& {
        if (!*loaded) *loaded = load_for_command(context);
        if (!*loaded)
            throw play::DataUnavailable{};  // its problems are printed above: exit 1
        return **loaded;
    };
    play::add_play_command(
        game, context, play_def(data),
        "Play a whole game at the terminal: the line drawn, your moves listed, the rules applied",
        "Examples:\n"
        "  pnpkit domino-run play --session run.toml                 # roll real dice, type them\n"
        "  pnpkit domino-run play --session run.toml --dice rolled   # pnpkit rolls\n"
        "  pnpkit domino-run play --session run.toml --draws typed   # type the tiles you draw\n"
        "  pnpkit domino-run play --session run.toml --status\n");
}

}  // namespace pnpkit::domino_run
