#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "games/dice_adventures/model.hpp"

namespace pnpkit::dice_adventures {

// The die slot of the hireling; heroes use slots 0 to party size - 1.
constexpr int k_hireling_slot = k_max_party;
constexpr int k_slots = k_max_party + 1;

// The rules of one game being played: the data, the mode, and whether adventures come from the
// adventure deck (a card drawn before each adventure) or from the rules' own result table.
struct Rules {
    const GameData* data = nullptr;
    const ModeDef* mode = nullptr;
    bool deck = false;

    const Settings& settings() const { return data->settings; }
    const ClassDef& cls(int c) const { return data->classes[static_cast<std::size_t>(c)]; }
    int class_count() const { return static_cast<int>(data->classes.size()); }
    int card_count() const { return deck ? static_cast<int>(data->deck.size()) : 1; }
    // The result table for an adventure on `card` (-1 or any card when not playing the deck).
    const ResultTable& table(int card) const;
    // What is forbidden in an adventure on `card`.
    std::uint8_t forbid(int card) const;
    // The shifts applied at the end of adventure `adventure` on `card`, in order: the mode's +1s
    // first, then the card's.
    std::vector<int> shifts(int adventure, int card) const;
    // Uses of an active power a hero of `level` has in each adventure.
    int uses_at(int level) const { return level * settings().uses_per_level; }
    int cost(ItemEffect effect) const;
    bool last(int adventure) const { return adventure >= settings().adventures; }
};

// The adventure result of the dice that count: when every value differs, the highest; otherwise the
// value shown more than once (rulings.md, R6: never two pairs, at most three dice count).
int read_result(std::span<const int> dice);

// The chance of each face (index 0: face 1) for a die rolled as `dice` dice keeping the lowest
// (1 die: a plain d6).
std::array<double, k_faces> roll_chances(int dice);

// The end of an adventure, after every power and item: the dice that count (the heroes' dice, one
// of them maybe replaced by the hireling's) take the shifts one at a time, each on a die not
// shifted yet that it can move (a +1 never on a 6, a -1 never on a 1); a shift with no such die is
// lost (rulings.md, R15).
struct EndDice {
    std::array<int, k_max_party> dice{};
    int count = 0;
    std::uint8_t shifted = 0;  // bit i: dice[i] has taken a shift
    bool operator==(const EndDice&) const = default;

    // The dice a shift of `delta` may go on.
    std::vector<int> targets(int delta) const;
    void shift(int i, int delta);
    int result() const {
        return read_result(std::span<const int>(dice.data(), static_cast<std::size_t>(count)));
    }
};

// Every result the end can give from `end` with `shifts` still to place, as bits (bit r-1: r).
std::uint8_t end_results(const EndDice& end, std::span<const int> shifts);

}  // namespace pnpkit::dice_adventures
