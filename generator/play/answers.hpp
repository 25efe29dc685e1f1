#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/domino.hpp"

namespace pnpkit::play {

// A choice offered by number or by key.
struct Option {
    std::string key;    // recorded in the log and accepted as an answer: "explore"
    std::string label;  // shown beside its number: "explore the ruins: pick a monster and fight"
};

// An answer checked: the text the log keeps, or why it is not an answer.
struct Checked {
    std::optional<std::string> value;
    std::string error;

    static Checked ok(std::string value) { return {std::move(value), {}}; }
    static Checked bad(std::string why) { return {std::nullopt, std::move(why)}; }
};
using Checker = std::function<Checked(std::string_view)>;

// The options' keys, in order.
std::vector<std::string> option_keys(std::span<const Option> options);

// Checkers for the common answers, shared by Table and the games.
Checker check_dice(int count, int sides);
Checker check_tile(std::span<const Domino> pool);
// A key or label of `options` (case-insensitive), or its number when `numbered`.
Checker check_option(std::span<const Option> options, bool numbered);
// "yes" or "no" (also y, n, any case).
Checker check_yes_no();
// A whole number from `low` to `high`.
Checker check_number(int low, int high);
// A whole number of `low` or more that fits an int.
Checker check_number_from(int low);

// "y"/"yes" is true, "n"/"no" false (any case, spaces around); nullopt for anything else.
std::optional<bool> parse_yes_no(std::string_view text);
// A whole decimal number and nothing else; nullopt otherwise (or out of range).
std::optional<long> parse_whole(std::string_view text);
// Parses dice the log or a player wrote: "5 3 1", "5,3,1" (and "531" for d9 or less).
std::optional<std::vector<int>> parse_dice(std::string_view text, int sides);
std::string dice_text(std::span<const int> dice);

}  // namespace pnpkit::play
