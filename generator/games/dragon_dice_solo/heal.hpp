#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/dragon_dice_solo/dice.hpp"
#include "games/dragon_dice_solo/fraction.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// A dead unit to roll for (4.6): either how many of its faces bring it back, or what it rolled.
struct DeadUnit {
    std::string label;  // as typed, or the rarity's name
    const Rarity* rarity = nullptr;
    int surviving = 0;                   // faces showing ID, SAI or magic
    int faces = 0;                       // faces of its die
    const HealResult* rolled = nullptr;  // set when the player typed the result in

    // The chance it returns: surviving/faces, or 1 or 0 for a typed-in result.
    Fraction chance() const;
    int health() const { return rarity ? rarity->health : 1; }
};

// The exact distribution of a heal-dead roll.
struct HealOdds {
    std::vector<Fraction> chances;  // per unit
    std::vector<Fraction> units;    // units[k]: chance that exactly k units return
    std::vector<Fraction> health;   // health[h]: chance that exactly h health returns
    Fraction expected_units;
    Fraction expected_health;
};

// Works out the heal-dead odds exactly; nullopt when the numbers outgrow 128-bit fractions (a few
// dozen units).
std::optional<HealOdds> heal_odds(const std::vector<DeadUnit>& units);

// The kind prefix of heal.toml's ids ("result-magic"); a player types the result without it.
inline constexpr std::string_view k_result_prefix = "result-";

// Parses one unit as typed after --units: "[N x][NAME=]RARITY:SURVIVING[/FACES]" or
// "[N x][NAME=]RARITY:RESULT" (e.g. "rare:2", "3xcommon:1/6", "Sentinel=rare:id"). Appends the
// unit(s) to `out`; returns an error sentence instead when the text does not parse.
std::optional<std::string> parse_dead_units(const SoloData& data, std::string_view text,
                                            std::vector<DeadUnit>& out);

// Rolls one unit's die when its result was not typed in: true when it returns. A unit's surviving
// faces are taken to be its lowest-numbered ones; `rolled_face` receives the face rolled.
bool roll_dead_unit(const DeadUnit& unit, const RollDie& roll, int& rolled_face);

}  // namespace pnpkit::games::dragon_dice_solo
