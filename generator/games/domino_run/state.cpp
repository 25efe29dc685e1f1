#include "games/domino_run/state.hpp"

#include <bit>

namespace pnpkit::domino_run {

const char* to_string(Phase phase) {
    switch (phase) {
        case Phase::deal: return "deal";
        case Phase::mulligan: return "mulligan";
        case Phase::refill: return "refill";
        case Phase::roll: return "roll";
        case Phase::move: return "move";
        case Phase::treasure: return "treasure";
        case Phase::ability: return "ability";
        case Phase::sacrifice: return "sacrifice";
        case Phase::won: return "won";
        case Phase::lost: return "lost";
    }
    return "?";
}

int State::key_count() const { return std::popcount(keys); }

std::uint64_t ability_tiles(int max_pips) {
    std::uint64_t mask = 0;
    for (int low = 1; low <= max_pips; ++low) {
        for (int high = low + 1; high <= max_pips; ++high)
            mask |= std::uint64_t{1} << domino_index(Domino{low, high}, max_pips);
    }
    return mask;
}

}  // namespace pnpkit::domino_run
