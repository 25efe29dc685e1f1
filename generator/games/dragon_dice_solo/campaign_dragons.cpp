#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dice_solo/campaign_detail.hpp"
#include "games/dragon_dice_solo/names.hpp"

// The final battle against the Dragons (4.7, 4.8).
namespace pnpkit::games::dragon_dice_solo::detail {

namespace {

constexpr int k_final_battle = 6;

int top_face(const Campaign& c) {
    return static_cast<int>(current_terrain(c).faces.size());
}

// The attack the face allows against the Dragons (4.73): on faces 1 to 7 only its icon's.
void begin_player_attack(Campaign& c) {
    ++c.turn;
    c.records.back().turns = c.turn;
    c.phase = Phase::d_attack;
    c.attacked.clear();
    c.attacked_dragons.clear();
    const std::string& icon = current_icon(c);
    say(c, "Turn " + std::to_string(c.turn) + " against the Dragons: the die shows face " +
               std::to_string(c.face) + " (" + icon_name(*c.data, icon) + ").");
    if (c.face == top_face(c)) {
        ask_next(c, {{Ask::dragon_target, static_cast<int>(Attack::missile)},
                     {Ask::dragon_target, static_cast<int>(Attack::melee)},
                     {Ask::dragon_target, static_cast<int>(Attack::magic)},
                     {Ask::belly_target, 0}});
        return;
    }
    Attack attack = icon == "missile" ? Attack::missile
                    : icon == "melee" ? Attack::melee
                                      : Attack::magic;
    ask_next(c, {{Ask::dragon_target, static_cast<int>(attack)}, {Ask::belly_target, 0}});
}

void begin_dragon_attack(Campaign& c) {
    c.phase = Phase::d_dragons;
    for (std::size_t i = 0; i < c.dragons.size(); ++i) {
        Dragon& dragon = c.dragons[i];
        if (dragon.away && !dragon.slain) {
            dragon.away = false;
            say(c, dragon_name(c, i) + " flies back to the fight (4.72).");
        }
    }
    for (std::size_t i = 0; i < c.dragons.size(); ++i) {
        if (!c.dragons[i].slain)
            c.agenda.push_back({Ask::dragon_roll, static_cast<int>(i)});
    }
    c.agenda.push_back({Ask::changes, 0});
}

void ask_climb(Campaign& c, Phase phase) {
    c.phase = phase;
    if (c.face < top_face(c))
        ask_next(c, {{Ask::climb, 0}});
}

void damage_dragon(Campaign& c, std::size_t i, int damage) {
    Dragon& dragon = c.dragons[i];
    const int health = c.data->dragons.health;
    if (c.data->dragons.wounds_carry) {
        dragon.wounds = std::min(health, dragon.wounds + std::min(damage, health));
        dragon.slain = dragon.wounds >= health;
    } else {
        dragon.slain = damage >= health;
    }
    if (dragon.slain) {
        say(c, dragon_name(c, i) + " takes " + std::to_string(damage) + " damage and is slain.");
    } else if (c.data->dragons.wounds_carry) {
        say(c, dragon_name(c, i) + " takes " + std::to_string(damage) + " damage: " +
                   std::to_string(dragon.wounds) + " of " + std::to_string(health) + ".");
    } else {
        say(c, dragon_name(c, i) + " takes " + std::to_string(damage) + ", less than its " +
                   std::to_string(health) + " health: it shakes it off (ruling R27).");
    }
}

// Once the last Dragon is slain nothing is left to attack or roll: the questions still on the
// agenda would offer one choice each, so they are dropped and the battle ends (4.8).
void end_if_all_slain(Campaign& c) {
    if (std::all_of(c.dragons.begin(), c.dragons.end(), [](const Dragon& d) { return d.slain; }))
        c.agenda.clear();
}

std::optional<std::string> answer_target(Campaign& c, const Task& task, const Given& given) {
    const Attack attack = static_cast<Attack>(task.arg);
    if (given.choice == "none")
        return std::nullopt;
    auto i = static_cast<std::size_t>(std::stoi(given.choice.substr(1)) - 1);
    c.attacked.push_back(attack);
    c.attacked_dragons.push_back(static_cast<int>(i));
    if (attack == Attack::magic)
        ask_next(c, {{Ask::dragon_damage, static_cast<int>(i)}, task});
    else
        ask_next(c, {{Ask::dragon_damage, static_cast<int>(i)}});
    return std::nullopt;
}

// A Dragon's attack roll: a tail strikes and rolls again, a drake's wing takes it away after any
// tail damage (4.72), anything else is resolved by the base game's rules.
void dragon_rolled(Campaign& c, std::size_t i, const std::string& result) {
    Dragon& dragon = c.dragons[i];
    const std::string name = dragon_name(c, i);
    if (result == "tail") {
        say(c, name + " rolls a Tail: resolve its tail, then it rolls again (ruling R28).");
        ask_next(c, {{Ask::dragon_roll, static_cast<int>(i)}});
    } else if (result == "wing" && dragon.kind->id == "drake") {
        dragon.away = true;
        say(c, name + " rolls a Wing and flies off after any tail damage; it returns at the start "
                      "of the next Dragon attack and cannot be targeted until then (4.72).");
    } else {
        say(c, name + " rolls " + capitalised(result) +
                   ": resolve it against your army by the base game's rules.");
    }
}

}  // namespace

bool is_dragon(Ask ask) {
    return ask == Ask::climb || ask == Ask::dragon_target || ask == Ask::dragon_damage ||
           ask == Ask::belly_target || ask == Ask::belly_roll || ask == Ask::dragon_roll;
}

std::string dragon_name(const Campaign& c, std::size_t i) {
    const Dragon& dragon = c.dragons[i];
    std::string name = colour_name(*c.data, dragon.colour) + " " + dragon.kind->name;
    int same = 0;
    int nth = 0;
    for (std::size_t j = 0; j < c.dragons.size(); ++j) {
        if (c.dragons[j].colour == dragon.colour && c.dragons[j].kind == dragon.kind) {
            ++same;
            if (j <= i)
                ++nth;
        }
    }
    return same > 1 ? name + " " + std::to_string(nth) : name;
}

void begin_final_battle(Campaign& c) {
    c.battle = k_final_battle;
    c.turn = 0;
    BattleRecord record;
    record.start_face = c.face;
    c.records.push_back(record);
    for (auto& unit : c.army) {
        if (unit.place == UnitPlace::reserve)
            unit.place = UnitPlace::battle;
    }
    c.records.back().fielded = health_at(c, UnitPlace::battle);
    std::vector<std::string> names;
    for (std::size_t i = 0; i < c.dragons.size(); ++i)
        names.push_back(dragon_name(c, i));
    say(c, "The final battle (4.7): your whole reserve joins the army, " +
               std::to_string(c.records.back().fielded) + " health, against " +
               join(names, ", ") + ".");
    if (c.face == top_face(c)) {
        c.eighth = Holder::player;
        say(c, "You start on the eighth face, holding its City.");
    } else {
        say(c, "You start on face " + std::to_string(c.face) +
                   " and may run back toward the City one face after each attack and in your "
                   "manoeuvre step (4.7, ruling R29).");
    }
    begin_player_attack(c);
}

void next_dragon_phase(Campaign& c) {
    switch (c.phase) {
        case Phase::d_attack:
            ask_climb(c, Phase::d_climb);
            return;
        case Phase::d_climb:
            begin_dragon_attack(c);
            return;
        case Phase::d_dragons:
            ask_climb(c, Phase::d_climb2);
            return;
        case Phase::d_climb2:
            ask_climb(c, Phase::d_manoeuvre);
            return;
        default:
            begin_player_attack(c);
            return;
    }
}

void check_dragons(Campaign& c) {
    if (lost_everyone(c, "The Dragons have killed every unit of yours"))
        return;
    bool all = std::all_of(c.dragons.begin(), c.dragons.end(),
                           [](const Dragon& d) { return d.slain; });
    if (!all)
        return;
    c.records.back().result = "won";
    say(c, "Every Dragon is slain: you win the solo challenge (4.8). Congratulations!");
    c.outcome = CampaignOutcome::won;
}

std::optional<std::string> answer_dragons(Campaign& c, const Task& task, const Given& given) {
    switch (task.ask) {
        case Ask::climb:
            if (given.choice == "move") {
                move_die(c, 1, "You run back toward the City");
                if (c.eighth == Holder::player)
                    say(c, "You take the City (4.7).");
            }
            return std::nullopt;
        case Ask::dragon_target:
            return answer_target(c, task, given);
        case Ask::dragon_damage:
            damage_dragon(c, static_cast<std::size_t>(task.arg), given.number);
            end_if_all_slain(c);
            return std::nullopt;
        case Ask::belly_target:
            if (given.choice != "done") {
                int i = std::stoi(given.choice.substr(1)) - 1;
                ask_next(c, {{Ask::belly_roll, i}, {Ask::belly_target, 0}});
            }
            return std::nullopt;
        case Ask::belly_roll: {
            auto i = static_cast<std::size_t>(task.arg);
            if (given.choice == "belly") {
                c.dragons[i].slain = true;
                say(c, dragon_name(c, i) +
                           " rolls a Belly: the killing spell or SAI works and it is slain "
                           "(4.732, 4.74).");
            } else {
                say(c, dragon_name(c, i) + " rolls " + capitalised(given.choice) +
                           ", not a Belly: the killing spell or SAI has no effect (4.732, 4.74).");
            }
            end_if_all_slain(c);
            return std::nullopt;
        }
        case Ask::dragon_roll:
            dragon_rolled(c, static_cast<std::size_t>(task.arg), given.choice);
            return std::nullopt;
        default:
            break;
    }
    return std::string("this question has no answer");
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
