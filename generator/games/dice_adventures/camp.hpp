#pragma once

#include <cstdint>

#include "games/dice_adventures/model.hpp"

// The solver's compact view of a party between adventures.
namespace pnpkit::dice_adventures {

// A party as the solver keys it: three bits per class holding its hero's level (0: not in the
// party). Classes are distinct within a party, so this is the party, whatever the order of heroes.
using PartyKey = std::uint32_t;

constexpr int k_level_bits = 3;
static_assert((1 << k_level_bits) > k_level_cap, "a level must fit its bits");
static_assert(k_max_classes * k_level_bits <= 32, "a party must fit its key");

inline int level_of(PartyKey party, int cls) {
    return static_cast<int>(party >> (k_level_bits * cls) & 7u);
}
inline PartyKey with_level(PartyKey party, int cls, int level) {
    PartyKey mask = 7u << (k_level_bits * cls);
    return (party & ~mask) | (static_cast<PartyKey>(level) << (k_level_bits * cls));
}
int party_size(PartyKey party);
int party_levels(PartyKey party);
// The classes in the party, in class order: the solver's slot order.
int party_classes(PartyKey party, int (&out)[k_max_classes]);

// A party between two adventures, before the next card is drawn and the shop visited.
struct Camp {
    int adventure = 1;  // the adventure about to start
    PartyKey party = 0;
    int gold = 0;
    int provisions = 0;
    int weapons = 0;
    std::uint8_t used = 0;  // classes that have been in the party (hardcore hiring)
    int points = 0;         // treasure and deaths so far, in points
};

}  // namespace pnpkit::dice_adventures
