#include "games/domino_run/model.hpp"

namespace pnpkit::domino_run {

SourcePos Rules::where(const std::string& key) const {
    auto it = pos.find(key);
    return it == pos.end() ? SourcePos::start_of(file) : it->second;
}

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
