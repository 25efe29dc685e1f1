#include "play/command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <stdexcept>

#include "cli/context.hpp"
#include "core/text.hpp"
#include "play/challenge.hpp"
#include "play/review.hpp"

namespace pnpkit::play {

void add_play_options(CLI::App& cmd, const std::shared_ptr<PlayOptions>& options, PlayFlags flags) {
    cmd.add_option("--session", options->session,
                   "Session file keeping the game between runs (made when missing)")
        ->type_name("FILE")
        ->check([](const std::string& value) {
            return value.empty() ? std::string("--session needs a file name") : std::string();
        });
    cmd.add_option_function<std::string>(
           "--dice",
           [options](const std::string& value) { options->dice = parse_dice_mode(value); },
           "typed: you roll real dice and type them (default); rolled: pnpkit rolls them")
        ->check(CLI::IsMember({"typed", "rolled"}))
        ->type_name("typed|rolled");
    if (flags.draws) {
        cmd.add_option_function<std::string>(
               "--draws",
               [options](const std::string& value) { options->draws = parse_draw_mode(value); },
               "drawn: pnpkit draws tiles and cards (default); typed: you draw real ones and type "
               "them")
            ->check(CLI::IsMember({"drawn", "typed"}))
            ->type_name("drawn|typed");
    }
    if (flags.challenge) {
        cmd.add_option_function<std::string>(
               "--challenge",
               [options](const std::string& value) { options->challenge = parse_challenge(value); },
               "Play challenge N: everyone who plays it with this pnpkit is dealt the same dice, "
               "tiles and cards, whatever they choose (pnpkit rolls and draws; a new game only)")
            ->type_name("N")
            ->check([](const std::string& value) {
                return parse_challenge(value)
                           ? std::string()
                           : "--challenge takes a number from 1, not '" + value + "'";
            });
    }
    if (flags.resume) {
        cmd.add_flag("--status", options->status, "Print the game as it stands and stop");
        cmd.add_option("--undo", options->undo, "Take back your last N answers, then go on")
            ->type_name("N")
            ->check(CLI::PositiveNumber.description(""));
    }
}

// --coach [THRESHOLD|always|off], for a game whose questions have evaluations.
void add_coach_option(CLI::App& cmd, const std::shared_ptr<PlayOptions>& options,
                      const GameDef& def) {
    double threshold = *def.coach_threshold;
    std::string figure = coaching_text({Coaching::Mode::warn, threshold});
    cmd.add_option_function<std::string>(
           "--coach", [options](const std::string& value) { options->coach = value; },
           std::string("Warn before an answer that loses THRESHOLD or more (default ") + figure +
               "); always: also show the best answer at every question; off: stop. The session "
               "remembers it")
        ->expected(0, 1)
        ->type_name("[THRESHOLD|always|off]")
        ->check([threshold](const std::string& value) {
            return parse_coaching(value, threshold)
                       ? std::string()
                       : "--coach takes a threshold of 0 or more, always or off, not '" + value +
                             "'";
        });
}

// `pnpkit GAME review --session F`: every decision of a session against the advisor's best.
void add_review_command(CLI::App& game, cli::Context& context,
                        const std::shared_ptr<GameDef>& def) {
    auto session = std::make_shared<std::filesystem::path>();
    CLI::App* cmd = game.add_subcommand(
        "review",
        "Every decision of a played game (finished or not) against the advisor's best: the loss of "
        "each, the total and the mean");
    cmd->add_option("--session", *session, "The session file of the game (read, never written)")
        ->type_name("FILE")
        ->required();
    cmd->footer("Examples:\n  " + def->command + " --session game.toml\n  " +
                def->command.substr(0, def->command.rfind(' ')) +
                " review --session game.toml\n  " +
                def->command.substr(0, def->command.rfind(' ')) +
                " review --session game.toml --format json\n");
    cmd->callback([session, def, &context] {
        try {
            context.result = run_review(*def, *session, context);
        } catch (const DataUnavailable&) {
            context.result = ExitCode::data;
        }
    });
}

CLI::App& add_play_command(CLI::App& game, cli::Context& context, GameDef def,
                           const std::string& description, const std::string& footer,
                           const std::vector<SetupOption>& setup) {
    auto options = std::make_shared<PlayOptions>();
    auto shared_def = std::make_shared<GameDef>(std::move(def));
    CLI::App* cmd = game.add_subcommand("play", description);
    add_play_options(*cmd, options);
    for (const SetupOption& option : setup) {
        std::string key = option.name;
        // The game must read what its command writes (the log reader refuses other keys).
        const auto& keys = shared_def->setup_keys;
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            throw std::logic_error(shared_def->id + " play: --" + key +
                                   " is not one of the game's setup_keys");
        if (option.flag) {
            cmd->add_flag_function(
                "--" + key, [options, key](std::int64_t) { options->setup[key] = "yes"; },
                option.description + " (a new game only)");
            continue;
        }
        CLI::Option* added = cmd->add_option_function<std::string>(
            "--" + key, [options, key](const std::string& value) { options->setup[key] = value; },
            option.description + " (a new game only)");
        if (!option.allowed.empty()) {
            added->check(CLI::IsMember(option.allowed))->type_name(join(option.allowed, "|"));
        } else {
            added->type_name("TEXT");
        }
    }
    if (shared_def->coach_threshold) add_coach_option(*cmd, options, *shared_def);
    cmd->footer(
        "At every prompt: help, status, undo [N], quit (and advise where there is advice).\n"
        "The session is saved after every answer; piped answers are read one a line, and a bad or\n"
        "missing one ends the run with exit 2 (the game so far stays saved).\n" +
        footer);
    cmd->callback([options, shared_def, &context] {
        try {
            context.result = run_play(*shared_def, *options, context);
        } catch (const DataUnavailable&) {
            context.result = ExitCode::data;
        }
    });
    if (shared_def->coach_threshold) add_review_command(game, context, shared_def);
    return *cmd;
}

}  // namespace pnpkit::play
