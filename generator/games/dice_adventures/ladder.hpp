#pragma once

#include <algorithm>
#include <memory>
#include <span>
#include <vector>

#include "games/common/ladder.hpp"
#include "games/dice_adventures/future.hpp"
#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// The rows of Dice Adventures' ladder, weakest first; the advisor is the reference.
ladder::LadderSpec ladder_spec();

// What a game gives a policy of the ladder: its final state's score; perfect when every adventure
// was a success (`worst`, the highest result read, 1 or 2).
ladder::GameResult ladder_result(const Rules& rules, const State& end, int worst);

// One thread's players of the ladder for `party`: they read `solver` (solved for the party, which
// must outlive them) through their own Solver::reading.
std::unique_ptr<ladder::Players> make_ladder_players(const Solver& solver,
                                                     std::span<const int> party);

// The final state of `party`'s game played by a policy against `future` (every decision from
// `choose`); `worst`, when given, is set to the highest result of its adventures.
template <typename Choose>
State play_future(const Rules& rules, std::span<const int> party, Future& future, Choose choose,
                  int* worst = nullptr) {
    State s = start_game(rules, party);
    FutureAt at;
    for (;;) {
        if (worst) *worst = std::max(*worst, s.result);
        Pending p = pending(rules, s);
        if (p.need == Need::over) return s;
        s = p.need == Need::decision ? apply(rules, s, choose(s))
                                     : apply_future(rules, s, future, at);
    }
}

}  // namespace pnpkit::dice_adventures
