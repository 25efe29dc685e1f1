#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/dragon_dice_solo/names.hpp"
#include "layout/record.hpp"

// Wording shared by the printed components: numbers as words, lists in prose, plurals.
namespace pnpkit::games::dragon_dice_solo::print {

using Rows = std::vector<std::vector<std::string>>;

// "one" ... "twelve", digits above.
std::string number_word(int n);
// "1st", "2nd", "3rd", "4th", ... "11th", "21st".
std::string ordinal(int n);
// "a", "a and b", "a, b and c" (`last_word` instead of "and").
std::string join_and(const std::vector<std::string>& items, std::string_view last_word = "and");
// "1 rare", "2 rares": the count and the word, with an "s" when the count is not one.
std::string count_of(int count, std::string_view word);
// A record's name in lower case ("Missile" -> "missile"), for names inside sentences.
template <typename T>
std::string lower_name(const T& item) {
    return lower(item.name);
}
// The markup-escaped text.
std::string esc(std::string_view text);

// A page or card record: its id (named by diagnostics), title and the game's name for the footer.
layout::Record titled_record(const std::string& id, const std::string& title,
                             const std::string& game);

}  // namespace pnpkit::games::dragon_dice_solo::print
