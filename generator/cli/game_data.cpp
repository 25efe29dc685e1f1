#include "cli/game_data.hpp"

#include <ostream>

#include "core/json.hpp"
#include "games/load_all.hpp"

namespace pnpkit::cli {

games::GameSearch game_search(const Context& context) {
    std::error_code ec;
    std::filesystem::path cwd = std::filesystem::current_path(ec);
    if (ec) throw OutsideError("cannot read the current directory: " + ec.message());
    return {context.paths().data, cwd, !context.options.data_dir.empty()};
}

std::unique_ptr<games::LoadedGame> load_game_for_command(Context& context, std::string_view id) {
    Diagnostics diagnostics;
    auto game = games::load_game(games::locate_game(id, game_search(context)), diagnostics);
    if (game) return game;
    Diagnostics errors;
    for (const auto& d : diagnostics.items()) {
        if (d.severity == Severity::error) errors.add(d);
    }
    if (context.json()) {
        // The shape of every command's errors in JSON (see cli/app.cpp): {"errors": [...]}.
        JsonWriter json(context.out());
        json.begin_object().key("errors");
        write_json(json, errors);
        json.end_object();
    } else {
        print_text(context.err(), errors);
        context.err() << "pnpkit: error: the " << id << " data has errors; run 'pnpkit validate " << id << "'\n";
    }
    context.result = ExitCode::data;
    return nullptr;
}

}  // namespace pnpkit::cli
