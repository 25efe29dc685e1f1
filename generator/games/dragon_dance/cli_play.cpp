#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/commands.hpp"
#include "games/dragon_dance/console.hpp"

namespace pnpkit::dragon_dance {

namespace {

struct PlayOptions {
    std::string side = "knight";
};

ExitCode run_play(const PlayOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    Rng rng = context.make_rng();
    Echo echo = ::isatty(STDIN_FILENO) ? Echo::no : Echo::yes;
    play_in_terminal(*data, options.side == "dragon" ? Side::dragon : Side::knight, rng, std::cin,
                     context.out(), echo);
    return ExitCode::ok;
}

}  // namespace

void setup_play(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* cmd =
        game.add_subcommand("play", "Play a whole game in the terminal against the computer");
    cmd->add_option("--as", options->side, "The side you play (default: knight)")
        ->check(CLI::IsMember({"knight", "dragon"}))
        ->type_name("knight|dragon");
    cmd->footer(
        "Answers are read one a line, so a game can be piped in; end of input or 'quit' leaves the "
        "game.\n"
        "The computer solves each phase as a matrix game and draws from its mixed strategy; --seed "
        "replays\n"
        "its choices and every roll.\n"
        "Examples:\n"
        "  pnpkit dragon-dance play --as dragon --seed 7\n"
        "  printf '6\\nhack\\n' | pnpkit dragon-dance play --as knight --seed 7\n");
    cmd->callback([options, &context] { context.result = run_play(*options, context); });
}

}  // namespace pnpkit::dragon_dance
