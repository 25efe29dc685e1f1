#pragma once

#include <vector>

#include "core/diagnostic.hpp"
#include "games/colf/model.hpp"

namespace pnpkit::colf {

// Checks what makes the decks playable by the rules, beyond the schema: unique card names, score
// tiers covering 0..turn tokens once each, every monster level from 2 up to the master's
// buildable from one noun and adjectives, the Master Monster always buildable, enough dominoes
// for the largest master beside a high-level hero, and room on the sheets for the largest columns
// (R17). Each failure names the card or setting.
void validate_data(const ColfData& data, Diagnostics& diagnostics);

}  // namespace pnpkit::colf
