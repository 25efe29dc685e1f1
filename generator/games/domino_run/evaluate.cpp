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

// Each answer's value and, in `rows`, its result on every future (100 for a win), so that the
// losses get their paired intervals once every answer is in.
struct Valued {
    play::Evaluation evaluation = empty_evaluation();
    std::vector<std::vector<double>> rows;

    void add(std::string answer, const Estimate& e) {
        evaluation.values.push_back(
            {std::move(answer), 100 * e.win, 100 * std::max(e.win - e.low, e.high - e.win)});
        std::vector<double>& row = rows.emplace_back();
        for (std::uint8_t won : e.outcomes) row.push_back(won ? 100.0 : 0.0);
    }
    // An answer the advisor cannot value: no value, no row.
    void add_unvalued(std::string answer) {
        evaluation.values.push_back(
            {std::move(answer), std::numeric_limits<double>::quiet_NaN(), 0});
        rows.emplace_back();
    }
    // The evaluation, each loss with its 95% interval from the paired differences.
    play::Evaluation done() {
        play::set_paired_losses(evaluation, rows);
        return std::move(evaluation);
    }
};

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
    Valued out;
    for (int place = state.reach; place >= state.player; --place) {
        const Option* best = nullptr;
        for (const Option& way : ways) {
            if (way.plan.place == place && (!best || way.win.win > best->win.win)) best = &way;
        }
        if (best) {
            out.add(move_key(place), best->win);
        } else {
            out.add_unvalued(move_key(place));
        }
    }
    return out.done();
}

play::Evaluation treasure_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed) {
    Valued out;
    auto sequences = treasure_sequences(state, rules, std::max(1, state.pending_treasures));
    for (TreasureKind kind : treasure_choices(state, rules)) {
        std::optional<Estimate> best;
        for (const auto& seq : sequences) {
            if (seq.empty() || seq.front() != kind) continue;
            Estimate e = estimate_treasures(state, rules, seq, rollout_policy(), samples, seed);
            best = best ? better(*best, e) : e;
        }
        if (!best) best = estimate_treasures(state, rules, {kind}, rollout_policy(), samples, seed);
        out.add(std::string(to_string(kind)), *best);
    }
    return out.done();
}

play::Evaluation sacrifice_evaluation(const State& state, const Rules& rules, int samples,
                                      std::uint64_t seed) {
    Valued out;
    for (int choice : sacrifice_choices(state)) {
        State after = state;
        sacrifice(after, rules, choice);
        out.add(sacrifice_key(state, choice),
                estimate_win(after, rules, rollout_policy(), samples, seed));
    }
    return out.done();
}

play::Evaluation mulligan_evaluation(const State& state, const Rules& rules, int samples,
                                     std::uint64_t seed) {
    Valued out;
    for (bool fresh : {false, true}) {
        State after = state;
        choose_mulligan(after, rules, fresh);
        out.add(fresh ? "fresh" : "keep",
                estimate_win(after, rules, rollout_policy(), 2 * samples, seed));
    }
    return out.done();
}

}  // namespace pnpkit::domino_run
