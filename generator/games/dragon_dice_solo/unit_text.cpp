#include "games/dragon_dice_solo/unit_text.hpp"

#include <cctype>

#include "games/dragon_dice_solo/names.hpp"

namespace pnpkit::games::dragon_dice_solo {

std::optional<std::string> parse_unit_text(const SoloData& data, std::string_view text,
                                           UnitText& out) {
    std::string_view rest = trim(text);
    const std::string shown(rest);
    out = UnitText{};
    std::size_t digits = 0;
    while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])))
        ++digits;
    if (digits > 0 && digits < rest.size() && (rest[digits] == 'x' || rest[digits] == 'X')) {
        out.count = parse_number(rest.substr(0, digits)).value_or(0);
        if (out.count < 1 || out.count > 100)
            return "'" + shown + "': a unit count must be between 1 and 100";
        rest.remove_prefix(digits + 1);
    }
    if (auto eq = rest.find('='); eq != std::string_view::npos) {
        out.label = std::string(trim(rest.substr(0, eq)));
        rest.remove_prefix(eq + 1);
    }
    auto colon = rest.find(':');
    std::string rarity_name = lower(trim(rest.substr(0, colon)));
    if (colon != std::string_view::npos)
        out.value = lower(trim(rest.substr(colon + 1)));
    if (rarity_name == "dragonkin")
        return "'" + shown + "': Dragonkin are not used in the solo challenge (2.1)";
    out.rarity = find_named(data.rarities, rarity_name);
    if (!out.rarity) {
        return "'" + shown + "': " +
               unknown_named("rarity", rarity_name, ids_of_records(data.rarities), "rarities");
    }
    if (out.label.empty())
        out.label = out.rarity->name;
    return std::nullopt;
}

std::optional<std::string> parse_surviving(std::string_view value, const Rarity& rarity,
                                           int& surviving, int& faces) {
    faces = rarity.faces;
    if (auto slash = value.find('/'); slash != std::string_view::npos) {
        auto given = parse_number(value.substr(slash + 1));
        if (!given || *given < 1 || *given > 100)
            return std::string("the faces after '/' must be a number from 1 to 100");
        faces = *given;
        value = value.substr(0, slash);
    }
    auto n = parse_number(value);
    if (!n || *n < 0 || *n > faces)
        return "the surviving faces must be a number from 0 to " + std::to_string(faces);
    surviving = *n;
    return std::nullopt;
}

}  // namespace pnpkit::games::dragon_dice_solo
