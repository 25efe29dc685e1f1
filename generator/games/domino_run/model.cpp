#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

std::string_view to_string(TreasureKind kind) {
    return kind == TreasureKind::die ? "die" : "ability";
}

const Treasure* GameData::treasure(TreasureKind kind) const {
    for (const Treasure& t : treasures) {
        if (t.kind == kind) return &t;
    }
    return nullptr;
}

}  // namespace pnpkit::domino_run
