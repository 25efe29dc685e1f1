#include "games/domino_run/components.hpp"

namespace pnpkit::domino_run {

std::vector<layout::Component> make_components(const GameData&) { return {}; }

}  // namespace pnpkit::domino_run
