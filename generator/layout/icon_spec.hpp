#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit::layout {

// The icons pnpkit draws as vectors, by name:
//   die0 .. die6        a d6 face with pips (die0: blank face)
//   no-die              a dashed, empty die outline: "no die chosen" in dice tables
//   domino-A-B          a domino tile with A and B pips on its ends (0 = blank, up to 9)
//   slot                an empty domino-shaped slot, for sheets
//   cube-white cube-black   a cube drawn in perspective, light or dark (game pieces)
//   heart coin shield sword skull xp turn hit rage flame move range-long range-short
enum class IconKind {
    die, no_die, domino, slot, cube, heart, coin, shield, sword, skull, xp, turn, hit, rage, flame, move, range_long, range_short
};

struct IconSpec {
    IconKind kind = IconKind::heart;
    int a = 0;  // die face, the domino's first end, or 1 for a dark cube
    int b = 0;  // the domino's second end

    // The icon's name as written in templates and text: "die5", "domino-2-5", "heart".
    std::string to_string() const;
    // Width over height of the icon's natural box (dominoes and slots are 2:1, the rest square).
    double aspect() const;
    bool operator==(const IconSpec&) const = default;
};

std::optional<IconSpec> parse_icon(std::string_view name);

// Names to suggest when a name is not an icon ("did you mean").
std::vector<std::string> icon_name_examples();

}  // namespace pnpkit::layout
