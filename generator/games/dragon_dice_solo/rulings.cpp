#include <charconv>

#include "core/text.hpp"
#include "games/dragon_dice_solo/load_files.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

std::vector<Ruling> parse_rulings(std::string_view text, const std::string& file,
                                  Diagnostics& diagnostics) {
    std::vector<Ruling> rulings;
    int line_number = 0;
    for (const std::string& line : split(text, '\n')) {
        ++line_number;
        std::string_view rest = line;
        if (!rest.starts_with("## R"))
            continue;
        rest.remove_prefix(4);
        int number = 0;
        auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), number);
        std::size_t digits = static_cast<std::size_t>(end - rest.data());
        SourcePos pos{file, line_number, 1};
        if (ec != std::errc() || digits == 0 || digits >= rest.size() || rest[digits] != ':') {
            diagnostics.error(pos, "a ruling heading must read '## R<number>: title'");
            continue;
        }
        std::string id = "R" + std::to_string(number);
        int expected = static_cast<int>(rulings.size()) + 1;
        if (number != expected) {
            diagnostics.error(pos, "ruling " + id + " is out of order",
                              "rulings are numbered R1, R2, ... without gaps; expected R" +
                                  std::to_string(expected));
        }
        rulings.push_back({id, std::string(trim(rest.substr(digits + 1))), pos});
    }
    return rulings;
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
