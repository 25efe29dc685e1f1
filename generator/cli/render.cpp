#include <unistd.h>

#include <CLI/CLI.hpp>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"
#include "render/pipeline.hpp"

namespace pnpkit::cli {

namespace {

struct RenderOptions {
    std::vector<std::string> games;
    std::string out = "output";
    std::string templates;  // empty: the project's templates/
    std::string paper = "a4";
    std::vector<std::string> formats{"pdf"};
    double dpi = 300;
    std::string duplex = "long";
    std::string back_offset;
    std::vector<std::string> only;
    bool proof = false;
    bool cut_lines = false;
    bool png_bleed = false;
};

Point parse_offset(const std::string& text) {
    auto parts = split(text, ',');
    if (parts.size() == 2) {
        auto x = parse_length(std::string(trim(parts[0])) + "mm");
        auto y = parse_length(std::string(trim(parts[1])) + "mm");
        if (x && y) return {*x, *y};
    }
    throw UsageError("--back-offset must be X,Y in millimetres, e.g. 0.5,-1 (found '" + text + "')");
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

ExitCode run_render(const RenderOptions& options, Context& context) {
    render::RenderSettings settings;
    settings.impose.paper = *layout::parse_paper(options.paper);
    settings.impose.duplex = options.duplex == "short"  ? layout::Duplex::short_edge
                             : options.duplex == "none" ? layout::Duplex::none
                                                        : layout::Duplex::long_edge;
    if (!options.back_offset.empty()) settings.impose.back_offset = parse_offset(options.back_offset);
    settings.impose.proof = options.proof;
    settings.impose.cut_lines = options.cut_lines;
    settings.dpi = options.dpi;
    settings.png_bleed = options.png_bleed;
    settings.pdf = settings.png = settings.tts = false;
    for (const auto& format : options.formats) {
        if (format == "pdf") settings.pdf = true;
        if (format == "png") settings.png = true;
        if (format == "tts") settings.tts = true;
    }

    ProjectPaths paths = context.paths();
    // Loading repeats what `pnpkit validate` says; its warnings are counted here, not printed again.
    Diagnostics loading;
    auto selected = games::select_games(paths.data, options.games, loading);
    auto loaded = games::load_games(paths.data, selected, loading);
    Diagnostics diagnostics;
    if (loading.has_errors()) {
        diagnostics = loading;
    } else if (loading.warning_count() > 0 && !context.json()) {
        context.info("note: the data has " + count_of(loading.warning_count(), "warning") +
                     "; run 'pnpkit validate' to see them");
    }
    std::vector<std::pair<const games::Loaded*, layout::Component>> work;
    if (!diagnostics.has_errors()) {
        for (const auto& l : loaded) {
            if (!l.game) continue;
            for (auto& component : l.game->components()) {
                const std::string& id = layout::component_id(component);
                if (!options.only.empty() && std::find(options.only.begin(), options.only.end(), id) == options.only.end()) {
                    continue;
                }
                work.emplace_back(&l, std::move(component));
            }
        }
    }
    if (work.empty() && !diagnostics.has_errors()) {
        std::string where = options.games.empty() ? "any game" : join(options.games, ", ");
        throw UsageError("nothing to render: " + (options.only.empty() ? "no components in " + where
                                                                       : "no component named " +
                                                                             quoted_list(options.only) + " in " + where));
    }
    std::vector<std::pair<std::string, render::Written>> written;
    bool missing_files = false;  // a font or a template that is not there: exit 3
    if (!diagnostics.has_errors()) {
        std::filesystem::path templates = options.templates.empty() ? paths.templates : std::filesystem::path(options.templates);
        std::error_code ec;
        if (!std::filesystem::is_directory(templates, ec)) {
            throw OutsideError("templates directory '" + templates.string() + "' not found");
        }
        render::Renderer renderer(templates, paths.fonts, diagnostics);
        ProgressBar bar(context);
        for (const auto& [game, component] : work) {
            std::string title = std::string(game->info->title) + ": " + layout::component_title(component);
            auto files = renderer.render(component, title, std::filesystem::path(options.out) / game->info->id, settings,
                                         [&](const std::string& label, int done, int total) { bar.update(label, done, total); });
            bar.clear();
            for (auto& file : files) {
                if (!context.json()) {
                    context.out() << "wrote " << load::display_path(file.path) << " (" << file.summary << ")\n";
                }
                written.emplace_back(std::string(game->info->id), std::move(file));
            }
        }
        missing_files = renderer.missing_fonts() || renderer.missing_templates();
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
    if (missing_files) return ExitCode::outside;
    return diagnostics.has_errors() ? ExitCode::data : ExitCode::ok;
}

}  // namespace

void setup_render(CLI::App& app, Context& context) {
    auto options = std::make_shared<RenderOptions>();
    CLI::App* cmd = app.add_subcommand("render", "Print components to PDF (and PNG, Tabletop Simulator sheets)");
    cmd->add_option("games", options->games, "Games to render (default: every game in the data directory)")
        ->type_name("GAME");
    cmd->add_option("--out", options->out, "Output directory; files go to OUT/<game>/")->capture_default_str()->type_name("DIR");
    cmd->add_option("--templates", options->templates, "Templates directory (default: the project's templates/)")
        ->type_name("DIR");
    cmd->add_option("--paper", options->paper, "Paper size")->capture_default_str()->check(CLI::IsMember({"a4", "letter"}).description(""))->type_name("a4|letter");
    cmd->add_option("--format", options->formats, "What to write: pdf, png (a file per card), tts (deck sheets)")
        ->delimiter(',')
        ->check(CLI::Validator(
            [](std::string& value) -> std::string {
                if (value == "pdf" || value == "png" || value == "tts") return {};
                if (value == "json" || value == "text") {
                    return "render's --format takes pdf, png or tts; for JSON output put --format json before 'render'";
                }
                return value + " not in {pdf,png,tts}";
            },
            "", ""))
        ->type_name("pdf,png,tts");
    cmd->add_option("--dpi", options->dpi, "Resolution of PNG and Tabletop Simulator images")->capture_default_str()
        ->check(CLI::Range(36.0, 1200.0).description(""))
        ->type_name("N");
    cmd->add_option("--duplex", options->duplex,
                    "Backs after each front page, mirrored for long- or short-edge flipping; none: fronts only")
        ->capture_default_str()
        ->check(CLI::IsMember({"long", "short", "none"}).description(""))
        ->type_name("long|short|none");
    cmd->add_option("--back-offset", options->back_offset, "Shift back pages by X,Y mm to match your printer")
        ->type_name("X,Y");
    cmd->add_option("--only", options->only, "Render only these components (e.g. nouns,hero-sheet)")
        ->delimiter(',')
        ->type_name("ID,...");
    cmd->add_flag("--proof", options->proof, "Draw bleed, cut and safe-zone guides over the cards");
    cmd->add_flag("--cut-lines", options->cut_lines, "Draw thin cut lines between cards");
    cmd->add_flag("--png-bleed", options->png_bleed, "Keep the bleed around PNG cards");
    cmd->footer(
        "Writes OUT/<game>/<component>.pdf (fronts, then mirrored backs, page by page).\n"
        "Examples:\n"
        "  pnpkit render\n"
        "  pnpkit render colf --paper letter --duplex short\n"
        "  pnpkit render dragon-dance --format pdf,png,tts --dpi 200\n");
    cmd->callback([options, &context] { context.result = run_render(*options, context); });
}

}  // namespace pnpkit::cli
