#pragma once

#include <string>

#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// A card as a menu line of `dragon-dance play` shows it: "attack 4; charge, reduce range".
std::string card_summary(const Card& card, Die die);

}  // namespace pnpkit::dragon_dance
