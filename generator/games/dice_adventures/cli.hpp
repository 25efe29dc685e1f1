#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "games/dice_adventures/game.hpp"
#include "games/dice_adventures/rules.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::dice_adventures {

class Solver;

// One file per command, as in generator/cli/: each adds itself to `app`.
void setup_best(CLI::App& app, cli::Context& context);      // pnpkit dice-adventures best
void setup_advise(CLI::App& app, cli::Context& context);    // pnpkit dice-adventures advise
void setup_cards(CLI::App& app, cli::Context& context);     // pnpkit dice-adventures cards
void setup_simulate(CLI::App& app, cli::Context& context);  // pnpkit simulate dice-adventures
void setup_play(CLI::App& app, cli::Context& context);      // pnpkit dice-adventures play

struct LadderOptions {
    std::uint64_t games = 0;
    int threads = 0;
    std::string party;  // empty: Bard, Cleric, Thief (the solver's best party of the basic game)
    std::string mode;
    bool deck = false;
    std::uint64_t bound_games = 0;  // the bound row's games: 0, every game
};
// pnpkit simulate dice-adventures --ladder: every policy of the ladder on the same games.
ExitCode run_ladder_command(const LadderOptions& options, cli::Context& context);
// pnpkit simulate dice-adventures --card-losses: the strategy card's expected-score loss on the
// ladder's games, by rule and by kind of decision.
ExitCode run_card_losses_command(const LadderOptions& options, cli::Context& context);
// The ladder's party: `text` (a UsageError unless a whole party), or Bard, Cleric and Thief.
std::vector<int> ladder_party(const GameData& data, const std::string& text);
// The threads `--threads` asks for: 0 is every core.
int ladder_threads(int requested);
// Solves the party's game from its start on `threads` threads, reading the camp cache first and
// writing what it added back (the ladder's and --card-losses' set-up).
void solve_party_start(Solver& solver, const Rules& rules, std::span<const int> party, int threads);

// Loads and validates data/dice-adventures/ for a command; reports the problems and returns null on
// errors (exit 1).
std::unique_ptr<DiceAdventuresGame> load_for_command(cli::Context& context);

// The mode called `name` (empty: the first mode of the data); a UsageError naming the choices
// otherwise.
const ModeDef& mode_named(const GameData& data, const std::string& name);
// The class called `id`, for option `option`; a UsageError with a "did you mean" otherwise.
int class_named(const GameData& data, const std::string& id, const std::string& option);
// "bard,cleric,wizard" as class indices: different classes, as many as a party holds.
std::vector<int> parse_party(const GameData& data, const std::string& text,
                             const std::string& option);
// "Bard, Cleric, Wizard".
std::string party_names(const GameData& data, std::span<const int> classes);

}  // namespace pnpkit::dice_adventures
