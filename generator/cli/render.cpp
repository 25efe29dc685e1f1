#include "cli/render.hpp"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <memory>
#include <ostream>
#include <sstream>
#include <variant>

#include "cli/command_spec.hpp"
#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/game_data.hpp"
#include "cli/paper_check.hpp"
#include "cli/printer_profiles.hpp"
#include "cli/render_print.hpp"
#include "core/atomic_file.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"
#include "render/pipeline.hpp"
#include "render/tts_save.hpp"

namespace pnpkit::cli {

namespace {

// Applies the printer profile --printer names to what the options leave unset (explicit options
// win); UsageError for a name with no profile, the file's problems to `diagnostics`.
void apply_printer(const RenderOptions& options, render::RenderSettings& settings,
                   Diagnostics& diagnostics) {
    if (options.printer.empty()) return;
    auto profile = named_printer(options.printer, diagnostics);
    if (!profile) return;
    if (options.back_offset.empty()) settings.impose.back_offset = profile->back_offset;
    if (!options.back_rotate) settings.impose.back_turn_deg = profile->back_rotate_deg;
    if (!options.paper_given && !profile->paper.empty())
        settings.impose.paper = std::get<layout::Paper>(layout::parse_paper(profile->paper));
}

// Throws a usage error naming the first of `ids` that is no card of the decks to render.
void check_card_ids(
    const std::vector<std::string>& ids,
    const std::vector<std::pair<const games::Loaded*, std::vector<layout::Component>>>& work) {
    std::vector<std::string> known;
    for (const auto& [game, components] : work) {
        for (const auto& component : components) {
            const auto* deck = std::get_if<layout::DeckComponent>(&component);
            if (!deck) continue;
            for (std::size_t i = 0; i < deck->card_count(); ++i)
                known.push_back(deck->card(i)->front.record.id);
        }
    }
    for (const auto& id : ids) {
        if (std::find(known.begin(), known.end(), id) != known.end()) continue;
        throw UsageError(with_hint("--cards: no card '" + id + "' in the decks to render",
                                   did_you_mean(id, known)));
    }
}

// A one-line progress bar on a terminal; nothing otherwise.
class ProgressBar {
public:
    explicit ProgressBar(Context& context)
        : m_context(context), m_enabled(!context.options.quiet && !context.json() && ::isatty(STDERR_FILENO)) {}
    void update(const std::string& label, int done, int total) {
        if (!m_enabled || total < 20) return;
        constexpr int width = 30;
        int filled = total > 0 ? done * width / total : width;
        m_context.err() << "\r  " << label << " [" << std::string(static_cast<std::size_t>(filled), '#')
                        << std::string(static_cast<std::size_t>(width - filled), '.') << "] " << done << "/" << total
                        << std::flush;
        m_dirty = true;
    }
    void clear() {
        if (m_dirty) m_context.err() << "\r\033[K" << std::flush;
        m_dirty = false;
    }

private:
    Context& m_context;
    bool m_enabled;
    bool m_dirty = false;
};

render::RenderSettings settings_of(const RenderOptions& options) {
    render::RenderSettings settings;
    settings.impose.paper =
        std::get<layout::Paper>(layout::parse_paper(options.paper));  // checked by --paper
    settings.impose.duplex = options.duplex == "short"  ? layout::Duplex::short_edge
                             : options.duplex == "none" ? layout::Duplex::none
                                                        : layout::Duplex::long_edge;
    settings.impose.layout = options.layout == "fold"     ? layout::PageLayout::fold
                             : options.layout == "gutter" ? layout::PageLayout::gutter
                                                          : layout::PageLayout::grid;
    if (!options.back_offset.empty()) settings.impose.back_offset = back_offset_option(options.back_offset);
    settings.impose.back_turn_deg = options.back_rotate.value_or(0);
    settings.ink = options.ink == "low" ? render::Ink::low : render::Ink::full;
    settings.impose.proof = options.proof;
    settings.impose.cut_lines = options.cut_lines;
    settings.dpi = options.dpi;
    settings.png_bleed = options.png_bleed;
    settings.pdf = settings.png = settings.tts = settings.preview = false;
    for (const auto& format : options.formats) {
        if (format == "pdf") settings.pdf = true;
        if (format == "png") settings.png = true;
        if (format == "tts") settings.tts = true;
        if (format == "preview") settings.preview = true;
        if (format == "showcase") settings.showcase = true;
    }
    settings.showcase_cards = options.cards;
    return settings;
}

// The game's components with their text in `lang` (any but the default named "ID-LANG", so that
// each language has its own files: cards-de.pdf); UsageError when the game has no such language.
std::vector<layout::Component> components_in(const games::Loaded& loaded, const std::string& lang) {
    if (lang.empty()) return loaded.game->components();
    std::vector<std::string> languages = loaded.game->languages();
    if (std::find(languages.begin(), languages.end(), lang) == languages.end()) {
        throw UsageError("--lang " + lang + ": " + loaded.id +
                         (languages.empty() ? " is in one language ('languages' in game.toml "
                                              "names a designer's game's languages)"
                                            : "'s languages are " + quoted_list(languages, "and")));
    }
    std::vector<layout::Component> components = loaded.game->components_in(lang);
    if (lang == languages.front()) return components;
    for (auto& component : components) std::visit([&](auto& c) { c.id += "-" + lang; }, component);
    return components;
}

// Writes the game's Tabletop Simulator saved-object file, one deck per deck rendered.
render::Written write_tts_save_file(const std::filesystem::path& dir, const games::Loaded& game,
                                    const std::vector<render::TtsDeck>& decks,
                                    const std::string& suffix, const std::string& url_base) {
    std::ostringstream json;
    render::write_tts_save(json, decks, game.title, url_base);
    AtomicFile file(dir / (game.id + suffix + "-tts.json"));
    file.write(json.str());
    file.commit();
    std::string where = url_base.empty() ? ""
                                         : "; upload the sheets to " + url_base +
                                               (url_base.ends_with('/') ? "" : "/");
    return {file.target(), "Tabletop Simulator saved object: " + count_of(decks.size(), "deck") +
                               " (copy it to Saves/Saved Objects" + where + ")"};
}

}  // namespace

std::filesystem::path output_dir(const RenderOptions& options, const games::SelectedGame& game) {
    if (!options.out.empty()) return std::filesystem::path(options.out) / game.id;
    if (!game.info) return game.dir / "output";
    return std::filesystem::path("output") / game.id;
}

std::vector<layout::TemplateRoot> template_roots(const games::LoadedGame& game,
                                                 const std::filesystem::path& templates) {
    std::vector<layout::TemplateRoot> roots;
    std::filesystem::path own = game.own_folder();
    if (!own.empty()) roots.push_back({own / "templates", own});
    roots.push_back({templates, templates});
    return roots;
}

namespace {

// Adds the preflight's findings to the diagnostics and says what was checked.
void report_preflight(check::Preflight& preflight, Diagnostics& diagnostics, Context& context) {
    std::size_t found = preflight.report(diagnostics);
    if (context.json()) return;
    std::size_t files = preflight.files_checked(), images = preflight.images_checked();
    if (files == 0 && images == 0) {
        context.out() << "preflight: no PDF or picture written, nothing checked\n";
    } else {
        std::string what = files == 0    ? count_of(images, "picture")
                           : images == 0 ? count_of(files, "PDF")
                                         : count_of(files, "PDF") + " and " +
                                               count_of(images, "picture");
        context.out() << "preflight: " << what << " checked, "
                      << (found == 0 ? "no findings" : count_of(found, "finding")) << "\n";
    }
}

}  // namespace

ExitCode run_render(const RenderOptions& options, Context& context) {
    render::RenderSettings settings = settings_of(options);
    ProjectPaths paths = context.paths();
    Diagnostics diagnostics;
    apply_printer(options, settings, diagnostics);  // first: a machine's paper check sees its paper
    apply_print_options(options, paths, settings, diagnostics);
    // Loading repeats what `pnpkit validate` says; its warnings are counted here, not printed again.
    Diagnostics loading;
    auto selected = games::select_games(game_search(context), options.games, loading);
    if (!options.session.empty() && selected.size() != 1) {
        throw UsageError("--session fills in the sheets of one game: name it, as in `pnpkit render "
                         "dragon-dice-solo --session camp.toml`");
    }
    auto loaded = games::load_games(selected, loading);
    if (loading.has_errors()) {
        diagnostics.append(loading);
    } else if (loading.warning_count() > 0 && !context.json()) {
        context.info("note: the data has " + count_of(loading.warning_count(), "warning") +
                     "; run 'pnpkit validate' to see them");
    }
    std::vector<std::pair<const games::Loaded*, std::vector<layout::Component>>> work;
    if (!diagnostics.has_errors()) {
        for (const auto& l : loaded) {
            if (!l.game) continue;
            std::vector<layout::Component> components;
            std::vector<layout::Component> all;
            if (options.session.empty()) {
                all = components_in(l, options.lang);
            } else {
                auto filled = l.game->session_components(options.session, diagnostics);
                if (!filled) {
                    throw UsageError("--session: " + l.id +
                                     " has no sheets to fill in from a session");
                }
                all = std::move(*filled);
            }
            for (auto& component : all) {
                const std::string& id = layout::component_id(component);
                if (options.only.empty() ||
                    std::find(options.only.begin(), options.only.end(), id) != options.only.end()) {
                    components.push_back(std::move(component));
                }
            }
            if (!components.empty()) work.emplace_back(&l, std::move(components));
        }
    }
    if (!options.cards.empty() && !diagnostics.has_errors()) check_card_ids(options.cards, work);
    if (work.empty() && !diagnostics.has_errors()) {
        std::string where = options.games.empty() ? "any game" : join(options.games, ", ");
        throw UsageError("nothing to render: " + (options.only.empty() ? "no components in " + where
                                                                       : "no component named " +
                                                                             quoted_list(options.only) + " in " + where));
    }
    std::vector<std::pair<std::string, render::Written>> written;
    if (!diagnostics.has_errors()) {
        std::filesystem::path templates = options.templates.empty() ? paths.templates : std::filesystem::path(options.templates);
        std::error_code ec;
        if (!std::filesystem::is_directory(templates, ec)) {
            throw OutsideError("templates directory '" + templates.string() + "' not found");
        }
        render::Renderer renderer(templates, paths.fonts, diagnostics);
        std::optional<check::Preflight> preflight;
        if (options.check) {
            preflight.emplace(renderer.preflight_measures(settings.ink), renderer.preflight_layers());
            settings.preflight = &*preflight;
        }
        ProgressBar bar(context);
        auto report = [&](const std::string& game, render::Written file) {
            if (!context.json()) {
                context.out() << "wrote " << load::display_path(file.path) << " (" << file.summary
                              << ")\n";
            }
            written.emplace_back(game, std::move(file));
        };
        for (const auto& [game, components] : work) {
            // A game whose own icons or fonts cannot be read is not drawn (the reasons are told).
            if (!renderer.use_game(template_roots(*game->game, templates),
                                   game->game->own_folder()))
                continue;
            std::filesystem::path dir = output_dir(options, {game->id, game->dir, game->info});
            for (const auto& component : components) {
                std::string title = game->title + ": " + layout::component_title(component);
                auto files = renderer.render(component, title, dir, settings,
                                             [&](const std::string& label, int done, int total) {
                                                 bar.update(label, done, total);
                                             });
                bar.clear();
                for (auto& file : files) report(game->id, std::move(file));
            }
            auto decks = renderer.take_tts_decks();
            if (settings.tts && !decks.empty()) {
                std::vector<std::string> languages = game->game->languages();
                bool other = !options.lang.empty() && options.lang != languages.front();
                report(game->id,
                       write_tts_save_file(dir, *game, decks, other ? "-" + options.lang : "",
                                           settings.tts_url));
            }
        }
        if (preflight) report_preflight(*preflight, diagnostics, context);
    }

    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object();
        json.key("files").begin_array();
        for (const auto& [game, file] : written) {
            json.begin_object().field("game", game).field("path", load::display_path(file.path)).field("summary", file.summary).end_object();
        }
        json.end_array();
        json.key("diagnostics");
        write_json(json, diagnostics);
        json.end_object();
    } else {
        context.report(diagnostics);
    }
    return diagnostics.has_errors() ? ExitCode::data : ExitCode::ok;
}

