#pragma once

#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "games/dice_adventures/engine.hpp"
#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// The solver's camp of a game state: its party, gold, items, classes used and points so far.
Camp camp_of(const Rules& rules, const State& state);

// A position inside an adventure in the solver's terms: dice by table slot (heroes in class order,
// then the hireling), uses left of each re-roll and change power of the spec, and items.
struct Position {
    std::array<int, k_slots> dice{};
    std::array<int, k_slots> rerolls{};
    std::array<int, k_slots> changes{};
    int provisions = 0;
    int weapons = 0;
};

// Values of the positions inside one adventure (dice rolled, re-rolled and changed, the end's
// choices) against what each end of it is worth (`outcomes`, full expected final scores).
class AdventureValues {
public:
    AdventureValues(Solver& solver, const State& state, OutcomeValues outcomes);

    // Whether `state` is a position of this adventure (same party, card, hireling and gold).
    bool covers(const State& state) const;
    // The value of a state in the act, substitute or shift phase of this adventure.
    double value(const State& state);
    // The value of each legal action of such a state, in the order of legal_actions().
    std::vector<double> action_values(const State& state);
    // The value of the act-phase position, under optimal play from here.
    double act_value(const Position& position);
    // The value of stopping here: no more changes, the best end.
    double end_value(const Position& position);
    Position position_of(const State& state) const;
    // The optimal action of an act-phase state: the best re-roll while the re-roll table prefers
    // one to stopping, then the first change of the cheapest way to the best result, then done.
    Action best_act(const State& state);

private:
    // The engine slot of a table slot of this state.
    int engine_slot(const State& state, int table_slot) const;
    // The first change that keeps the cheapest way to `result` open, or nullopt when none is
    // needed.
    std::optional<Action> change_towards(const State& state, const Position& at, int result);
    double action_value(const State& state, const Position& at, const Action& action);
    double shifts_value(EndDice end, std::size_t next, int provisions, int weapons) const;
    const RerollTable& reroll_table(int change_layer, int provisions);

    Solver& m_solver;
    const Rules& m_rules;
    Camp m_camp;
    int m_card;
    bool m_hireling;
    AdventureSpec m_spec;
    const NeedTable* m_need;
    OutcomeValues m_outcomes;
    std::array<int, k_max_classes> m_slot_of{};  // table slot of each class in the party
    std::map<std::pair<int, int>, std::unique_ptr<RerollTable>> m_tables;
};

// The expected final score of any game state under optimal play, and of each legal decision, from
// the solver. Not thread-safe: give each thread its own (with its own Solver).
class PlayValues {
public:
    explicit PlayValues(Solver& solver) : m_solver(solver) {}

    // -infinity for a state holding more items than the solver's bounds: optimal play never goes
    // there (build the solver with bounds that cover a state to value it).
    double value(const State& state);
    // The value of each of legal_actions(state), in that order.
    std::vector<double> action_values(const State& state);
    // The legal action with the highest value (the first of equals).
    Action best_action(const State& state);

private:
    AdventureValues& adventure(const State& state);

    Solver& m_solver;
    std::unique_ptr<AdventureValues> m_adventure;
};

// The expectation of value(next) over a random step (a die or a pick), each value equally likely.
template <typename Fn>
double expected(const Rules& rules, const State& state, Fn value) {
    Pending p = pending(rules, state);
    int low = p.need == Need::die ? 1 : 0;
    double sum = 0;
    for (int v = low; v < low + p.count; ++v) sum += value(apply_random(rules, state, v));
    return sum / p.count;
}

}  // namespace pnpkit::dice_adventures
