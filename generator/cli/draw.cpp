#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/draw_session.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "play/draw_log.hpp"
#include "play/log_file.hpp"

namespace pnpkit::cli {

namespace {

struct DrawShowOptions {
    std::filesystem::path session;
};

struct DrawResetOptions {
    std::vector<std::string> what;
    std::filesystem::path session;
};

struct DrawUndoOptions {
    std::size_t count = 1;
    std::filesystem::path session;
};

constexpr std::string_view k_dominoes = "dominoes";

// A pile top card first, as a player reads it.
std::vector<std::string> top_first(const std::vector<std::string>& pile) {
    return {pile.rbegin(), pile.rend()};
}

void show_json(const SessionFile& file, Context& context) {
    const Session& session = file.session;
    JsonWriter json(context.out());
    json.begin_object();
    write_session_fields(json, file);
    json.key("dominoes");
    if (session.dominoes) {
        const SessionDominoes& d = *session.dominoes;
        json.begin_object()
            .field("set", d.bag.max_pips())
            .field("name", domino_set_name(d.bag.max_pips()));
        write_tiles(json, "bag", d.bag.tiles());
        write_tiles(json, "out", d.out);
        json.end_object();
    } else {
        json.null();
    }
    json.key("decks").begin_array();
    for (const SessionDeck& deck : session.decks) {
        json.begin_object().field("deck", deck.name);
        json.field("draw_pile", static_cast<std::uint64_t>(deck.cards.size()));
        json.field("discards", top_first(deck.cards.discards())).field("out", deck.out);
        json.end_object();
    }
    json.end_array().end_object();
}

void show_text(const SessionFile& file, Context& context) {
    const Session& session = file.session;
    std::ostream& out = context.out();
    if (!session.dominoes && session.decks.empty()) {
        out << "session " << file.display() << ": nothing drawn yet\n";
        return;
    }
    out << "session " << file.display() << '\n';
    if (session.dominoes) {
        const SessionDominoes& d = *session.dominoes;
        int max_pips = d.bag.max_pips();
        out << "dominoes: " << d.bag.size() << " of " << domino_set_size(max_pips)
            << " in the bag (" << domino_set_name(max_pips) << ")\n";
        if (!d.out.empty()) out << "  out: " << tile_list(d.out) << '\n';
    }
    for (const SessionDeck& deck : session.decks) {
        out << "deck " << deck.name << ": " << deck.cards.size() << " in the draw pile, "
            << deck.cards.discards().size() << " in the discards, " << deck.out.size() << " out\n";
        if (!deck.out.empty()) out << "  out: " << join(deck.out, " ") << '\n';
        if (!deck.cards.discards().empty()) {
            out << "  discards, top first: " << join(top_first(deck.cards.discards()), " ") << '\n';
        }
    }
}

ExitCode run_draw_show(const DrawShowOptions& options, Context& context) {
    Diagnostics diagnostics;
    auto file =
        open_session_file(options.session, "draw show", play::Access::read, context, diagnostics);
    if (!file) return fail_with(diagnostics, options.session, context);
    if (context.json()) {
        show_json(*file, context);
    } else {
        show_text(*file, context);
    }
    return ExitCode::ok;
}

// Checks every name before anything is reset: "dominoes" or a deck the session holds.
void check_reset_names(const std::vector<std::string>& what, SessionFile& file) {
    std::vector<std::string> known{std::string(k_dominoes)};
    for (const SessionDeck& deck : file.session.decks) known.push_back(deck.name);
    for (const std::string& name : what) {
        if (name == k_dominoes || file.session.find_deck(name)) continue;
        throw UsageError(with_hint("session " + file.display() + " holds no deck '" + name + "'",
                                   did_you_mean(name, known)) +
                         " (it holds " + quoted_list(known, "and") + ")");
    }
}

ExitCode run_draw_reset(const DrawResetOptions& options, Context& context) {
    Diagnostics diagnostics;
    std::string command = "draw reset";
    for (const std::string& name : options.what) command += " " + name;
    auto file =
        open_session_file(options.session, command, play::Access::write, context, diagnostics);
    if (!file) return fail_with(diagnostics, options.session, context);
    Session& session = file->session;
    check_reset_names(options.what, *file);

    std::vector<std::string> what = options.what;
    if (what.empty()) {
        if (session.dominoes) what.emplace_back(k_dominoes);
        for (const SessionDeck& deck : session.decks) what.push_back(deck.name);
    }
    std::vector<std::string> lines;
    std::vector<std::string> done;
    for (const std::string& name : what) {
        if (std::find(done.begin(), done.end(), name) != done.end()) continue;
        done.push_back(name);
        if (name != k_dominoes) {
            session.remove_deck(name);
            lines.push_back("reset " + name +
                            ": its next draw starts from all its cards, shuffled");
        } else if (session.dominoes) {
            int max_pips = session.dominoes->bag.max_pips();
            session.dominoes = SessionDominoes{DominoBag(max_pips), {}, {}};
            lines.push_back("reset dominoes: all " + std::to_string(domino_set_size(max_pips)) +
                            " tiles in the bag (" + domino_set_name(max_pips) + ")");
        } else {
            lines.push_back("reset dominoes: no tile was drawn yet");
        }
    }
    if (!(file->origin == SessionOrigin::new_session && !session.dominoes && session.decks.empty()))
        file->save();

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        write_session_fields(json, *file);
        json.field("reset", done);
        json.end_object();
        return ExitCode::ok;
    }
    if (lines.empty())
        lines.push_back("nothing to reset: session " + file->display() +
                        " holds nothing drawn yet");
    for (const auto& line : lines) context.out() << line << '\n';
    return ExitCode::ok;
}

// Takes back the session's last commands: the log without them, checked by replaying it.
ExitCode run_draw_undo(const DrawUndoOptions& options, Context& context) {
    play::LogFile file(options.session, play::Access::write);
    if (!file.exists()) throw UsageError("nothing to undo: there is no session " + file.display());
    Diagnostics diagnostics;
    auto log = file.read(diagnostics);
    if (!log || !is_draw_log(*log, file.display(), diagnostics))
        return fail_with(diagnostics, options.session, context);
    std::size_t keep = play::steps_after_undo(*log, options.count);
    if (keep == log->steps.size())
        throw UsageError("nothing to undo: session " + file.display() + " holds no command yet");
    std::vector<std::string> commands;
    for (std::size_t i = keep; i < log->steps.size(); ++i) {
        if (log->steps[i].by == play::By::player) commands.push_back(log->steps[i].answer);
    }
    log->steps.resize(keep);
    if (!play::replay_draws(*log, diagnostics))
        return fail_with(diagnostics, options.session, context);
    file.save(*log, draw_session_comment(file.display()), play::Modes::left_out);

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("session", file.display()).field("undone", commands);
        json.end_object();
        return ExitCode::ok;
    }
    context.out() << "took back " << count_of(commands.size(), "command")
                  << (commands.size() < options.count ? " (all there were)" : "") << ":\n";
    for (const std::string& command : commands) context.out() << "  " << command << '\n';
    return ExitCode::ok;
}

}  // namespace

