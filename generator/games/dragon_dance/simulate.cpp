#include "games/dragon_dance/simulate.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <thread>

#include "core/interval.hpp"
#include "core/rng.hpp"
#include "games/dragon_dance/ai.hpp"
#include "games/dragon_dance/lookahead.hpp"
#include "games/dragon_dance/match.hpp"

namespace pnpkit::dragon_dance {

namespace {

// The evaluations of the two computers, shared by every thread (they are read only).
struct Evaluations {
    std::shared_ptr<const Evaluation> computer;
    std::shared_ptr<const Evaluation> old;
};

// A player of one worker; computer players of the same kind share that worker's analysis cache.
std::unique_ptr<Player> make_player(const GameData& data, Controller controller,
                                    const Evaluations& evaluations,
                                    std::array<std::shared_ptr<AnalysisCache>, 2>& caches) {
    if (controller == Controller::random) return std::make_unique<RandomPlayer>(data);
    const bool old = controller == Controller::old;
    auto& cache = caches[old ? 1 : 0];
    if (!cache) cache = std::make_shared<AnalysisCache>();
    return std::make_unique<ComputerPlayer>(data, old ? evaluations.old : evaluations.computer,
                                            cache);
}

struct Played {
    Outcome outcome = Outcome::none;
    bool unfinished = false;
    int rounds = 0;
};

}  // namespace

std::string_view to_string(Controller controller) {
    switch (controller) {
        case Controller::computer:
            return "computer";
        case Controller::old:
            return "old";
        case Controller::random:
            break;
    }
    return "random";
}

std::optional<Controller> controller_named(std::string_view name) {
    for (Controller c : {Controller::computer, Controller::old, Controller::random}) {
        if (to_string(c) == name) return c;
    }
    return std::nullopt;
}

Proportion wilson(std::uint64_t count, std::uint64_t total) {
    Proportion p;
    p.count = count;
    if (total == 0) return p;
    Interval interval = wilson_interval(count, total);
    p.rate = static_cast<double>(count) / static_cast<double>(total);
    p.low = interval.low;
    p.high = interval.high;
    return p;
}

Tally simulate(const GameData& data, const Matchup& matchup, const SimulationSettings& settings) {
    const std::size_t games = static_cast<std::size_t>(std::max(0, settings.games));
    std::vector<Played> played(games);
    std::atomic<std::size_t> next{0};
    Rng root(settings.seed);
    const Evaluations evaluations{best_evaluation(data), std::make_shared<Evaluator>(data)};
    auto work = [&] {
        std::array<std::shared_ptr<AnalysisCache>, 2> caches;
        auto knight = make_player(data, matchup.knight, evaluations, caches);
        auto dragon = make_player(data, matchup.dragon, evaluations, caches);
        for (std::size_t i = next++; i < games; i = next++) {
            Rng rng = root.stream(i);
            GameRecord r = play_game(data, {knight.get(), dragon.get()}, rng, settings.max_rounds);
            played[i] = Played{r.outcome, r.unfinished, r.rounds};
        }
    };
    int threads = std::clamp(settings.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();

    Tally tally;
    tally.matchup = matchup;
    tally.games = games;
    std::uint64_t knight = 0, dragon = 0, draws = 0, unfinished = 0;
    std::vector<int> lengths;
    double sum = 0.0, sum_sq = 0.0;
    for (const Played& p : played) {
        knight += p.outcome == Outcome::knight_wins;
        dragon += p.outcome == Outcome::dragon_wins;
        draws += p.outcome == Outcome::draw;
        unfinished += p.unfinished;
        lengths.push_back(p.rounds);
        sum += p.rounds;
        sum_sq += static_cast<double>(p.rounds) * p.rounds;
    }
    tally.knight_wins = wilson(knight, games);
    tally.dragon_wins = wilson(dragon, games);
    tally.draws = wilson(draws, games);
    tally.unfinished = wilson(unfinished, games);
    if (games > 0) {
        double n = static_cast<double>(games);
        tally.mean_rounds = sum / n;
        tally.rounds_margin = mean_half_width(n, sum, sum_sq);
        std::sort(lengths.begin(), lengths.end());
        tally.min_rounds = lengths.front();
        tally.max_rounds = lengths.back();
        tally.median_rounds = lengths[lengths.size() / 2];
    }
    return tally;
}

}  // namespace pnpkit::dragon_dance
