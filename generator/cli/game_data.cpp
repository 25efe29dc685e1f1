#include "cli/game_data.hpp"

#include <ostream>

#include "games/load_all.hpp"

namespace pnpkit::cli {

std::unique_ptr<games::LoadedGame> load_game_for_command(Context& context, std::string_view id) {
    Diagnostics diagnostics;
    auto game = games::load_game(context.paths().data, id, diagnostics);
    if (game) return game;
    Diagnostics errors;
    for (const auto& d : diagnostics.items()) {
        if (d.severity == Severity::error) errors.add(d);
    }
    if (context.json()) {
        print_json(context.out(), errors);
    } else {
        print_text(context.err(), errors);
        context.err() << "pnpkit: error: the " << id << " data has errors; run 'pnpkit validate " << id << "'\n";
    }
    context.result = ExitCode::data;
    return nullptr;
}

}  // namespace pnpkit::cli
