#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "cli/render.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::cli {

namespace {

struct ValidateOptions {
    std::vector<std::string> games;
};

// Loads the selected games one by one and checks the components of each that loaded cleanly as
// `pnpkit render` would: the game's own icons and fonts, templates against the declared fields,
// then every card bound, in each of the game's languages.
std::vector<games::Loaded> load_and_check(const ProjectPaths& paths,
                                          const std::vector<games::SelectedGame>& selected,
                                          Diagnostics& diagnostics) {
    std::vector<games::Loaded> loaded;
    for (const auto& game : selected) {
        Diagnostics loading;
        auto one = games::load_games({game}, loading);
        diagnostics.append(loading);
        for (auto& l : one) {
            if (l.game && !loading.has_errors()) {
                // Each language is checked; a fault they share is told once.
                Diagnostics checked;
                render::Renderer renderer(paths.templates, paths.fonts, checked);
                // A game whose own icons or fonts cannot be read is not checked further (as render
                // does not draw it); the reasons are told.
                if (renderer.use_game(template_roots(*l.game, paths.templates),
                                      l.game->own_folder())) {
                    std::vector<std::string> languages = l.game->languages();
                    if (languages.size() < 2) {
                        renderer.check(l.game->components());
                    } else {
                        for (const auto& language : languages)
                            renderer.check(l.game->components_in(language));
                    }
                }
                diagnostics.append_unique(checked);
            }
            loaded.push_back(std::move(l));
        }
    }
    return loaded;
}

ExitCode run_validate(const ValidateOptions& options, Context& context) {
    Diagnostics diagnostics;
    auto selected = games::select_games(game_search(context), options.games, diagnostics);
    auto loaded = load_and_check(context.paths(), selected, diagnostics);

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
    CLI::App* cmd = app.add_subcommand("validate",
                                       "Check game data against its schema and each game's rules, "
                                       "and its components as render would");
    cmd->add_option("games", options->games,
                    "Games to check, by name or folder (default: the game folder you are in, else "
                    "every game in the data directory)")
        ->type_name("GAME");
    cmd->footer(
        "Every problem is reported as path:line:col: error: message. Components are checked as\n"
        "`pnpkit render` lays them out (templates, fields, styles, markup, fonts, images, text\n"
        "fitting), without writing anything.\n"
        "Examples:\n"
        "  pnpkit validate\n"
        "  pnpkit validate ./lantern-market\n"
        "  pnpkit validate colf --data my-data\n"
        "  pnpkit --format json validate\n");
    cmd->callback([options, &context] { context.result = run_validate(*options, context); });
}

}  // namespace pnpkit::cli
