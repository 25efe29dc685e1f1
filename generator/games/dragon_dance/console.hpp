#pragma once

#include <iosfwd>

#include "core/rng.hpp"
#include "games/dragon_dance/match.hpp"
#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// One whole game in a terminal: a person plays `human` by typing one choice a line on `in`
// (a die or none, then a card by number, id or name, then a combo answer when one is offered),
// the computer plays the other side. Each round shows the board, the reveals and every step of the
// resolution on `out`. A wrong answer is explained and asked again; end of input or "quit" ends the
// game cleanly. All randomness comes from `rng`, so a seed and the same answers replay the game.
// With Echo::yes each answer read is written back after its prompt, so a piped game reads well.
enum class Echo { no, yes };
GameRecord play_in_terminal(const GameData& data, Side human, Rng& rng, std::istream& in,
                            std::ostream& out, Echo echo = Echo::no);

// A card as a menu line shows it: "attack 4 with your 5; charge, reduce range".
std::string card_summary(const Card& card, Die die);

}  // namespace pnpkit::dragon_dance
