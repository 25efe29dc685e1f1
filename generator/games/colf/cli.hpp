#pragma once

#include <cstdint>
#include <optional>

#include "core/error.hpp"
#include "games/colf/model.hpp"
#include "games/colf/state.hpp"

namespace CLI {
class App;
}

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::colf {

// One file per command, as in generator/cli/: each adds itself to `app`.
void setup_monster(CLI::App& colf,
                   cli::Context& context);                // pnpkit colf monster, pnpkit colf master
void setup_round(CLI::App& colf, cli::Context& context);  // pnpkit colf round
void setup_simulate(CLI::App& simulate, cli::Context& context);  // pnpkit simulate colf

void setup_discard(CLI::App& colf, cli::Context& context);  // pnpkit colf discard
void setup_play(CLI::App& colf, cli::Context& context);     // pnpkit colf play

// `pnpkit simulate colf --ladder`: every policy of the strength ladder on the same `games` games,
// the advisor's on the first `advisor_games` of them, the bound's top-tier wins looked for on the
// first `perfect_games`.
ExitCode run_ladder_command(std::uint64_t games, std::uint64_t advisor_games,
                            std::uint64_t perfect_games, int threads, cli::Context& context);

// "Hungry Rusty Ogre": the adjectives' names, then the noun's.
std::string monster_name(const ColfData& data, const Foe& foe);

// Loads and validates data/colf/ for a command; reports the problems and returns nullopt on errors.
std::optional<ColfData> load_for_command(cli::Context& context);

}  // namespace pnpkit::colf
