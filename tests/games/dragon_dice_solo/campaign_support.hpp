#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign.hpp"
#include "support.hpp"

namespace pnpkit::test::solo {

// The terrains of the campaign tests: with order dice 1 to 5 they are fought in this order,
// starting on faces 2 (missile), 5 (melee), 7 (melee + 1), 7 (melee + 2, R3) and 8.
inline const std::vector<std::string> k_terrains = {"coastland", "swampland", "highland",
                                                   "flatland", "flatland"};

// A small army of 13 health, 5 of it magic; the Guardian's and the Sentinel's dice say how many
// faces bring them back from the dead.
inline constexpr const char* k_army =
    "Guardian=common:2,2xWatcher=uncommon,Sentinel=rare:3,Mage=rare+magic,Seer=uncommon+magic";

inline CampaignSettings small_settings(const std::string& army = k_army) {
    CampaignSettings s;
    s.size = "small";
    s.terrains = k_terrains;
    std::vector<std::string> problems;
    s.army = parse_army(shipped(), army, problems);
    REQUIRE(problems.empty());
    return s;
}

// A campaign played from a test, one answer at a time; every answer must be accepted.
class Table {
  public:
    // `data` must outlive the table.
    explicit Table(const CampaignSettings& settings = small_settings(),
                   const SoloData& data = shipped()) {
        std::vector<std::string> problems;
        auto started = start_campaign(data, settings, problems);
        INFO(join(problems, "; "));
        REQUIRE(started);
        c = std::move(*started);
    }

    void says(std::initializer_list<std::string> answers) {
        for (const auto& text : answers) {
            INFO("answer '" << text << "' to: " << prompt(c).question);
            auto problem = answer(c, text);
            INFO(problem.value_or(""));
            REQUIRE_FALSE(problem);
        }
    }
    // Why `text` is refused (empty when it is accepted).
    std::string refused(const std::string& text) { return answer(c, text).value_or(""); }

    Ask asking() const { return prompt(c).ask; }
    std::vector<std::string> choice_ids() const {
        std::vector<std::string> ids;
        for (const auto& choice : prompt(c).choices)
            ids.push_back(choice.id);
        return ids;
    }
    bool offers(const std::string& id) const {
        auto ids = choice_ids();
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    }
    // Whether a line of the log since `from` contains `text`.
    bool logged(const std::string& text, std::size_t from = 0) const {
        for (std::size_t i = from; i < c.log.size(); ++i) {
            if (c.log[i].find(text) != std::string::npos)
                return true;
        }
        return false;
    }

    // The terrain order with dice 1 to 5, then the first reserve left as it is.
    void set_up() { says({"1", "2", "3", "4", "5", "done"}); }
    // Destroys the current opposing army with one attack of `action`.
    void destroy(const std::string& action) {
        says({action, std::to_string(current_foe_left())});
    }
    // Destroys the armies of the battles before `battle` (the first attack each face allows),
    // leaving reserves as they are; the campaign then asks for battle `battle`'s reserve.
    void reach_battle(int battle) {
        set_up();
        while (c.battle < battle) {
            destroy(prompt(c).choices.front().id);
            if (c.battle < battle)
                says({"done"});
        }
    }
    int current_foe_left() const {
        return c.foes[static_cast<std::size_t>(std::min(c.battle, 5)) - 1].left;
    }

    Campaign c;
};

}  // namespace pnpkit::test::solo
