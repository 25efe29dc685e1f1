#include "games/dragon_dice_solo/campaign_detail.hpp"

// The campaign's answers to its questions of battles 1 to 5 (the magicians' in campaign_magic.cpp,
// the final battle's in campaign_dragons.cpp): what each answer changes and which questions follow.
namespace pnpkit::games::dragon_dice_solo::detail {

namespace {

std::optional<std::string> answer_reserve(Campaign& c, const Task& task, const Given& given) {
    if (given.choice == "done") {
        if (health_at(c, UnitPlace::battle) < 1)
            return std::string(k_reserve_refusal);
        say(c, "At the battle: " + std::to_string(health_at(c, UnitPlace::battle)) +
                   " health; in reserve: " + std::to_string(health_at(c, UnitPlace::reserve)) +
                   ".");
        return std::nullopt;
    }
    Unit& unit = c.army[*unit_of(c, given.choice)];
    unit.place = unit.place == UnitPlace::battle ? UnitPlace::reserve : UnitPlace::battle;
    ask_next(c, {{Ask::reserve, task.arg + 1}});  // arg: the moves made (reserve_prompt)
    return std::nullopt;
}

std::optional<std::string> answer_changes(Campaign& c, const Given& given) {
    if (given.choice == "done") {
        if (health_at(c, UnitPlace::battle) == 0)
            c.agenda.clear();  // nobody left to counter-attack: the step ends
        return std::nullopt;
    }
    auto dash = given.choice.find('-');
    std::string verb = given.choice.substr(0, dash);
    Unit& unit = c.army[*unit_of(c, given.choice.substr(dash + 1))];
    if (verb == "kill") {
        unit.place = UnitPlace::dead;
        say(c, unit.name + " is killed: to the dead pool.");
    } else if (verb == "bury") {
        unit.place = UnitPlace::buried;
        say(c, unit.name + " is buried.");
    } else {
        unit.place = UnitPlace::battle;
        say(c, unit.name + " comes back to the army.");
    }
    ask_next(c, {{Ask::changes, 0}});
    return std::nullopt;
}

std::optional<std::string> answer_action(Campaign& c, const Given& given) {
    c.action = given.choice;
    if (given.choice == "pass") {
        say(c, "You take no action.");
        return std::nullopt;
    }
    say(c, given.choice == "missile" ? "You make a missile attack."
           : given.choice == "melee" ? "You make a melee attack."
           : given.choice == "charge"  ? "You charge."
                                       : "You cast spells.");
    ask_next(c, {{Ask::damage, 0}});
    return std::nullopt;
}

std::optional<std::string> answer_damage(Campaign& c, const Given& given) {
    Foe& foe = current_foe(c);
    foe.left -= given.number;
    foe.dead += given.number;
    say(c, "Their army loses " + std::to_string(given.number) + " health: " +
               std::to_string(foe.left) + " of " + std::to_string(foe.health) + " left.");
    const bool standing = foe.left > 0;
    if (c.action == "missile" && standing)
        ask_next(c, {{Ask::cantrip, 0}});  // their saves; they shoot back on their turn
    else if (c.action == "melee" && standing)
        ask_next(c, {{Ask::cantrip, 0}, {Ask::changes, 0}});  // their counter-attack
    else if (c.action == "charge")
        ask_next(c, {{Ask::cantrip, 0}, {Ask::changes, 0}});  // both at once
    else if (c.action == "magic")
        ask_next(c, {{Ask::changes, 0}});  // your spells may bring your dead back
    return std::nullopt;
}

std::optional<std::string> answer_manoeuvre(Campaign& c, const Task& task, const Given& given) {
    if (task.ask == Ask::manoeuvre) {
        if (given.choice == "attempt")
            ask_next(c, {{Ask::manoeuvre_won, task.arg}});
        return std::nullopt;
    }
    if (given.choice == "lost") {
        say(c, "They out-manoeuvre you: the die stays on face " + std::to_string(c.face) + ".");
        return std::nullopt;
    }
    move_die(c, manoeuvre_step(c), "You out-manoeuvre them");
    return std::nullopt;
}

std::optional<std::string> answer_city(Campaign& c, const Given& given) {
    if (given.choice == "failed") {
        say(c, "They fail to manoeuvre.");
        return std::nullopt;
    }
    int step = c.eighth == Holder::player ? -1 : 1;
    move_die(c, step, "They manoeuvre");
    if (step > 0)
        c.eighth = Holder::opfor;
    return std::nullopt;
}

std::optional<std::string> answer_heal(Campaign& c, const Task& task, const Given& given) {
    Unit& unit = c.army[static_cast<std::size_t>(task.arg)];
    if (given.choice == "returns") {
        unit.place = UnitPlace::battle;
        say(c, unit.name + " returns to your army (4.6).");
    } else {
        unit.place = UnitPlace::buried;
        say(c, unit.name + " is buried (4.6).");
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> apply_answer(Campaign& c, const Task& task, const Given& given) {
    if (is_magic(task.ask))
        return answer_magic(c, task, given);
    if (is_dragon(task.ask))
        return answer_dragons(c, task, given);
    switch (task.ask) {
        case Ask::order_die: {
            std::size_t die = c.ordering.next_index();
            c.ordering.roll(given.number);
            say(c, "Terrain order: " + pick_name(c.picks[die]) + " rolls " +
                       std::to_string(given.number) + ".");
            return std::nullopt;
        }
        case Ask::reserve:
            return answer_reserve(c, task, given);
        case Ask::action:
            return answer_action(c, given);
        case Ask::damage:
            return answer_damage(c, given);
        case Ask::changes:
            return answer_changes(c, given);
        case Ask::manoeuvre:
        case Ask::manoeuvre_won:
            return answer_manoeuvre(c, task, given);
        case Ask::city:
            return answer_city(c, given);
        case Ask::heal:
            return answer_heal(c, task, given);
        default:
            break;
    }
    return std::string("this question has no answer");
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
