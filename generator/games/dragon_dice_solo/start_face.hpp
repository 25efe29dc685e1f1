#pragma once

#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// Where a terrain die starts for one position of the starting-distance table (3.2).
struct StartFace {
    enum class Status {
        ok,          // the rules' words give a face that can be used as it is
        adjusted,    // the words reach the eighth face of a battle won there: moved below it (R3)
        degenerate,  // as `adjusted`, but kept as written (on_eighth_face = "literal")
        no_icon,     // the terrain shows no face with the position's icon
        past_die,    // lowest face + plus runs off the top of the die
    };
    Status status = Status::ok;
    int lowest = 0;   // the lowest face showing the icon (0 when none)
    int literal = 0;  // lowest + plus: the face the rules' words give
    int face = 0;     // the face the die starts on (0 when it does not resolve)

    bool resolved() const { return face > 0; }
};

// Applies a position's start ("lowest face showing icon, then plus faces up": ruling R4) to a
// terrain die, with the rule for starts that land on or past the eighth face (ruling R3).
StartFace resolve_start(const TerrainType& terrain, const Position& position, EighthFaceRule rule);

}  // namespace pnpkit::games::dragon_dice_solo
