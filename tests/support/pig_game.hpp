#pragma once

#include <charconv>
#include <memory>
#include <string>
#include <vector>

#include "core/domino.hpp"
#include "core/error.hpp"
#include "play/session.hpp"
#include "play/table.hpp"

namespace pnpkit::test {

// A tiny game for testing guided play, Pig with a bonus tile: draw a tile of a double-two set and
// score its pips; then each turn roll a die until you hold (banking the turn's points) or roll a 1
// (losing them); the game ends at `goal` points. It uses every kind of question: a tile, dice, a
// choice with advice, and a command of its own.
class PigGame : public play::Game {
public:
    explicit PigGame(int goal) : m_goal(goal) {}

    void play(play::Table& table) override {
        std::vector<Domino> tiles = domino_set(2);
        Domino bonus = table.tile({"bonus-tile", "Draw a bonus tile"}, tiles);
        m_score = bonus.pips();
        table.say("The bonus tile " + bonus.to_string() + " gives " + std::to_string(m_score) + ".");
        table.add_command("pending", "the points of this turn not yet banked",
                          [this] { return "pending " + std::to_string(m_pending); });
        while (m_score < m_goal) {
            ++m_turn;
            m_pending = 0;
            for (;;) {
                int die = table.die({"turn-die", "Turn " + std::to_string(m_turn) + ", your die"}, 6);
                if (die == 1) {
                    table.say("A 1: this turn's points are lost.");
                    m_pending = 0;
                    break;
                }
                m_pending += die;
                if (m_score + m_pending >= m_goal) break;
                const play::Option options[] = {{"again", "roll once more"},
                                                {"hold", "bank the points"}};
                play::Ask ask{"again-or-hold", "You have " + std::to_string(m_pending) + " pending. Again?",
                              "holding banks the pending points; a 1 loses them",
                              [this] { return m_pending >= 8 ? "hold" : "again"; }};
                if (table.choose(ask, options) == 1) break;
            }
            m_score += m_pending;
            m_pending = 0;
        }
        table.say("You reach " + std::to_string(m_score) + " in " + std::to_string(m_turn) +
                  " turns.");
    }

    std::string status() const override {
        return "score " + std::to_string(m_score) + " after " + std::to_string(m_turn) +
               " turns, " + std::to_string(m_pending) + " pending";
    }

    int score() const { return m_score; }
    int turn() const { return m_turn; }

private:
    int m_goal;
    int m_score = 0;
    int m_turn = 0;
    int m_pending = 0;
};

// The guided-play definition of PigGame; its set-up option "goal" (default 40), a number from 10
// to 100 (a UsageError otherwise, as the real games refuse a set-up).
inline play::GameDef pig_def() {
    return {"pig", "Pig", "pnpkit pig play", [](const play::Log& log) {
                auto it = log.setup.find("goal");
                int goal = 40;
                if (it != log.setup.end()) {
                    const std::string& text = it->second;
                    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), goal);
                    if (ec != std::errc() || end != text.data() + text.size() || goal < 10 ||
                        goal > 100)
                        throw UsageError("--goal must be a number from 10 to 100, found '" + text +
                                         "'");
                }
                return std::make_unique<PigGame>(goal);
            },
            {"goal"}};
}

}  // namespace pnpkit::test
