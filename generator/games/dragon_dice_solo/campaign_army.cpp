#include "games/dragon_dice_solo/campaign_army.hpp"

#include <algorithm>
#include <map>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/unit_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

// Takes the "+magic" and "+king" marks off the end of `text`; false on an unknown mark.
bool take_marks(std::string_view& text, Unit& unit, std::string& unknown) {
    for (auto plus = text.rfind('+'); plus != std::string_view::npos; plus = text.rfind('+')) {
        std::string mark = lower(trim(text.substr(plus + 1)));
        if (mark == "magic") {
            unit.magic = true;
        } else if (mark == "king") {
            unit.king = true;
        } else {
            unknown = mark;
            return false;
        }
        text = text.substr(0, plus);
    }
    return true;
}

// Numbers the units that share a name: "Guardian 1", "Guardian 2".
void number_repeats(std::vector<Unit>& army) {
    std::map<std::string, int> seen;
    for (const auto& unit : army)
        ++seen[unit.name];
    std::map<std::string, int> next;
    for (auto& unit : army) {
        if (seen[unit.name] > 1)
            unit.name += " " + std::to_string(++next[unit.name]);
    }
}

}  // namespace

std::vector<Unit> parse_army(const SoloData& data, std::string_view text,
                             std::vector<std::string>& problems) {
    std::vector<Unit> army;
    for (const auto& item : split(text, ',')) {
        std::string_view part = trim(item);
        if (part.empty())
            continue;
        Unit unit;
        std::string unknown;
        if (!take_marks(part, unit, unknown)) {
            problems.push_back("'" + std::string(trim(item)) + "': unknown mark '+" + unknown +
                               "' (marks: +magic, +king)");
            continue;
        }
        UnitText typed;
        if (auto problem = parse_unit_text(data, part, typed)) {
            problems.push_back(*problem);
            continue;
        }
        unit.name = typed.label;
        unit.rarity = typed.rarity;
        unit.faces = typed.rarity->faces;
        if (typed.value) {
            int surviving = 0;
            if (auto problem = parse_surviving(*typed.value, *unit.rarity, surviving, unit.faces)) {
                problems.push_back("'" + std::string(part) + "': " + *problem);
                continue;
            }
            unit.back_faces = surviving;
        }
        for (int i = 0; i < typed.count; ++i)
            army.push_back(unit);
    }
    number_repeats(army);
    return army;
}

std::vector<std::string> army_problems(const std::vector<Unit>& army, int budget, bool partial) {
    std::vector<std::string> problems;
    if (army.empty()) {
        if (!partial) problems.push_back("the army has no units");
        return problems;
    }
    int health = 0;
    int magic = 0;
    for (const auto& unit : army) {
        health += unit.health();
        if (unit.magic)
            magic += unit.health();
    }
    if (health > budget) {
        problems.push_back("the army has " + std::to_string(health) + " health; your budget is " +
                           std::to_string(budget) + " (2.1)");
    }
    if (!partial && 2 * magic > health) {  // the units not read could change the share
        problems.push_back("magic units have " + std::to_string(magic) + " of the army's " +
                           std::to_string(health) +
                           " health; the tournament rules allow at most half (2.1, ruling R23)");
    }
    return problems;
}

std::vector<DragonPick> choose_dragons(const SoloData& data, const std::vector<DragonPick>& picks,
                                       int count, std::vector<std::string>& problems) {
    const Dragons& d = data.dragons;
    auto kind_known = [&](const std::string& id) {
        return std::any_of(d.kinds.begin(), d.kinds.end(),
                           [&](const DragonKind& k) { return k.id == id; });
    };
    if (!picks.empty()) {
        for (const auto& pick : picks) {
            if (!data.find_colour(pick.colour)) {
                problems.push_back(unknown_named("dragon colour", pick.colour,
                                                 ids_of_records(data.colours), "colours"));
            }
            if (!kind_known(pick.kind)) {
                problems.push_back(unknown_named("dragon kind", pick.kind,
                                                 ids_of_records(d.kinds), "kinds"));
            }
        }
        return picks;
    }
    std::vector<DragonPick> chosen;
    for (const auto& kind : d.pick_kinds) {
        for (const auto& colour : d.pick_colours) {
            if (static_cast<int>(chosen.size()) < count)
                chosen.push_back({colour, kind});
        }
    }
    if (static_cast<int>(chosen.size()) < count) {
        problems.push_back(std::to_string(count) + " Dragons asked for; the rules' order (2.3) has " +
                           std::to_string(chosen.size()) + ": name them with --dragons");
    }
    return chosen;
}

std::vector<DragonPick> parse_dragons(const SoloData& data, std::string_view text,
                                      std::vector<std::string>& problems) {
    std::vector<DragonPick> picks;
    for (const auto& item : split(text, ',')) {
        std::string part = lower(trim(item));
        if (part.empty())
            continue;
        auto dash = part.rfind('-');
        if (dash == std::string::npos) {
            problems.push_back("'" + part + "': a Dragon is COLOUR-KIND, such as black-wyrm");
            continue;
        }
        std::string colour = part.substr(0, dash);
        if (const MagicColour* known = find_named(data.colours, colour))
            colour = known->id;
        picks.push_back({colour, part.substr(dash + 1)});
    }
    return picks;
}

}  // namespace pnpkit::games::dragon_dice_solo
