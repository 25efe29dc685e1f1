#pragma once

#include <string>

#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// A card as a menu line of `dragon-dance play` shows it: "attack 4; charge, reduce range".
std::string card_summary(const Card& card, Die die);

// A die as `dragon-dance play` takes it for an answer and logs it: "4", or "none".
std::string die_answer(Die die);

}  // namespace pnpkit::dragon_dance
