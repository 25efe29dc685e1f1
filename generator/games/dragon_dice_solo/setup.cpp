#include "games/dragon_dice_solo/setup.hpp"

#include <algorithm>
#include <cassert>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::string pick_name(const TerrainPick& pick) {
    return pick.repeated ? pick.terrain->name + " #" + std::to_string(pick.copy)
                         : pick.terrain->name;
}

std::vector<TerrainPick> pick_terrains(const SoloData& data, const std::vector<std::string>& names,
                                       std::vector<std::string>& problems) {
    std::vector<std::string> ids = ids_of_records(data.terrains);
    std::vector<TerrainPick> picks;
    for (const auto& name : names) {
        const TerrainType* terrain = find_named(data.terrains, name);
        if (!terrain) {
            problems.push_back(unknown_named("terrain", trim(name), ids, "terrains"));
            continue;
        }
        int copy = 1;
        for (auto& earlier : picks) {
            if (earlier.terrain == terrain) {
                ++copy;
                earlier.repeated = true;
            }
        }
        picks.push_back({terrain, copy, copy > 1});
    }
    const auto wanted = static_cast<std::size_t>(data.order.terrains);
    if (names.size() != wanted) {
        problems.push_back(std::to_string(names.size()) + " terrain" +
                           (names.size() == 1 ? "" : "s") + " given; the challenge is played on " +
                           std::to_string(wanted) + ": one of each type (" + join(ids, ", ") +
                           ") and the rest of your choice (3.0)");
    }
    for (const auto& terrain : data.terrains) {
        bool present = std::any_of(picks.begin(), picks.end(),
                                   [&](const TerrainPick& p) { return p.terrain == &terrain; });
        if (!present) {
            problems.push_back("no " + terrain.id +
                               " given; the rules ask for one terrain of each type (3.0)");
        }
    }
    return picks;
}

SetupResult set_up(const SoloData& data, const std::vector<TerrainPick>& picks,
                   const RollDie& roll) {
    SetupResult result;
    result.order = order_terrains(picks.size(), data.faces_per_die, roll);
    const OrderRound& first = result.order.rounds.front();
    for (std::size_t place = 0; place < result.order.order.size(); ++place) {
        PlacedTerrain placed;
        placed.die = result.order.order[place];
        placed.roll = first.results[placed.die];
        placed.position = data.find_battle(static_cast<int>(place) + 1);
        assert(placed.position && "validated data has a position for every terrain");
        placed.army = data.find_army(placed.position->army);
        placed.start = resolve_start(*picks[placed.die].terrain, *placed.position,
                                     data.starting.on_eighth_face);
        result.placed.push_back(placed);
    }
    return result;
}

}  // namespace pnpkit::games::dragon_dice_solo