void setup_draw_undo(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawUndoOptions>();
    CLI::App* cmd = draw.add_subcommand("undo", "Take back the last draw commands of a session");
    cmd->add_option("count", options->count, "How many commands to take back (default 1)")
        ->check(CLI::Range(std::size_t{1}, std::size_t{1000000}))
        ->type_name("N");
    add_session_option(*cmd, options->session, SessionRequired::yes);
    cmd->footer(
        "The table is then as it was before them: tiles drawn go back into the bag, cards\n"
        "drawn onto their piles, and what was put back comes out again.\n"
        "Examples:\n"
        "  pnpkit draw undo --session game.toml\n"
        "  pnpkit draw undo 3 --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_draw_undo(*options, context); });
}

void setup_draw_show(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawShowOptions>();
    CLI::App* cmd =
        draw.add_subcommand("show", "Show what a session holds: tiles out, decks, discards");
    add_session_option(*cmd, options->session, SessionRequired::yes);
    cmd->footer(
        "Draw piles and the bag are face down: only their sizes are shown (JSON lists the bag).\n"
        "Examples:\n"
        "  pnpkit draw show --session game.toml\n"
        "  pnpkit --format json draw show --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_draw_show(*options, context); });
}

void setup_draw_reset(CLI::App& draw, Context& context) {
    auto options = std::make_shared<DrawResetOptions>();
    CLI::App* cmd =
        draw.add_subcommand("reset", "Put every tile back in the bag, or start decks again");
    cmd->add_option("what", options->what,
                    "'dominoes' or GAME:DECK (default: everything in the session)")
        ->type_name("dominoes|GAME:DECK");
    add_session_option(*cmd, options->session, SessionRequired::yes);
    cmd->footer(
        "A reset deck starts again from all its cards, shuffled, at its next draw.\n"
        "Examples:\n"
        "  pnpkit draw reset --session game.toml\n"
        "  pnpkit draw reset dominoes --session game.toml\n");
    cmd->callback([options, &context] { context.result = run_draw_reset(*options, context); });
}

void setup_draw(CLI::App& app, Context& context) {
    CLI::App* draw =
        app.add_subcommand("draw", "Draw domino tiles and cards, keeping them in a session file");
    draw->require_subcommand(1);
    draw->footer(
        "A session file (--session, or $PNPKIT_SESSION) keeps the bag and the decks between "
        "calls,\n"
        "as a log of the commands and what they drew; a missing one starts a new session, a\n"
        "corrupt one is an error and is left untouched. `draw undo` takes back commands.\n"
        "Examples:\n"
        "  pnpkit draw domino 3 --session game.toml\n"
        "  pnpkit draw return 2-5 --session game.toml\n"
        "  pnpkit draw deck colf:nouns 1 --back level=3 --session game.toml\n"
        "  pnpkit draw show --session game.toml\n");
    setup_draw_domino(*draw, context);
    setup_draw_return(*draw, context);
    setup_draw_deck(*draw, context);
    setup_draw_discard(*draw, context);
    setup_draw_show(*draw, context);
    setup_draw_reset(*draw, context);
    setup_draw_undo(*draw, context);
}

}  // namespace pnpkit::cli
