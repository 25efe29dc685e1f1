#pragma once

#include <array>

#include "core/rng.hpp"
#include "games/dragon_dance/players.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// Watches a game being played, phase by phase (to print it); every hook does nothing by default.
class Observer {
  public:
    virtual ~Observer() = default;
    virtual void round_started(const GameState&) {}
    virtual void dice_revealed(const GameState&, const std::array<Die, 2>&) {}
    virtual void cards_revealed(const GameState&, const Plays&) {}
    // `after` has the dice reclaimed by Recuperate already rolled.
    virtual void round_ended(const GameState& /*before*/, const RoundResult&,
                             const GameState& /*after*/) {}
};

struct GameRecord {
    Outcome outcome = Outcome::none;
    int rounds = 0;
    bool abandoned = false;   // a player left (end of input)
    bool unfinished = false;  // stopped at the round limit
    GameState final_state;
};

// Plays a whole game from new_game(): dice, then cards, then follow-ups, then the round, until a
// side falls, a player leaves, or `max_rounds` rounds are played (0: no limit). Players are
// indexed by Side. All randomness (rolls, the players' draws) comes from `rng`.
GameRecord play_game(const GameData& data, const std::array<Player*, 2>& players, Rng& rng,
                     int max_rounds, Observer* observer = nullptr);

}  // namespace pnpkit::dragon_dance
