// pnpkit render --watch: render, then render again after every change to a game or its templates.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "cli/file_watch.hpp"
#include "cli/game_data.hpp"
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
    } catch (const UsageError& e) {  // the game's folder gone: say so, and go on watching
        context.err() << "pnpkit: error: " << e.what() << '\n';
        result = ExitCode::usage;
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
    auto games = games::select_games(game_search(context), options.games, ignored);
    ExitCode result = render_timed(options, context);
    FileWatch watch;
    // What a render writes is never watched (a game's own output/ lies inside its folder).
    for (const auto& game : games) watch.skip(output_dir(options, game));
    std::vector<std::string> watched;
    for (const auto& game : games) {
        watch.add_tree(game.dir);
        watched.push_back(load::display_path(game.dir));
    }
    fs::path templates = options.templates.empty() ? paths.templates : fs::path(options.templates);
    watch.add_tree(templates);
    watched.push_back(load::display_path(templates));
    context.info("watching " + join(watched, ", ") + " (Ctrl-C to stop)");
    context.err() << std::flush;
    InterruptFlag interrupted;
    // With --format json, stdout holds one JSON object a render and nothing else.
    std::ostream& news = context.json() ? context.err() : context.out();
    while (true) {
        WatchEvents events = watch.wait(interrupted.flag());
        if (events.stopped) break;
        for (const auto& root : events.gone) {
            news << "moved away or removed: " << load::display_path(root)
                 << " (still watching for it to come back; Ctrl-C to stop)\n";
        }
        for (const auto& root : events.back) news << "back: " << load::display_path(root) << '\n';
        std::vector<std::string> names;
        for (const auto& path : events.changed) names.push_back(load::display_path(path));
        if (!names.empty()) news << "changed: " << join(names, ", ") << '\n';
        news << std::flush;
        // A folder that has just left takes its files with it: nothing to render until it is
        // back or something else changes.
        if (!events.gone.empty() || (events.changed.empty() && events.back.empty())) continue;
        result = render_timed(options, context);
    }
    context.info("stopped watching");
    return result;
}

}  // namespace pnpkit::cli
