#include <algorithm>
#include <string>
#include <string_view>

#include "core/text.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/guided_value.hpp"
#include "games/colf/round_assist.hpp"

// The hero's dice of a round or a rest, and the XP re-rolls after them (R8), at the guided table.
namespace pnpkit::colf {

namespace {

bool is_none(std::string_view text) {
    return fold_case(trim(text)) == "none";
}

}  // namespace

Dice GuidedGame::roll_hero(play::Table& table, const std::string& id, const std::string& prompt,
                           const std::function<std::string(const Dice&)>& reroll_advice) {
    Dice dice;
    for (int d : table.dice({id, prompt}, m_hero.dice(), k_faces))
        dice.push_back(static_cast<std::uint8_t>(d));
    while (m_hero.xp > 0) {
        play::Checker check = [&dice](std::string_view text) {
            if (is_none(text)) return play::Checked::ok("none");
            auto values = parse_numbers(text);
            if (!values || values->empty())
                return play::Checked::bad(
                    "type the values of the dice to re-roll, like 1 2, or none");
            Dice left = dice;
            for (int v : *values) {
                auto it = std::find(left.begin(), left.end(), v);
                if (it == left.end())
                    return play::Checked::bad("no die shows " + std::to_string(v) + " to re-roll");
                left.erase(static_cast<std::size_t>(it - left.begin()));
            }
            return play::Checked::ok(numbers_text(*values));
        };
        std::vector<int> shown(dice.begin(), dice.end());
        play::Ask ask{"reroll",
                      "Dice " + numbers_text(shown) + "; re-roll some for 1 XP (you have " +
                          std::to_string(m_hero.xp) + ")",
                      "any dice, placed or not (R8); 'none' keeps them",
                      reroll_advice ? std::function<std::string()>(
                                          [&dice, &reroll_advice] { return reroll_advice(dice); })
                                    : std::function<std::string()>(),
                      [shown] {
                          // Every choice of the dice shown (values alike or not), none first.
                          std::vector<std::string> out{"none"};
                          for (unsigned mask = 1; mask < (1u << shown.size()) && mask < 256;
                               ++mask) {
                              std::vector<int> picked;
                              for (std::size_t i = 0; i < shown.size(); ++i) {
                                  if ((mask >> i) & 1u) picked.push_back(shown[i]);
                              }
                              out.push_back(numbers_text(picked));
                          }
                          return out;
                      }};
        ask.evaluate = [table = snapshot(), dice, rest = id == "rest-dice", texts = ask.answers()] {
            return reroll_values(table, dice, rest, texts);
        };
        std::string answer = table.text(ask, check, "dice values, or none");
        if (answer == "none") break;
        std::vector<int> values = *parse_numbers(answer);
        --m_hero.xp;
        std::vector<int> fresh = table.dice({id + "-again", "Re-roll " + dice_count(values.size())},
                                            static_cast<int>(values.size()), k_faces);
        for (std::size_t i = 0; i < values.size(); ++i) {
            auto it = std::find(dice.begin(), dice.end(), values[i]);
            *it = static_cast<std::uint8_t>(fresh[i]);
        }
    }
    return dice;
}

}  // namespace pnpkit::colf
