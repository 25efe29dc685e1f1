#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "games/dragon_dance/model.hpp"

namespace pnpkit::dragon_dance {

// Who takes a side's decisions: the computer (its fitted evaluation when the data has one), the
// old computer (the first evaluation, kept to measure the new one against), or a random player.
enum class Controller { computer, old, random };
std::string_view to_string(Controller controller);
// "computer", "old" or "random"; nullopt for anything else.
std::optional<Controller> controller_named(std::string_view name);

// Who plays each side in a batch of games.
struct Matchup {
    Controller knight = Controller::computer;
    Controller dragon = Controller::computer;
};

struct SimulationSettings {
    int games = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
    int max_rounds = 200;  // a game still going after this many rounds is counted as unfinished
};

// A proportion with its 95% Wilson score interval.
struct Proportion {
    std::uint64_t count = 0;
    double rate = 0.0;
    double low = 0.0;
    double high = 0.0;
};
Proportion wilson(std::uint64_t count, std::uint64_t total);

// The results of one batch: outcomes, and game length in rounds.
struct Tally {
    Matchup matchup;
    std::uint64_t games = 0;
    Proportion knight_wins;
    Proportion dragon_wins;
    Proportion draws;
    Proportion unfinished;
    double mean_rounds = 0.0;
    double rounds_margin =
        0.0;  // half-width of the 95% interval of the mean (normal approximation)
    int min_rounds = 0;
    int median_rounds = 0;
    int max_rounds = 0;
};

// Plays `settings.games` games of the matchup. Game i draws everything from Rng(seed).stream(i),
// so the tally is the same whatever the number of threads.
Tally simulate(const GameData& data, const Matchup& matchup, const SimulationSettings& settings);

}  // namespace pnpkit::dragon_dance
