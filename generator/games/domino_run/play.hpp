#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "games/domino_run/evaluate.hpp"
#include "games/domino_run/model.hpp"
#include "games/domino_run/state.hpp"
#include "play/session.hpp"
#include "play/table.hpp"

namespace pnpkit::domino_run {

// A whole game of Domino Run at the table (`pnpkit domino-run play`): the starting line tile by
// tile and the mulligan, then each turn the dice, the move, the treasures of the keys claimed and,
// when the enemy catches the player, what to give up; the engine applies every rule. Question ids
// (kept in session files): deal, mulligan, refill, roll, move, treasure, ability-tile, sacrifice.
// Each decision (mulligan, move, treasure, sacrifice) has an evaluation (evaluate.hpp): each
// answer's chance of winning, which `advise`, review and the coach read.
class DominoRunPlay : public play::Game {
public:
    // `seed` seeds the advice shown at the prompts (the session's seed); `samples`: the roll-outs
    // behind each value of the decisions' evaluations.
    DominoRunPlay(GameData data, std::uint64_t seed, int samples = k_coach_samples);

    void play(play::Table& table) override;
    std::string status() const override;
    // "turn 5, keys 2 of 7, you on 9, the enemy on 4, 3 dice, abilities 1|3, roll 6 4".
    std::string brief() const override;
    // "won on turn 17" (1) or "lost on turn 9 with 3 keys" (0); nullopt while the game goes on.
    std::optional<Result> result() const override;

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
    int m_samples;
    State m_state;
};

// The guided-play definition: `make` builds a game of the data `data` gives (called when a game
// is made; it may throw to refuse) for a session's log; `samples` as DominoRunPlay's.
play::GameDef play_def(std::function<const GameData&()> data, int samples = k_coach_samples);

}  // namespace pnpkit::domino_run
