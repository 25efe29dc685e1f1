#pragma once

#include <memory>

#include "games/colf/model.hpp"
#include "games/colf/play.hpp"
#include "games/common/ladder.hpp"

namespace pnpkit::colf {

// CoLF DaDA's strength ladder (`simulate colf --ladder`): the rows, the advisor the reference, the
// coach's own choices last, on its first `coach_games` games only (0: no coach row). A game scores
// 1 when the Master is beaten; perfect when won in the top tier.
ladder::LadderSpec ladder_spec(std::uint64_t coach_games);

// The ladder's rows, by index into ladder_spec(coach_games).policies.
enum LadderRow : std::size_t { row_random, row_bold, row_card, row_advisor, row_coach, row_count };

// One game's chance for the ladder: the dice from stream 0 of the game's generator, the cards and
// dominoes from stream 1, so the k-th die of a game is the same for every row whatever it does.
struct LadderChance {
    explicit LadderChance(const Rng& game) : dice(game.stream(0)), draws(game.stream(1)) {}
    Rng dice;
    Rng draws;
    Chance chance() { return {dice, draws}; }
};

// The ladder's score of a game: 1 for a win, perfect when won in the top tier of `data`.
ladder::GameResult ladder_result(const ColfData& data, const GameResult& game);

// Every decision uniform over the legal choices, from `choices` (re-rolls: none).
std::unique_ptr<Chooser> make_random_chooser(Rng& choices);

// One thread's players of the ladder over `data` (which must outlive them).
std::unique_ptr<ladder::Players> make_ladder_players(const ColfData& data);

}  // namespace pnpkit::colf
