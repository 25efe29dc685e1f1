#include <algorithm>
#include <set>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/validate.hpp"

namespace pnpkit::games::dragon_dice_solo {

using detail::check_ref;

namespace {

// "1 rare (3) + 2 uncommon (4) + 5 common (5)", rarities in the rarity table's order.
std::string health_sum_words(const SoloData& data,
                             const std::vector<std::pair<std::string, int>>& units, int& total) {
    std::vector<std::string> parts;
    total = 0;
    for (const auto& rarity : data.rarities) {
        for (const auto& [id, count] : units) {
            if (id != rarity.id)
                continue;
            parts.push_back(std::to_string(count) + " " + id + " (" +
                            std::to_string(count * rarity.health) + ")");
            total += count * rarity.health;
        }
    }
    return join(parts, " + ");
}

void check_makeups(const SoloData& data, Diagnostics& ds) {
    auto size_ids = ids_of_records(data.sizes);
    auto rarity_ids = ids_of_records(data.rarities);
    for (const auto& makeup : data.makeups) {
        const BattleSize* size = data.find_size(makeup.size);
        check_ref(makeup.size, size_ids, "battle size", makeup.pos, ds);
        bool rarities_ok = true;
        for (const auto& [rarity, count] : makeup.units) {
            rarities_ok = check_ref(rarity, rarity_ids, "rarity", makeup.pos, ds) && rarities_ok;
        }
        if (!size || !rarities_ok)
            continue;
        if (makeup.total_health != size->opponent_health) {
            ds.error(makeup.total_pos,
                     "the " + size->id + " make-up totals " + std::to_string(makeup.total_health) +
                         " health but a " + size->id + " opposing army has " +
                         std::to_string(size->opponent_health),
                     "battle sizes are in " + size->pos.file);
        }
        int sum = 0;
        std::string words = health_sum_words(data, makeup.units, sum);
        if (sum > size->opponent_health) {
            ds.error(makeup.pos, "the " + size->id + " make-up asks for " + std::to_string(sum) +
                                     " health, more than the " +
                                     std::to_string(size->opponent_health) + " a " + size->id +
                                     " opposing army may have: " + words);
        } else if (sum != makeup.total_health) {
            ds.error(makeup.pos, "the " + size->id + " make-up adds up to " + std::to_string(sum) +
                                     " health, not its total of " +
                                     std::to_string(makeup.total_health) + ": " + words);
        }
    }
    for (const auto& size : data.sizes) {
        auto n = std::count_if(data.makeups.begin(), data.makeups.end(),
                               [&](const Makeup& m) { return m.size == size.id; });
        if (n == 0)
            ds.error(size.pos, "battle size '" + size.id + "' has no suggested make-up");
        if (n > 1)
            ds.error(size.pos,
                     "battle size '" + size.id + "' has " + std::to_string(n) + " make-ups");
    }
}

void check_examples(const SoloData& data, Diagnostics& ds) {
    auto army_ids = ids_of_records(data.armies);
    auto size_ids = ids_of_records(data.sizes);
    auto rarity_ids = ids_of_records(data.rarities);
    for (const auto& example : data.examples) {
        check_ref(example.army, army_ids, "army", example.pos, ds);
        bool ok = check_ref(example.size, size_ids, "battle size", example.pos, ds);
        std::vector<std::pair<std::string, int>> counts;
        for (const auto& unit : example.units) {
            ok = check_ref(unit.rarity, rarity_ids, "rarity", unit.pos, ds) && ok;
            auto it = std::find_if(counts.begin(), counts.end(),
                                   [&](auto& c) { return c.first == unit.rarity; });
            if (it == counts.end())
                counts.emplace_back(unit.rarity, unit.count);
            else
                it->second += unit.count;
        }
        const Makeup* makeup = data.find_makeup(example.size);
        if (!ok || !makeup)
            continue;
        for (const auto& rarity : data.rarities) {
            auto count_in = [&](const std::vector<std::pair<std::string, int>>& list) {
                for (const auto& [id, n] : list) {
                    if (id == rarity.id)
                        return n;
                }
                return 0;
            };
            int wanted = count_in(makeup->units);
            int got = count_in(counts);
            if (wanted != got) {
                ds.error(example.pos, "example '" + example.id + "' has " + std::to_string(got) +
                                          " " + rarity.id + " unit" + (got == 1 ? "" : "s") +
                                          "; the " + example.size + " make-up has " +
                                          std::to_string(wanted));
            }
        }
    }
}

void check_races(const SoloData& data, Diagnostics& ds) {
    auto army_ids = ids_of_records(data.armies);
    for (const auto& race : data.races) {
        std::vector<std::string> seen;
        for (const auto& [army, unit] : race.units) {
            if (check_ref(army, army_ids, "army", race.pos, ds))
                seen.push_back(army);
        }
        for (const auto& army : race.none) {
            if (!check_ref(army, army_ids, "army", race.pos, ds))
                continue;
            if (std::find(seen.begin(), seen.end(), army) != seen.end()) {
                ds.error(race.pos, race.name + ": army '" + army +
                                       "' is both given a unit type and listed in 'none'");
            }
            seen.push_back(army);
        }
        for (const auto& army : data.armies) {
            if (std::find(seen.begin(), seen.end(), army.id) == seen.end()) {
                ds.error(race.pos,
                         race.name + " gives no unit type for the " + army.name + " army ('" +
                             army.id + "')",
                         "add it to 'units', or to 'none' if the race has no equivalent");
            }
        }
    }
}

void check_armies(const SoloData& data, Diagnostics& ds) {
    auto icon_ids = ids_of_records(data.icons);
    auto action_ids = ids_of_records(data.actions);
    for (const auto& army : data.armies) {
        std::vector<std::string> covered;
        for (const auto& response : army.responses) {
            if (!check_ref(response.icon, icon_ids, "icon", response.pos, ds))
                continue;
            if (std::find(covered.begin(), covered.end(), response.icon) != covered.end()) {
                ds.error(response.pos,
                         "the " + army.name + " army answers the " + response.icon + " icon twice");
            }
            covered.push_back(response.icon);
            if (response.actions.empty()) {
                ds.error(response.pos, "the " + army.name + " army's response to " + response.icon +
                                           " has no action");
            }
            for (const auto& action : response.actions)
                check_ref(action, action_ids, "action", response.pos, ds);
        }
        for (const auto& icon : icon_ids) {
            if (std::find(covered.begin(), covered.end(), icon) == covered.end()) {
                ds.error(army.pos,
                         "the " + army.name + " army has no response to the " + icon + " icon",
                         "every icon a terrain die shows needs one, so that the opfor helper "
                         "always answers");
            }
        }
    }
}

void check_heal_and_dragons(const SoloData& data, Diagnostics& ds) {
    bool any_returns = std::any_of(data.heal_results.begin(), data.heal_results.end(),
                                   [](const HealResult& r) { return r.returns; });
    if (!data.heal_results.empty() && !any_returns) {
        ds.error(data.heal_results.front().pos, "no heal result brings a dead unit back",
                 "the rules return units that roll ID, SAI or magic (4.6)");
    }
    const Dragons& d = data.dragons;
    auto colour_ids = ids_of_records(data.colours);
    auto kind_ids = ids_of_records(d.kinds);
    std::set<std::string> seen;
    for (std::size_t i = 0; i < d.pick_colours.size(); ++i) {
        const std::string& colour = d.pick_colours[i];
        check_ref(colour, colour_ids, "colour", d.pick_colours_pos[i], ds);
        if (!seen.insert(colour).second)
            ds.error(d.pick_colours_pos[i], "colour '" + colour + "' is picked twice in 'pick_colours'");
    }
    for (std::size_t i = 0; i < d.pick_kinds.size(); ++i)
        check_ref(d.pick_kinds[i], kind_ids, "dragon kind", d.pick_kinds_pos[i], ds);
    for (const auto& kind : d.kinds) {
        int sum = 0;
        for (const auto& [result, n] : kind.faces)
            sum += n;
        if (sum != d.die_faces) {
            ds.error(kind.pos, "the " + kind.id + " die's faces add up to " + std::to_string(sum) +
                                   ", not " + std::to_string(d.die_faces));
        }
    }
}

}  // namespace

void validate_armies(const SoloData& data, Diagnostics& diagnostics) {
    check_makeups(data, diagnostics);
    check_examples(data, diagnostics);
    check_races(data, diagnostics);
    check_armies(data, diagnostics);
    check_heal_and_dragons(data, diagnostics);
}

}  // namespace pnpkit::games::dragon_dice_solo
