#include "cli/app.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/help_format.hpp"
#include "cli/man_page.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/game.hpp"

namespace pnpkit::cli {

namespace {

void add_global_options(CLI::App& app, GlobalOptions& options) {
    app.add_option("--data", options.data_dir, "Data directory (default: the project's data/)")
        ->type_name("DIR");
    app.add_option("--seed", options.seed, "Seed for every roll, draw and simulation (default: chosen and printed)")
        ->type_name("N");
    app.add_option_function<std::string>(
           "--format",
           [&options](const std::string& name) {
               options.format = name == "json" ? OutputFormat::json : OutputFormat::text;
           },
           "Output format: text for people, json for tools")
        ->check(CLI::IsMember({"text", "json"}))
        ->type_name("text|json");
    app.add_flag("-q,--quiet", options.quiet, "Print only results and errors");
}

// Whether the run asked for JSON, also when parsing stopped before --format was read: a global
// --format json before the command (after it, --format may be the command's own, as render's is).
bool wants_json(const Context& context, const CLI::App& app, const std::vector<std::string>& args) {
    if (context.json()) return true;
    auto is_command = [&app](const std::string& word) {
        for (const CLI::App* sub : app.get_subcommands({})) {
            if (sub->get_name() == word) return true;
        }
        return false;
    };
    for (std::size_t i = 0; i < args.size() && args[i] != "--" && !is_command(args[i]); ++i) {
        if (args[i] == "--format=json" || (args[i] == "--format" && i + 1 < args.size() && args[i + 1] == "json"))
            return true;
    }
    return false;
}

// Prints an error that ends the run, the one way every command shares: "pnpkit: error: MESSAGE"
// (and "  hint: HINT") on stderr, or with JSON the object {"errors": [{"message", "hint"}]} on
// stdout. Returns `code` as the exit code.
int fail(bool json, std::ostream& out, std::ostream& err, ExitCode code, const std::string& message,
         const std::string& hint = {}) {
    if (json) {
        JsonWriter writer(out);
        writer.begin_object().key("errors").begin_array();
        writer.begin_object().field("message", message).field("hint", hint).end_object();
        writer.end_array().end_object();
    } else {
        err << "pnpkit: error: " << message << '\n';
        if (!hint.empty()) err << "  hint: " << hint << '\n';
    }
    return static_cast<int>(code);
}

// The deepest subcommand the parse reached ("colf" in `pnpkit colf monstr`), and its path.
const CLI::App* deepest_command(const CLI::App& app, std::string& path) {
    const CLI::App* at = &app;
    for (;;) {
        std::vector<const CLI::App*> chosen;
        for (const CLI::App* sub : at->get_subcommands({})) {
            if (sub->parsed()) chosen.push_back(sub);
        }
        if (chosen.empty()) return at;
        at = chosen.front();
        path += (path.empty() ? "" : " ") + at->get_name();
    }
}

// The message for a word where a command has subcommands but none of that name, with the closest
// one ("unknown command 'colf monstr'; did you mean 'colf monster'?"); empty when it is not that.
std::string unknown_command(const CLI::App& app, std::string& help) {
    std::string path;
    const CLI::App* command = deepest_command(app, path);
    std::vector<std::string> extras = command->remaining();
    if (extras.empty() && command != &app) extras = app.remaining();
    std::vector<std::string> names;
    for (const CLI::App* sub : command->get_subcommands({})) names.push_back(sub->get_name());
    if (names.empty() || extras.empty() || extras.front().starts_with('-')) return {};
    const std::string& word = extras.front();
    std::string prefix = path.empty() ? "" : path + " ";
    std::string hint;
    if (auto close = closest_match(word, names)) hint = "did you mean '" + prefix + *close + "'?";
    help = path.empty() ? "Run with --help for the list of commands."
                        : "Run 'pnpkit " + path + " --help' for the list of commands.";
    return with_hint("unknown command '" + prefix + word + "'", hint);
}

}  // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    return run(args, std::cin, out, err);
}

int run(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
        std::ostream& err) {
    Context context(in, out, err);
    CLI::App app("pnpkit: validate, print and play small dice-and-domino games", "pnpkit");
    app.formatter(make_help_formatter());
    app.set_version_flag("--version", std::string("pnpkit ") + PNPKIT_VERSION);
    app.fallthrough();
    app.require_subcommand(1);
    app.footer(
        "Examples:\n"
        "  pnpkit validate\n"
        "  pnpkit render colf --paper letter\n"
        "  pnpkit roll 4d6kh3 --seed 7\n"
        "Exit codes: 0 success, 1 data errors, 2 usage errors, 3 outside failures (files).\n");
    add_global_options(app, context.options);

    setup_validate(app, context);
    setup_roll(app, context);
    setup_draw(app, context);
    setup_render(app, context);
    setup_calibrate(app, context);
    setup_printer(app, context);
    setup_new(app, context);
    CLI::App& simulate = setup_simulate(app, context);
    games::CommandHooks hooks{app, simulate, context};
    for (const auto& game : games::all_games()) {
        if (game.add_commands) game.add_commands(hooks);
    }
    add_ladder_refusals(simulate);
    setup_completions(app, context);
    setup_manpage(app, context);

    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e, out, err);
    } catch (const CLI::ParseError& e) {
        bool json = wants_json(context, app, args);
        std::string help;
        std::string unknown = unknown_command(app, help);
        if (!unknown.empty()) {
            fail(json, out, err, ExitCode::usage, unknown);
            if (!json) err << help << '\n';
        } else if (json) {
            fail(json, out, err, ExitCode::usage, e.what());
        } else {
            app.exit(e, out, err);
        }
        return static_cast<int>(ExitCode::usage);
    } catch (const UsageError& e) {
        return fail(wants_json(context, app, args), out, err, ExitCode::usage, e.what());
    } catch (const OutsideError& e) {
        return fail(wants_json(context, app, args), out, err, ExitCode::outside, e.what());
    }
    // Output that could not be written (a full disk, a closed pipe) is an outside failure.
    out.flush();
    if (!out) {
        err << "pnpkit: error: cannot write the output (standard output failed)\n";
        return static_cast<int>(ExitCode::outside);
    }
    return static_cast<int>(context.result);
}

int run(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return run(args, std::cout, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "pnpkit: internal error: " << e.what() << '\n';
        return 70;
    }
}

}  // namespace pnpkit::cli
