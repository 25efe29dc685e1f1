#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "games/dice_adventures/rules.hpp"

namespace pnpkit::dice_adventures {

struct Hero {
    int cls = -1;  // index into GameData::classes
    int level = 0;
    int uses = 0;  // uses of an active power left in this adventure
    bool operator==(const Hero&) const = default;
};

// Where a game stands: what it waits for next.
enum class Phase : std::uint8_t {
    recruit,     // decision: the class of a new hero (at the start and after deaths)
    draw_card,   // random: the adventure card (deck games only)
    shop,        // decision: buy an item, or set off
    roll,        // random: one die for `slot` (the ranger's die is several dice)
    act,         // decision: use a power or an item, or stop changing dice
    reroll,      // random: the re-rolled die for `slot`
    substitute,  // decision: which hero's die the hireling's die replaces, if any
    shift,       // decision: which die takes the next shift
    kill,        // random: which hero dies
    drain,       // random: which hero loses a level
    level_up,    // decision: which hero gains a level
    final_shop,  // decision: buy treasure, or end the game
    over
};

// The whole state of a game, a plain value: the engine's functions take one and give the next.
struct State {
    Phase phase = Phase::recruit;
    int adventure = 1;  // the adventure being played or prepared, from 1
    std::array<Hero, k_max_party> heroes{};
    int size = 0;           // heroes in the party (slots 0 .. size-1)
    std::uint8_t used = 0;  // bit c: class c has been in the party this game
    int gold = 0;
    int treasure = 0;
    int provisions = 0;
    int weapons = 0;
    bool hireling = false;  // hired for the coming or current adventure
    int deaths = 0;
    int card = -1;  // the adventure card in play (deck games)

    // The adventure in progress.
    std::array<int, k_slots> dice{};  // by slot; the hireling's is dice[k_hireling_slot]
    int slot = 0;                     // roll, reroll: the die being rolled
    int rolls_left = 0;               // roll, reroll: dice still to roll for that slot
    int low = 0;                      // roll, reroll: the lowest rolled so far for that slot
    int substitute = -1;              // the hero whose die the hireling's replaced (-1: none)
    EndDice end;                      // shift: the dice that count (by hero slot)
    int shifts_done = 0;
    int result = 0;  // the result of the last adventure played (0: none yet)
    int kills_left = 0;
    int drains_left = 0;
    int level_ups_left = 0;

    bool operator==(const State&) const = default;
    int level_sum() const;
    bool has_class(int cls) const;
};

enum class ActionKind : std::uint8_t {
    recruit,     // who: the class
    buy,         // who: the item's index in the shop
    leave,       // leave the shop (set off, or end the game after the last adventure)
    power,       // who: the hero; slot: the die; delta: +step/-step for a change, 0 for a re-roll
    provisions,  // slot, delta
    weapon,      // slot: a hero's die
    done,        // stop changing dice
    substitute,  // slot: the hero whose die the hireling's replaces, -1 for none
    shift,       // slot: which die that counts takes the shift
    level_up     // who: the hero
};

struct Action {
    ActionKind kind = ActionKind::done;
    int who = -1;
    int slot = -1;
    int delta = 0;
    bool operator==(const Action&) const = default;
};

// What a state waits for.
enum class Need : std::uint8_t { decision, die, pick, over };

struct Pending {
    Need need = Need::over;
    int count = 0;  // die: faces; pick: how many to pick from (each equally likely)
};

}  // namespace pnpkit::dice_adventures
