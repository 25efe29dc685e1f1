#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/context.hpp"
#include "games/dragon_dance/model.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// Loads and validates the Dragon Dance data for a command; problems are reported through the
// context (on stdout as a JSON array with --format json). nullopt when the data has errors (the
// command then exits with ExitCode::data).
std::optional<GameData> load_for_command(cli::Context& context);

// "6 4 4 1", or "none" when there are no dice.
std::string dice_text(const DiceCounts& dice);
// "a 5" or "no die".
std::string die_text(Die die);
// Card names joined with ", ", or "none".
std::string cards_text(const GameData& data, Side side, CardSet cards);
// "Knight"/"Dragon" as the data names the side.
std::string side_name(const GameData& data, Side side);

}  // namespace pnpkit::dragon_dance
