#pragma once

#include <cassert>
#include <memory>
#include <string_view>

#include "cli/context.hpp"
#include "games/game.hpp"
#include "games/locate.hpp"

namespace pnpkit::cli {

// Where this run looks up the games its command line names: --data (or the shipped data) and the
// current directory. Throws OutsideError when the current directory is gone.
games::GameSearch game_search(const Context& context);

// Loads one game's data for a play-assist command. The data's errors are reported (as JSON when
// the command prints JSON) with a pointer to `pnpkit validate`; its warnings are validate's to show.
// Returns null and sets the context's result (exit 1) when the data has errors.
std::unique_ptr<games::LoadedGame> load_game_for_command(Context& context, std::string_view id);

// The same, as the game's own LoadedGame type.
template <typename Game>
std::unique_ptr<Game> load_game_for_command_as(Context& context, std::string_view id) {
    std::unique_ptr<games::LoadedGame> loaded = load_game_for_command(context, id);
    if (!loaded) return nullptr;
    auto* game = dynamic_cast<Game*>(loaded.get());
    assert(game && "the registry row's loader returns the game's own type");
    loaded.release();
    return std::unique_ptr<Game>(game);
}

}  // namespace pnpkit::cli
