#pragma once

#include <filesystem>
#include <memory>
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
// and a designer's own icons (`own`): the SVG and PNG files of a game's icons/ folder.
enum class IconKind {
    die,
    no_die,
    domino,
    slot,
    cube,
    heart,
    coin,
    shield,
    sword,
    skull,
    xp,
    turn,
    hit,
    rage,
    flame,
    move,
    range_long,
    range_short,
    own
};

// A designer's icon: icons/NAME.svg or icons/NAME.png of the game's folder, checked when listed.
struct OwnIcon {
    std::string name;
    std::filesystem::path file;
};

struct IconSpec {
    IconSpec(IconKind kind = IconKind::heart, int a = 0, int b = 0,
             std::shared_ptr<const OwnIcon> own = {})
        : kind(kind), a(a), b(b), own(std::move(own)) {}

    IconKind kind = IconKind::heart;
    int a = 0;  // die face, the domino's first end, or 1 for a dark cube
    int b = 0;  // the domino's second end
    std::shared_ptr<const OwnIcon> own;  // the file of an `own` icon

    // The icon's name as written in templates and text: "die5", "domino-2-5", "heart", "mana".
    std::string to_string() const;
    // Width over height of the icon's natural box (dominoes and slots are 2:1, the rest square;
    // an own icon's is its file's, which render measures: 1 here).
    double aspect() const;
    bool operator==(const IconSpec&) const = default;
};

// The built-in icon of this name.
std::optional<IconSpec> parse_icon(std::string_view name);

// Names to suggest when a name is not an icon ("did you mean").
std::vector<std::string> icon_name_examples();

}  // namespace pnpkit::layout
