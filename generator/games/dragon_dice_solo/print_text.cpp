#include "games/dragon_dice_solo/print_text.hpp"

#include <array>
#include <cctype>

#include "layout/markup.hpp"

namespace pnpkit::games::dragon_dice_solo::print {

std::string number_word(int n) {
    static constexpr std::array<const char*, 13> k_words = {
        "no",    "one",   "two",  "three", "four",   "five",  "six",
        "seven", "eight", "nine", "ten",   "eleven", "twelve"};
    if (n >= 0 && n < static_cast<int>(k_words.size())) return k_words[static_cast<std::size_t>(n)];
    return std::to_string(n);
}

std::string ordinal(int n) {
    int tens = n % 100;
    const char* suffix = "th";
    if (tens < 11 || tens > 13) {
        switch (n % 10) {
            case 1:
                suffix = "st";
                break;
            case 2:
                suffix = "nd";
                break;
            case 3:
                suffix = "rd";
                break;
            default:
                break;
        }
    }
    return std::to_string(n) + suffix;
}

std::string join_and(const std::vector<std::string>& items, std::string_view last_word) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " " + std::string(last_word) + " " : ", ";
        out += items[i];
    }
    return out;
}

std::string count_of(int count, std::string_view word) {
    return std::to_string(count) + " " + std::string(word) + (count == 1 ? "" : "s");
}

std::string esc(std::string_view text) {
    return layout::escape_markup(text);
}

layout::Record titled_record(const std::string& id, const std::string& title,
                             const std::string& game) {
    layout::Record record;
    record.id = id;
    record.set("title", title).set("game", game);
    return record;
}

}  // namespace pnpkit::games::dragon_dice_solo::print
