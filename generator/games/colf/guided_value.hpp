#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "games/colf/combat_round.hpp"
#include "games/colf/model.hpp"
#include "games/colf/play.hpp"
#include "play/evaluation.hpp"

namespace pnpkit::colf {

// The values of a guided game's answers: P(win) of the whole game, in percentage points, when the
// answer is applied and the advisor (guided_advisor, placing dice by the round solver) plays on.
// Each is estimated by roll-outs on common random numbers: every answer is played on the same
// futures, seeded from the state and the question, so a review is the same each time.

// A guided game where a question is asked, as a roll-out starts from it.
struct Snapshot {
    std::shared_ptr<const ColfData> data;
    Position position;            // the hero, the turn tokens left, the draw piles, the bag
    std::optional<Foe> foe;       // the monster of the combat under way
    CombatRound round;            // that combat's round so far
    std::vector<Domino> pending;  // tiles drawn for the hero and not yet placed in a column
    bool setting_up = false;      // before the first turn: no growth or adapting yet
};

// Roll-outs per answer for a question with `answers` legal answers: fewer each for a wide
// question, so that a question costs about the same whatever its width.
int rollouts_per_answer(std::size_t answers);

// Divides every question's roll-outs by `divisor` while it lives (at least 4 an answer): for
// tests that check which answers are valued over many questions, not the values' precision.
class FewerRollouts {
public:
    explicit FewerRollouts(int divisor);
    ~FewerRollouts();
    FewerRollouts(const FewerRollouts&) = delete;
    FewerRollouts& operator=(const FewerRollouts&) = delete;

private:
    int m_previous;
};

// Applies answer `index` to `table` (a copy, its draw piles shuffled by `rng`) and plays on with
// `rng`; true when the game is won.
using PlayOn = std::function<bool(std::size_t index, Snapshot& table, Rng& rng)>;

// Whose futures a question's roll-outs share: those of the whole table, or those of the table
// whatever its hero's columns (adapting: every arrangement is then valued on the same futures, so
// the values are one function of the arrangement and following the best move never cycles).
enum class Futures { table, any_columns };

// Estimates every answer's value (play_on), the same roll-outs for each; `answers` as the log
// records them.
play::Evaluation estimate_answers(const Snapshot& table, std::string_view question,
                                  const std::vector<std::string>& answers, const PlayOn& play_on,
                                  std::string_view objective_detail = {},
                                  Futures futures = Futures::table);

// The continuations a question's answer leads to, each with the advisor's play from there:
// true when the game is won.
bool play_on_turns(Snapshot& table, Rng& rng);       // from the start of the next turn
bool play_on_after_turn(Snapshot& table, Rng& rng);  // growth and adapting, then the next turn
bool play_on_in_combat(Snapshot& table, Rng& rng);   // the round in table.round, then the fight
// The pending tiles placed as the advisor places them, then on (set-up: the first turn).
bool play_on_after_tiles(Snapshot& table, Rng& rng);
// A monster built from these backs (cards from the draw piles), fought, then on.
bool play_on_explore(Snapshot& table, const LevelSplit& split, Rng& rng);
// A monster of `level` with the advisor's backs, fought, then on.
bool play_on_explore_level(Snapshot& table, int level, Rng& rng);
// The Master dealt to `target` and fought.
bool play_on_master(Snapshot& table, int target, Rng& rng);

// The level the advisor explores at when it explores (the nearest to its wish that the draw piles
// can build); nullopt when they build none.
std::optional<int> advisor_explore_level(const Snapshot& table);

// Numbers separated by spaces, as the guided game's text questions take them ("3 1 1"); nullopt
// when a word is not a whole number.
std::optional<std::vector<int>> parse_numbers(std::string_view text);
// The numbers as parse_numbers reads them: "3 1 1".
std::string numbers_text(const std::vector<int>& numbers);

// The values of the guided game's questions, one per answer as the log records it, by
// estimate_answers:
// the turn's action ("rest", "explore", "master"), the advisor exploring at its own level;
play::Evaluation turn_values(const Snapshot& table, const std::vector<std::string>& keys);
// the Master's level when the hero challenges it;
play::Evaluation master_level_values(const Snapshot& table, const std::vector<std::string>& levels);
// the level of the monster to explore;
play::Evaluation explore_level_values(const Snapshot& table,
                                      const std::vector<std::string>& levels);
// the backs of that monster, `texts` being each way to write them (noun, then adjectives); those
// the draw piles cannot build are left out;
play::Evaluation backs_values(const Snapshot& table, const std::vector<std::string>& texts);
// whether to grow a level ("yes", "no");
play::Evaluation grow_values(const Snapshot& table);
// adapting: "done" or the domino to move to the other column, each arrangement on the same futures
// (Futures::any_columns), so the best move always gains and adapting ends;
play::Evaluation adapt_values(const Snapshot& table, const std::vector<std::string>& keys);
// the column of a new domino ("attack", "defense").
play::Evaluation column_values(const Snapshot& table, Domino tile);

// The values of an XP re-roll question over `dice` (a Rest's when `rest`, else a combat round's):
// one per text of `texts` ("none", then dice values), the texts naming the same dice valued once.
play::Evaluation reroll_values(const Snapshot& table, const Dice& dice, bool rest,
                               const std::vector<std::string>& texts);

}  // namespace pnpkit::colf
