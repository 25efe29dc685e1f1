#include "games/dragon_dance/ladder.hpp"

#include "games/dragon_dance/bound.hpp"
#include "games/dragon_dance/card_policy.hpp"
#include "games/dragon_dance/duel.hpp"
#include "games/dragon_dance/lookahead.hpp"

namespace pnpkit::dragon_dance {

namespace {

enum DanceLadderRow : std::size_t {
    dance_random,
    dance_old,
    dance_card,
    dance_advisor,
    dance_bound
};

class DanceLadderPlayers final : public ladder::Players {
public:
    DanceLadderPlayers(const GameData& data, Side me)
        : m_data(data),
          m_me(me),
          m_cache(std::make_shared<AnalysisCache>()),
          m_computer(data, best_evaluation(data), m_cache),
          m_random(data),
          m_old(data, std::make_shared<Evaluator>(data)),
          m_card(data),
          m_advisor(data, best_evaluation(data), m_cache) {}

    ladder::GameResult play(std::size_t policy, std::uint64_t, Rng stream) override {
        DuelFuture future(stream);
        if (policy == dance_bound) {
            BoundResult b = clairvoyant_bound(m_data, m_me, m_computer, future, k_ladder_max_rounds,
                                              k_bound_budget);
            return {b.score, false};
        }
        Player* players[] = {&m_random, &m_old, &m_card, &m_advisor};
        double score = play_duel(m_data, *players[policy], m_me, m_computer, future,
                                 policy_stream(stream), k_ladder_max_rounds);
        return {score, false};
    }

private:
    const GameData& m_data;
    Side m_me;
    std::shared_ptr<AnalysisCache> m_cache;
    DuelComputer m_computer;
    RandomPlayer m_random;
    ComputerPlayer m_old;
    CardPlayer m_card;
    ComputerPlayer m_advisor;
};

}  // namespace

ladder::LadderSpec ladder_spec(Side me, std::uint64_t bound_games) {
    ladder::LadderSpec spec;
    spec.policies = {
        {"random", "every die, card and follow-up uniform over the legal choices"},
        {"old",
         "the simplest sensible play pnpkit has: the first computer (`--matchup old-...`), the "
         "same equilibrium play with its first hand-made evaluation of a position"},
        {"card", me == Side::knight
                     ? "the Knight's strategy card (card_policy.cpp, seven rules): each question "
                       "answered by the first rule that applies"
                     : "a draft of the Dragon's card (card_policy.cpp, six rules), short of the "
                       "95% aimed at and not printed: the first rule that applies"},
        {"advisor",
         "what `advise` and `play --coach` recommend: the computer's equilibrium mix, sampled "
         "with the policy's own stream, the follow-up the best by its evaluation"},
        {"bound",
         "an upper bound: the best result a player who knows the future dice and every secret "
         "choice of the computer can reach (exhaustive search; a duel not settled within " +
             std::to_string(k_bound_budget) + " positions counts as a win)",
         bound_games},
    };
    spec.reference = dance_advisor;
    spec.win_rate = true;
    spec.has_perfect = false;
    spec.unit = "percent";
    return spec;
}

std::unique_ptr<ladder::Players> make_ladder_players(const GameData& data, Side me) {
    return std::make_unique<DanceLadderPlayers>(data, me);
}

}  // namespace pnpkit::dragon_dance
