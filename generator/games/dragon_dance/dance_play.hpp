#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "games/dragon_dance/ai.hpp"
#include "games/dragon_dance/model.hpp"
#include "games/dragon_dance/rules.hpp"
#include "play/session.hpp"

// Dragon Dance as guided play (`pnpkit dragon-dance play`): a person plays one side against the
// computer, or two people share the terminal, every die and card asked of the shared table.
namespace pnpkit::dragon_dance {

// Who sits at the terminal: one side against the computer, or both sides (hot seat).
enum class Seats { knight, dragon, both };

// The seats a session's set-up names ("as": knight, dragon or both; knight when absent); throws
// UsageError for anything else.
Seats seats_from_setup(const std::map<std::string, std::string>& setup);

// One whole game: each round the dice (typed or rolled) of a side that recuperated, each seated
// side's die then card asked of the table, the computer's computed with the step's generator from
// the position alone and kept secret until both sides have chosen; then the plays and strikes are
// told, a combo follow-up is asked, and the rest of the round is narrated. A side holding no dice
// is not asked for one. In hot seat the screen is cleared before each side's secret choice.
// `advise` gives the computer's equilibrium for the side asked. `data` must outlive it.
class DancePlay : public play::Game {
public:
    DancePlay(const GameData& data, Seats seats);

    void play(play::Table& table) override;
    // The compact status line, then the board.
    std::string status() const override;
    // Review's state column: the round, the range, each side's life and dice (and shown die).
    std::string brief() const override;
    // Once over: won, lost or drawn for the side played (the knight in hot seat), scored 1, 0 or
    // one half.
    std::optional<Result> result() const override;

    const GameState& state() const { return m_state; }
    Outcome outcome() const { return m_outcome; }

    // One line: the round, the range, each side's life, dice and discards.
    std::string status_line() const;
    // For `cards`: the hand of `me` with each card's table, then the other side's cards playable
    // at this range with what its shown die (when shown) would do.
    std::string cards_text(Side me) const;

private:
    bool seated(Side side) const;
    void roll(play::Table& table, Side side, const std::string& why);
    Die ask_die(play::Table& table, Side side);
    std::size_t ask_card(play::Table& table, Side side);
    // Tells the plays and strikes when a side may follow up, then asks each offer.
    ComboChoices ask_combos(play::Table& table, const Plays& plays, std::size_t& told);
    ComboChoice ask_combo(play::Table& table, Side side, const Plays& plays,
                          const ComboOffer& offer);
    // In hot seat, clears the screen and shows the table before `side` chooses in secret.
    void hand_over(play::Table& table, Side side);
    // "Dice shown: Knight a 6, Dragon no die."
    std::string shown_text() const;
    void play_round(play::Table& table);

    const GameData* m_data;
    Seats m_seats;
    std::shared_ptr<const Evaluation> m_evaluate;
    ComputerPlayer m_computer;
    GameState m_state;
    std::optional<std::array<Die, 2>> m_shown;  // both dice once revealed this round
    Side m_turn = Side::knight;                 // whose choice is asked now
    Outcome m_outcome = Outcome::none;
};

// The guided-play definition over `data` (shared, so that it outlives every game made).
play::GameDef dance_def(std::shared_ptr<const GameData> data);
// The same over the data `load` gives when the first game is made (null: the data has errors,
// already reported, and making a game throws play::DataUnavailable).
play::GameDef dance_def(std::function<std::shared_ptr<const GameData>()> load);

}  // namespace pnpkit::dragon_dance
