#pragma once

#include <optional>
#include <span>
#include <string>

#include "core/rng.hpp"
#include "games/colf/model.hpp"
#include "games/colf/state.hpp"

namespace pnpkit::colf {

// One round of combat as plain functions: the monster's fixed placement procedure, the damage
// both ways, hits and clean-up. The hero's placement is chosen by solver.hpp.

// Where re-rolled dice come from: a generator in play and simulation, the numbers typed at the
// table in the round assist. next() gives nullopt when a typed list runs out.
class DieSource {
public:
    virtual ~DieSource() = default;
    virtual std::optional<int> next() = 0;
};

class RngDice final : public DieSource {
public:
    explicit RngDice(Rng& rng) : m_rng(rng) {}
    std::optional<int> next() override { return m_rng.roll(k_faces); }

private:
    Rng& m_rng;
};

class ListDice final : public DieSource {
public:
    explicit ListDice(std::span<const std::uint8_t> values) : m_values(values) {}
    std::optional<int> next() override {
        if (m_next >= m_values.size()) return std::nullopt;
        return m_values[m_next++];
    }
    std::size_t used() const { return m_next; }

private:
    std::span<const std::uint8_t> m_values;
    std::size_t m_next = 0;
};

// The monster's placement for one round and what its rage did.
struct FoePlacement {
    Placement placement;
    int rage_spent = 0;
    int rage_gained = 0;    // one per die returned to its pool
    int dice_rerolled = 0;  // dice taken from the source for rage re-rolls, over every re-roll
    // Set when the die source ran out in the middle of a rage re-roll: this many dice must be
    // rolled.
    int dice_short = 0;
};

// The monster's fixed procedure: each die onto a matching number of its Attack dominoes, the rest
// onto matching numbers of its Defense dominoes; then, while dice are unassigned, it has rage and a
// numbered space is still free (R10), it spends one rage, re-rolls the unassigned dice and assigns
// again; then leftover dice go on blanks, Attack first; each die still left gains it one rage.
// Updates foe.rage. Stops early (dice_short > 0, foe.rage unchanged) when `rerolls` runs out.
// The source says which values were re-rolled (ListDice::used), so that nothing here grows with
// the monster's rage.
FoePlacement place_foe_dice(Foe& foe, std::span<const std::uint8_t> rolled, DieSource& rerolls);

// Damage the hero deals: the Attack result (dice in the Attack column plus XP boosts) less the
// monster's Defense, not below zero, plus the hero's damage (R2).
int hero_damage(int attack, int foe_defense, int unarmed_damage);
// Damage the monster deals: its Attack less the hero's Defense (plus boosts), not below zero, plus
// its Bite (R2).
int foe_damage(int foe_attack, int defense, int bite);

// Whether a hit may land on this end now: a numbered end without a hit, on a tile that the round's
// placement does not destroy (R3).
bool can_take_hit(const Hero& hero, const Placement& placement, std::size_t tile, int end);
// Puts a hit on an end that can take one (asserts that it can).
void cover(Hero& hero, const Placement& placement, std::size_t tile, int end);
// Ends that can take hits this round.
int open_for_hits(const Hero& hero, const Placement& placement);

// Clean-up: every tile holding a die on a blank is destroyed, back into the pool, with any hits on
// it. Returns the number destroyed. Call once, at the end of the round.
int clean_up(Tiles& tiles, const Placement& placement, TilePool& pool);

// Checks that a hero placement is legal for these dice: each die on an end matching its number or
// on a blank, one die an end, no die on a covered end, every die accounted for, and no die left
// over or on a blank while a free numbered end of its value remains (R7). Returns the problem, or
// nullopt.
std::optional<std::string> check_hero_placement(const Hero& hero,
                                                std::span<const std::uint8_t> dice,
                                                const Placement& placement);

}  // namespace pnpkit::colf
