#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign_detail.hpp"
#include "games/dragon_dice_solo/names.hpp"

// The questions of the campaign, built from the task at the front of the agenda.
namespace pnpkit::games::dragon_dice_solo {

using namespace detail;

namespace {

Prompt choice(Ask ask, std::string question, std::vector<Choice> choices) {
    Prompt p;
    p.kind = Prompt::Kind::choice;
    p.ask = ask;
    p.question = std::move(question);
    p.choices = std::move(choices);
    return p;
}

Prompt number(Ask ask, std::string question, int low, int high) {
    Prompt p;
    p.kind = Prompt::Kind::number;
    p.ask = ask;
    p.question = std::move(question);
    p.low = low;
    p.high = high;
    return p;
}

// A whole number of `low` or more: no upper bound means anything here.
Prompt number_from(Ask ask, std::string question, int low) {
    Prompt p = number(ask, std::move(question), low, low);
    p.open_ended = true;
    return p;
}

Prompt die(Ask ask, std::string question, int faces) {
    Prompt p;
    p.kind = Prompt::Kind::die;
    p.ask = ask;
    p.question = std::move(question);
    p.faces = faces;
    return p;
}

std::string rarity_words(const Unit& unit) {
    return lower(unit.rarity->name) + (unit.magic ? ", magic" : "") + (unit.king ? ", King's Die" : "");
}

Prompt order_prompt(const Campaign& c) {
    const TerrainOrdering& o = c.ordering;
    const TerrainPick& pick = c.picks[o.next_index()];
    Prompt p = die(Ask::order_die, "Roll the terrain die of " + pick_name(pick) + " (3.1)",
                   o.next_die());
    p.notes.push_back("The lowest roll is the first terrain; dice that tie roll again among "
                      "themselves (ruling R2).");
    return p;
}

// `moves`: units moved so far in this choice. Each unit may change sides twice (sent and called
// back); after that only Done is left (or a unit back to an empty battle), so that a piped answer
// repeated forever cannot loop. Undo still takes moves back.
Prompt reserve_prompt(const Campaign& c, int moves) {
    std::vector<Choice> choices;
    bool moves_left = static_cast<std::size_t>(moves) < 2 * c.army.size();
    bool empty_battle = health_at(c, UnitPlace::battle) < 1;
    for (std::size_t i = 0; i < c.army.size(); ++i) {
        const Unit& unit = c.army[i];
        if (!moves_left && !(empty_battle && unit.place == UnitPlace::reserve)) continue;
        if (unit.place == UnitPlace::battle)
            choices.push_back({unit_id(i), unit.name + " to the reserve"});
        else if (unit.place == UnitPlace::reserve)
            choices.push_back({unit_id(i), unit.name + " back to the battle"});
    }
    choices.push_back({"done", "Done",
                       health_at(c, UnitPlace::battle) < 1 ? k_reserve_refusal : std::string()});
    Prompt p = choice(Ask::reserve,
                      "Set your reserve before battle " + std::to_string(c.battle) + " (4.2)",
                      std::move(choices));
    p.notes.push_back("At the battle: " + std::to_string(health_at(c, UnitPlace::battle)) +
                      " health; in reserve: " + std::to_string(health_at(c, UnitPlace::reserve)) +
                      ". Leave at least one health at the battle; the reserve cannot be touched "
                      "until the next battle.");
    return p;
}

// Your actions on this face (4.3): its icon's; on the eighth face any of them; where the
// magicians wait (face 1 of the fifth battle) melee too (4.5, ruling R24).
Prompt action_prompt(const Campaign& c) {
    const std::string& icon = current_icon(c);
    std::vector<Choice> choices;
    const bool eighth = icon == k_eighth_icon;
    if (icon == "missile" || eighth)
        choices.push_back({"missile", "Missile attack"});
    if (icon == "melee" || eighth || (c.battle == 5 && c.face == 1 && !c.settings.no_magic))
        choices.push_back({"melee", "Melee attack"});
    if (icon == "melee" || eighth)
        choices.push_back({"charge", "Charge"});
    if (icon == "magic" || eighth)
        choices.push_back({"magic", "Cast spells"});
    choices.push_back({"pass", "No action"});
    const Foe& foe = current_foe(c);
    Prompt p = choice(Ask::action,
                      "Your attack (4.3), on face " + std::to_string(c.face) + " (" +
                          icon_name(*c.data, icon) + ")",
                      std::move(choices));
    p.notes.push_back("Their " + foe.army->name + " army has " + std::to_string(foe.left) +
                      " of " + std::to_string(foe.health) + " health; you have " +
                      std::to_string(health_at(c, UnitPlace::battle)) + " at the battle.");
    for (const auto& effect : c.in_effect)
        p.notes.push_back("In effect until their next turn: " + effect + ".");
    return p;
}

Prompt damage_prompt(const Campaign& c) {
    const Foe& foe = current_foe(c);
    Prompt p = number(Ask::damage, "Health of their army killed", 0, foe.left);
    if (c.action == "missile")
        p.notes.push_back("Roll your missile results, they roll saves; count their dead health.");
    else if (c.action == "melee")
        p.notes.push_back("Roll your melee results, they roll saves; count their dead health.");
    else if (c.action == "charge")
        p.notes.push_back("Both armies roll at once: your melee and manoeuvre results against "
                          "their saves (4.3).");
    else if (c.action == "magic")
        p.notes.push_back("Cast your spells at their army (never at a terrain, 4.3).");
    else
        p.notes.push_back("Your counter-attack: roll your melee results against their saves.");
    return p;
}

Prompt changes_prompt(const Campaign& c) {
    std::vector<Choice> choices;
    for (std::size_t i = 0; i < c.army.size(); ++i) {
        const Unit& unit = c.army[i];
        const std::string id = unit_id(i);
        if (unit.place == UnitPlace::battle) {
            choices.push_back({"kill-" + id, unit.name + " dies"});
            choices.push_back({"bury-" + id, unit.name + " is buried"});
        } else if (unit.place == UnitPlace::dead) {
            choices.push_back({"revive-" + id, unit.name + " comes back from the dead"});
            choices.push_back({"bury-" + id, unit.name + " (dead) is buried"});
        }
    }
    choices.push_back({"done", "Done"});
    Prompt p = choice(Ask::changes, "Your units killed, buried or brought back, one at a time",
                      std::move(choices));
    p.notes.push_back("Roll your saves and take the damage on the units at the battle; your "
                      "reserve cannot be touched (4.2).");
    return p;
}

Prompt manoeuvre_prompt(const Campaign& c, const Task& task) {
    const bool king = task.arg == 1;
    if (task.ask == Ask::manoeuvre_won) {
        return choice(Ask::manoeuvre_won, "Did your manoeuvre beat their counter-manoeuvre?",
                      {{"won", "Won"}, {"lost", "Lost"}});
    }
    Prompt p = choice(Ask::manoeuvre,
                      std::string(king ? "The King's Die lets you manoeuvre now (5.3)"
                                       : "You may manoeuvre (4.5)") +
                          ": try?",
                      {{"attempt", "Try to manoeuvre"}, {"skip", "Do not manoeuvre"}});
    p.notes.push_back("They always counter-manoeuvre (4.5).");
    if (c.settings.no_magic && c.battle == 5 && c.eighth == Holder::opfor)
        p.notes.push_back("They hold the City: their manoeuvre results count double (5.2).");
    return p;
}

Prompt city_prompt(const Campaign& c) {
    const bool down = c.eighth == Holder::player;
    Prompt p = choice(Ask::city,
                      down ? "They try to manoeuvre the die down, off your City (5.2): did they?"
                           : "They try to manoeuvre the die up to win the City back (5.2): did "
                             "they?",
                      {{"succeeded", "They did"}, {"failed", "They failed"}});
    p.notes.push_back("Roll their manoeuvre against yours.");
    return p;
}

Prompt heal_prompt(const Campaign& c, const Task& task) {
    const Unit& unit = c.army[static_cast<std::size_t>(task.arg)];
    Prompt p = choice(Ask::heal, "Roll " + unit.name + " (" + rarity_words(unit) + ") from your "
                                                                               "dead pool (4.6)",
                      {{"returns", "ID, SAI or magic: it returns"},
                       {"buried", "Anything else: it is buried"}});
    if (unit.back_faces) {
        p.faces = unit.faces;
        for (int f = 1; f <= unit.faces; ++f)
            p.roll_map.push_back(f <= *unit.back_faces ? 0 : 1);
        p.notes.push_back(std::to_string(*unit.back_faces) + " of its " +
                          std::to_string(unit.faces) + " faces bring it back.");
    }
    return p;
}

}  // namespace

namespace detail {

Prompt magic_prompt(const Campaign& c, const Task& task) {
    switch (task.ask) {
        case Ask::magic_pools: {
            Prompt p;
            p.kind = Prompt::Kind::text;
            p.ask = task.ask;
            p.question = "Roll the magicians: their magic results per colour, ID results apart";
            return p;
        }
        case Ask::magic_ids: {
            // An ID result counts a unit's health, so they cannot pass the health still standing.
            const int standing = current_foe(c).left;
            Prompt p = number(task.ask, "Their ID results", 0, standing);
            p.notes.push_back(
                "They join the largest pool, doubled if the terrain allows or by "
                "burying your dead (4.41, ruling R22); each ID counts its unit's "
                "health, " +
                std::to_string(standing) + " at most.");
            return p;
        }
        case Ask::spell_die:
        case Ask::cantrip_die: {
            const ColourCasting& colour = c.casting->result().colours.back();
            Prompt p = die(task.ask,
                           "Roll the spell die for " + colour.colour->name + " (" +
                               std::to_string(colour.left) + " left)",
                           c.casting->next_die());
            p.notes.push_back("Any unused terrain die: only its number counts (4.41).");
            return p;
        }
        case Ask::racial_cost: {
            const ColourCasting& colour = c.casting->result().colours.back();
            Prompt p = number_from(task.ask,
                                   "Their racial " + colour.colour->name +
                                       " spell: what does the one you choose for them cost?",
                                   0);
            p.notes.push_back("Pick the racial spell their race would cast at your army (4.42); "
                              "more than the " +
                              std::to_string(colour.left) + " left and " + colour.colour->name +
                              " stops.");
            return p;
        }
        case Ask::cantrip: {
            std::vector<Choice> choices;
            for (const auto& colour : c.data->colours)
                choices.push_back({colour.id, colour.name + " Cantrip"});
            choices.push_back({"none", "No (more) Cantrips"});
            Prompt p = choice(task.ask, "Did their roll show a Cantrip? One at a time (4.3)",
                              std::move(choices));
            p.notes.push_back("Each Cantrip casts a random spell of its colour for free.");
            return p;
        }
        default:
            break;
    }
    return Prompt{};
}

Prompt dragon_prompt(const Campaign& c, const Task& task) {
    auto dragon_choices = [&](bool (*allowed)(const Campaign&, std::size_t)) {
        std::vector<Choice> choices;
        for (std::size_t i = 0; i < c.dragons.size(); ++i) {
            const Dragon& d = c.dragons[i];
            if (!d.slain && !d.away && allowed(c, i))
                choices.push_back({"d" + std::to_string(i + 1), dragon_name(c, i)});
        }
        return choices;
    };
    switch (task.ask) {
        case Ask::climb:
            return choice(task.ask, "Move the die one face up toward the City (4.7)?",
                          {{"move", "Move up"}, {"stay", "Stay"}});
        case Ask::dragon_target: {
            const Attack attack = static_cast<Attack>(task.arg);
            const char* what = attack == Attack::missile ? "missile"
                               : attack == Attack::melee ? "melee"
                                                         : "spell";
            auto choices = dragon_choices([](const Campaign& cc, std::size_t i) {
                // On the eighth face each Dragon takes one kind of attack (4.73).
                for (std::size_t k = 0; k < cc.attacked_dragons.size(); ++k) {
                    if (static_cast<std::size_t>(cc.attacked_dragons[k]) == i &&
                        cc.attacked[k] != Attack::magic)
                        return false;
                }
                return true;
            });
            choices.push_back({"none", attack == Attack::magic ? "Done" : "None"});
            Prompt p = choice(task.ask,
                              std::string("Your ") + what + " attack: at which Dragon?",
                              std::move(choices));
            if (c.face == static_cast<int>(current_terrain(c).faces.size()))
                p.notes.push_back("On the eighth face roll your whole army: all missile at one "
                                  "Dragon, all melee at another, spells at any other (4.73).");
            return p;
        }
        case Ask::dragon_damage: {
            const auto i = static_cast<std::size_t>(task.arg);
            const int health = c.data->dragons.health;
            const int to_slay =
                c.data->dragons.wounds_carry ? health - c.dragons[i].wounds : health;
            Prompt p = number_from(task.ask,
                                   "Damage " + dragon_name(c, i) + " takes past its saves (" +
                                       std::to_string(to_slay) + (to_slay < health ? " more" : "") +
                                       " slays it)",
                                   0);
            p.notes.push_back("Dragon slaying as in the base game (4.731); spells only protect "
                              "you or do damage here (4.732).");
            return p;
        }
        case Ask::belly_target: {
            auto choices = dragon_choices([](const Campaign&, std::size_t) { return true; });
            choices.push_back({"done", "Done"});
            Prompt p = choice(task.ask, "A killing spell or SAI at a Dragon? Choose it",
                              std::move(choices));
            p.notes.push_back("It works only if the Dragon then rolls a Belly (4.732, 4.74).");
            return p;
        }
        case Ask::belly_roll:
        case Ask::dragon_roll: {
            const Dragon& d = c.dragons[static_cast<std::size_t>(task.arg)];
            std::string name = dragon_name(c, static_cast<std::size_t>(task.arg));
            Prompt p = choice(task.ask,
                              task.ask == Ask::belly_roll ? "Roll " + name + " for its Belly"
                                                          : name + " attacks: roll its die",
                              {});
            for (const auto& [result, count] : d.kind->faces) {
                p.choices.push_back({result, capitalised(result)});
                for (int n = 0; n < count; ++n)
                    p.roll_map.push_back(p.choices.size() - 1);
            }
            p.faces = static_cast<int>(p.roll_map.size());
            return p;
        }
        default:
            break;
    }
    return Prompt{};
}

}  // namespace detail

Prompt prompt(const Campaign& c) {
    if (c.outcome != CampaignOutcome::playing) {
        Prompt p;
        p.question = c.outcome == CampaignOutcome::won ? "The solo challenge is won."
                                                       : "The solo challenge is lost.";
        return p;
    }
    if (c.phase == Phase::order)
        return order_prompt(c);
    const Task& task = c.agenda.front();
    if (is_magic(task.ask))
        return magic_prompt(c, task);
    if (is_dragon(task.ask))
        return dragon_prompt(c, task);
    switch (task.ask) {
        case Ask::reserve:
            return reserve_prompt(c, task.arg);
        case Ask::action:
            return action_prompt(c);
        case Ask::damage:
            return damage_prompt(c);
        case Ask::changes:
            return changes_prompt(c);
        case Ask::manoeuvre:
        case Ask::manoeuvre_won:
            return manoeuvre_prompt(c, task);
        case Ask::city:
            return city_prompt(c);
        case Ask::heal:
            return heal_prompt(c, task);
        default:
            break;
    }
    return Prompt{};
}

}  // namespace pnpkit::games::dragon_dice_solo
