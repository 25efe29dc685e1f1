#pragma once

#include <cstdint>
#include <vector>

#include "games/dice_adventures/adventure_spec.hpp"

namespace pnpkit::dice_adventures {

// The change half of an adventure, solved once for every position: for each die index, each
// count of change uses left (a mixed-radix index over the spec's change powers) and each result,
// the fewest provisions that lead from there to that result through changes and the end's
// choices. Changes are certain, so this needs no values: a re-roll never follows a change in
// optimal play (a change made before a re-roll can wait until after it, knowing more), so the
// solver reads it once it stops re-rolling.
class NeedTable {
public:
    // Counts above `cap` - 1 provisions are stored as `cap`: more than the party can hold.
    NeedTable(const AdventureSpec& spec, int cap);

    int cap() const { return m_cap; }
    int layers() const { return m_layers; }
    // The layer of change uses `uses` (one entry per spec change power).
    int layer(const int* uses) const;
    // Eight bytes: the provisions needed for results 1 to 6 (entries 0 to 5).
    const std::uint8_t* at(int layer, int dice) const {
        return &m_need[(static_cast<std::size_t>(layer) * static_cast<std::size_t>(m_dice) +
                        static_cast<std::size_t>(dice)) *
                       8];
    }

    // The distinct rows of a layer (as at() gives them, eight bytes each) and the row of each die
    // index: far fewer rows than dice, so what depends only on the row is worked out once a row.
    struct Kinds {
        std::vector<const std::uint8_t*> rows;
        std::vector<std::uint16_t> of;  // by die index
    };
    const Kinds& kinds(int layer) const { return m_kinds[static_cast<std::size_t>(layer)]; }

private:
    void sort_kinds();

    int m_cap;
    int m_dice;
    int m_layers;
    std::vector<int> m_radix;  // layer stride of each change power
    std::vector<std::uint8_t> m_need;
    std::vector<Kinds> m_kinds;
};

}  // namespace pnpkit::dice_adventures
