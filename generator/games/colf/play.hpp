#pragma once

#include <functional>
#include <vector>

#include "core/rng.hpp"
#include "games/colf/build.hpp"
#include "games/colf/chooser.hpp"
#include "games/colf/combat.hpp"
#include "games/colf/combat_round.hpp"
#include "games/colf/model.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// Whole games played by a policy, with the engine's functions and nothing else: set-up, turns,
// combat rounds, growth, the Master Monster and the score.

struct GameResult {
    bool won = false;
    int tokens_left = 0;   // turn tokens left when the game ended
    int turns = 0;         // turns started (tokens taken)
    int level = 0;         // the hero's level at the end
    int killer_level = 0;  // the level of the monster that killed the hero; 0 when won
    bool killed_by_master = false;
    int tier = -1;  // score tier index when won
    int kills = 0;
    int flights = 0;
    int rests = 0;
};

// Everything one combat round decided, for tests that replay the simulator through the engine.
struct RoundRecord {
    Hero hero_before;
    Foe foe_before;
    bool fled = false;
    Dice hero_dice;
    Placement hero_placement;
    Dice foe_dice;
    std::vector<std::uint8_t> foe_rerolls;  // the values of its rage re-rolls, in order
    FoePlacement foe_placement;
    Boosts boosts;
    int dealt = 0;
    int taken = 0;
    Hero hero_after;
    Foe foe_after;
};
using RoundObserver = std::function<void(const RoundRecord&)>;

// Fights `foe` round by round (combat_round.hpp, driven by the policy and `rng`) until one side
// dies or the hero flees; a dead foe gives its level in XP. The foe's tiles stay on it
// (release_foe returns them).
CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, const Policy& policy,
                Rng& rng, const RoundObserver* observer = nullptr);

// Plays one game from set-up to victory or death.
GameResult play_game(const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer = nullptr);

// A game between turns: what a roll-out from a guided game's question starts from.
struct Position {
    Hero hero;
    int tokens = 0;  // turn tokens left
    CardDeck nouns;
    CardDeck adjectives;
    TilePool pool;
};

// Plays the game on from the start of a turn (before its token is taken) to victory or death;
// the result counts the turns, kills, flights and rests from there.
GameResult play_from(Position position, const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer = nullptr);

// Plays the rest of `round` from whatever step it is at as the policy would (dice from `rng`) and
// applies it; `boosts` receives the boosts the policy chose, when it chose them.
CombatEnd complete_round(CombatRound& round, Hero& hero, Foe& foe, TilePool& pool,
                         const ColfData& data, const Policy& policy, Rng& rng,
                         Boosts* boosts = nullptr);

// The policy's growth (level-ups while it wants them) and arrangement after a turn.
void policy_grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng,
                           const Policy& policy);

// A rest with these dice: the policy's XP re-rolls (at most three), then the healing.
void policy_rest(Hero& hero, Dice dice, Rng& rng, const Policy& policy);

// The same with any chooser, the dice and the draws from `chance` (what the functions above do
// with a PolicyChooser and one generator for both).
GameResult play_game(const ColfData& data, Chooser& chooser, Chance chance,
                     const RoundObserver* observer = nullptr);
GameResult play_from(Position position, const ColfData& data, Chooser& chooser, Chance chance,
                     const RoundObserver* observer = nullptr);
CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, Chooser& chooser,
                Chance chance, const RoundObserver* observer = nullptr);
CombatEnd complete_round(CombatRound& round, Hero& hero, Foe& foe, TilePool& pool,
                         const ColfData& data, Chooser& chooser, Chance chance,
                         Boosts* boosts = nullptr);
void grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& draws,
                    Chooser& chooser);
void rest_with(Hero& hero, Dice dice, Rng& dice_rng, Chooser& chooser);

}  // namespace pnpkit::colf
