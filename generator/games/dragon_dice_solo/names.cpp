#include "games/dragon_dice_solo/names.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace pnpkit::games::dragon_dice_solo {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string capitalised(std::string_view text) {
    std::string out(text);
    if (!out.empty())
        out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::optional<int> parse_number(std::string_view text) {
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string unknown_named(std::string_view what, std::string_view given,
                          const std::vector<std::string>& ids, std::string_view list_name) {
    std::string hint = did_you_mean(lower(given), ids);
    return "unknown " + std::string(what) + " '" + std::string(given) + "'" +
           (hint.empty() ? "" : "; " + hint) + " (" + std::string(list_name) + ": " +
           join(ids, ", ") + ")";
}

}  // namespace pnpkit::games::dragon_dice_solo
