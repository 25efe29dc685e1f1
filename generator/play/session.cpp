#include "play/session.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <sstream>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/text.hpp"
#include "load/toml_file.hpp"
#include "play/challenge.hpp"
#include "play/console.hpp"
#include "play/log_file.hpp"
#include "play/table.hpp"

namespace pnpkit::play {

namespace fs = std::filesystem;

namespace {

// The session file a run works on, locked for the whole run when it may write: one game, one
// player at a time.
struct SessionFile {
    LogFile file;
    bool is_new = false;  // no file yet: this run begins the game
    bool dirty = false;   // the log differs from the file: an undo, other modes, a new game

    void save(const Log& log, const GameDef& def) {
        file.save(log, guided_game_comment(def.title, resume(def)), Modes::written);
        dirty = false;
    }
    std::string resume(const GameDef& def) const {
        return file.kept() ? def.command + " --session " + file.display() : def.command;
    }
};

// The log to play: the session's, with this run's options applied, or a new one.
Log open_or_begin(const GameDef& def, const PlayOptions& options, SessionFile& file,
                  cli::Context& context, Diagnostics& diagnostics, bool& failed) {
    Log log;
    if (file.file.exists()) {
        auto read = load_log(file.file, def.id, diagnostics);
        if (!read) {
            failed = true;
            return log;
        }
        log = std::move(*read);
        if (context.options.seed && *context.options.seed != log.seed) {
            throw UsageError("session " + file.file.display() + " began with seed " +
                             std::to_string(log.seed) + "; its rolls come from that seed, so " +
                             "leave out --seed to resume it");
        }
        if (options.challenge && challenge_of(log) != options.challenge) {
            auto played = challenge_of(log);
            throw UsageError(
                "session " + file.file.display() + " is " +
                (played ? "challenge " + std::to_string(*played) : std::string("not a challenge")) +
                "; a game's challenge cannot change once it has begun");
        }
        for (const auto& [key, value] : options.setup) {
            auto it = log.setup.find(key);
            if (it == log.setup.end() || it->second != value) {
                throw UsageError("session " + file.file.display() + " began with --" + key + " " +
                                 (it == log.setup.end() ? "unset" : it->second) +
                                 "; a game's set-up cannot change once it has begun");
            }
        }
    } else {
        if (options.status && file.file.kept())
            throw UsageError("no game in " + file.file.display() + " yet: begin one with " +
                             def.command + " --session " + file.file.display());
        log.game = def.id;
        log.setup = options.setup;
        if (options.challenge) {
            if (context.options.seed)
                throw UsageError(
                    "a challenge deals its own dice: leave out --seed with "
                    "--challenge");
            log.seed = challenge_seed(*options.challenge);
            log.dice = DiceMode::rolled;
            log.draws = DrawMode::drawn;
            log.setup[std::string(k_challenge_key)] = std::to_string(*options.challenge);
        } else {
            log.seed = context.seed();
        }
        file.is_new = file.file.kept();
        file.dirty = true;
    }
    if (challenge_of(log) && ((options.dice && *options.dice != DiceMode::rolled) ||
                              (options.draws && *options.draws != DrawMode::drawn)))
        throw UsageError(
            "in a challenge pnpkit rolls the dice and draws the tiles and cards, so "
            "that everyone is dealt the same: leave out --dice typed and --draws "
            "typed");
    if (options.dice && *options.dice != log.dice) {
        log.dice = *options.dice;
        file.dirty = true;
    }
    if (options.draws && *options.draws != log.draws) {
        log.draws = *options.draws;
        file.dirty = true;
    }
    if (options.coach) {
        auto coaching = def.coach_threshold ? parse_coaching(*options.coach, *def.coach_threshold)
                                            : std::nullopt;
        if (!coaching) throw UsageError(def.title + ": --coach takes a threshold, always or off");
        std::string key(k_coach_key);
        auto old = log.setup.find(key);
        std::optional<std::string> now;
        if (coaching->on()) now = coaching_text(*coaching);
        if (old == log.setup.end() ? now.has_value() : now != old->second) {
            if (now)
                log.setup[key] = *now;
            else
                log.setup.erase(key);
            file.dirty = true;
        }
    }
    return log;
}

// The game for a log. A set-up the game refuses is the player's mistake in a new game (UsageError,
// exit 2) but a problem of the file in a session read from one (ReplayError at its `setup`).
std::unique_ptr<Game> make_game(const GameDef& def, const Log& log) {
    try {
        for (const auto& [key, value] : log.setup) {
            if (std::find(def.setup_keys.begin(), def.setup_keys.end(), key) !=
                def.setup_keys.end())
                continue;
            if (key == k_challenge_key) {
                if (!parse_challenge(value))
                    throw UsageError("challenge '" + value + "' is not a number from 1");
                if (log.dice != DiceMode::rolled || log.draws != DrawMode::drawn)
                    throw UsageError(
                        "a challenge is played with dice = \"rolled\" and draws = "
                        "\"drawn\": pnpkit deals everyone the same");
                continue;
            }
            if (key == k_coach_key && def.coach_threshold) {
                if (!parse_coaching(value, *def.coach_threshold))
                    throw UsageError("coach '" + value + "' is not a threshold, always or off");
                continue;
            }
            std::string hint = did_you_mean(key, def.setup_keys);
            if (hint.empty())
                hint = def.setup_keys.empty()
                           ? def.title + " has no set-up options"
                           : def.title + "'s set-up options: " + join(def.setup_keys, ", ");
            throw UsageError(with_hint("unknown set-up option '" + key + "'", hint));
        }
        return def.make(log);
    } catch (const UsageError& e) {
        if (log.setup_pos.file.empty()) throw;
        throw ReplayError(log.setup_pos, std::string("the session's set-up: ") + e.what());
    }
}

// Throws ReplayError at the first step after the end of the game, when the log goes on past it.
void check_nothing_past_end(const Table& table, const Log& log) {
    std::size_t end = table.steps();
    if (end >= log.steps.size()) return;
    throw ReplayError(log.steps[end].pos,
                      "step " + std::to_string(end + 1) + " comes after the end of the game, " +
                          (end == 0 ? std::string("which ended before its first step")
                                    : "which ended at step " + std::to_string(end)));
}

}  // namespace

Coaching coaching_of(const GameDef& def, const Log& log) {
    auto it = log.setup.find(std::string(k_coach_key));
    if (it == log.setup.end() || !def.coach_threshold) return {};
    return parse_coaching(it->second, *def.coach_threshold).value_or(Coaching{});
}

namespace {

ExitCode report(const Diagnostics& diagnostics, cli::Context& context) {
    context.report(diagnostics);
    return ExitCode::data;
}

}  // namespace

std::optional<Log> load_log(const LogFile& file, std::string_view game, Diagnostics& diagnostics) {
    auto log = file.read(diagnostics);
    if (!log) return std::nullopt;
    if (log->game == k_draw_game) {
        diagnostics.error(log->game_pos,
                          "this is a session of `pnpkit draw` (dominoes and cards drawn at the "
                          "table), not a guided game of '" +
                              std::string(game) + "'",
                          "see it with: pnpkit draw show --session " + file.display() +
                              "; a guided game keeps a session file of its own");
        return std::nullopt;
    }
    if (log->game != game) {
        diagnostics.error(
            log->game_pos,
            "this is a session of '" + log->game + "', not of '" + std::string(game) + "'",
            "resume it with: pnpkit " + log->game + " play --session " + file.display());
        return std::nullopt;
    }
    return log;
}

std::optional<Log> load_log(const fs::path& path, std::string_view game, Diagnostics& diagnostics) {
    return load_log(LogFile(path, Access::read), game, diagnostics);
}

std::optional<Replayed> replay_log(const GameDef& def, Log& log, Diagnostics& diagnostics,
                                   const ReplayHooks& hooks) {
    std::ostringstream silent;
    std::istringstream nothing;
    Console console(nothing, silent, Terminal::no);
    Replayed result;
    try {
        result.game = make_game(def, log);
        Table table(log, console, hooks ? hooks(*result.game) : Table::Hooks{}, AtEndOfLog::stop);
        result.game->play(table);
        check_nothing_past_end(table, log);
        result.over = true;
    } catch (const EndOfLog& end) {
        result.waiting_for = end.prompt;
    } catch (const ReplayError& e) {
        diagnostics.error(e.pos(), e.what());
        return std::nullopt;
    }
    return result;
}

std::optional<Replayed> replay_session(const GameDef& def, const fs::path& path,
                                       Diagnostics& diagnostics) {
    auto log = load_log(path, def.id, diagnostics);
    if (!log) return std::nullopt;
    return replay_log(def, *log, diagnostics);
}

ExitCode run_play(const GameDef& def, const PlayOptions& options, cli::Context& context) {
    // --status only reads: no lock (not even its file), no write.
    SessionFile file{LogFile(options.session, options.status ? Access::read : Access::write,
                             std::chrono::milliseconds(0))};
    Diagnostics diagnostics;
    bool failed = false;
    Log log = open_or_begin(def, options, file, context, diagnostics, failed);
    if (failed) return report(diagnostics, context);
    try {
        make_game(def, log);  // a set-up the game refuses leaves no session file behind
    } catch (const ReplayError& e) {
        diagnostics.error(e.pos(), e.what());
        return report(diagnostics, context);
    }

    if (options.status) {
        auto replayed = replay_log(def, log, diagnostics);
        if (!replayed) return report(diagnostics, context);
        Console console = Console::for_streams(context.in(), context.out());
        console.print(replayed->game->status());
        console.print(replayed->over ? "The game is over." : "Next: " + replayed->waiting_for);
        return ExitCode::ok;
    }
    if (file.is_new) context.info("new game in " + file.file.display());

    Console console = Console::for_streams(context.in(), context.out());
    std::string banner;
    if (options.undo > 0) {
        std::size_t keep = steps_after_undo(log, options.undo);
        if (keep == log.steps.size())
            throw UsageError("nothing to undo: no answer has been given yet");
        std::size_t answers = answers_after(log, keep);
        banner = "Took back " + count_of(answers, "answer") +
                 (answers < options.undo ? " (all there were)." : ".");
        log.steps.resize(keep);
        file.dirty = true;
    } else if (!log.steps.empty()) {
        banner = "Resumed " + (file.file.kept() ? file.file.display() : def.title) + " after " +
                 count_of(log.steps.size(), "step") + ".";
    }

    std::string saved = file.file.kept()
                            ? "The game is saved in " + file.file.display() +
                                  "; resume it with: " + file.resume(def)
                            : "The game was not saved: give --session FILE to keep one.";
    std::shared_ptr<const Why> why;
    if (def.outcomes)
        why = std::make_shared<const Why>(
            Why{def.outcomes, load_rule_book(context.paths().data / def.id)});
    for (;;) {
        std::unique_ptr<Game> game = make_game(def, log);
        Table::Hooks hooks;
        hooks.why = why;
        hooks.save = [&](const Log& l) { file.save(l, def); };
        hooks.status = [&] { return game->status(); };
        hooks.coach = coaching_of(def, log);
        // The log has replayed without a fault: what changed before it (an undo, the modes, a
        // new game) may be written now, and not before, so a log that fails is left as it was.
        hooks.on_live = [&] {
            if (file.dirty) file.save(log, def);
            if (banner.empty()) return;
            console.print(banner);
            console.print(game->status());
            banner.clear();
        };
        Table table(log, console, std::move(hooks));
        try {
            game->play(table);
            check_nothing_past_end(table, log);
            if (file.dirty) file.save(log, def);
            if (!table.went_live()) {
                console.print(game->status());
                console.print("This game is over. `undo` takes back its last answer: " +
                              file.resume(def) + " --undo 1");
            }
            return ExitCode::ok;
        } catch (const Rewind& rewind) {
            std::size_t answers = answers_after(log, rewind.keep);
            log.steps.resize(rewind.keep);
            file.save(log, def);
            banner = "Took back " + count_of(answers, "answer") + ".";
        } catch (const Quit&) {
            console.print(saved);
            return ExitCode::ok;
        } catch (const EndOfInput& end) {
            if (console.terminal()) {
                console.print(saved);
                return ExitCode::ok;
            }
            context.err() << "pnpkit: error: input ended at line " << console.line() + 1
                          << " while asking: " << end.prompt << '\n'
                          << saved << '\n';
            return ExitCode::usage;
        } catch (const InputError& e) {
            context.err() << "pnpkit: error: " << e.what() << '\n' << saved << '\n';
            return ExitCode::usage;
        } catch (const ReplayError& e) {
            diagnostics.error(e.pos(), e.what(),
                              "the session may come from another version of pnpkit; delete this "
                              "step and those after it to go on from the step before");
            return report(diagnostics, context);
        }
    }
}

}  // namespace pnpkit::play
