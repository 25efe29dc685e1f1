#include "games/domino_run/game.hpp"

namespace pnpkit::domino_run {

void add_commands(games::CommandHooks&) {}

}  // namespace pnpkit::domino_run
