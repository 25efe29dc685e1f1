#pragma once

#include <set>
#include <vector>

#include "games/domino_run/state.hpp"

namespace pnpkit::domino_run::test {

// Every place a roll can carry the player to, by trying every sequence of decisions the rules
// allow, one at a time: enter a free place; pay the next place from what is left of the die in
// use; or start an unused die (first turned by any sequence of unused ability tiles showing its
// face), or two unused dice combined when the combination is unused, to pay it in full.
struct Brute {
    const State& s;
    std::set<int> reached;

    void from(int pos, int left, unsigned used, bool combined, unsigned abilities,
              std::vector<int> faces) {
        reached.insert(pos);  // stopping is always allowed
        if (pos + 1 >= s.line.size()) return;
        int cost = s.line[pos + 1].cost();
        if (cost <= left) from(pos + 1, left - cost, used, combined, abilities, faces);
        // Turn an unused die with an unused tile, then go on deciding.
        for (int slot = 0; slot < s.ability_count; ++slot) {
            if (abilities >> slot & 1) continue;
            Domino tile = s.ability(slot);
            for (std::size_t d = 0; d < faces.size(); ++d) {
                if ((used >> d & 1) || faces[d] != tile.low) continue;
                auto turned = faces;
                turned[d] = tile.high;
                from(pos, left, used, combined, abilities | 1u << slot, turned);
            }
        }
        for (std::size_t d = 0; d < faces.size(); ++d) {
            if (used >> d & 1) continue;
            if (faces[d] >= cost)
                from(pos + 1, faces[d] - cost, used | 1u << d, combined, abilities, faces);
            if (combined) continue;
            for (std::size_t e = d + 1; e < faces.size(); ++e) {
                if ((used >> e & 1) || faces[d] + faces[e] < cost) continue;
                from(pos + 1, faces[d] + faces[e] - cost, used | 1u << d | 1u << e, true,
                     abilities, faces);
            }
        }
    }
};

inline std::set<int> reachable_by_brute_force(const State& s) {
    Brute b{s, {}};
    std::vector<int> faces;
    for (int i = 0; i < s.dice_rolled; ++i) faces.push_back(s.dice[static_cast<std::size_t>(i)]);
    b.from(s.player, 0, 0, false, 0, faces);
    return b.reached;
}

}  // namespace pnpkit::domino_run::test
