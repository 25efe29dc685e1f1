#include "play/answers.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

#include "core/text.hpp"

namespace pnpkit::play {

std::optional<long> parse_whole(std::string_view text) {
    long value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::vector<std::string> option_keys(std::span<const Option> options) {
    std::vector<std::string> keys;
    for (const Option& o : options) keys.push_back(o.key);
    return keys;
}

std::optional<bool> parse_yes_no(std::string_view text) {
    std::string word = fold_case(trim(text));
    if (word == "y" || word == "yes") return true;
    if (word == "n" || word == "no") return false;
    return std::nullopt;
}

std::optional<std::vector<int>> parse_dice(std::string_view text, int sides) {
    std::vector<int> dice;
    std::string word;
    auto flush = [&]() {
        if (word.empty()) return true;
        auto value = parse_whole(word);
        word.clear();
        if (!value || *value < 1 || *value > sides) return false;
        dice.push_back(static_cast<int>(*value));
        return true;
    };
    for (char c : text) {
        if (c == ' ' || c == ',' || c == '\t') {
            if (!flush()) return std::nullopt;
        } else {
            word += c;
        }
    }
    if (!flush()) {
        // "531": single digits run together, for dice of nine faces or fewer.
        if (sides > 9 || text.find_first_of(" ,\t") != std::string_view::npos) return std::nullopt;
        dice.clear();
        for (char c : trim(text)) {
            if (c < '1' || c - '0' > sides) return std::nullopt;
            dice.push_back(c - '0');
        }
    }
    return dice;
}

std::string dice_text(std::span<const int> dice) {
    std::string out;
    for (int d : dice) out += (out.empty() ? "" : " ") + std::to_string(d);
    return out;
}

Checker check_dice(int count, int sides) {
    return [count, sides](std::string_view text) {
        std::string faces = "1 to " + std::to_string(sides);
        auto dice = parse_dice(text, sides);
        if (!dice)
            return Checked::bad(
                "type " + count_of(static_cast<std::size_t>(count), "die", "dice") + ", each " +
                faces + ", like " +
                dice_text(std::vector<int>(static_cast<std::size_t>(count), std::min(sides, 3))));
        if (static_cast<int>(dice->size()) != count) {
            return Checked::bad("that is " + count_of(dice->size(), "die", "dice") + "; type " +
                                std::to_string(count) + ", each " + faces);
        }
        return Checked::ok(dice_text(*dice));
    };
}

Checker check_tile(std::span<const Domino> pool) {
    std::vector<Domino> tiles(pool.begin(), pool.end());
    return [tiles](std::string_view text) {
        auto tile = parse_domino(trim(text));
        if (!tile) return Checked::bad("type a tile like 2-5");
        if (std::find(tiles.begin(), tiles.end(), *tile) == tiles.end()) {
            return Checked::bad(tile->to_string() + " cannot be drawn now: it is not in the bag");
        }
        return Checked::ok(tile->to_string());
    };
}

Checker check_option(std::span<const Option> options, bool numbered) {
    std::vector<Option> copy(options.begin(), options.end());
    return [copy, numbered](std::string_view text) {
        std::string word = fold_case(trim(text));
        if (numbered) {
            if (auto n = parse_whole(word); n && *n >= 1 && *n <= static_cast<long>(copy.size())) {
                return Checked::ok(copy[static_cast<std::size_t>(*n - 1)].key);
            }
        }
        for (const Option& o : copy) {
            if (fold_case(o.key) == word || (!o.label.empty() && fold_case(o.label) == word)) {
                return Checked::ok(o.key);
            }
        }
        std::vector<std::string> keys = option_keys(copy);
        std::string hint = did_you_mean(word, keys);
        std::string range = numbered ? "1 to " + std::to_string(copy.size()) + " or " : "";
        return Checked::bad(
            with_hint("'" + std::string(trim(text)) + "' is not one of the choices; type " + range +
                          (keys.size() <= 8 ? quoted_list(keys) : "a name from `help`"),
                      hint));
    };
}

Checker check_yes_no() {
    return [](std::string_view text) {
        auto yes = parse_yes_no(text);
        if (!yes) return Checked::bad("type yes or no");
        return Checked::ok(*yes ? "yes" : "no");
    };
}

Checker check_number(int low, int high) {
    return [low, high](std::string_view text) {
        auto n = parse_whole(trim(text));
        if (!n || *n < low || *n > high) {
            return Checked::bad("type a whole number from " + std::to_string(low) + " to " +
                                std::to_string(high));
        }
        return Checked::ok(std::to_string(*n));
    };
}

Checker check_number_from(int low) {
    return [low](std::string_view text) {
        auto n = parse_whole(trim(text));
        if (!n || *n < low)
            return Checked::bad("type a whole number of " + std::to_string(low) + " or more");
        if (*n > std::numeric_limits<int>::max()) return Checked::bad("that number is too large");
        return Checked::ok(std::to_string(*n));
    };
}

}  // namespace pnpkit::play
