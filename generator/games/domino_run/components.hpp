#pragma once

#include <vector>

#include "games/domino_run/model.hpp"
#include "layout/component.hpp"

namespace pnpkit::domino_run {

// Everything `pnpkit render domino-run` prints, built from the loaded data.
std::vector<layout::Component> make_components(const GameData& data);

}  // namespace pnpkit::domino_run
