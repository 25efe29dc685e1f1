#include "games/dice_adventures/ladder.hpp"

#include "games/dice_adventures/bound.hpp"
#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/policy.hpp"

namespace pnpkit::dice_adventures {

namespace {

enum LadderRow : std::size_t { row_random, row_greedy, row_card, row_advisor, row_bound };

class LadderPlayers final : public ladder::Players {
public:
    LadderPlayers(const Solver& solver, std::span<const int> party, BoundStats* stats)
        : m_solver(Solver::reading(solver)),
          m_rules(solver.rules()),
          m_party(party.begin(), party.end()),
          m_greedy(make_policy(PolicyKind::greedy, m_solver)),
          m_optimal(make_policy(PolicyKind::optimal, m_solver)),
          m_card(m_rules),
          m_stats(stats) {}

    ladder::GameResult play(std::size_t policy, std::uint64_t, Rng stream) override {
        Future future(stream);
        switch (policy) {
            case row_random: {
                Rng choices = stream.stream(2);
                return finish(
                    [&](const State& s) {
                        std::vector<Action> actions = legal_actions(m_rules, s);
                        return actions[choices.below(actions.size())];
                    },
                    future);
            }
            case row_greedy:
                return finish([&](const State& s) { return m_greedy->choose(s); }, future);
            case row_card:
                return finish([&](const State& s) { return m_card.choose(s); }, future);
            case row_bound: {
                // The advisor's score on this future is the search's first incumbent, and a
                // perfect game of the advisor's settles the bound's perfect column.
                Future advised(stream);
                int advisor_worst = 0;
                State end = play_future(
                    m_rules, m_party, advised, [&](const State& s) { return m_optimal->choose(s); },
                    &advisor_worst);
                State start = start_game(m_rules, m_party);
                ClairvoyantResult r =
                    clairvoyant_best(m_rules, start, future, FutureAt{}, k_bound_nodes,
                                     score(m_rules, end), &m_changes);
                bool perfect = ladder_result(m_rules, end, advisor_worst).perfect;
                if (!perfect) {
                    Future again(stream);
                    PerfectResult p = clairvoyant_perfect(m_rules, start, again, FutureAt{},
                                                          k_bound_nodes, &m_changes);
                    perfect = p.perfect;
                    if (m_stats) {
                        ++m_stats->perfect_searched;
                        if (!p.resolved) ++m_stats->perfect_unsettled;
                        m_stats->perfect_nodes += p.nodes;
                    }
                }
                if (m_stats) count(r);
                return {static_cast<double>(r.score), perfect};
            }
            default:
                return finish([&](const State& s) { return m_optimal->choose(s); }, future);
        }
    }

private:
    template <typename Choose>
    ladder::GameResult finish(Choose choose, Future& future) {
        int worst = 0;
        State end = play_future(m_rules, m_party, future, choose, &worst);
        return ladder_result(m_rules, end, worst);
    }

    void count(const ClairvoyantResult& r) {
        if (!r.resolved) ++m_stats->unsettled;
        m_stats->nodes += r.nodes;
        auto raise = [](std::atomic<std::uint64_t>& most, std::uint64_t value) {
            std::uint64_t seen = most.load();
            while (seen < value && !most.compare_exchange_weak(seen, value)) {
            }
        };
        raise(m_stats->most_nodes, r.nodes);
        raise(m_stats->most_memo, r.memo);
    }

    Solver m_solver;
    const Rules& m_rules;
    std::vector<int> m_party;
    std::unique_ptr<Policy> m_greedy;
    std::unique_ptr<Policy> m_optimal;
    CardPolicy m_card;
    BoundStats* m_stats;
    ChangeMemo m_changes;
};

}  // namespace

ladder::LadderSpec ladder_spec(std::uint64_t bound_games) {
    ladder::LadderSpec spec;
    spec.policies = {
        {"random", "every decision uniform over the legal choices"},
        {"greedy",
         "the simplest sensible play: each adventure played for its own result as if the game "
         "ended after it, no shopping but treasure at the end, the lowest hero levelled up"},
        {"card",
         "the printed strategy card: its seven rules (card_policy.cpp), each decision the first "
         "rule's that applies"},
        {"advisor", "the exact solver's play, as `advise`: the expected final score maximised"},
        {"bound",
         "upper bound: the best score of a player who knows every future die and pick, a search "
         "over "
         "every decision (bound.cpp; a game not settled in " +
             std::to_string(k_bound_nodes) +
             " decision states counts the most it could still score); perfect where the advisor's "
             "game is, else where a search of the same kind finds every adventure a success "
             "(a game it does not settle counts as perfect)"},
    };
    spec.policies[row_bound].max_games = bound_games;
    spec.reference = row_advisor;
    return spec;
}

std::optional<ladder::ControlEstimate> bound_by_advisor(const ladder::LadderResult& result,
                                                        double exact) {
    if (result.scores.size() <= row_bound) return std::nullopt;
    std::span<const double> bound = result.scores[row_bound];
    std::span<const double> advisor = result.scores[row_advisor];
    if (advisor.size() < bound.size()) return std::nullopt;
    return ladder::control_variate_known(bound, advisor.first(bound.size()), exact);
}

ladder::GameResult ladder_result(const Rules& rules, const State& end, int worst) {
    return {static_cast<double>(score(rules, end)), worst >= 1 && worst <= 2};
}

std::unique_ptr<ladder::Players> make_ladder_players(const Solver& solver,
                                                     std::span<const int> party,
                                                     BoundStats* stats) {
    return std::make_unique<LadderPlayers>(solver, party, stats);
}

}  // namespace pnpkit::dice_adventures
