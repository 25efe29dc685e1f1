#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/diagnostic.hpp"
#include "core/session.hpp"
#include "play/log.hpp"

namespace pnpkit::play {

// A `pnpkit draw` session is a log (play/log.hpp) of the game k_draw_game. Each command the player
// gave is a step { ask = "command", answer = "draw domino 3" }, followed by what it did, as
// pnpkit's steps (by = "pnpkit"):
//   set N                a new bag of the double-N set (no tile may be out)
//   tile T               tile T drawn from the bag
//   return T...          tiles out put back into the bag (and off any holder)
//   hold NAME T...       the tiles out that a game keeps for one of its pieces (none: no longer)
//   shuffle DECK ID...   the deck's cards that are not out become its draw pile in this order, top
//                        first, and its discards are empty (a deck new to the session is made of
//                        these cards)
//   card DECK ID         card ID taken out of the deck's draw pile
//   discard DECK ID...   cards out put on the deck's discards, the last on top
//   reset DECK           the deck leaves the session (its next draw starts it anew)
// The table is what replaying these gives; the commands' steps group them, so that undo takes
// back whole commands.

// Whether `name` is GAME:DECK, two identifiers joined by a colon: "colf:nouns".
bool is_deck_name(std::string_view name);

// Replays a draw log into the table it gives. Every step that does not fit the table where it
// stands (a tile not in the bag, a card not in the draw pile, a step no draw session has), and a
// set-up, is a diagnostic at its position and the result is nullopt.
std::optional<Session> replay_draws(const Log& log, Diagnostics& diagnostics);

// Appends to the log the player's `command` and the steps that take the table from `before` to
// `after`, what the command did. Throws std::logic_error for a change no step can say (a bug).
void record_draws(Log& log, std::string command, const Session& before, const Session& after);

}  // namespace pnpkit::play
