#pragma once

#include <array>
#include <memory>
#include <vector>

#include "games/dice_adventures/adventure_spec.hpp"
#include "games/dice_adventures/need_table.hpp"

namespace pnpkit::dice_adventures {

// What each way an adventure can end is worth: the expected final score after the result `r`
// with `p` provisions and `w` magic weapons left, for p up to `provisions` and w up to `weapons`.
struct OutcomeValues {
    int provisions = 0;
    int weapons = 0;
    std::vector<double> values;  // [r - 1][p][w]

    OutcomeValues(int p, int w)
        : provisions(p),
          weapons(w),
          values(static_cast<std::size_t>(k_faces * (p + 1) * (w + 1))) {}
    double& at(int r, int p, int w) {
        return values[static_cast<std::size_t>(((r - 1) * (provisions + 1) + p) * (weapons + 1) +
                                               w)];
    }
    double at(int r, int p, int w) const { return const_cast<OutcomeValues*>(this)->at(r, p, w); }
    // The sum over every count of items left for result `r` (for chances: the chance of `r`).
    double total(int r) const {
        double sum = 0;
        for (int p = 0; p <= provisions; ++p) {
            for (int w = 0; w <= weapons; ++w) sum += at(r, p, w);
        }
        return sum;
    }
};

// The chance of each (result, provisions left, weapons left) at the end of an adventure.
using OutcomeMass = OutcomeValues;

// Working memory a RerollTable may borrow instead of allocating its own: a solver building
// thousands of tables one after the other reuses it (one per thread).
struct RerollBuffers {
    std::vector<double> stop;      // [w][dice][lane]: the value of stopping
    std::vector<double> layer;     // the values of the layer being worked out
    std::vector<double> value;     // the values kept
    std::vector<double> marginal;  // [layer][slot][die index without that slot][lane]
    std::vector<double> merged;    // the best of several marginals of one slot
};

// The re-roll half of an adventure, for one count of change uses: the expected final score of
// every position (die values, re-roll uses left, magic weapons left, provisions held) under
// optimal play, by expectimax over the re-rolls, each position choosing between re-rolling a die
// (with a power or a weapon) and stopping (then changing dice as the NeedTable says is cheapest
// for the best result). Provisions are only spent once the re-rolls are over, so each count of
// them is a separate expectimax; a table works out one count, or every count at once ("lanes",
// side by side in memory so that each step runs over all of them).
class RerollTable {
public:
    // One count of provisions, every position kept (value(), forward()). `uses`: the re-roll
    // uses of each spec re-roll power at most; `weapons`: magic weapons at most; `change_layer`
    // and `provisions`: the change uses and provisions held throughout.
    RerollTable(const AdventureSpec& spec, const NeedTable& need, const OutcomeValues& outcomes,
                int change_layer, int provisions, std::vector<int> uses, int weapons);
    // Every count of provisions from 0 to outcomes.provisions, keeping only what start_value()
    // reads, in `buffers`, which must outlive the table and serve no other table meanwhile.
    RerollTable(const AdventureSpec& spec, const NeedTable& need, const OutcomeValues& outcomes,
                int change_layer, std::vector<int> uses, int weapons, RerollBuffers& buffers);
    RerollTable(const RerollTable&) = delete;
    RerollTable& operator=(const RerollTable&) = delete;

    // The value of a position; `uses` as in the constructor, no more than it. First form only.
    double value(const int* uses, int weapons, int dice) const;
    // The expected value before the first roll, with every re-roll use, `weapons` weapons and
    // `provisions` provisions (the table's own count in the first form).
    double start_value(int weapons) const { return start_value(m_provisions, weapons); }
    double start_value(int provisions, int weapons) const;
    // start_value(p, weapons) of every lane's p into `out`, in one pass.
    void start_values(int weapons, double* out) const;
    // The chance of each end of the adventure from the first roll, under the same optimal play
    // (ties go to stopping, then to the first re-roll in spec order), added into `out`, times
    // `mass`. First form only.
    void forward(int weapons, double mass, OutcomeMass& out) const;

private:
    struct Option {
        int layer;  // the layer it leads to
        int slot;   // the die re-rolled; -1: stop
    };
    RerollTable(const AdventureSpec& spec, const NeedTable& need, const OutcomeValues& outcomes,
                int change_layer, int provisions, int lanes, std::vector<int> uses, int weapons,
                RerollBuffers& buffers);
    void build(RerollBuffers& buffers);
    int layer_of(int b, int w) const { return b * (m_weapons + 1) + w; }
    // Values are kept [dice][lane]: `m_lanes` doubles a die index.
    std::size_t cell(int layer, int dice) const {
        return (static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_dice) +
                static_cast<std::size_t>(dice)) *
               static_cast<std::size_t>(m_lanes);
    }
    // The options of a layer, stop first.
    void options(int b, int w, std::vector<Option>& out) const;
    double stop_value(int w, int dice, int* result) const;
    // The best end for a row of the need table with `provisions`: its value, and its result in
    // `result`.
    double best_end(const std::uint8_t* need, int provisions, int w, int* result) const;
    // The slots whose re-roll some layer above reads from layer (b, w).
    std::uint8_t read_above(int b, int w) const;
    // The means over a re-roll of each slot in `slots` of the layer whose values are `in`.
    void marginals(int layer, const double* in, std::uint8_t slots);
    // out = max(in, m) over a layer (`out` may be `in`), `m` a marginal of slot `slot` (the same
    // for its six faces).
    void take_max(double* out, const double* in, const double* m, int slot) const;
    // A marginal does not depend on the die it re-rolls: it is kept once for the six faces, by
    // the die index with that slot left out (m_dice / 6 indices a slot).
    std::size_t marginal_at(int layer, int slot) const {
        return (static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_spec.slots) +
                static_cast<std::size_t>(slot)) *
               static_cast<std::size_t>(m_dice / k_faces * m_lanes);
    }
    const double* marginal(int layer, int slot) const {
        return m_marginal + marginal_at(layer, slot);
    }
    // The marginal of die index `dice` (any face in `slot`), one lane.
    double marginal(int layer, int slot, int dice) const {
        int stride = pow6(slot);
        return marginal(layer, slot)[dice / (stride * k_faces) * stride + dice % stride];
    }

    const AdventureSpec& m_spec;
    const NeedTable& m_need;
    const OutcomeValues& m_outcomes;
    int m_change_layer;
    int m_provisions;  // the provisions of the first lane
    int m_lanes;
    std::vector<int> m_uses;
    std::vector<int> m_radix;
    int m_weapons;
    int m_dice;
    int m_layers;
    bool m_keep_all;
    std::array<std::array<double, k_faces>, k_slots> m_chances{};
    RerollBuffers m_own;  // the buffers of a table that keeps everything
    double* m_value;      // every layer's values, [layer][dice][lane], or only the top layers'
                          // (every re-roll use left), [w][dice][lane]
    double* m_marginal;   // [layer][slot][dice without the slot][lane]
};

}  // namespace pnpkit::dice_adventures
