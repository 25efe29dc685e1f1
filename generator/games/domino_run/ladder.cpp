#include "games/domino_run/ladder.hpp"

#include "games/domino_run/bound.hpp"
#include "games/domino_run/card_policy.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/evaluate.hpp"
#include "games/domino_run/future.hpp"
#include "games/domino_run/simple_policies.hpp"

namespace pnpkit::domino_run {

namespace {

enum DominoLadderRow : std::size_t { row_random, row_greedy, row_card, row_advisor, row_bound };

// Every decision uniform over its legal answers.
class UniformPolicy final : public Policy {
public:
    std::string_view name() const override { return "random"; }
    std::string_view objective() const override { return "none: every answer uniform"; }
    bool mulligan(const State&, const Rules&, Rng& rng) const override { return rng.below(2) == 1; }
    int move(const State& state, const Rules&, Rng& rng) const override {
        return state.player + static_cast<int>(rng.below(
                                  static_cast<std::uint64_t>(state.reach - state.player + 1)));
    }
    TreasureKind treasure(const State&, const Rules&, std::span<const TreasureKind> choices,
                          Rng& rng) const override {
        return choices[rng.below(choices.size())];
    }
    int sacrifice(const State&, const Rules&, std::span<const int> choices,
                  Rng& rng) const override {
        return choices[rng.below(choices.size())];
    }
};

// The answer the coach and `advise` recommend: the best value of the coach's evaluation of the
// question (k_coach_samples roll-outs, seeded from the policy's stream), the first of equals.
class CoachChoicePolicy final : public Policy {
public:
    std::string_view name() const override { return "advisor"; }
    std::string_view objective() const override { return "the coach's estimated P(win)"; }
    bool mulligan(const State& state, const Rules& rules, Rng& rng) const override {
        return best(mulligan_evaluation(state, rules, k_coach_samples, rng.next())) == 1;
    }
    int move(const State& state, const Rules& rules, Rng& rng) const override {
        return state.reach -
               static_cast<int>(best(move_evaluation(state, rules, k_coach_samples, rng.next())));
    }
    TreasureKind treasure(const State& state, const Rules& rules,
                          std::span<const TreasureKind> choices, Rng& rng) const override {
        return choices[best(treasure_evaluation(state, rules, k_coach_samples, rng.next()))];
    }
    int sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                  Rng& rng) const override {
        return choices[best(sacrifice_evaluation(state, rules, k_coach_samples, rng.next()))];
    }

private:
    static std::size_t best(const play::Evaluation& evaluation) {
        return evaluation.best().value_or(0);
    }
};

class DominoLadderPlayers final : public ladder::Players {
public:
    DominoLadderPlayers(const Rules& rules, std::uint64_t seed,
                        std::atomic<std::uint64_t>* unsettled, std::uint64_t bound_nodes)
        : m_rules(rules), m_base(seed), m_unsettled(unsettled), m_bound_nodes(bound_nodes) {}

    ladder::GameResult play(std::size_t policy, std::uint64_t game, Rng) override {
        Future future(m_base.stream(2 * game));
        if (policy == row_bound) {
            ClairvoyantResult r = clairvoyant_win(m_rules, future, m_bound_nodes);
            if (!r.resolved && m_unsettled) ++*m_unsettled;
            return {r.win ? 1.0 : 0.0, false};
        }
        Rng own = m_base.stream(2 * game + 1);
        State end = play_future_game(m_rules, *m_policies[policy], future, own);
        return {end.phase == Phase::won ? 1.0 : 0.0, false};
    }

private:
    const Rules& m_rules;
    Rng m_base;
    std::atomic<std::uint64_t>* m_unsettled;
    std::uint64_t m_bound_nodes;
    UniformPolicy m_random;
    GreedyPolicy m_greedy;
    CardPolicy m_card;
    CoachChoicePolicy m_advisor;
    const Policy* m_policies[4] = {&m_random, &m_greedy, &m_card, &m_advisor};
};

}  // namespace

ladder::LadderSpec ladder_spec(std::uint64_t advisor_games, std::uint64_t bound_games) {
    ladder::LadderSpec spec;
    spec.policies = {
        {"random", "every decision uniform over its legal answers"},
        {"greedy",
         "the simplest sensible play (simulate's greedy): as far as the roll allows, a bonus die "
         "while the box has one, the weakest ability given up first, any starting line kept"},
        {"card",
         "the strategy card: its rules (card_policy.cpp), each decision the first rule's "
         "that applies"},
        {"advisor",
         "the coach's and advise's choice: the best estimated P(win) of every answer (400 "
         "roll-outs of greedy play on shared futures)"},
        {"bound",
         "upper bound: a clairvoyant search over every answer knowing all future dice and draws "
         "(a game it cannot settle in " +
             std::to_string(k_bound_nodes) + " decisions counts as won)"},
    };
    spec.policies[row_advisor].max_games = advisor_games;
    spec.policies[row_bound].max_games = bound_games;
    spec.reference = row_advisor;
    spec.win_rate = true;
    spec.has_perfect = false;
    spec.unit = "percent";
    return spec;
}

std::optional<ladder::ControlEstimate> advisor_by_card(const ladder::LadderResult& result) {
    if (result.scores.size() <= row_advisor) return std::nullopt;
    return ladder::control_variate_mean(result.scores[row_advisor], result.scores[row_card]);
}

std::unique_ptr<ladder::Players> make_ladder_players(const Rules& rules, std::uint64_t seed,
                                                     std::atomic<std::uint64_t>* unsettled,
                                                     std::uint64_t bound_nodes) {
    return std::make_unique<DominoLadderPlayers>(rules, seed, unsettled, bound_nodes);
}

}  // namespace pnpkit::domino_run