namespace {

// What render's --format may name.
const std::vector<std::string> k_render_formats = {"pdf", "png", "tts", "preview", "showcase"};

}  // namespace

void setup_render(CLI::App& app, Context& context) {
    auto options = std::make_shared<RenderOptions>();
    CLI::App* cmd = app.add_subcommand("render", "Print components to PDF (and PNG, Tabletop Simulator sheets)");
    cmd->add_option("games", options->games,
                    "Games to render, by name or folder (default: the game folder you are in, else "
                    "every game in the data directory)")
        ->type_name("GAME");
    cmd->add_option("--out", options->out,
                    "Output directory; files go to OUT/<game>/ (default: your game's own output/ "
                    "folder; output/<game>/ for pnpkit's games)")
        ->type_name("DIR");
    cmd->add_option("--templates", options->templates, "Templates directory (default: the project's templates/)")
        ->type_name("DIR");
    CLI::Option* paper =
        cmd->add_option(
               "--paper", options->paper,
               "Paper: a4, letter, universal (prints at 100% on A4 and Letter), a3, tabloid, "
               "legal, a5, or WIDTHxHEIGHT with a unit (210x297mm, 8.5x11in)")
            ->capture_default_str()
            ->check(paper_check())
            ->type_name("PAPER");
    cmd->add_option("--format", options->formats,
                    "What to write: pdf, png (a file per card), tts (Tabletop Simulator sheets and "
                    "saved object), "
                    "preview (a contact sheet of each deck), showcase (cards of each deck fanned "
                    "as a hand, in one PNG)")
        ->delimiter(',')
        ->check(CLI::Validator(
            [](std::string& value) -> std::string {
                if (std::find(k_render_formats.begin(), k_render_formats.end(), value) != k_render_formats.end())
                    return {};
                if (value == "json" || value == "text") {
                    return "render's --format takes pdf, png, tts, preview or showcase; for JSON "
                           "output put "
                           "--format json before 'render'";
                }
                return value + " not in " + set_description(k_render_formats);
            },
            set_description(k_render_formats), ""))
        ->type_name(join(k_render_formats, ","));
    cmd->add_option("--cards", options->cards,
                    "The cards a showcase fans, by id (default: the first five of each deck)")
        ->delimiter(',')
        ->type_name("ID,ID,...");
    cmd->add_option("--dpi", options->dpi, "Resolution of PNG and Tabletop Simulator images")->capture_default_str()
        ->check(CLI::Range(36.0, 1200.0).description(""))
        ->type_name("N");
    CLI::Option* duplex = cmd->add_option("--duplex", options->duplex,
                                          "Backs after each front page, mirrored for long- or "
                                          "short-edge flipping; none: fronts only")
                              ->capture_default_str()
                              ->check(CLI::IsMember({"long", "short", "none"}))
                              ->type_name("long|short|none");
    CLI::Option* offset = cmd->add_option("--back-offset", options->back_offset,
                                          "Shift back pages by X,Y mm to match your printer")
                              ->type_name("X,Y");
    CLI::Option* rotate =
        cmd->add_option("--back-rotate", options->back_rotate,
                        "Turn back pages by DEG degrees clockwise about the page centre to match "
                        "your printer (pnpkit calibrate measures it)")
            ->check(CLI::Range(-k_max_back_rotate_deg, k_max_back_rotate_deg).description(""))
            ->type_name("DEG");
    CLI::Option* printer =
        cmd->add_option("--printer", options->printer,
                        "Use a saved printer profile's back offset, turn and paper (pnpkit "
                        "printer save); options given here win")
            ->type_name("NAME");
    cmd->add_option(
           "--ink", options->ink,
           "low: the ink saver (white backgrounds, no full-bleed fills, art pale and grey, "
           "text black)")
        ->capture_default_str()
        ->check(CLI::IsMember({"full", "low"}))
        ->type_name("full|low");
    cmd->add_option("--layout", options->layout,
                    "grid: fronts, then backs on the next page (duplex); fold: fronts and backs "
                    "side by side on one page, to fold and glue (for printers without duplex); "
                    "gutter: fronts above and backs below on a landscape page, folded across a "
                    "gutter clear of the bleed")
        ->capture_default_str()
        ->check(CLI::IsMember({"grid", "fold", "gutter"}))
        ->type_name("grid|fold|gutter")
        ->each([duplex, offset, rotate, printer](const std::string& value) {
            if (value != "grid" && (duplex->count() > 0 || offset->count() > 0 ||
                                    rotate->count() > 0 || printer->count() > 0)) {
                throw CLI::ValidationError("--layout " + value +
                                           " puts backs beside their fronts: drop --duplex, "
                                           "--back-offset, --back-rotate and --printer");
            }
        });
    cmd->add_flag("--watch", options->watch,
                  "Render, then render again whenever a file of the game or its templates changes "
                  "(Ctrl-C stops)");
    cmd->add_option("--only", options->only, "Render only these components (e.g. nouns,hero-sheet)")
        ->delimiter(',')
        ->type_name("ID,...");
    CLI::Option* session =
        cmd->add_option("--session", options->session,
                        "Fill the game's sheets in from a session of guided play (one game)")
            ->type_name("FILE");
    cmd->add_option("--lang", options->lang,
                    "Print the text in this language of the game's (a designer's game may declare "
                    "several); files other than the default's are named <component>-LANG")
        ->type_name("LANG")
        ->excludes(session);
    cmd->add_flag("--proof", options->proof, "Draw bleed, cut and safe-zone guides over the cards");
    cmd->add_flag("--cut-lines", options->cut_lines, "Draw thin cut lines between cards");
    cmd->add_flag("--png-bleed", options->png_bleed, "Keep the bleed around PNG cards");
    cmd->add_flag("--check", options->check,
                  "Preflight every PDF written: qpdf's structure check, fonts embedded, 2 mm bleed, "
                  "crop marks, 5 mm page margins, text of 6 pt (7 pt preferred) and 4.5:1 contrast; "
                  "exit 1 on errors");
    add_print_options(*cmd, *options);
    cmd->footer(
        "Writes <component>.pdf (fronts, then mirrored backs, page by page) in the game's output\n"
        "folder: your game's output/, output/<game>/ for pnpkit's games, OUT/<game>/ with --out.\n"
        "Examples:\n"
        "  pnpkit render\n"
        "  pnpkit render colf --paper letter --duplex short\n"
        "  pnpkit render colf --printer office --ink low\n"
        "  pnpkit render colf --paper universal --layout gutter\n"
        "  pnpkit render dragon-dance --format pdf,png,tts --dpi 200\n"
        "  pnpkit render ./mygame --layout fold --format pdf,preview --watch\n"
        "  pnpkit render ./mygame --lang de\n"
        "  pnpkit render ./mygame --check\n"
        "  pnpkit render colf --session game.toml\n");
    cmd->callback([options, paper, &context] {
        options->paper_given = paper->count() > 0;
        context.result =
            options->watch ? watch_render(*options, context) : run_render(*options, context);
    });
}

}  // namespace pnpkit::cli
