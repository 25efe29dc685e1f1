#pragma once

#include "games/domino_run/engine.hpp"
#include "play/why.hpp"

namespace pnpkit::domino_run {

// What guided play applies by itself, each with the rules behind it (outcome_table): one kind for
// each engine event that is told, and `stuck`, a roll that pays for no space.
enum class Applied {
    placed,
    mulligan,
    aside_returned,
    cubes,
    moved,
    stuck,
    key,
    won,
    bonus_die,
    ability,
    no_treasure,
    enemy_moved,
    enemy_took,
    caught,
    gave_die,
    gave_ability,
    enemy_back,
    lost,
    cleaned,
    count
};

// The kind of outcome an event the table tells is (`rolled` is never told: std::logic_error).
Applied applied_of(EventKind kind);

// The rules behind each kind of outcome.
const play::OutcomeTable& outcome_table();

}  // namespace pnpkit::domino_run
