#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/dragon_dance/model.hpp"
#include "games/dragon_dance/rules.hpp"

namespace pnpkit::dragon_dance {

// What one side does in a worked example: a card (by id), its die, and the dice it holds before
// choosing (empty: only the chosen die).
struct ExampleSide {
    std::string_view card;
    Die die = k_no_die;
    std::vector<Die> dice;
};

// A number the rules give for one card: "Hack with a 5 deals 3".
struct ExampleValue {
    Side side;
    std::string_view card;
    Die die;
    int value;
};

// One of the four worked examples of the rules, with the outcome the rules state.
struct WorkedExample {
    int number;
    std::string_view title;
    Range range;
    std::array<ExampleSide, 2> sides;  // indexed by Side
    std::optional<ComboChoice>
        knight_combo;             // follow-up the knight takes (card index filled in at replay)
    std::string_view combo_card;  // id of that follow-up card
    std::vector<ExampleValue> values;
    std::array<int, 2> life_lost;  // indexed by Side
    Range range_after;
};

// The four worked examples of the rules.
std::span<const WorkedExample> worked_examples();

// One replay: the round the engine played, and each way it differs from the rules (empty: agrees).
struct ExampleReplay {
    std::optional<RoundResult> result;  // absent when the example's cards are missing or illegal
    std::vector<std::string> problems;
    SourcePos where;  // the first card of the example, for diagnostics
};

// Replays a worked example with the engine on `data`, from a fresh state at the example's range.
ExampleReplay replay(const GameData& data, const WorkedExample& example);

// Replays every worked example and reports each difference from the rules as an error.
void check_examples(const GameData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::dragon_dance
