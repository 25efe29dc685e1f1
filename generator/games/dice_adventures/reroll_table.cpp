#include "games/dice_adventures/reroll_table.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::dice_adventures {

namespace {

// The first `n` elements of `v`, grown when it is shorter (never shrunk: buffers are reused).
double* at_least(std::vector<double>& v, std::size_t n) {
    if (v.size() < n) v.resize(n);
    return v.data();
}

// out[i] += c * in[i] for i < n (written in pairs, which compilers vectorise).
void add_times(double* __restrict out, const double* __restrict in, double c, int n) {
    int i = 0;
    for (; i + 1 < n; i += 2) {
        out[i] += c * in[i];
        out[i + 1] += c * in[i + 1];
    }
    if (i < n) out[i] += c * in[i];
}

// out[i] = max(a[i], b[i]) for i < n; `out` may be `a`.
void max_of(double* out, const double* a, const double* __restrict b, int n) {
    int i = 0;
    for (; i + 1 < n; i += 2) {
        out[i] = std::max(a[i], b[i]);
        out[i + 1] = std::max(a[i + 1], b[i + 1]);
    }
    if (i < n) out[i] = std::max(a[i], b[i]);
}

// out[i] = max(out[i], in[i]) for i < n.
void max_into(double* __restrict out, const double* __restrict in, int n) {
    int i = 0;
    for (; i + 1 < n; i += 2) {
        out[i] = std::max(out[i], in[i]);
        out[i + 1] = std::max(out[i + 1], in[i + 1]);
    }
    if (i < n) out[i] = std::max(out[i], in[i]);
}

}  // namespace

RerollTable::RerollTable(const AdventureSpec& spec, const NeedTable& need,
                         const OutcomeValues& outcomes, int change_layer, int provisions,
                         std::vector<int> uses, int weapons)
    : RerollTable(spec, need, outcomes, change_layer, provisions, 1, std::move(uses), weapons,
                  m_own) {}

RerollTable::RerollTable(const AdventureSpec& spec, const NeedTable& need,
                         const OutcomeValues& outcomes, int change_layer, std::vector<int> uses,
                         int weapons, RerollBuffers& buffers)
    : RerollTable(spec, need, outcomes, change_layer, 0, outcomes.provisions + 1, std::move(uses),
                  weapons, buffers) {}

