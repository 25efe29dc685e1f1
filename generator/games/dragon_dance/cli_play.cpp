#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/commands.hpp"
#include "games/dragon_dance/dance_play.hpp"
#include "play/command.hpp"

namespace pnpkit::dragon_dance {

namespace {

struct PlayOptions {
    std::shared_ptr<play::PlayOptions> play = std::make_shared<play::PlayOptions>();
    std::string side;  // empty: as the session says (knight for a new game)
};

ExitCode run_play(const PlayOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    play::PlayOptions play = *options.play;
    if (!options.side.empty())
        play.setup["as"] = options.side;
    std::error_code ec;
    bool resuming = !play.session.empty() && std::filesystem::exists(play.session, ec);
    // Dragon Dance's dice are rolled by pnpkit unless the players ask to type their own.
    if (!play.dice && !resuming)
        play.dice = play::DiceMode::rolled;
    return play::run_play(dance_def(std::make_shared<const GameData>(std::move(*data))), play, context);
}

}  // namespace

void setup_play(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* cmd = game.add_subcommand(
        "play", "Play a whole game at the terminal: against the computer, or two people (hot seat)");
    cmd->add_option("--as", options->side,
                    "The side you play; both: two people at one terminal (default: knight)")
        ->check(CLI::IsMember({"knight", "dragon", "both"}))
        ->type_name("knight|dragon|both");
    play::add_play_options(*cmd, options->play, {.draws = false, .resume = true});
    cmd->footer(
        "Each round: a die (or none) in secret, both dice shown, then a card; a combo may follow.\n"
        "At every prompt: help, cards (your tables; their cards playable here with their die),\n"
        "status, undo [N], quit. The dice are rolled by pnpkit (--dice typed to type your own).\n"
        "Answers are read one a line, so a game can be piped in; a bad or missing answer ends the\n"
        "run with exit 2 (the game so far stays saved with --session). The computer solves each\n"
        "phase as a matrix game and draws from its mixed strategy; --seed replays its choices and\n"
        "every roll. With --as both the screen is cleared before each side's secret choice.\n"
        "Examples:\n"
        "  pnpkit dragon-dance play --as dragon --seed 7\n"
        "  pnpkit dragon-dance play --as both --session duel.toml\n"
        "  printf '6\\nhack\\n' | pnpkit dragon-dance play --as knight --seed 7\n");
    cmd->callback([options, &context] { context.result = run_play(*options, context); });
}

}  // namespace pnpkit::dragon_dance
