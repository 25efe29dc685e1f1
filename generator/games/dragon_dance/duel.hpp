#pragma once

#include <memory>

#include "games/dragon_dance/ai.hpp"
#include "games/dragon_dance/future.hpp"

// A duel of the strength ladder: one policy plays one side against the computer, both meeting a
// fixed future (future.hpp).
namespace pnpkit::dragon_dance {

// A duel's result for the side the policy plays: 1 a win, 0.5 a draw (as the coach's P(win)
// counts it), 0 a loss; a game still going after the round limit counts as a draw.
double duel_score(Outcome outcome, Side me);

// The computer's side of duels: its die and card drawn from its equilibrium mixes (as
// ComputerPlayer) with the future's draws of the round, its follow-up the best by its evaluation.
// Its analysis cache may be shared with an advisor of the same evaluation.
class DuelComputer {
public:
    DuelComputer(const GameData& data, std::shared_ptr<const Evaluation> evaluate,
                 std::shared_ptr<AnalysisCache> cache)
        : m_data(&data), m_evaluate(std::move(evaluate)), m_cache(std::move(cache)) {}

    Die die(const GameState& state, Side side, DuelFuture& future);
    std::size_t card(const GameState& state, Side side, const std::array<Die, 2>& dice,
                     DuelFuture& future);
    ComboChoice combo(const GameState& state, Side side, const Plays& plays,
                      const ComboOffer& offer) const;
    const Evaluation& evaluation() const { return *m_evaluate; }

private:
    const GameData* m_data;
    std::shared_ptr<const Evaluation> m_evaluate;
    std::shared_ptr<AnalysisCache> m_cache;
};

// Resolves a round whose plays and follow-ups are chosen and rolls what Recuperate reclaimed from
// the future; the game's outcome after it.
Outcome finish_round(const GameData& data, GameState& state, const Plays& plays,
                     const ComboChoices& combos, DuelFuture& future, DuelAt& at);

// Plays a whole duel: `player` takes side `me`'s decisions (drawing from `own`), the computer the
// other side's; `max_rounds` rounds at most (a draw after). The player must not leave (nullopt
// throws std::logic_error).
double play_duel(const GameData& data, Player& player, Side me, DuelComputer& computer,
                 DuelFuture& future, Rng own, int max_rounds);

}  // namespace pnpkit::dragon_dance
