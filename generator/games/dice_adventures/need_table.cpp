#include "games/dice_adventures/need_table.hpp"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace pnpkit::dice_adventures {

namespace {

// Calls fn(to) for each die index one move of `step` away from `from` (whose die values less
// one are `digits`) on a slot of `mask`.
template <typename Fn>
void for_each_move(int from, const int* digits, int slots, std::uint8_t mask, int step, Fn fn) {
    int stride = 1;
    for (int t = 0; t < slots; ++t, stride *= k_faces) {
        if (!(mask >> t & 1)) continue;
        if (digits[t] - step >= 0) fn(from - step * stride);
        if (digits[t] + step < k_faces) fn(from + step * stride);
    }
}

void take_min(std::uint8_t* into, const std::uint8_t* from, int add) {
    for (int r = 0; r < k_faces; ++r)
        into[r] = static_cast<std::uint8_t>(std::min<int>(into[r], from[r] + add));
}

// AdventureSpec::end_bits of every die index, the heroes' dice worked out once for every
// hireling's die.
std::vector<std::uint8_t> end_bits_of_every_index(const AdventureSpec& spec) {
    int hero_dice = pow6(spec.heroes);
    std::vector<std::uint8_t> heroes(static_cast<std::size_t>(hero_dice));
    for (int h = 0; h < hero_dice; ++h) {
        EndDice end;
        end.count = spec.heroes;
        for (int i = 0; i < spec.heroes; ++i) end.dice[static_cast<std::size_t>(i)] = die_at(h, i);
        heroes[static_cast<std::size_t>(h)] = end_results(end, spec.shifts);
    }
    if (!spec.hireling) return heroes;
    std::vector<std::uint8_t> out(static_cast<std::size_t>(spec.dice_count()));
    for (int d = 0; d < spec.dice_count(); ++d) {
        int h = d % hero_dice;
        int hired = die_at(d, spec.heroes);
        std::uint8_t bits = heroes[static_cast<std::size_t>(h)];
        for (int i = 0; i < spec.heroes; ++i) {
            int stride = pow6(i);
            int swapped = h + (hired - die_at(h, i)) * stride;
            bits = static_cast<std::uint8_t>(bits | heroes[static_cast<std::size_t>(swapped)]);
        }
        out[static_cast<std::size_t>(d)] = bits;
    }
    return out;
}

}  // namespace

NeedTable::NeedTable(const AdventureSpec& spec, int cap)
    : m_cap(cap), m_dice(spec.dice_count()), m_layers(1) {
    for (const DieSource& s : spec.changes) {
        m_radix.push_back(m_layers);
        m_layers *= s.uses + 1;
    }
    m_need.assign(static_cast<std::size_t>(m_layers) * static_cast<std::size_t>(m_dice) * 8,
                  static_cast<std::uint8_t>(cap));
    std::vector<std::uint8_t> ends = end_bits_of_every_index(spec);

    for (int layer = 0; layer < m_layers; ++layer) {
        std::uint8_t* base =
            &m_need[static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_dice) * 8];
        int digits[k_slots] = {};  // the die values of d, less one
        for (int d = 0; d < m_dice; ++d) {
            std::uint8_t* cell = base + static_cast<std::size_t>(d) * 8;
            for (int r = 0; r < k_faces; ++r) {
                if (ends[static_cast<std::size_t>(d)] >> r & 1) cell[r] = 0;
            }
            // A change power used first leads to the layer with one use fewer.
            for (std::size_t j = 0; j < spec.changes.size(); ++j) {
                const DieSource& s = spec.changes[j];
                if (layer / m_radix[j] % (s.uses + 1) == 0) continue;
                int lower = layer - m_radix[j];
                for_each_move(d, digits, spec.slots, s.mask, s.step,
                              [&](int to) { take_min(cell, at(lower, to), 0); });
            }
            for (int t = 0; t < spec.slots && ++digits[t] == k_faces; ++t) digits[t] = 0;
        }
        if (!spec.provisions) continue;
        // Provisions cost one each, move any die a pip and stay in the layer: the fewest to reach
        // a result from d is the least over every d' of its cost there plus the pips between d
        // and d' (an L1 distance on the dice), worked out one die at a time, there and back.
        auto cell = [base](int d) { return base + static_cast<std::size_t>(d) * 8; };
        int stride = 1;
        for (int t = 0; t < spec.slots; ++t, stride *= k_faces) {
            int block = stride * k_faces;
            for (int high = 0; high < m_dice; high += block) {
                for (int v = 1; v < k_faces; ++v) {
                    for (int d = high + v * stride; d < high + (v + 1) * stride; ++d)
                        take_min(cell(d), cell(d - stride), 1);
                }
                for (int v = k_faces - 1; v-- > 0;) {
                    for (int d = high + v * stride; d < high + (v + 1) * stride; ++d)
                        take_min(cell(d), cell(d + stride), 1);
                }
            }
        }
    }
    sort_kinds();
}

void NeedTable::sort_kinds() {
    m_kinds.resize(static_cast<std::size_t>(m_layers));
    for (int layer = 0; layer < m_layers; ++layer) {
        Kinds& k = m_kinds[static_cast<std::size_t>(layer)];
        std::unordered_map<std::uint64_t, std::uint16_t> seen;
        k.of.resize(static_cast<std::size_t>(m_dice));
        for (int d = 0; d < m_dice; ++d) {
            const std::uint8_t* row = at(layer, d);
            std::uint64_t bits = 0;
            std::memcpy(&bits, row, 8);
            auto [it, fresh] = seen.emplace(bits, static_cast<std::uint16_t>(k.rows.size()));
            if (fresh) k.rows.push_back(row);
            k.of[static_cast<std::size_t>(d)] = it->second;
        }
    }
}

int NeedTable::layer(const int* uses) const {
    int layer = 0;
    for (std::size_t j = 0; j < m_radix.size(); ++j) layer += uses[j] * m_radix[j];
    return layer;
}

}  // namespace pnpkit::dice_adventures
