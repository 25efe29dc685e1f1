#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/colf/build.hpp"
#include "games/colf/combat_round.hpp"
#include "games/colf/guided_value.hpp"
#include "games/colf/model.hpp"
#include "games/colf/state.hpp"
#include "play/session.hpp"
#include "play/table.hpp"

namespace pnpkit::colf {

struct Policy;

// The policy whose choices `advise` gives at a guided game's questions and whose play the coach's
// roll-outs follow: `patient` (the strongest of the named policies on the ladder).
const Policy& guided_advisor();

// CoLF DaDA played at the table with pnpkit as the game master (`pnpkit colf play`): a whole game
// from set-up to the score, every decision, die, card and domino asked of a play::Table one at a
// time, every rule applied by the engine (rules.hpp, build.hpp, combat_round.hpp). The draw piles
// are kept as sets: a player picks cards by their backs and deals the Master's off the top, so
// each card is one drawn at random among those that fit (Table::draw), and the piles' order is
// never used.
class GuidedGame final : public play::Game {
public:
    enum class Outcome { playing, won, dead };

    explicit GuidedGame(std::shared_ptr<const ColfData> data);

    void play(play::Table& table) override;
    // The hero and the monster as on their sheets, with the turn pool and the bag.
    std::string status() const override;
    // "turn 3, 4 tokens; hero L3 XP 2, 7/8 open; vs level-4 monster, HP 3": review's state column.
    std::string brief() const override;
    // Once over: won (with the tokens left and their tier) scored 1, or lost scored 0.
    std::optional<Result> result() const override;
    // The table as a roll-out from the question asked now starts from it.
    Snapshot snapshot() const;

    const ColfData& data() const { return *m_data; }
    const Hero& hero() const { return m_hero; }
    const std::optional<Foe>& foe() const { return m_foe; }
    int tokens() const { return m_tokens; }
    int turn() const { return m_turn; }
    Outcome outcome() const { return m_outcome; }
    int tier() const { return m_tier; }  // the score tier's index once won, else -1
    const TilePool& pool() const { return m_pool; }
    const CardDeck& deck(DeckKind kind) const {
        return kind == DeckKind::nouns ? m_nouns : m_adjectives;
    }

private:
    void set_up(play::Table& table);
    void take_rest(play::Table& table);
    // Picks a level and the cards by their backs, builds the monster and fights it; false when the
    // hero died.
    bool explore(play::Table& table);
    // The level a Master challenged by choice is dealt to: the master level or more (R11).
    int master_target(play::Table& table);
    void face_master(play::Table& table, int target);
    void build_foe(play::Table& table, const FoeCards& cards, bool master);
    // Fights m_foe round by round until one side dies or the hero flees.
    CombatEnd fight(play::Table& table);
    CombatEnd fight_round(play::Table& table, int number);
    void place_hero_dice(play::Table& table, CombatRound& round);
    void roll_monster(play::Table& table, CombatRound& round);
    void boost(play::Table& table, CombatRound& round);
    void place_hits(play::Table& table, CombatRound& round);
    // " Your 0-3 goes back to the bag: ..." for the dominoes holding a die on a blank this round.
    std::string destroyed_text(const CombatRound& round) const;
    void grow_and_adapt(play::Table& table);

    // The hero's dice, typed or rolled, then any XP re-rolls the player buys (1 XP each).
    Dice roll_hero(play::Table& table, const std::string& id, const std::string& prompt,
                   const std::function<std::string(const Dice&)>& reroll_advice);
    // `count` dominoes from the bag, one more for each with a blank (R5), fewer when it runs dry
    // (R6).
    std::vector<Domino> draw_tiles(play::Table& table, int count, const std::string& id,
                                   const std::string& who);
    // A column for a tile the hero drew.
    Side choose_side(play::Table& table, Domino tile);
    // One card of `kind` among those of the draw pile that `fits`, taken out of the pile.
    CardRef draw_card(play::Table& table, DeckKind kind, const std::function<bool(CardRef)>& fits,
                      const std::string& id, const std::string& prompt);
    void refresh_empty_piles();
    std::vector<Domino> bag() const;
    // The levels a monster below the Master can be built at from the draw piles now.
    std::vector<int> buildable_levels() const;

    std::shared_ptr<const ColfData> m_data;
    Hero m_hero;
    int m_tokens = 0;
    int m_turn = 0;
    CardDeck m_nouns;
    CardDeck m_adjectives;
    TilePool m_pool;
    std::optional<Foe> m_foe;
    int m_round = 0;            // the round of the combat in progress
    CombatRound m_round_state;  // that round's steps so far (fight_or_flee when none is under way)
    Outcome m_outcome = Outcome::playing;
    int m_tier = -1;
    std::vector<Domino> m_pending;  // tiles drawn for the hero, not yet given a column
};

// The guided game's definition for play::run_play and play::replay_session; `load` gives the
// game's data (it reports its own problems and returns null when the data has errors).
play::GameDef guided_def(std::function<std::shared_ptr<const ColfData>()> load);

// How the hero's dominoes read on the sheet: "2-5 1-[4]" (a covered number in brackets).
std::string column_line(const Tiles& tiles, Side side);

}  // namespace pnpkit::colf
