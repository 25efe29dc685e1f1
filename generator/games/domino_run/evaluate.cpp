#include "games/domino_run/evaluate.hpp"

#include <algorithm>
#include <limits>

#include "core/rng.hpp"
#include "games/domino_run/advise.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/lookahead.hpp"

namespace pnpkit::domino_run {

namespace {

constexpr const char* k_objective =
    "the chance of winning (estimated: roll-outs of the greedy policy playing on, the next roll "
    "spread over its outcomes, every answer on the same futures)";
constexpr const char* k_unit = "percentage points of P(win)";

play::Evaluation empty_evaluation() {
    play::Evaluation out;
    out.objective = k_objective;
    out.unit = k_unit;
    return out;
}

play::Evaluation::Value value_of(std::string answer, const Estimate& e) {
    return {std::move(answer), 100 * e.win, 100 * std::max(e.win - e.low, e.high - e.win)};
}

// The better of two estimates (the first on ties).
const Estimate& better(const Estimate& a, const Estimate& b) {
    return b.win > a.win ? b : a;
}

}  // namespace

std::uint64_t decision_seed(std::uint64_t session_seed, std::size_t step) {
    // A stream of its own, apart from the streams the session's rolls and draws come from.
    return Rng(session_seed ^ 0x636f616368ULL).stream(step).next();
}

std::string move_key(int place) {
    return "space-" + std::to_string(space_number(place));
}

std::string sacrifice_key(const State& state, int choice) {
    if (choice == k_give_die) return "die";
    Domino tile = state.ability(choice);
    return "ability-" + std::to_string(tile.low) + "-" + std::to_string(tile.high);
}

play::Evaluation move_evaluation(const State& state, const Rules& rules, int samples,
                                 std::uint64_t seed) {
    std::vector<Option> ways = advise(state, rules, samples, seed);
    play::Evaluation out = empty_evaluation();
    for (int place = state.reach; place >= state.player; --place) {
        const Option* best = nullptr;
        for (const Option& way : ways) {
            if (way.plan.place == place && (!best || way.win.win > best->win.win)) best = &way;
        }
        if (best) {
            out.values.push_back(value_of(move_key(place), best->win));
        } else {
            out.values.push_back({move_key(place), std::numeric_limits<double>::quiet_NaN(), 0});
        }
    }
    return out;
}

play::Evaluation treasure_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed) {
    play::Evaluation out = empty_evaluation();
    auto sequences = treasure_sequences(state, rules, std::max(1, state.pending_treasures));
    for (TreasureKind kind : treasure_choices(state, rules)) {
        std::optional<Estimate> best;
        for (const auto& seq : sequences) {
            if (seq.empty() || seq.front() != kind) continue;
            Estimate e = estimate_treasures(state, rules, seq, rollout_policy(), samples, seed);
            best = best ? better(*best, e) : e;
        }
        if (!best) best = estimate_treasures(state, rules, {kind}, rollout_policy(), samples, seed);
        out.values.push_back(value_of(std::string(to_string(kind)), *best));
    }
    return out;
}

play::Evaluation sacrifice_evaluation(const State& state, const Rules& rules, int samples,
                                      std::uint64_t seed) {
    play::Evaluation out = empty_evaluation();
    for (int choice : sacrifice_choices(state)) {
        State after = state;
        sacrifice(after, rules, choice);
        out.values.push_back(value_of(sacrifice_key(state, choice),
                                      estimate_win(after, rules, rollout_policy(), samples, seed)));
    }
    return out;
}

play::Evaluation mulligan_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed) {
    play::Evaluation out = empty_evaluation();
    for (bool fresh : {false, true}) {
        State after = state;
        choose_mulligan(after, rules, fresh);
        out.values.push_back(
            value_of(fresh ? "fresh" : "keep",
                     estimate_win(after, rules, rollout_policy(), 2 * samples, seed)));
    }
    return out;
}

}  // namespace pnpkit::domino_run
