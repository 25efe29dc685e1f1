#include "games/dice_adventures/rules.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::dice_adventures {

const ResultTable& Rules::table(int card) const {
    if (deck && card >= 0) return data->deck[static_cast<std::size_t>(card)].table;
    return data->results;
}

std::uint8_t Rules::forbid(int card) const {
    if (deck && card >= 0) return data->deck[static_cast<std::size_t>(card)].forbid;
    return 0;
}

std::vector<int> Rules::shifts(int adventure, int card) const {
    std::vector<int> out(static_cast<std::size_t>(mode->shifts_in(adventure)), 1);
    if (deck && card >= 0) {
        const AdventureCard& c = data->deck[static_cast<std::size_t>(card)];
        out.insert(out.end(), static_cast<std::size_t>(c.shift_dice), c.shift);
    }
    return out;
}

int Rules::cost(ItemEffect effect) const {
    const ItemDef* item = data->item(effect);
    assert(item && "validate checks that the shop sells every kind of item");
    return item->cost;
}

int read_result(std::span<const int> dice) {
    assert(!dice.empty() && dice.size() <= static_cast<std::size_t>(k_max_party));
    int highest = 0;
    int repeated = 0;
    for (std::size_t i = 0; i < dice.size(); ++i) {
        highest = std::max(highest, dice[i]);
        for (std::size_t j = 0; j < i; ++j) {
            if (dice[i] == dice[j]) repeated = std::max(repeated, dice[i]);
        }
    }
    return repeated > 0 ? repeated : highest;
}

std::array<double, k_faces> roll_chances(int dice) {
    // P(lowest of n dice = v) = P(all >= v) - P(all >= v+1).
    std::array<double, k_faces> p{};
    auto all_at_least = [dice](int v) {
        double single = static_cast<double>(k_faces - v + 1) / k_faces;
        double product = 1;
        for (int i = 0; i < dice; ++i) product *= single;
        return product;
    };
    for (int v = 1; v <= k_faces; ++v)
        p[static_cast<std::size_t>(v - 1)] = all_at_least(v) - all_at_least(v + 1);
    return p;
}

std::vector<int> EndDice::targets(int delta) const {
    std::vector<int> out;
    for (int i = 0; i < count; ++i) {
        int moved = dice[static_cast<std::size_t>(i)] + delta;
        if (!(shifted >> i & 1) && moved >= 1 && moved <= k_faces) out.push_back(i);
    }
    return out;
}

void EndDice::shift(int i, int delta) {
    dice[static_cast<std::size_t>(i)] += delta;
    shifted = static_cast<std::uint8_t>(shifted | 1u << i);
}

std::uint8_t end_results(const EndDice& end, std::span<const int> shifts) {
    if (shifts.empty()) return static_cast<std::uint8_t>(1u << (end.result() - 1));
    std::vector<int> targets = end.targets(shifts.front());
    if (targets.empty()) return end_results(end, shifts.subspan(1));
    std::uint8_t bits = 0;
    for (int i : targets) {
        EndDice next = end;
        next.shift(i, shifts.front());
        bits = static_cast<std::uint8_t>(bits | end_results(next, shifts.subspan(1)));
    }
    return bits;
}

}  // namespace pnpkit::dice_adventures
