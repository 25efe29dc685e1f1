#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "games/dice_adventures/engine.hpp"
#include "games/dice_adventures/play_values.hpp"
#include "play/session.hpp"
#include "play/table.hpp"

namespace pnpkit::dice_adventures {

// The coach's default threshold: an answer that loses 0.2 points of expected score or more.
inline constexpr double k_coach_threshold = 0.2;

// A whole game of Dice Adventures at the table (`pnpkit dice-adventures play`): the engine asks,
// this class puts each question to the play::Table (the party, the shop, every die, each power and
// item use, the hireling's swap, the +1s, level-ups, deaths, the cards) and applies the answer. The
// solver's advice (the expected final score of each choice) is there at every decision.
class AdventurePlay : public play::Game {
public:
    // `mode` is one of the data's modes; `deck`: adventures come from the adventure deck.
    AdventurePlay(std::shared_ptr<const GameData> data, const ModeDef& mode, bool deck);

    void play(play::Table& table) override;
    std::string status() const override;
    // "adventure 2, act; Warrior 2 rolled 5, Cleric 1 rolled 3; 1 gold, 1 provision".
    std::string brief() const override;
    std::optional<Result> result() const override;

    const Rules& rules() const { return m_rules; }
    const State& state() const { return m_state; }

    // The stable key of an action in a state, as recorded in the session: "cleric-raises-wizard".
    static std::string action_key(const Rules& rules, const State& state, const Action& action);
    // The solver's value of every legal decision of `state` (keys in legal order): the expected
    // final score under optimal play after it; not finite for a decision past the solver's bounds.
    play::Evaluation evaluation(const State& state);
    // The advisor's report for a decision: the objective, then every legal choice (by number and
    // key) with its expected final score under optimal play, best first.
    std::string advice(const State& state);

private:
    // One decision of the engine, asked of the table.
    void decide(play::Table& table);
    // The dice a roll or re-roll phase takes (the ranger's two, the hireling's), asked at once.
    void roll(play::Table& table);
    // A random pick: which hero dies or loses a level, which card is drawn.
    void pick(play::Table& table);
    // Narration of the last step: the adventure's result and outcome, the end and the score.
    void narrate(play::Table& table, const State& before);
    // Says when a result's level loss or gain finds no hero who can take it (rulings R8, R9).
    void narrate_skipped(play::Table& table, const State& before);
    // Says the deaths and level losses the engine took by itself in the last step (a pick with a
    // single candidate is not asked), besides the one `pick` said.
    void narrate_forced(play::Table& table, const State& before);
    std::string result_table() const;

    std::shared_ptr<const GameData> m_data;
    Rules m_rules;
    State m_state;
    std::unique_ptr<Solver> m_solver;  // built at the first advice, grown when items outgrow it
    std::unique_ptr<PlayValues> m_values;
    std::size_t m_saved = 0;  // the solver's camps in its cache file (camp_cache_file)
    // The hero (class) whose death or level loss `pick` said in the current step; -1: none.
    int m_picked_class = -1;
    bool m_picked_kill = false;
};

// The guided-play definition of the game, loading the data once through `load` (it reports its
// own problems and returns null; make() then fails with a UsageError).
play::GameDef adventure_play_def(std::function<std::shared_ptr<const GameData>()> load);

}  // namespace pnpkit::dice_adventures
