#include "play/session.hpp"

#include <algorithm>
#include <chrono>
#include <ostream>
#include <sstream>

#include "cli/context.hpp"
#include "core/atomic_file.hpp"
#include "core/file_lock.hpp"
#include "core/text.hpp"
#include "load/toml_file.hpp"
#include "play/console.hpp"
#include "play/table.hpp"

namespace pnpkit::play {

namespace fs = std::filesystem;

namespace {

// The session file a run works on, locked for the whole run: one game, one player at a time.
struct SessionFile {
    fs::path path;  // empty: kept in memory only
    std::string display;
    std::optional<FileLock> lock;
    bool is_new = false;  // no file yet: this run begins the game

    void save(const Log& log, const GameDef& def) const {
        if (path.empty()) return;
        write_file_atomically(path, log_to_toml(log, def.title, resume(def)), Parents::must_exist);
    }
    std::string resume(const GameDef& def) const {
        return path.empty() ? def.command : def.command + " --session " + display;
    }
};

// The log to play: the session's, with this run's options applied, or a new one.
Log open_or_begin(const GameDef& def, const PlayOptions& options, SessionFile& file,
                  cli::Context& context, Diagnostics& diagnostics, bool& failed) {
    Log log;
    std::error_code ec;
    if (!file.path.empty() && fs::exists(file.path, ec)) {
        auto read = load_log(file.path, def.id, diagnostics);
        if (!read) {
            failed = true;
            return log;
        }
        log = std::move(*read);
        if (context.options.seed && *context.options.seed != log.seed) {
            throw UsageError("session " + file.display + " began with seed " +
                             std::to_string(log.seed) + "; its rolls come from that seed, so " +
                             "leave out --seed to resume it");
        }
        for (const auto& [key, value] : options.setup) {
            auto it = log.setup.find(key);
            if (it == log.setup.end() || it->second != value) {
                throw UsageError("session " + file.display + " began with --" + key + " " +
                                 (it == log.setup.end() ? "unset" : it->second) +
                                 "; a game's set-up cannot change once it has begun");
            }
        }
    } else {
        log.game = def.id;
        log.seed = context.seed();
        log.setup = options.setup;
        file.is_new = !file.path.empty();
    }
    if (options.dice) log.dice = *options.dice;
    if (options.draws) log.draws = *options.draws;
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

ExitCode report(const Diagnostics& diagnostics, cli::Context& context) {
    context.report(diagnostics);
    return ExitCode::data;
}

}  // namespace

std::optional<Log> load_log(const fs::path& path, std::string_view game, Diagnostics& diagnostics) {
    auto document = load::load_toml(path, diagnostics);
    if (!document) return std::nullopt;
    auto log = read_log(*document, diagnostics);
    if (!log) return std::nullopt;
    if (log->game != game) {
        diagnostics.error(
            log->game_pos,
            "this is a session of '" + log->game + "', not of '" + std::string(game) + "'",
            "resume it with: pnpkit " + log->game + " play --session " + document->display);
        return std::nullopt;
    }
    return log;
}

std::optional<Replayed> replay_log(const GameDef& def, Log& log, Diagnostics& diagnostics) {
    std::ostringstream silent;
    std::istringstream nothing;
    Console console(nothing, silent, Terminal::no);
    Replayed result;
    Table table(log, console, {}, AtEndOfLog::stop);
    try {
        result.game = make_game(def, log);
        result.game->play(table);
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
    SessionFile file;
    if (!options.session.empty()) {
        file.path = options.session;
        file.display = load::display_path(options.session);
        require_folder_of(file.path);
        file.lock.emplace(file.path, std::chrono::milliseconds(0));
    }
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
    if (file.is_new) context.info("new game in " + file.display);

    Console console = Console::for_streams(context.in(), context.out());
    std::string banner;
    if (options.undo > 0) {
        std::size_t keep = steps_after_undo(log, options.undo);
        if (keep == log.steps.size())
            throw UsageError("nothing to undo: no answer has been given yet");
        banner = "Took back " + count_of(options.undo, "answer") + ".";
        log.steps.resize(keep);
    } else if (!log.steps.empty()) {
        banner = "Resumed " + (file.display.empty() ? def.title : file.display) + " after " +
                 count_of(log.steps.size(), "step") + ".";
    }
    file.save(log, def);

    if (options.status) {
        auto replayed = replay_log(def, log, diagnostics);
        if (!replayed) return report(diagnostics, context);
        console.print(replayed->game->status());
        console.print(replayed->over ? "The game is over." : "Next: " + replayed->waiting_for);
        return ExitCode::ok;
    }

    std::string saved =
        file.path.empty()
            ? "The game was not saved: give --session FILE to keep one."
            : "The game is saved in " + file.display + "; resume it with: " + file.resume(def);
    for (;;) {
        std::unique_ptr<Game> game = make_game(def, log);
        Table::Hooks hooks;
        hooks.save = [&](const Log& l) { file.save(l, def); };
        hooks.status = [&] { return game->status(); };
        hooks.on_live = [&] {
            if (banner.empty()) return;
            console.print(banner);
            console.print(game->status());
            banner.clear();
        };
        Table table(log, console, std::move(hooks));
        try {
            game->play(table);
            if (!table.went_live()) {
                console.print(game->status());
                console.print("This game is over. `undo` takes back its last answer: " +
                              file.resume(def) + " --undo 1");
            }
            return ExitCode::ok;
        } catch (const Rewind& rewind) {
            auto first = log.steps.begin() + static_cast<std::ptrdiff_t>(rewind.keep);
            auto answers = std::count_if(first, log.steps.end(),
                                         [](const Step& s) { return s.by == By::player; });
            log.steps.erase(first, log.steps.end());
            file.save(log, def);
            banner = "Took back " + count_of(static_cast<std::size_t>(answers), "answer") + ".";
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
