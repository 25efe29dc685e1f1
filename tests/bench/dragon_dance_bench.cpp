// Speed of the Dragon Dance computer player: games of computer against computer, timed against
// games of random against random (the cost of the rules engine alone) and of the old computer
// against itself (the same look-ahead with the first evaluation) in the same run.
// Target: thousands of computer games in seconds on two cores, i.e. well under 2 ms a game.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "core/diagnostic.hpp"
#include "core/paths.hpp"
#include "games/dragon_dance/load.hpp"
#include "games/dragon_dance/simulate.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;

namespace {

double seconds_for(const GameData& data, Matchup matchup, int games) {
    SimulationSettings settings;
    settings.games = games;
    settings.seed = 1;
    settings.threads = 1;
    auto start = std::chrono::steady_clock::now();
    simulate(data, matchup, settings);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main() {
    Diagnostics ds;
    GameData data = load_data(find_project_paths().data / "dragon-dance", ds);
    if (ds.has_errors()) {
        print_text(std::cerr, ds);
        return 1;
    }
    const int games = 500;
    double baseline = seconds_for(data, Matchup{Controller::random, Controller::random}, games);
    double computer = seconds_for(data, Matchup{Controller::computer, Controller::computer}, games);
    double old = seconds_for(data, Matchup{Controller::old, Controller::old}, games);
    std::printf("dragon-dance: %d games on one thread\n", games);
    std::printf("  random v random      %.3f s (%.3f ms a game)\n", baseline,
                1000 * baseline / games);
    std::printf("  computer v computer  %.3f s (%.3f ms a game)\n", computer,
                1000 * computer / games);
    std::printf("  old v old            %.3f s (%.3f ms a game)\n", old, 1000 * old / games);
    std::printf("  ratio computer/random: %.1f\n", computer / baseline);
    std::printf("  ratio computer/old: %.2f\n", computer / old);
    return 0;
}
