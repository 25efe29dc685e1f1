#include "games/dice_adventures/simulate.hpp"

#include <cmath>
#include <thread>
#include <vector>

#include "core/interval.hpp"

namespace pnpkit::dice_adventures {

namespace {

constexpr int k_most_steps = 100000;  // a game takes a few hundred steps; more is a bug

void play(const Rules& rules, Policy& policy, std::span<const int> party, Rng rng,
          SimulationStats& stats) {
    State s = start_game(rules, party);
    for (int step = 0;; ++step) {
        if (step > k_most_steps) throw std::logic_error("a simulated game does not end");
        Pending p = pending(rules, s);
        if (p.need == Need::over) break;
        if (p.need == Need::decision)
            s = apply(rules, s, policy.choose(s));
        else
            s = apply_random(rules, s, random_value(p, rng));
    }
    int final = score(rules, s);
    ++stats.games;
    stats.score_sum += final;
    stats.score_squares += static_cast<std::int64_t>(final) * final;
    stats.deaths += static_cast<std::uint64_t>(s.deaths);
    stats.wipeouts += s.size == 0 ? 1 : 0;
    ++stats.scores[final];
}

}  // namespace

void SimulationStats::merge(const SimulationStats& o) {
    games += o.games;
    score_sum += o.score_sum;
    score_squares += o.score_squares;
    deaths += o.deaths;
    wipeouts += o.wipeouts;
    for (auto [score, n] : o.scores) scores[score] += n;
}

double SimulationStats::mean() const {
    return games ? static_cast<double>(score_sum) / static_cast<double>(games) : 0;
}

double SimulationStats::half_width() const {
    return mean_half_width(static_cast<double>(games), static_cast<double>(score_sum),
                           static_cast<double>(score_squares));
}

SimulationStats simulate(Solver& solver, PolicyKind kind, std::span<const int> party,
                         std::uint64_t seed, std::uint64_t games, int threads) {
    threads = std::max(1, threads);
    const Rules& rules = solver.rules();
    if (kind != PolicyKind::none) {
        Camp start = start_camp(rules, party);
        solver.solve(std::span<const Camp>(&start, 1), threads);
    }
    std::vector<SimulationStats> parts(static_cast<std::size_t>(threads));
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(threads));
    Rng base(seed);
    auto work = [&](int t) {
        try {
            Solver reader = Solver::reading(solver);
            auto policy = make_policy(kind, reader);
            // Counted apart and stored once: the threads' counts share cache lines.
            SimulationStats mine;
            for (std::uint64_t i = static_cast<std::uint64_t>(t); i < games;
                 i += static_cast<std::uint64_t>(threads))
                play(rules, *policy, party, base.stream(i), mine);
            parts[static_cast<std::size_t>(t)] = std::move(mine);
        } catch (...) {
            errors[static_cast<std::size_t>(t)] = std::current_exception();
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
    for (auto& e : errors) {
        if (e) std::rethrow_exception(e);
    }
    SimulationStats total;
    for (const auto& p : parts) total.merge(p);
    return total;
}

}  // namespace pnpkit::dice_adventures
