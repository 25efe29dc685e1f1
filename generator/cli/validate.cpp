#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::cli {

namespace {

struct ValidateOptions {
    std::vector<std::string> games;
};

ExitCode run_validate(const ValidateOptions& options, Context& context) {
    Diagnostics diagnostics;
    auto selected = games::select_games(game_search(context), options.games, diagnostics);
    auto loaded = games::load_games(selected, diagnostics);
    // TODO(lead): when the shared fitting check (the `looks` work) lands, run it for a game with
    // several languages() on components_in(language) for each, and warn of text that overflows
    // its box in one language only, naming the language (issue 19, section 6).

    games::LoadStats total;
    for (const auto& l : loaded) {
        if (!l.game) continue;
        auto s = l.game->stats();
        total.files += s.files;
        total.records += s.records;
    }

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        json.key("games").begin_array();
        for (const auto& l : loaded) json.value(l.id);
        json.end_array();
        json.field("files", static_cast<std::uint64_t>(total.files))
            .field("records", static_cast<std::uint64_t>(total.records))
            .field("errors", static_cast<std::uint64_t>(diagnostics.error_count()))
            .field("warnings", static_cast<std::uint64_t>(diagnostics.warning_count()));
        json.key("diagnostics");
        write_json(json, diagnostics);
        json.end_object();
    } else {
        context.report(diagnostics);
        context.out() << "validated " << count_of(loaded.size(), "game") << ": "
                      << count_of(total.files, "file") << ", " << count_of(total.records, "record")
                      << ", " << count_of(diagnostics.error_count(), "error") << ", "
                      << count_of(diagnostics.warning_count(), "warning") << '\n';
    }
    return diagnostics.has_errors() ? ExitCode::data : ExitCode::ok;
}

}  // namespace

void setup_validate(CLI::App& app, Context& context) {
    auto options = std::make_shared<ValidateOptions>();
    CLI::App* cmd = app.add_subcommand("validate", "Check game data against its schema and each game's rules");
    cmd->add_option("games", options->games,
                    "Games to check, by name or folder (default: the game folder you are in, else "
                    "every game in the data directory)")
        ->type_name("GAME");
    cmd->footer(
        "Every problem is reported as path:line:col: error: message.\n"
        "Examples:\n"
        "  pnpkit validate\n"
        "  pnpkit validate ./lantern-market\n"
        "  pnpkit validate colf --data my-data\n"
        "  pnpkit --format json validate\n");
    cmd->callback([options, &context] { context.result = run_validate(*options, context); });
}

}  // namespace pnpkit::cli