RerollTable::RerollTable(const AdventureSpec& spec, const NeedTable& need,
                         const OutcomeValues& outcomes, int change_layer, int provisions, int lanes,
                         std::vector<int> uses, int weapons, RerollBuffers& buffers)
    : m_spec(spec),
      m_need(need),
      m_outcomes(outcomes),
      m_change_layer(change_layer),
      m_provisions(provisions),
      m_lanes(lanes),
      m_uses(std::move(uses)),
      m_weapons(weapons),
      m_dice(spec.dice_count()),
      m_keep_all(&buffers == &m_own) {
    assert(m_uses.size() == spec.rerolls.size());
    assert(provisions + lanes - 1 < need.cap() && provisions + lanes - 1 <= outcomes.provisions &&
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
    build(buffers);
}

void RerollTable::build(RerollBuffers& buffers) {
    auto lanes = static_cast<std::size_t>(m_lanes);
    auto row = static_cast<std::size_t>(m_dice) * lanes;  // the values of one layer
    auto weapons = static_cast<std::size_t>(m_weapons + 1);
    int top_b = m_layers / (m_weapons + 1) - 1;
    m_value =
        at_least(buffers.value, (m_keep_all ? static_cast<std::size_t>(m_layers) : weapons) * row);
    double* layer_values = m_keep_all ? nullptr : at_least(buffers.layer, row);
    // Only the marginals some layer reads are computed, and only those are read: no need to clear.
    m_marginal = at_least(buffers.marginal, marginal_at(m_layers, 0));
    // Stopping is worth the same whatever re-roll uses are left: once per weapon count. It depends
    // on the dice only through their row of the need table: once per row.
    const NeedTable::Kinds& kinds = m_need.kinds(m_change_layer);
    double* stop = at_least(buffers.stop, weapons * row);
    std::vector<double> by_kind(kinds.rows.size() * lanes);
    for (int w = 0; w <= m_weapons; ++w) {
        for (std::size_t k = 0; k < kinds.rows.size(); ++k) {
            for (std::size_t l = 0; l < lanes; ++l)
                by_kind[k * lanes + l] =
                    best_end(kinds.rows[k], m_provisions + static_cast<int>(l), w, nullptr);
        }
        double* out = stop + static_cast<std::size_t>(w) * row;
        for (int d = 0; d < m_dice; ++d, out += lanes) {
            const double* from = &by_kind[kinds.of[static_cast<std::size_t>(d)] * lanes];
            for (std::size_t l = 0; l < lanes; ++l) out[l] = from[l];
        }
    }
    std::vector<Option> opts;
    std::vector<const double*> from;
    double* merged = at_least(buffers.merged, row / k_faces);
    for (int b = 0; b <= top_b; ++b) {
        for (int w = 0; w <= m_weapons; ++w) {
            int layer = layer_of(b, w);
            double* out = m_keep_all   ? m_value + cell(layer, 0)
                          : b == top_b ? m_value + static_cast<std::size_t>(w) * row
                                       : layer_values;
            const double* stops = stop + static_cast<std::size_t>(w) * row;
            options(b, w, opts);
            // The re-rolls of one die first among themselves (a sixth of the values), then
            // against stopping: the first slot's straight from the values of stopping.
            const double* in = stops;
            for (int t = 0; t < m_spec.slots; ++t) {
                from.clear();
                for (std::size_t o = 1; o < opts.size(); ++o) {
                    if (opts[o].slot == t) from.push_back(marginal(opts[o].layer, t));
                }
                if (from.empty()) continue;
                const double* best = from.front();
                if (from.size() > 1) {
                    std::copy(best, best + row / k_faces, merged);
                    for (std::size_t i = 1; i < from.size(); ++i)
                        max_into(merged, from[i], static_cast<int>(row / k_faces));
                    best = merged;
                }
                take_max(out, in, best, t);
                in = out;
            }
            if (in == stops) std::copy(stops, stops + row, out);
            marginals(layer, out, read_above(b, w));
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
    return best_end(m_need.at(m_change_layer, dice), m_provisions, w, result);
}

double RerollTable::best_end(const std::uint8_t* need, int provisions, int w, int* result) const {
    double best = -1e300;
    for (int r = 1; r <= k_faces; ++r) {
        int n = need[r - 1];
        if (n > provisions) continue;
        double v = m_outcomes.at(r, provisions - n, w);
        if (v > best) {
            best = v;
            if (result) *result = r;
        }
    }
    return best;
}

void RerollTable::marginals(int layer, const double* in, std::uint8_t slots) {
    int size = m_dice * m_lanes;
    int stride = m_lanes;  // of slot t's die in the values
    for (int t = 0; t < m_spec.slots; ++t, stride *= k_faces) {
        if (!(slots >> t & 1)) continue;
        const auto& chance = m_chances[static_cast<std::size_t>(t)];
        double* out = m_marginal + marginal_at(layer, t);
        int block = stride * k_faces;
        if (stride == 1) {
            for (int base = 0; base < size; base += block) {
                double sum = 0;
                for (int v = 0; v < k_faces; ++v)
                    sum += chance[static_cast<std::size_t>(v)] * in[base + v];
                *out++ = sum;
            }
            continue;
        }
        // The same sums face by face over a run of `stride` values, each in the same order: 0,
        // then faces 1 to 6.
        for (int base = 0; base < size; base += block, out += stride) {
            std::fill(out, out + stride, 0.0);
            for (int v = 0; v < k_faces; ++v)
                add_times(out, in + base + v * stride, chance[static_cast<std::size_t>(v)], stride);
        }
    }
}

void RerollTable::take_max(double* out, const double* in, const double* m, int slot) const {
    int size = m_dice * m_lanes;
    int stride = pow6(slot) * m_lanes;
    int block = stride * k_faces;
    if (stride == 1) {
        for (int base = 0; base < size; base += block, ++m) {
            double x = *m;
            for (int v = 0; v < k_faces; ++v) out[base + v] = std::max(in[base + v], x);
        }
        return;
    }
    for (int base = 0; base < size; base += block, m += stride) {
        for (int v = 0; v < k_faces; ++v) {
            int at = base + v * stride;
            max_of(out + at, in + at, m, stride);
        }
    }
}

double RerollTable::value(const int* uses, int weapons, int dice) const {
    assert(m_keep_all && m_lanes == 1);
    int b = 0;
    for (std::size_t j = 0; j < m_uses.size(); ++j) {
        assert(uses[j] <= m_uses[j]);
        b += uses[j] * m_radix[j];
    }
    assert(weapons <= m_weapons);
    return m_value[cell(layer_of(b, weapons), dice)];
}

double RerollTable::start_value(int provisions, int weapons) const {
    assert(provisions >= m_provisions && provisions < m_provisions + m_lanes);
    std::vector<double> all(static_cast<std::size_t>(m_lanes));
    start_values(weapons, all.data());
    return all[static_cast<std::size_t>(provisions - m_provisions)];
}

void RerollTable::start_values(int weapons, double* out) const {
    // The first roll is a re-roll of every slot: marginalise the top layer slot by slot, every
    // lane at once (each lane's sums in the order of one lane alone).
    const double* top =
        m_value + (m_keep_all ? cell(layer_of(m_layers / (m_weapons + 1) - 1, weapons), 0)
                              : cell(weapons, 0));
    auto lanes = static_cast<std::size_t>(m_lanes);
    std::vector<double> v(top, top + static_cast<std::size_t>(m_dice) * lanes);
    std::vector<double> sum(lanes);
    std::size_t n = static_cast<std::size_t>(m_dice);
    for (int t = 0; t < m_spec.slots; ++t) {
        n /= k_faces;
        const auto& chance = m_chances[static_cast<std::size_t>(t)];
        for (std::size_t d = 0; d < n; ++d) {
            std::fill(sum.begin(), sum.end(), 0.0);
            for (std::size_t f = 0; f < k_faces; ++f) {
                const double* from = &v[(d * k_faces + f) * lanes];
                for (std::size_t l = 0; l < lanes; ++l) sum[l] += chance[f] * from[l];
            }
            std::copy(sum.begin(), sum.end(), &v[d * lanes]);
        }
    }
    std::copy(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(lanes), out);
}

void RerollTable::forward(int weapons, double mass, OutcomeMass& out) const {
    assert(m_keep_all && m_lanes == 1);
    std::vector<double> m(static_cast<std::size_t>(m_layers) * static_cast<std::size_t>(m_dice),
                          0.0);
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
                double v = marginal(opts[o].layer, opts[o].slot, d);
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
