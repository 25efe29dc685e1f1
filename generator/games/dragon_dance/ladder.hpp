#pragma once

#include <cstdint>
#include <memory>

#include "games/common/ladder.hpp"
#include "games/dragon_dance/model.hpp"

// Dragon Dance's strength ladder: each policy plays one side against the computer, game i of
// every policy meeting the same future (future.hpp): the same dice for each side and the same
// draws of the computer.
namespace pnpkit::dragon_dance {

// The rows, weakest first: random, old, card, advisor (the reference), bound. The bound plays
// only its first `bound_games` games (0: all).
ladder::LadderSpec ladder_spec(Side me, std::uint64_t bound_games);

// The most positions the bound searches in one duel before it counts the duel as a win.
inline constexpr std::size_t k_bound_budget = 4000;

// The ladder's round limit: a duel still going after it is a draw.
inline constexpr int k_ladder_max_rounds = 200;

// One thread's players of the ladder for side `me` against the computer; `data` must outlive
// them.
std::unique_ptr<ladder::Players> make_ladder_players(const GameData& data, Side me);

}  // namespace pnpkit::dragon_dance
