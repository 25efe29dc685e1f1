#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"
#include "core/rng.hpp"

// The strength ladder shared by every game's `simulate GAME --ladder`: the same games played by
// each of a game's policies, game i of every policy on the stream Rng(seed).stream(i), so that the
// rows' differences are paired.
namespace pnpkit::ladder {

// What one game gave a policy: its score (1 or 0 for a win or a loss where the game has no score)
// and whether it was perfect (the game's best possible score).
struct GameResult {
    double score = 0;
    bool perfect = false;
};

// One thread's players: game `game` played by policy `policy` from the game's stream. Not shared
// between threads; the runner makes one per thread.
class Players {
public:
    virtual ~Players() = default;
    virtual GameResult play(std::size_t policy, std::uint64_t game, Rng stream) = 0;
};

// What a row's perfect column tells.
enum class Perfect : std::uint8_t {
    counted,   // every game says whether it was perfect
    at_least,  // a game counts as perfect only where a perfect play was found: a lower bound,
               // shown "≥"
    unknown,   // the row does not tell its perfect games: shown "-", left out of the JSON
};

struct PolicyRow {
    std::string name;
    std::string summary;
    std::uint64_t max_games = 0;  // 0: every game; else only the first max_games games (the paired
                                  // difference uses the games both rows played)
    Perfect perfect = Perfect::counted;
    std::uint64_t perfect_games = 0;  // 0: the perfect share is over every game the row plays;
                                      // else over its first perfect_games games only
};

struct LadderSpec {
    std::vector<PolicyRow> policies;
    std::size_t reference = 0;  // the row the others are compared with (the advisor)
    bool win_rate = false;      // scores are wins (1) and losses (0): shown as percentages
    bool has_perfect = true;    // the game has a best score: the share of perfect games is shown
    std::string unit = "points";
};

struct RowStats {
    std::uint64_t games = 0;  // the games this row played
    double mean = 0;
    // The 95% interval of the mean: Wilson's for a win rate (honest near 0% and 100%, where the
    // normal approximation shrinks to nothing), else the normal approximation; half_width is half
    // its width.
    double low = 0;
    double high = 0;
    double half_width = 0;
    double perfect = 0;               // share of perfect games
    std::uint64_t perfect_games = 0;  // the games that share is over
    double seconds_per_game = 0;
    double diff = 0;  // mean of the paired differences from the reference row
    double diff_half_width = 0;
};

struct LadderResult {
    std::uint64_t games = 0;
    std::uint64_t seed = 0;
    std::vector<RowStats> rows;
    // scores[p][i]: game i of policy p (kept for tests and the paired differences).
    std::vector<std::vector<double>> scores;
};

// Plays `games` games with every policy of `spec` on `threads` threads (at least 1), each thread
// with the players `make_players` gives it; an exception of a player is rethrown here.
LadderResult run_ladder(const LadderSpec& spec,
                        const std::function<std::unique_ptr<Players>()>& make_players,
                        std::uint64_t seed, std::uint64_t games, int threads);

// The mean and the half-width of its 95% interval (normal approximation) of `values`.
std::pair<double, double> mean_interval(const std::vector<double>& values);
// The line `simulate --ladder` ends with: "played the ladder in 1.23 s on 2 thread(s)", `what`
// being its start and the time counted from `start`.
std::string timing_line(std::string_view what, std::chrono::steady_clock::time_point start,
                        int threads);

// The ladder as a table, one row a policy, with `title` above it.
void print_ladder_text(std::ostream& out, const std::string& title, const LadderSpec& spec,
                       const LadderResult& result);
// The ladder's fields (games, seed, unit, and `policies`: one object a row) into an open JSON
// object.
void write_ladder_fields(JsonWriter& json, const LadderSpec& spec, const LadderResult& result);

}  // namespace pnpkit::ladder
