#pragma once

#include <vector>

#include "core/diagnostic.hpp"
#include "games/colf/model.hpp"

namespace pnpkit::colf {

// The Master Monster that needs the most dominoes: a highest-level noun and the adjectives a deal
// could give it before reaching the master level.
struct WorstMaster {
    const Card* noun = nullptr;
    std::vector<const Card*> adjectives;
    int tiles = 0;  // attack plus defense dominoes, before extra draws for blanks
};
WorstMaster worst_master(const ColfData& data);

// Checks what makes the decks playable by the rules, beyond the schema: unique card names, score
// tiers covering 0..turn tokens once each, every monster level from the lowest up to the master's
// buildable from one noun and adjectives, the Master Monster always buildable, and enough dominoes
// for the largest master beside a high-level hero. Each failure names the card or setting.
void validate_data(const ColfData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::colf
