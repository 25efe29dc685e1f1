#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run {

// What happened, for a driver to tell the player; engines only record it.
enum class EventKind {
    placed,          // `tile` laid at the far end, its near space at place a
    mulligan,        // the starting line set aside for a fresh one
    aside_returned,  // the old starting line shuffled back into the pile
    cubes,           // the cubes set down: the enemy at place a, the player at place b
    rolled,          // a die showing a
    moved,           // the player went from place a to place b
    key,             // `tile` claimed: a keys now
    won,
    bonus_die,       // a bonus die taken: a bonus dice now
    ability,         // `tile` taken as a bonus ability
    no_treasure,     // a key with no treasure left to give (R7)
    enemy_moved,     // the enemy went from place a to place b
    enemy_took,      // the enemy took the claimed `tile` off the line and stopped in its pit
    caught,          // the enemy reached the player
    gave_die,        // a bonus die given up
    gave_ability,    // the ability `tile` given up, back into the pile
    enemy_back,      // the enemy sent to the pit behind the first tile
    lost,
    cleaned,         // a tiles from behind the enemy back into the pile
};

struct Event {
    EventKind kind;
    int a = 0;
    int b = 0;
    Domino tile{};
};
using Events = std::vector<Event>;

// A new game: the whole set face down in the pile, no line yet; it waits for the first tile.
State new_game(const Rules& rules);

// --- Random values: drawn by pnpkit or typed from the table. ---

// The tiles the state can take now, as bits in domino_set() order: the pile's tiles while it
// deals or refills, the pile's ability tiles (R7) while a bonus ability is drawn; 0 otherwise.
std::uint64_t tile_choices(const State& state);
// Why the state cannot take this tile now, in words; nullopt when it can.
std::optional<std::string> tile_refusal(const State& state, Domino tile);
// A tile at random among the choices, as drawing from the pile gives it (R13); the state is
// unchanged. There must be a choice.
Domino random_tile(const State& state, Rng& rng);
// Lays a tile on the line (deal, refill; the placement rule, R11) or takes it as an ability, then
// runs the game on to the next input. Throws std::invalid_argument when tile_refusal objects.
void give_tile(State& state, const Rules& rules, Domino tile, Events* events = nullptr);

// Why the state cannot take this die now; nullopt when it can.
std::optional<std::string> die_refusal(const State& state, const Rules& rules, int face);
// Adds a die to this turn's roll; the last one opens the move. Throws std::invalid_argument when
// die_refusal objects.
void give_die(State& state, const Rules& rules, int face, Events* events = nullptr);

// Draws every tile and rolls every die the state waits for with `rng`, up to the next decision
// or the end of the game.
void play_chance(State& state, const Rules& rules, Rng& rng, Events* events = nullptr);

// --- Decisions. Each throws std::invalid_argument when it is not legal now. ---

// Keeps the starting line, or sets it aside and deals a fresh one (R14).
void choose_mulligan(State& state, const Rules& rules, bool fresh_line, Events* events = nullptr);

// Moves the player to `place`, anywhere from where it stands to farthest() (R3); claims the keys
// passed (R6) and wins on the last.
void move_to(State& state, const Rules& rules, int place, Events* events = nullptr);

// The treasures the next key may take (R7): in the order die, ability.
std::vector<TreasureKind> treasure_choices(const State& state, const Rules& rules);
void choose_treasure(State& state, const Rules& rules, TreasureKind kind,
                     Events* events = nullptr);

// What the player may give up when caught (R9): k_give_die for a bonus die, else an ability slot.
constexpr int k_give_die = -1;
std::vector<int> sacrifice_choices(const State& state);
void sacrifice(State& state, const Rules& rules, int choice, Events* events = nullptr);

// --- Facts about a state. ---

// Doubles whose far space lies after place `from` up to place `to`: the keys a move claims.
int keys_between(const State& state, int from, int to);

}  // namespace pnpkit::domino_run
