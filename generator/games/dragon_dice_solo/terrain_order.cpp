#include "games/dragon_dice_solo/terrain_order.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::games::dragon_dice_solo {

TerrainOrdering::TerrainOrdering(std::size_t count, int faces) : m_faces(faces) {
    assert(faces >= 2 && "ties cannot be broken on a die with fewer than two faces");
    m_result.places.assign(count, 0);
    if (count == 0)
        return;
    Group all;
    for (std::size_t i = 0; i < count; ++i)
        all.dice.push_back(i);
    m_stack.push_back(std::move(all));
    advance();
}

void TerrainOrdering::advance() {
    while (!m_stack.empty()) {
        Group group = std::move(m_stack.back());
        m_stack.pop_back();
        if (group.dice.size() == 1) {
            std::size_t die = group.dice.front();
            m_result.order.push_back(die);
            m_result.places[die] = static_cast<int>(m_result.order.size());
            continue;
        }
        m_round = OrderRound{group.tied_on, std::move(group.dice), {}};
        m_rolling = true;
        return;
    }
    m_rolling = false;
}

void TerrainOrdering::roll(int value) {
    assert(m_rolling && "the order is known: no die is rolled");
    m_round.results.push_back(value);
    if (m_round.results.size() < m_round.dice.size())
        return;
    std::vector<std::pair<int, std::size_t>> sorted;
    for (std::size_t i = 0; i < m_round.dice.size(); ++i)
        sorted.emplace_back(m_round.results[i], m_round.dice[i]);
    m_result.rounds.push_back(std::move(m_round));
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    // Equal results form a group; the highest group goes on the stack first, so the lowest is
    // settled first, ties included, as the places are counted from the lowest.
    std::vector<Group> groups;
    for (const auto& [value_rolled, die] : sorted) {
        if (groups.empty() || groups.back().tied_on != value_rolled)
            groups.push_back(Group{{}, value_rolled});
        groups.back().dice.push_back(die);
    }
    for (auto it = groups.rbegin(); it != groups.rend(); ++it)
        m_stack.push_back(std::move(*it));
    advance();
}

TerrainOrderResult order_terrains(std::size_t count, int faces, const RollDie& roll) {
    TerrainOrdering ordering(count, faces);
    while (!ordering.done())
        ordering.roll(roll(ordering.next_die()));
    return ordering.result();
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
