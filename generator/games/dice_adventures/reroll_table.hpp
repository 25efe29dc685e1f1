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

// The re-roll half of an adventure, for one count of change uses and provisions: the expected
// final score of every position (die values, re-roll uses left, magic weapons left) under optimal
// play, by expectimax over the re-rolls, each position choosing between re-rolling a die (with a
// power or a weapon) and stopping (then changing dice as the NeedTable says is cheapest for the
// best result).
class RerollTable {
public:
    // `uses`: the re-roll uses of each spec re-roll power at most; `weapons`: magic weapons at
    // most; `change_layer` and `provisions`: the change uses and provisions held throughout.
    RerollTable(const AdventureSpec& spec, const NeedTable& need, const OutcomeValues& outcomes,
                int change_layer, int provisions, std::vector<int> uses, int weapons);

    // The value of a position; `uses` as in the constructor, no more than it.
    double value(const int* uses, int weapons, int dice) const;
    // The expected value before the first roll, with every re-roll use and `weapons` weapons.
    double start_value(int weapons) const;
    // The chance of each end of the adventure from the first roll, under the same optimal play
    // (ties go to stopping, then to the first re-roll in spec order), added into `out`, times
    // `mass`.
    void forward(int weapons, double mass, OutcomeMass& out) const;

private:
    struct Option {
        int layer;  // the layer it leads to
        int slot;   // the die re-rolled; -1: stop
    };
    int layer_of(int b, int w) const { return b * (m_weapons + 1) + w; }
    std::size_t cell(int layer, int dice) const {
        return static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_dice) +
               static_cast<std::size_t>(dice);
    }
    // The options of a layer, stop first.
    void options(int b, int w, std::vector<Option>& out) const;
    double stop_value(int w, int dice, int* result) const;
    // The best end for a row of the need table: its value, and its result in `result`.
    double best_end(const std::uint8_t* need, int w, int* result) const;
    // The slots whose re-roll some layer above reads from layer (b, w).
    std::uint8_t read_above(int b, int w) const;
    // The means over a re-roll of each slot in `slots`, for every die index of the layer.
    void marginals(int layer, std::uint8_t slots);
    std::size_t marginal_at(int layer, int slot) const {
        return (static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_spec.slots) +
                static_cast<std::size_t>(slot)) *
               static_cast<std::size_t>(m_dice);
    }
    const double* marginal(int layer, int slot) const {
        return &m_marginal[marginal_at(layer, slot)];
    }
    double* marginal(int layer, int slot) { return &m_marginal[marginal_at(layer, slot)]; }

    const AdventureSpec& m_spec;
    const NeedTable& m_need;
    const OutcomeValues& m_outcomes;
    int m_change_layer;
    int m_provisions;
    std::vector<int> m_uses;
    std::vector<int> m_radix;
    int m_weapons;
    int m_dice;
    int m_layers;
    std::array<std::array<double, k_faces>, k_slots> m_chances{};
    std::vector<double> m_value;  // [layer][dice]
    std::unique_ptr<double[]>
        m_marginal;  // [layer][slot][dice]: the mean over a re-roll of that slot
};

}  // namespace pnpkit::dice_adventures
