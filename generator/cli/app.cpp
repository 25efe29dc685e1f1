#include "cli/app.hpp"

#include <CLI/CLI.hpp>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
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
        ->check(CLI::IsMember({"text", "json"}).description(""))
        ->type_name("text|json");
    app.add_flag("-q,--quiet", options.quiet, "Print only results and errors");
}

}  // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    Context context(out, err);
    CLI::App app("pnpkit: validate, print and play small dice-and-domino games", "pnpkit");
    app.set_version_flag("--version", std::string("pnpkit ") + PNPKIT_VERSION);
    app.fallthrough();
    app.require_subcommand(1);
    app.footer(
        "Examples:\n"
        "  pnpkit validate\n"
        "  pnpkit render colf --paper letter\n"
        "  pnpkit roll 4d6kh3 --seed 7\n"
        "Exit codes: 0 success, 1 data errors, 2 usage errors, 3 outside failures (files, fonts).\n");
    add_global_options(app, context.options);

    setup_validate(app, context);
    setup_roll(app, context);
    setup_draw(app, context);
    setup_render(app, context);
    setup_new(app, context);
    CLI::App& simulate = setup_simulate(app, context);
    games::CommandHooks hooks{app, simulate, context};
    for (const auto& game : games::all_games()) {
        if (game.add_commands) game.add_commands(hooks);
    }

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
        std::vector<std::string> extras = app.remaining();
        if (app.get_subcommands().empty() && !extras.empty()) {
            std::vector<std::string> names;
            for (const CLI::App* sub : app.get_subcommands({})) names.push_back(sub->get_name());
            err << "pnpkit: error: "
                << with_hint("unknown command '" + extras.front() + "'", did_you_mean(extras.front(), names))
                << "\nRun with --help for the list of commands.\n";
        } else {
            app.exit(e, out, err);
        }
        return static_cast<int>(ExitCode::usage);
    } catch (const UsageError& e) {
        err << "pnpkit: error: " << e.what() << '\n';
        return static_cast<int>(ExitCode::usage);
    } catch (const OutsideError& e) {
        err << "pnpkit: error: " << e.what() << '\n';
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
