#include "games/dice_adventures/need_table.hpp"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace pnpkit::dice_adventures {

namespace {

// Calls fn(to) for each die index one move of `step` away from `from` on a slot of `mask`.
template <typename Fn>
void for_each_move(int from, int slots, std::uint8_t mask, int step, Fn fn) {
    int stride = 1;
    for (int t = 0; t < slots; ++t, stride *= k_faces) {
        if (!(mask >> t & 1)) continue;
        int digit = from / stride % k_faces;  // die value - 1
        if (digit - step >= 0) fn(from - step * stride);
        if (digit + step < k_faces) fn(from + step * stride);
    }
}

void take_min(std::uint8_t* into, const std::uint8_t* from, int add) {
    for (int r = 0; r < k_faces; ++r)
        into[r] = static_cast<std::uint8_t>(std::min<int>(into[r], from[r] + add));
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
    std::vector<std::uint8_t> ends(static_cast<std::size_t>(m_dice));
    for (int d = 0; d < m_dice; ++d) ends[static_cast<std::size_t>(d)] = spec.end_bits(d);
    std::uint8_t all = static_cast<std::uint8_t>((1u << spec.slots) - 1);

    for (int layer = 0; layer < m_layers; ++layer) {
        std::uint8_t* base =
            &m_need[static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_dice) * 8];
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
                for_each_move(d, spec.slots, s.mask, s.step,
                              [&](int to) { take_min(cell, at(lower, to), 0); });
            }
        }
        if (!spec.provisions) continue;
        // Provisions cost one each and stay in the layer: relax until nothing improves.
        for (bool changed = true; changed;) {
            changed = false;
            for (int d = 0; d < m_dice; ++d) {
                std::uint8_t* cell = base + static_cast<std::size_t>(d) * 8;
                std::uint8_t before[k_faces];
                std::copy(cell, cell + k_faces, before);
                for_each_move(d, spec.slots, all, 1, [&](int to) {
                    take_min(cell, base + static_cast<std::size_t>(to) * 8, 1);
                });
                if (!std::equal(cell, cell + k_faces, before)) changed = true;
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
