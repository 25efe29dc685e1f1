#include "games/colf/model.hpp"

namespace pnpkit::colf {

const char* to_string(DeckKind kind) {
    return kind == DeckKind::nouns ? "nouns" : "adjectives";
}

std::map<std::string, std::string> Card::fields() const {
    return {
        {"id", id},
        {"name", name},
        {"flavour", flavour},
        {"level", std::to_string(level)},
        {"attack", std::to_string(attack)},
        {"defense", std::to_string(defense)},
        {"bite", std::to_string(bite)},
        {"hp", std::to_string(hp)},
        {"deck", to_string(deck)},
    };
}

int ColfData::tier_index(int tokens) const {
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        if (tiers[i].contains(tokens))
            return static_cast<int>(i);
    }
    return -1;
}

const ScoreTier* ColfData::tier_for(int tokens) const {
    int index = tier_index(tokens);
    return index < 0 ? nullptr : &tiers[static_cast<std::size_t>(index)];
}

}  // namespace pnpkit::colf
