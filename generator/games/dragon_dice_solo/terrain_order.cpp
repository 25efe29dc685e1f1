#include "games/dragon_dice_solo/terrain_order.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::games::dragon_dice_solo {

namespace {

void order_group(const std::vector<std::size_t>& dice, int tied_on, int faces, const RollDie& roll,
                 TerrainOrderResult& result) {
    OrderRound round{tied_on, dice, {}};
    for (std::size_t i = 0; i < dice.size(); ++i)
        round.results.push_back(roll(faces));
    std::vector<std::pair<int, std::size_t>> sorted;
    for (std::size_t i = 0; i < dice.size(); ++i)
        sorted.emplace_back(round.results[i], dice[i]);
    result.rounds.push_back(std::move(round));
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < sorted.size();) {
        std::size_t j = i;
        std::vector<std::size_t> group;
        while (j < sorted.size() && sorted[j].first == sorted[i].first)
            group.push_back(sorted[j++].second);
        if (group.size() == 1) {
            result.order.push_back(group.front());
        } else {
            order_group(group, sorted[i].first, faces, roll, result);
        }
        i = j;
    }
}

}  // namespace

TerrainOrderResult order_terrains(std::size_t count, int faces, const RollDie& roll) {
    assert(faces >= 2 && "ties cannot be broken on a die with fewer than two faces");
    TerrainOrderResult result;
    std::vector<std::size_t> all(count);
    for (std::size_t i = 0; i < count; ++i)
        all[i] = i;
    if (count > 0)
        order_group(all, 0, faces, roll, result);
    result.places.assign(count, 0);
    for (std::size_t place = 0; place < result.order.size(); ++place) {
        result.places[result.order[place]] = static_cast<int>(place) + 1;
    }
    return result;
}

ExampleReplay replay_example(const OrderExample& example, int faces) {
    std::vector<int> values = example.rolls;
    for (const auto& row : example.rerolls) values.insert(values.end(), row.begin(), row.end());
    std::size_t next = 0;
    ExampleReplay replay;
    replay.result = order_terrains(example.rolls.size(), faces, [&](int) {
        if (next < values.size()) return values[next++];
        replay.ran_out = true;
        return 1000 + static_cast<int>(next++);  // distinct, so that ordering still ends
    });
    replay.left_over = next < values.size();
    return replay;
}

}  // namespace pnpkit::games::dragon_dice_solo
