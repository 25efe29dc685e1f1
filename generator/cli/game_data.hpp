#pragma once

#include <cassert>
#include <memory>
#include <string_view>

#include "cli/context.hpp"
#include "games/game.hpp"

namespace pnpkit::cli {

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
