#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"
#include "play/session.hpp"
#include "play/table.hpp"

namespace pnpkit::domino_run {

// Roll-outs behind each figure of the advice given at a prompt (as `domino-run advise`).
constexpr int k_play_advice_samples = 300;

// A whole game of Domino Run at the table (`pnpkit domino-run play`): the starting line tile by
// tile and the mulligan, then each turn the dice, the move, the treasures of the keys claimed and,
// when the enemy catches the player, what to give up; the engine applies every rule. Question ids
// (kept in session files): deal, mulligan, refill, roll, move, treasure, ability-tile, sacrifice.
class DominoRunPlay : public play::Game {
public:
    // `seed` seeds the advice shown at the prompts (the session's seed).
    DominoRunPlay(GameData data, std::uint64_t seed);

    void play(play::Table& table) override;
    std::string status() const override;

    const State& state() const { return m_state; }
    const Rules& rules() const { return m_data.rules; }

private:
    // One input of the engine: a tile, the dice or a decision, asked of the table and applied.
    void step(play::Table& table);
    void ask_tile(play::Table& table);
    void ask_dice(play::Table& table);
    void ask_mulligan(play::Table& table);
    void ask_move(play::Table& table);
    void ask_treasure(play::Table& table);
    void ask_sacrifice(play::Table& table);

    GameData m_data;
    std::uint64_t m_seed;
    State m_state;
};

// The guided-play definition: `make` builds a game of the data `data` gives (called when a game
// is made; it may throw to refuse) for a session's log.
play::GameDef play_def(std::function<const GameData&()> data);

}  // namespace pnpkit::domino_run
