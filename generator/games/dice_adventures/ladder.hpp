#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "games/common/control_variate.hpp"
#include "games/common/ladder.hpp"
#include "games/dice_adventures/future.hpp"
#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// Decision states the bound row's search may visit in one game before it bounds the rest.
constexpr std::uint64_t k_bound_nodes = 2'000'000;

// The rows of Dice Adventures' ladder, weakest first, the clairvoyant bound last (on the first
// `bound_games` games; 0: all); the advisor is the reference.
ladder::LadderSpec ladder_spec(std::uint64_t bound_games = 0);

// What a game gives a policy of the ladder: its final state's score; perfect when every adventure
// was a success (`worst`, the highest result read, 1 or 2).
ladder::GameResult ladder_result(const Rules& rules, const State& end, int worst);

// The bound row's mean with the advisor as a control of known mean: the advisor is the exact
// solver's play, whose expected score `exact` the solver gives, and each bound game's search starts
// from the advisor's play of the same future, so the two rows move together (control_variate_known
// on the bound's games paired with the advisor's). nullopt with fewer than three bound games.
std::optional<ladder::ControlEstimate> bound_by_advisor(const ladder::LadderResult& result,
                                                        double exact);

// What the bound row's searches took, summed over the threads.
struct BoundStats {
    std::atomic<std::uint64_t> unsettled{0};   // games not settled within k_bound_nodes
    std::atomic<std::uint64_t> nodes{0};       // decision states, every game
    std::atomic<std::uint64_t> most_nodes{0};  // decision states, the largest game
    std::atomic<std::uint64_t> most_memo{0};   // adventure starts remembered, the largest game
    // The searches for a perfect game (where the advisor's game was not perfect).
    std::atomic<std::uint64_t> perfect_searched{0};
    std::atomic<std::uint64_t> perfect_unsettled{0};  // not settled within k_bound_nodes
    std::atomic<std::uint64_t> perfect_nodes{0};      // decision states, every search
};

// One thread's players of the ladder for `party`: they read `solver` (solved for the party, which
// must outlive them) through their own Solver::reading; the bound's searches are counted into
// `stats` when given.
std::unique_ptr<ladder::Players> make_ladder_players(const Solver& solver,
                                                     std::span<const int> party,
                                                     BoundStats* stats = nullptr);

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
