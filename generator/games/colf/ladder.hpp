#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "games/colf/bound.hpp"
#include "games/colf/model.hpp"
#include "games/colf/play.hpp"
#include "games/common/ladder.hpp"

namespace pnpkit::colf {

// CoLF DaDA's strength ladder (`simulate colf --ladder`): the rows, `patient` the reference (it
// plays every game), the clairvoyant `bound`, then the advisor's own choices last, on its first
// `advisor_games` games only (0: no advisor row). A game scores 1 when the Master is beaten;
// perfect when won in the top tier. The bound's perfect share is looked for on its first
// `perfect_games` games, a lower bound (0: not at all, "-").
ladder::LadderSpec ladder_spec(std::uint64_t advisor_games, std::uint64_t perfect_games = 0);

// The ladder's rows, by index into ladder_spec(advisor_games).policies.
enum LadderRow : std::size_t {
    row_random,
    row_bold,
    row_card,
    row_patient,
    row_bound,
    row_advisor,
    row_count
};

// What the bound's row did, over all threads: games it had to search (no cheap row won them),
// those the search proved lost, and those it counted as won without settling them.
struct BoundTally {
    std::atomic<std::uint64_t> searched{0};
    std::atomic<std::uint64_t> lost{0};
    std::atomic<std::uint64_t> unsettled{0};
    // Won games of the first perfect_games where a top-tier win was looked for beyond the named
    // policies (patient with one turn answered otherwise), and those where it was found.
    std::atomic<std::uint64_t> perfect_searched{0};
    std::atomic<std::uint64_t> perfect_found{0};
};

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

// A game of the advisor's row: the coach's own choice at every question of a guided game (`colf
// play`, the best of its roll-outs) on the ladder's chance of game `stream`, its dice and draws
// typed from that chance: the k-th die rolled is the k-th of the dice stream, as in every row, and
// the tiles and cards come from the draws stream as play_game takes them (the decks shuffled
// first; each card the one nearest the top among those that fit, or one of them at random once
// the guided game's piles, which get their discards back, part from the shuffled ones).
struct CoachGame {
    bool won = false;
    int tier = -1;                    // the score tier's index when won
    std::vector<int> dice_read;       // every die rolled, in order
    std::vector<Domino> tiles_drawn;  // every domino drawn, in order
};
CoachGame play_coach_game(std::shared_ptr<const ColfData> data, const Rng& stream);

// The card's win rate as a share of the advisor's over the games both played, with the half-width
// of its 95% interval from the paired games (delta method); nullopt without an advisor row or when
// the advisor won none.
struct CardShare {
    std::uint64_t games = 0;
    double share = 0;  // the card's mean over the advisor's, on the advisor's games
    double half_width = 0;
};
std::optional<CardShare> card_share(const ladder::LadderResult& result);

// One thread's players of the ladder over `data` (which must outlive them), the bound's searches
// counted in `tally` when given (which must outlive them too), each at most `bound_decisions`; the
// bound looks for top-tier wins on the first `perfect_games` games (as ladder_spec's).
std::unique_ptr<ladder::Players> make_ladder_players(
    const ColfData& data, BoundTally* tally = nullptr,
    std::uint64_t bound_decisions = k_bound_decisions, std::uint64_t perfect_games = 0);

}  // namespace pnpkit::colf
