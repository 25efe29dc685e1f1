#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "games/dragon_dice_solo/campaign.hpp"

// What the campaign's files share: campaign.cpp (set-up, battles 1 to 5), campaign_answers.cpp,
// campaign_magic.cpp (the magicians and Cantrips), campaign_dragons.cpp (the final battle),
// campaign_prompt.cpp (the questions).
namespace pnpkit::games::dragon_dice_solo::detail {

// An answer checked against its prompt: the choice's id, or the number or die.
struct Given {
    std::string choice;
    int number = 0;
    std::string_view text;
};

// Records a line of what happened.
void say(Campaign& c, std::string line);
// Ends the campaign as lost when no unit of yours is left at the battle (4.1), saying `how`; true
// when it did.
bool lost_everyone(Campaign& c, const std::string& how);
// Puts `tasks` before the rest of the step's questions, in order.
void ask_next(Campaign& c, std::initializer_list<Task> tasks);
// The opposing army of the current battle.
Foe& current_foe(Campaign& c);
const Foe& current_foe(const Campaign& c);
// Health-worth of your dead.
int dead_health(const Campaign& c);
// Moves the die one face (+1 up, -1 down), says so after `why` (a sentence's start) and who holds
// the eighth face afterwards.
void move_die(Campaign& c, int step, const std::string& why);
// The way you may manoeuvre the die now (+1 up, -1 down), or 0 when you may not (4.5, 5.2).
int manoeuvre_step(const Campaign& c);
// Applies a checked answer to the task it answers (campaign_answers.cpp); why it cannot instead.
std::optional<std::string> apply_answer(Campaign& c, const Task& task, const Given& given);
// The choice id "u3" of unit 2 (from 0), and back.
std::string unit_id(std::size_t i);
std::optional<std::size_t> unit_of(const Campaign& c, std::string_view id);

// campaign_magic.cpp: the magicians' turn (4.41) and Cantrips (4.3).
std::optional<std::string> answer_magic(Campaign& c, const Task& task, const Given& given);
bool is_magic(Ask ask);
// Buries health-worth `amount` of your dead, commons first (4.41 b, ruling R6); the health buried.
int bury_dead(Campaign& c, int amount, const std::string& why);

// campaign_dragons.cpp: the final battle (4.7, 4.8).
void begin_final_battle(Campaign& c);
void next_dragon_phase(Campaign& c);
std::optional<std::string> answer_dragons(Campaign& c, const Task& task, const Given& given);
bool is_dragon(Ask ask);
// Ends the campaign when every Dragon is slain or none of your units stands (4.1, 4.8).
void check_dragons(Campaign& c);
std::string dragon_name(const Campaign& c, std::size_t i);

// campaign_prompt.cpp
Prompt dragon_prompt(const Campaign& c, const Task& task);
Prompt magic_prompt(const Campaign& c, const Task& task);

}  // namespace pnpkit::games::dragon_dice_solo::detail
