#include <algorithm>

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/print_text.hpp"
#include "games/dragon_dice_solo/start_face.hpp"
#include "games/dragon_dice_solo/terrain_order.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

using namespace print;

namespace {

// "1 rare, 2 uncommons and 5 commons": the rarest first, as the rules print it.
std::string makeup_words(const SoloData& data, const Makeup& makeup) {
    std::vector<std::string> parts;
    for (auto it = data.rarities.rbegin(); it != data.rarities.rend(); ++it) {
        for (const auto& [rarity, count] : makeup.units) {
            if (rarity == it->id && count > 0) parts.push_back(count_of(count, lower_name(*it)));
        }
    }
    return join_and(parts);
}

Rows size_rows(const SoloData& data) {
    Rows rows{{"Size", "Your army", "Each opposing army", "Suggested opposing army", "Dragons"}};
    for (const auto& size : data.sizes) {
        const Makeup* makeup = data.find_makeup(size.id);
        rows.push_back({size.name, std::to_string(size.player_health) + " health",
                        std::to_string(size.opponent_health) + " health",
                        makeup ? makeup_words(data, *makeup) : "", std::to_string(size.dragons)});
    }
    return rows;
}

Rows rarity_rows(const SoloData& data) {
    Rows rows{{"Rarity"}, {"Health"}, {"Faces of its die"}};
    for (const auto& rarity : data.rarities) {
        rows[0].push_back(rarity.name);
        rows[1].push_back(std::to_string(rarity.health));
        rows[2].push_back(std::to_string(rarity.faces));
    }
    return rows;
}

std::string building_text(const SoloData& data) {
    std::vector<std::string> armies;
    for (const auto& army : data.armies) armies.push_back(army.name);
    return "<b>Your army.</b> Build it from your size's health by the tournament rules: no "
           "more than half of it in magic units; magic items and artifacts are welcome, "
           "Dragonkin are not; any races you like. Set it aside until the first battle.\n"
           "<b>The opposing armies.</b> Build " +
           number_word(static_cast<int>(data.armies.size())) + ": " + esc(join_and(armies)) +
           ". Keep each to one race if your collection allows, never more than two. Follow the "
           "suggested make-up; short of one rarity, use other dice of the same race and type.";
}

std::string example_text(const SoloData& data) {
    if (data.examples.empty()) return {};
    const MakeupExample& ex = data.examples.front();
    const BattleSize* size = data.find_size(ex.size);
    const ArmyType* army = data.find_army(ex.army);
    std::vector<std::string> units;
    int health = 0;
    for (const auto& unit : ex.units) {
        const Rarity* rarity = data.find_rarity(unit.rarity);
        units.push_back(count_of(unit.count, unit.name) + " (" +
                        (rarity ? lower_name(*rarity) : unit.rarity) + ")");
        health += unit.count * (rarity ? rarity->health : 0);
    }
    return "<b>For example</b>, a " + esc(size ? lower_name(*size) : ex.size) + " " + esc(ex.race) +
           " " + esc(army ? lower_name(*army) : ex.army) + " army: " + esc(join_and(units)) + ", " +
           std::to_string(health) + " health in all.";
}

Rows race_rows(const SoloData& data, bool& any_missing) {
    Rows rows{{"Race"}};
    for (const auto& army : data.armies) rows[0].push_back(army.name + " army");
    any_missing = false;
    for (const auto& race : data.races) {
        std::vector<std::string> row{race.name};
        for (const auto& army : data.armies) {
            auto it = std::find_if(race.units.begin(), race.units.end(),
                                   [&](const auto& unit) { return unit.first == army.id; });
            if (it != race.units.end()) {
                row.push_back(it->second);
            } else {
                row.push_back("—");
                any_missing = true;
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

Rows terrain_rows(const SoloData& data) {
    Rows rows{{"Terrain"}};
    for (int face = 1; face <= data.faces_per_die; ++face) rows[0].push_back(std::to_string(face));
    for (const auto& terrain : data.terrains) {
        std::vector<std::string> elements;
        for (const auto& element : terrain.elements) elements.push_back(capitalised(element));
        std::vector<std::string> row{terrain.name + "\n" + join(elements, " · ")};
        for (const auto& icon : terrain.faces) row.push_back(icon_name(data, icon));
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string terrain_intro(const SoloData& data) {
    std::vector<std::string> eighth;
    for (const auto& face : data.eighth_faces) eighth.push_back(face.name);
    return "Every terrain die has " + number_word(data.faces_per_die) +
           " faces. The number showing is the distance between the armies there; it also "
           "decides which attacks may be made. Every terrain counts as having all " +
           number_word(static_cast<int>(eighth.size())) + " eighth faces (" +
           esc(join_and(eighth)) +
           "): holding an eighth face, pick one of them at the start of each of your turns. "
           "Racial terrain advantages work as usual; they follow the elements listed below. "
           "Minor terrains are not used.";
}

// The rules' worked example of the terrain order, replayed to say which die went where.
std::string order_example(const SoloData& data) {
    if (!data.order.example || data.faces_per_die < 2) return {};
    const OrderExample& ex = *data.order.example;
    TerrainOrderResult result = replay_example(ex, data.faces_per_die).result;
    std::vector<std::string> label(ex.rolls.size());
    std::vector<std::string> shown;
    for (std::size_t die = 0; die < ex.rolls.size(); ++die) {
        label[die] = std::to_string(ex.rolls[die]);
        shown.push_back(label[die]);
    }
    std::string text = "<i>Example:</i> the dice show " + join_and(shown) + ".";
    for (const auto& round : result.rounds) {
        if (round.tied_on == 0) continue;
        std::vector<std::string> again;
        for (std::size_t i = 0; i < round.dice.size(); ++i) {
            again.push_back(std::to_string(round.results[i]));
            label[round.dice[i]] += " (then " + std::to_string(round.results[i]) + ")";
        }
        text += " The " + number_word(static_cast<int>(round.dice.size())) + " dice on " +
                std::to_string(round.tied_on) + " roll again: " + join_and(again) + ".";
    }
    std::vector<std::string> order;
    for (std::size_t die : result.order) order.push_back(label[die]);
    return text + " From first to last, the terrains are the " + join_and(order) + ".";
}

std::string order_text(const SoloData& data) {
    std::vector<std::string> types;
    for (const auto& terrain : data.terrains) types.push_back(terrain.name);
    std::string text = "Bring one terrain of each type (" + esc(join_and(types)) + ") and " +
                       number_word(data.order.terrains - static_cast<int>(types.size())) +
                       " more of your choice, " + number_word(data.order.terrains) +
                       " in all: pick what suits your army.\n";
    int step = 1;
    for (const auto& line : data.order.steps)
        text += "<b>" + std::to_string(step++) + ".</b> " + esc(line) + "\n";
    return text + order_example(data);
}

// Who waits at each terrain, its starting rule, and the face that gives on each terrain type.
Rows start_rows(const SoloData& data, bool& any_adjusted) {
    Rows rows{{"Battle", "Army", "Starts on"}};
    for (const auto& terrain : data.terrains) rows[0].push_back(terrain.name);
    any_adjusted = false;
    for (const auto& p : data.starting.positions) {
        const ArmyType* army = data.find_army(p.army);
        std::vector<std::string> row{ordinal(p.battle), army ? army->name : p.army,
                                     start_rule(data, p)};
        for (const auto& terrain : data.terrains) {
            StartFace start = resolve_start(terrain, p, data.starting.on_eighth_face);
            if (!start.resolved()) {
                row.push_back("—");
                continue;
            }
            std::string cell =
                std::to_string(start.face) + "  " +
                icon_name(data, terrain.faces[static_cast<std::size_t>(start.face - 1)]);
            if (start.status == StartFace::Status::adjusted) {
                cell += " *";
                any_adjusted = true;
            }
            row.push_back(cell);
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

// "1–4", "5", "1 and 3": battle numbers, runs of three or more shortened.
std::string battle_list(const std::vector<int>& battles) {
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < battles.size();) {
        std::size_t j = i;
        while (j + 1 < battles.size() && battles[j + 1] == battles[j] + 1) ++j;
        if (j >= i + 2) {
            parts.push_back(std::to_string(battles[i]) + "–" + std::to_string(battles[j]));
        } else {
            for (std::size_t k = i; k <= j; ++k) parts.push_back(std::to_string(battles[k]));
        }
        i = j + 1;
    }
    return join_and(parts);
}

// Which way the player may move each battle's die (4.5).
std::string moving_text(const SoloData& data) {
    std::vector<int> up, down;
    for (const auto& p : data.starting.positions)
        (p.direction == Direction::up ? up : down).push_back(p.battle);
    std::vector<std::string> parts;
    if (!up.empty()) {
        parts.push_back("In battle" + std::string(up.size() == 1 ? " " : "s ") + battle_list(up) +
                        " you may only manoeuvre the die up, towards the eighth face.");
    }
    if (!down.empty()) {
        parts.push_back("In battle" + std::string(down.size() == 1 ? " " : "s ") +
                        battle_list(down) +
                        " you may manoeuvre it down, towards face 1, to chase the army there; "
                        "once you go down you cannot come back up.");
    }
    return "<b>Moving.</b> " + join(parts, " ") + "\n" + victory_text(data);
}

Rows step_rows(const SoloData& data) {
    Rows rows{{"", "Step", "What you do"}};
    for (const auto& step : data.turn_sequence)
        rows.push_back({step.letter, step.name + " (" + step.section + ")", step.summary});
    return rows;
}

}  // namespace

std::string start_rule(const SoloData& data, const Position& position) {
    if (position.icon == k_eighth_icon) return "the eighth face";
    std::string rule = "lowest " + lower_name(*data.find_icon(position.icon));
    if (position.plus > 0) rule += " + " + std::to_string(position.plus);
    return rule;
}

std::string victory_text(const SoloData& data) {
    std::vector<int> by_eighth, by_destruction;
    for (const auto& p : data.starting.positions)
        (p.eighth_face_wins ? by_eighth : by_destruction).push_back(p.battle);
    auto battles = [](const std::vector<int>& list) {
        return std::string(list.size() == 1 ? "battle " : "battles ") + battle_list(list);
    };
    std::vector<std::string> ways;
    if (!by_eighth.empty())
        ways.push_back(battles(by_eighth) + ": destroy their army or reach the eighth face");
    if (!by_destruction.empty()) ways.push_back(battles(by_destruction) + ": destroy their army");
    return "<b>Win</b> " + join(ways, "; ") +
           ". <b>Lose</b> when none of your units is left at the battle.";
}

std::vector<std::string> repeated_steps(const SoloData& data) {
    std::vector<std::string> letters;
    for (const auto& step : data.turn_sequence) {
        if (step.repeat) letters.push_back(step.letter);
    }
    return letters;
}

layout::Face armies_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-armies", "Building the armies", game);
    bool any_missing = false;
    r.set_rows("sizes", size_rows(data))
        .set_rows("rarities", rarity_rows(data))
        .set_markup("building", building_text(data) + "\n" + example_text(data))
        .set_rows("races", race_rows(data, any_missing));
    r.set_markup("races_note",
                 any_missing ? "— The race has no such units: build that army from a second race "
                               "(ruling R19)."
                             : "");
    return {"dds-booklet-armies", r};
}

layout::Face terrain_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-terrain", "The terrain", game);
    r.set_markup("terrain_intro", terrain_intro(data))
        .set_rows("terrains", terrain_rows(data))
        .set_markup("order", order_text(data));
    return {"dds-booklet-terrain", r};
}

layout::Face battles_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-battles", "Setting up the battles", game);
    bool any_adjusted = false;
    r.set_rows("starts", start_rows(data, any_adjusted))
        .set_markup("moving", moving_text(data))
        .set_rows("steps", step_rows(data));
    std::string note =
        "<i>Lowest missile:</i> put the die on face 1 and turn it up a face at a time until a "
        "missile face shows; “+ 1” and “+ 2” then count that many faces further up, whatever "
        "they show (ruling R4).";
    if (any_adjusted) {
        note +=
            " * The count lands on the eighth face, which would hand you the battle before "
            "it starts: the die starts one face below it instead (ruling R3).";
    }
    r.set_markup("start_note", note);
    std::vector<std::string> looped = repeated_steps(data);
    r.set_markup("steps_note",
                 looped.empty() ? ""
                                : "Steps " + esc(join_and(looped)) +
                                      " repeat, in that order, until the battle is won or lost.");
    return {"dds-booklet-battles", r};
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
