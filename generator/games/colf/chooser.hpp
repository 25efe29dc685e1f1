#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <utility>

#include "core/rng.hpp"
#include "games/colf/build.hpp"
#include "games/colf/combat_round.hpp"
#include "games/colf/model.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// The chance of one game: the dice rolled, and every other random step (cards, dominoes). The
// simulator draws both from one generator; the strength ladder from two streams of the game's,
// so that the k-th die of a game is the same whatever the player does.
struct Chance {
    Rng& dice;
    Rng& draws;
};

// Every decision of a whole game, as play.cpp asks for them. PolicyChooser decides as a named
// Policy does (placing dice with the round solver); the ladder adds others.
class Chooser {
public:
    virtual ~Chooser() = default;
    // Rest, explore (a level the draw piles can build) or face the master.
    virtual TurnChoice turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                            const CardDeck& adjectives, const ColfData& data) = 0;
    // Flee this round (never asked for a Master)?
    virtual bool flee(const Hero& hero, const Foe& foe, int unarmed_damage) = 0;
    // One of candidate_lines for these dice.
    virtual Line line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
                      const RoundStakes& stakes) = 0;
    // XP boosts once both placements are known (`hero` holds the XP of the dice kept off).
    virtual Boosts boosts(const Hero& hero, const Foe& foe, const Placement& placement,
                          int foe_attack, int foe_defense, int unarmed_damage, bool fleeing) = 0;
    // Where the next hit of `round` lands (hit_allowed holds for it); `hero` as before the round.
    virtual std::pair<std::size_t, int> hit(const Hero& hero, const CombatRound& round) = 0;
    // Level up now (the XP is there)?
    virtual bool level_up(const Hero& hero, const Settings& settings) = 0;
    // Puts each tile in a column (after growth, and at set-up).
    virtual void arrange(Hero& hero) = 0;
    // Rest dice worth an XP re-roll (by value; fewer than two: none).
    virtual Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice) = 0;
};

// The decisions of a named policy (policy.hpp), dice placed by the round solver.
class PolicyChooser final : public Chooser {
public:
    explicit PolicyChooser(const Policy& policy) : m_policy(policy) {}
    TurnChoice turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                    const CardDeck& adjectives, const ColfData& data) override;
    bool flee(const Hero& hero, const Foe& foe, int unarmed_damage) override;
    Line line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
              const RoundStakes& stakes) override;
    Boosts boosts(const Hero& hero, const Foe& foe, const Placement& placement, int foe_attack,
                  int foe_defense, int unarmed_damage, bool fleeing) override;
    std::pair<std::size_t, int> hit(const Hero& hero, const CombatRound& round) override;
    bool level_up(const Hero& hero, const Settings& settings) override;
    void arrange(Hero& hero) override;
    Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice) override;

private:
    const Policy& m_policy;
};

// The hero as a round's hits so far leave it (for choosing the next hit).
Hero hero_with_hits(const Hero& hero, const CombatRound& round);

}  // namespace pnpkit::colf
