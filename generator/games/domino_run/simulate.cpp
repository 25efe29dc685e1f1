#include "games/domino_run/simulate.hpp"

#include <algorithm>
#include <thread>

#include "games/domino_run/engine.hpp"

namespace pnpkit::domino_run {

namespace {

void bump(std::vector<std::uint64_t>& counts, int index, std::uint64_t by = 1) {
    auto i = static_cast<std::size_t>(std::max(0, index));
    if (counts.size() <= i) counts.resize(i + 1, 0);
    counts[i] += by;
}

void add_all(std::vector<std::uint64_t>& into, const std::vector<std::uint64_t>& from) {
    for (std::size_t i = 0; i < from.size(); ++i) {
        if (from[i] != 0) bump(into, static_cast<int>(i), from[i]);
    }
}

}  // namespace

bool answer_decision(State& s, const Rules& rules, const Policy& policy, Rng& policy_rng) {
    switch (s.phase) {
        case Phase::mulligan: {
            bool fresh = policy.mulligan(s, rules, policy_rng);
            choose_mulligan(s, rules, fresh);
            return fresh;
        }
        case Phase::move:
            move_to(s, rules, policy.move(s, rules, policy_rng));
            break;
        case Phase::treasure: {
            auto choices = treasure_choices(s, rules);
            choose_treasure(s, rules, policy.treasure(s, rules, choices, policy_rng));
            break;
        }
        case Phase::sacrifice: {
            auto choices = sacrifice_choices(s);
            sacrifice(s, rules, policy.sacrifice(s, rules, choices, policy_rng));
            break;
        }
        default:
            break;
    }
    return false;
}

bool play_out(State& s, const Rules& rules, const Policy& policy, Rng& game_rng, Rng& policy_rng,
              Until until) {
    bool fresh_line = false;
    while (!s.over() && s.turn <= k_turn_limit) {
        if (s.phase == Phase::roll) {
            if (until == Until::roll && s.dice_rolled == 0) break;
            give_die(s, rules, game_rng.roll(rules.die_faces));
            continue;
        }
        if (tile_choices(s) != 0) {
            give_tile(s, rules, random_tile(s, game_rng));
            continue;
        }
        fresh_line = answer_decision(s, rules, policy, policy_rng) || fresh_line;
    }
    return fresh_line;
}

GameResult play_game(const Rules& rules, const Policy& policy, Rng& game_rng, Rng& policy_rng) {
    State s = new_game(rules);
    GameResult result;
    result.mulligan = play_out(s, rules, policy, game_rng, policy_rng);
    result.won = s.phase == Phase::won;
    result.unfinished = !s.over();
    result.turns = s.turn;
    result.keys = s.key_count();
    result.catches = s.catches;
    result.line_ran_out = s.phase == Phase::lost && s.pile.empty();
    return result;
}

void SimulationStats::add(const GameResult& r) {
    ++games;
    wins += r.won;
    unfinished += r.unfinished;
    mulligans += r.mulligan;
    catches += static_cast<std::uint64_t>(r.catches);
    bump(keys, r.keys);
    bump(turns, r.turns);
    if (r.won) bump(win_turns, r.turns);
    if (!r.won && !r.unfinished) {
        bump(losses_keys, r.keys);
        losses_dry += r.line_ran_out;
    }
}

void SimulationStats::merge(const SimulationStats& o) {
    games += o.games;
    wins += o.wins;
    unfinished += o.unfinished;
    mulligans += o.mulligans;
    catches += o.catches;
    add_all(keys, o.keys);
    add_all(turns, o.turns);
    add_all(win_turns, o.win_turns);
    add_all(losses_keys, o.losses_keys);
    losses_dry += o.losses_dry;
}

SimulationStats simulate(const Rules& rules, const Policy& policy, std::uint64_t seed,
                         std::uint64_t games, int threads) {
    auto workers = static_cast<std::uint64_t>(std::max(1, threads));
    workers = std::min<std::uint64_t>(workers, std::max<std::uint64_t>(1, games));
    std::vector<SimulationStats> parts(workers);
    Rng base(seed);
    auto work = [&](std::uint64_t worker) {
        SimulationStats local;
        for (std::uint64_t i = games * worker / workers; i < games * (worker + 1) / workers; ++i) {
            Rng game_rng = base.stream(2 * i);
            Rng policy_rng = base.stream(2 * i + 1);
            local.add(play_game(rules, policy, game_rng, policy_rng));
        }
        parts[worker] = std::move(local);
    };
    std::vector<std::thread> pool;
    for (std::uint64_t w = 1; w < workers; ++w) pool.emplace_back(work, w);
    work(0);
    for (auto& t : pool) t.join();
    SimulationStats total;
    for (const auto& part : parts) total.merge(part);
    return total;
}

}  // namespace pnpkit::domino_run
