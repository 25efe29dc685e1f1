// pnpkit render --watch: render, then render again after every change to a game or its templates.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "cli/file_watch.hpp"
#include "cli/render.hpp"
#include "core/text.hpp"
#include "games/load_all.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::cli {

namespace fs = std::filesystem;

namespace {

// One render, timed; an outside failure (a file being replaced, an unreadable image) is reported
// and the watch goes on.
ExitCode render_timed(const RenderOptions& options, Context& context) {
    auto start = std::chrono::steady_clock::now();
    ExitCode result = ExitCode::ok;
    try {
        result = run_render(options, context);
    } catch (const OutsideError& e) {
        context.err() << "pnpkit: error: " << e.what() << '\n';
        result = ExitCode::outside;
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char line[64];
    std::snprintf(line, sizeof line, "rendered in %.2f s", seconds);
    context.info(line);
    context.out() << std::flush;
    context.err() << std::flush;
    return result;
}

}  // namespace

ExitCode watch_render(const RenderOptions& options, Context& context) {
    ProjectPaths paths = context.paths();
    Diagnostics ignored;  // the first render reports them
    auto games = games::select_games(paths.data, options.games, ignored);
    ExitCode result = render_timed(options, context);
    FileWatch watch;
    std::vector<std::string> watched;
    fs::path out = options.out;
    for (const auto& game : games) {
        watch.add_tree(paths.data / game.id, out);
        watched.push_back(load::display_path(paths.data / game.id));
    }
    fs::path templates = options.templates.empty() ? paths.templates : fs::path(options.templates);
    watch.add_tree(templates, out);
    watched.push_back(load::display_path(templates));
    context.info("watching " + join(watched, ", ") + " (Ctrl-C to stop)");
    context.err() << std::flush;
    InterruptFlag interrupted;
    while (true) {
        auto changed = watch.wait(interrupted.flag());
        if (changed.empty()) break;
        std::vector<std::string> names;
        for (const auto& path : changed) names.push_back(load::display_path(path));
        // With --format json, stdout holds one JSON object a render and nothing else.
        (context.json() ? context.err() : context.out())
            << "changed: " << join(names, ", ") << '\n';
        result = render_timed(options, context);
    }
    context.info("stopped watching");
    return result;
}

}  // namespace pnpkit::cli
