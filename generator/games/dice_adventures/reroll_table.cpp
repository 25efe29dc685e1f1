#include "games/dice_adventures/reroll_table.hpp"

#include <cassert>

namespace pnpkit::dice_adventures {

RerollTable::RerollTable(const AdventureSpec& spec, const NeedTable& need,
                         const OutcomeValues& outcomes, int change_layer, int provisions,
                         std::vector<int> uses, int weapons)
    : m_spec(spec),
      m_need(need),
      m_outcomes(outcomes),
      m_change_layer(change_layer),
      m_provisions(provisions),
      m_uses(std::move(uses)),
      m_weapons(weapons),
      m_dice(spec.dice_count()) {
    assert(m_uses.size() == spec.rerolls.size());
    assert(provisions < need.cap() && provisions <= outcomes.provisions &&
           weapons <= outcomes.weapons);
    int bs = 1;
    for (int u : m_uses) {
        m_radix.push_back(bs);
        bs *= u + 1;
    }
    m_layers = bs * (m_weapons + 1);
    for (int s = 0; s < spec.slots; ++s)
        m_chances[static_cast<std::size_t>(s)] =
            roll_chances(spec.roll_dice[static_cast<std::size_t>(s)]);
    m_value.resize(static_cast<std::size_t>(m_layers) * static_cast<std::size_t>(m_dice));
    // Only the marginals some layer reads are computed, and only those are read: no need to clear.
    m_marginal.reset(new double[m_value.size() * static_cast<std::size_t>(spec.slots)]);
    // Stopping is worth the same whatever re-roll uses are left: once per weapon count. It depends
    // on the dice only through their row of the need table: once per row.
    const NeedTable::Kinds& kinds = need.kinds(change_layer);
    std::vector<double> stop(static_cast<std::size_t>((m_weapons + 1) * m_dice));
    std::vector<double> by_kind(kinds.rows.size());
    for (int w = 0; w <= m_weapons; ++w) {
        for (std::size_t k = 0; k < kinds.rows.size(); ++k)
            by_kind[k] = best_end(kinds.rows[k], w, nullptr);
        double* out = &stop[static_cast<std::size_t>(w * m_dice)];
        for (int d = 0; d < m_dice; ++d) out[d] = by_kind[kinds.of[static_cast<std::size_t>(d)]];
    }
    std::vector<Option> opts;
    std::vector<const double*> from;
    for (int b = 0; b < bs; ++b) {
        for (int w = 0; w <= m_weapons; ++w) {
            int layer = layer_of(b, w);
            options(b, w, opts);
            from.clear();
            for (std::size_t o = 1; o < opts.size(); ++o)
                from.push_back(marginal(opts[o].layer, opts[o].slot));
            const double* stops = &stop[static_cast<std::size_t>(w * m_dice)];
            double* out = &m_value[cell(layer, 0)];
            std::copy(stops, stops + m_dice, out);
            for (const double* f : from) {
                for (int d = 0; d < m_dice; ++d) out[d] = std::max(out[d], f[d]);
            }
            marginals(layer, read_above(b, w));
        }
    }
}

std::uint8_t RerollTable::read_above(int b, int w) const {
    std::uint8_t slots = w < m_weapons ? m_spec.weapon_mask : 0;
    for (std::size_t j = 0; j < m_uses.size(); ++j) {
        if (b / m_radix[j] % (m_uses[j] + 1) < m_uses[j])
            slots = static_cast<std::uint8_t>(slots | m_spec.rerolls[j].mask);
    }
    return slots;
}

void RerollTable::options(int b, int w, std::vector<Option>& out) const {
    out.assign(1, Option{-1, -1});
    for (std::size_t j = 0; j < m_uses.size(); ++j) {
        if (b / m_radix[j] % (m_uses[j] + 1) == 0) continue;
        int lower = layer_of(b - m_radix[j], w);
        for (int t = 0; t < m_spec.slots; ++t) {
            if (m_spec.rerolls[j].mask >> t & 1) out.push_back({lower, t});
        }
    }
    if (w > 0) {
        for (int t = 0; t < m_spec.slots; ++t) {
            if (m_spec.weapon_mask >> t & 1) out.push_back({layer_of(b, w - 1), t});
        }
    }
}

double RerollTable::stop_value(int w, int dice, int* result) const {
    return best_end(m_need.at(m_change_layer, dice), w, result);
}

double RerollTable::best_end(const std::uint8_t* need, int w, int* result) const {
    double best = -1e300;
    for (int r = 1; r <= k_faces; ++r) {
        int n = need[r - 1];
        if (n > m_provisions) continue;
        double v = m_outcomes.at(r, m_provisions - n, w);
        if (v > best) {
            best = v;
            if (result) *result = r;
        }
    }
    return best;
}

void RerollTable::marginals(int layer, std::uint8_t slots) {
    const double* in = &m_value[cell(layer, 0)];
    int stride = 1;
    for (int t = 0; t < m_spec.slots; ++t, stride *= k_faces) {
        if (!(slots >> t & 1)) continue;
        const auto& chance = m_chances[static_cast<std::size_t>(t)];
        double* out = marginal(layer, t);
        int block = stride * k_faces;
        for (int base = 0; base < m_dice; base += block) {
            for (int i = base; i < base + stride; ++i) {
                double sum = 0;
                for (int v = 0; v < k_faces; ++v)
                    sum += chance[static_cast<std::size_t>(v)] * in[i + v * stride];
                for (int v = 0; v < k_faces; ++v) out[i + v * stride] = sum;
            }
        }
    }
}

double RerollTable::value(const int* uses, int weapons, int dice) const {
    int b = 0;
    for (std::size_t j = 0; j < m_uses.size(); ++j) {
        assert(uses[j] <= m_uses[j]);
        b += uses[j] * m_radix[j];
    }
    assert(weapons <= m_weapons);
    return m_value[cell(layer_of(b, weapons), dice)];
}

double RerollTable::start_value(int weapons) const {
    // The first roll is a re-roll of every slot: marginalise the top layer slot by slot.
    int top = layer_of(m_layers / (m_weapons + 1) - 1, weapons);
    std::vector<double> v(m_value.begin() + static_cast<std::ptrdiff_t>(cell(top, 0)),
                          m_value.begin() + static_cast<std::ptrdiff_t>(
                                                cell(top, 0) + static_cast<std::size_t>(m_dice)));
    int n = m_dice;
    for (int t = 0; t < m_spec.slots; ++t) {
        n /= k_faces;
        const auto& chance = m_chances[static_cast<std::size_t>(t)];
        for (int d = 0; d < n; ++d) {
            double sum = 0;
            for (int f = 0; f < k_faces; ++f)
                sum += chance[static_cast<std::size_t>(f)] *
                       v[static_cast<std::size_t>(d * k_faces + f)];
            v[static_cast<std::size_t>(d)] = sum;
        }
    }
    return v[0];
}

void RerollTable::forward(int weapons, double mass, OutcomeMass& out) const {
    std::vector<double> m(m_value.size(), 0.0);
    int top = layer_of(m_layers / (m_weapons + 1) - 1, weapons);
    for (int d = 0; d < m_dice; ++d) {
        double p = mass;
        for (int t = 0; t < m_spec.slots; ++t)
            p *= m_chances[static_cast<std::size_t>(t)][static_cast<std::size_t>(die_at(d, t) - 1)];
        m[cell(top, d)] = p;
    }
    std::vector<Option> opts;
    for (int layer = top; layer >= 0; --layer) {
        int b = layer / (m_weapons + 1);
        int w = layer % (m_weapons + 1);
        options(b, w, opts);
        for (int d = 0; d < m_dice; ++d) {
            double here = m[cell(layer, d)];
            if (here == 0) continue;
            int result = 0;
            double best = stop_value(w, d, &result);
            std::size_t chosen = 0;
            for (std::size_t o = 1; o < opts.size(); ++o) {
                double v = marginal(opts[o].layer, opts[o].slot)[d];
                if (v > best) {
                    best = v;
                    chosen = o;
                }
            }
            if (chosen == 0) {
                int n = m_need.at(m_change_layer, d)[result - 1];
                out.at(result, m_provisions - n, w) += here;
                continue;
            }
            const Option& o = opts[chosen];
            int stride = pow6(o.slot);
            int base = d - (die_at(d, o.slot) - 1) * stride;
            const auto& chance = m_chances[static_cast<std::size_t>(o.slot)];
            for (int v = 0; v < k_faces; ++v)
                m[cell(o.layer, base + v * stride)] += here * chance[static_cast<std::size_t>(v)];
        }
    }
}

}  // namespace pnpkit::dice_adventures
