#include "games/dice_adventures/ladder.hpp"

#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/policy.hpp"

namespace pnpkit::dice_adventures {

namespace {

enum LadderRow : std::size_t { row_random, row_greedy, row_card, row_advisor, row_count };

class LadderPlayers final : public ladder::Players {
public:
    LadderPlayers(const Solver& solver, std::span<const int> party)
        : m_solver(Solver::reading(solver)),
          m_rules(solver.rules()),
          m_party(party.begin(), party.end()),
          m_greedy(make_policy(PolicyKind::greedy, m_solver)),
          m_optimal(make_policy(PolicyKind::optimal, m_solver)),
          m_card(m_rules) {}

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

    Solver m_solver;
    const Rules& m_rules;
    std::vector<int> m_party;
    std::unique_ptr<Policy> m_greedy;
    std::unique_ptr<Policy> m_optimal;
    CardPolicy m_card;
};

}  // namespace

ladder::LadderSpec ladder_spec() {
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
    };
    spec.reference = row_advisor;
    return spec;
}

ladder::GameResult ladder_result(const Rules& rules, const State& end, int worst) {
    return {static_cast<double>(score(rules, end)), worst >= 1 && worst <= 2};
}

std::unique_ptr<ladder::Players> make_ladder_players(const Solver& solver,
                                                     std::span<const int> party) {
    return std::make_unique<LadderPlayers>(solver, party);
}

}  // namespace pnpkit::dice_adventures
