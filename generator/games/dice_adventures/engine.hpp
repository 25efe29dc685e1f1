#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/dice_adventures/state.hpp"

// The rules engine: pure functions from a state to the next. A driver asks pending() what the game
// waits for and answers it one step at a time: a decision from legal_actions(), a die (rolled by an
// Rng or typed from a real die), or a random pick (which hero dies, which card is drawn). The
// engine never reads input, prints, or rolls on its own.
namespace pnpkit::dice_adventures {

// A game before its party is chosen: it waits for the first hero's class.
State new_game(const Rules& rules);
// A game whose party (class indices, all different) has been chosen: it waits for the first
// adventure (its card, its shop, or its first die).
State start_game(const Rules& rules, std::span<const int> classes);

Pending pending(const Rules& rules, const State& state);
// Every legal decision, in a fixed order; empty unless pending() is a decision. A decision with a
// single legal choice is never asked: the engine takes it.
std::vector<Action> legal_actions(const Rules& rules, const State& state);
// The state after a legal decision; an illegal one is a bug of the driver (std::logic_error).
State apply(const Rules& rules, State state, const Action& action);
// The state after a random value: a die from 1 to 6, or a pick from 0 to count - 1 (anything else
// is a bug of the driver: std::logic_error).
State apply_random(const Rules& rules, State state, int value);
// A random value for what the state waits for, drawn from `rng`.
int random_value(const Pending& pending, Rng& rng);

// kill and drain: the heroes (slots) a pick chooses among, in pick order; draw_card: the cards.
std::vector<int> pick_candidates(const Rules& rules, const State& state);

// The score of a finished game (or what it would score if it ended now).
int score(const Rules& rules, const State& state);

// "the cleric turns the wizard's 1 into a 2", "buy a magic weapon", ...
std::string describe(const Rules& rules, const State& state, const Action& action);
// "the wizard", "the hireling": whose die a slot is.
std::string slot_name(const Rules& rules, const State& state, int slot);
// A result's flavour text for this party: empty when it names a class the party lacks ("sung,
// mostly by the bard" for a party without one), so that nobody absent is credited.
std::string result_text(const Rules& rules, const State& state, const Outcome& row);
// The party sheet in two lines: the adventure, mode and card, the heroes with their levels (and
// dice and uses left while dice are on the table), gold, items, treasure and deaths.
std::string sheet_text(const Rules& rules, const State& state);

}  // namespace pnpkit::dice_adventures
