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

// The guided-play definition for review and --coach's default, loading the data through the
// command's context when a game is first made.
play::GameDef command_def(cli::Context& context) {
    return dance_def([&context]() -> std::shared_ptr<const GameData> {
        auto data = load_for_command(context);
        if (!data) return nullptr;
        return std::make_shared<const GameData>(std::move(*data));
    });
}

ExitCode run_play(const PlayOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    play::PlayOptions play = *options.play;
    if (!options.side.empty()) play.setup["as"] = options.side;
    std::error_code ec;
    bool resuming = !play.session.empty() && std::filesystem::exists(play.session, ec);
    // Dragon Dance's dice are rolled by pnpkit unless the players ask to type their own.
    if (!play.dice && !resuming) play.dice = play::DiceMode::rolled;
    return play::run_play(dance_def(std::make_shared<const GameData>(std::move(*data))), play,
                          context);
}

}  // namespace

void setup_play(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* cmd = game.add_subcommand(
        "play",
        "Play a whole game at the terminal: against the computer, or two people (hot seat)");
    cmd->add_option("--as", options->side,
                    "The side you play; both: two people at one terminal (default: knight)")
        ->check(CLI::IsMember({"knight", "dragon", "both"}))
        ->type_name("knight|dragon|both");
    play::add_play_options(*cmd, options->play, {.draws = false, .resume = true});
    play::add_coach_option(*cmd, options->play, command_def(context));
    cmd->footer(
        "Each round: a die (or none) in secret, both dice shown, then a card in secret, both "
        "cards\n"
        "shown; a combo may follow. At every prompt: help, cards (your tables; their cards "
        "playable\n"
        "here with their die), advise (the computer's equilibrium mix for your side: each "
        "choice's\n"
        "probability and worth, and the round's value), status, undo [N], quit. The dice are\n"
        "rolled by pnpkit (--dice typed to type your own). Answers are read one a line, so a game\n"
        "can be piped in; a bad or missing answer ends the run with exit 2 (the game so far stays\n"
        "saved with --session). The computer solves each phase as a matrix game and draws from "
        "its\n"
        "mixed strategy, from the position alone, and its choice is shown only once you have made\n"
        "yours; --seed replays its choices and every roll. With --as both the screen, its\n"
        "scrollback and the line history are cleared before each side's secret choice.\n"
        "--coach warns before an answer that costs 1 percentage point of P(win) or more against\n"
        "the computer's mix; `pnpkit dragon-dance review --session F` reviews a game.\n"
        "Examples:\n"
        "  pnpkit dragon-dance play --as dragon --seed 7\n"
        "  pnpkit dragon-dance play --as dragon --coach --session duel.toml\n"
        "  pnpkit dragon-dance play --as both --session duel.toml\n"
        "  printf '5\\ncharge\\nquit\\n' | pnpkit dragon-dance play --as knight --seed 7\n");
    cmd->callback([options, &context] { context.result = run_play(*options, context); });
    play::add_review_command(game, context, std::make_shared<play::GameDef>(command_def(context)));
}

}  // namespace pnpkit::dragon_dance
