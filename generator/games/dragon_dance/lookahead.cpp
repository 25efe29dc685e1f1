#include "games/dragon_dance/lookahead.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cassert>
#include <cmath>
#include <thread>

#include "games/dragon_dance/match.hpp"

namespace pnpkit::dragon_dance {

namespace {

constexpr double k_max_target = 0.995;  // atanh grows without bound at 1
constexpr int k_refinements = 4;        // Gauss-Newton steps after the linearised fit

std::size_t block_size(const GameData& data) {
    return 1 + 4 + 12 + 2 + data.side(Side::knight).cards.size() +
           data.side(Side::dragon).cards.size();
}

// A position to learn from, and the value the look-ahead backs up for it.
struct Sample {
    GameState state;
    double target = 0.0;
};

// Records every position of a game: the start of each round, and the end of a round whose
// Recuperate left dice to roll (before they are rolled, as the look-ahead's leaves see it).
class Sampler final : public Observer {
  public:
    Sampler(const GameData& data, std::vector<GameState>& out) : m_data(&data), m_out(&out) {}
    void round_started(const GameState& state) override { m_out->push_back(state); }
    void round_ended(const GameState&, const RoundResult& result, const GameState& after) override {
        for (Side s : k_sides) {
            if (!result.recuperated[index(s)] || result.outcome != Outcome::none)
                continue;
            GameState unrolled = after;
            unrolled.side(s).dice = {};
            unrolled.side(s).unrolled = m_data->side(s).dice;
            m_out->push_back(unrolled);
        }
    }

  private:
    const GameData* m_data;
    std::vector<GameState>* m_out;
};

std::vector<GameState> sample_positions(const GameData& data, const FitSettings& settings) {
    auto old = std::make_shared<Evaluator>(data);
    std::vector<GameState> positions;
    for (int g = 0; g < settings.games; ++g) {
        Rng rng = Rng(settings.seed).stream(static_cast<std::uint64_t>(g));
        ComputerPlayer computer(data, old);
        RandomPlayer random(data);
        // A third of the games each: computer against itself, and against a random player on
        // either side, so that clumsy positions are seen too.
        std::array<Player*, 2> players{&computer, &computer};
        if (g % 3 == 1)
            players[1] = &random;
        if (g % 3 == 2)
            players[0] = &random;
        Sampler sampler(data, positions);
        play_game(data, players, rng, 200, &sampler);
    }
    return positions;
}

// What the one-round look-ahead makes of a position under `evaluate`: the value of its die game,
// averaged over `rolls` rolls when dice are still to be rolled.
double backed_up(const GameData& data, const Evaluation& evaluate, const GameState& state,
                 int rolls, Rng& rng) {
    if (outcome(state) != Outcome::none)
        return terminal_value(outcome(state));
    const bool to_roll = state.side(Side::knight).unrolled + state.side(Side::dragon).unrolled > 0;
    if (!to_roll)
        return solve_die_game(data, evaluate, state).solution.value;
    double sum = 0.0;
    for (int r = 0; r < rolls; ++r) {
        GameState rolled = state;
        roll_dice(rolled, rng);
        sum += solve_die_game(data, evaluate, rolled).solution.value;
    }
    return sum / rolls;
}

// Solves the symmetric positive definite system a x = b in place (Cholesky); a is n x n.
std::vector<double> solve_spd(std::vector<double> a, std::vector<double> b, std::size_t n) {
    for (std::size_t j = 0; j < n; ++j) {
        double d = a[j * n + j];
        for (std::size_t k = 0; k < j; ++k)
            d -= a[j * n + k] * a[j * n + k];
        d = std::sqrt(std::max(d, 1e-12));
        a[j * n + j] = d;
        for (std::size_t i = j + 1; i < n; ++i) {
            double s = a[i * n + j];
            for (std::size_t k = 0; k < j; ++k)
                s -= a[i * n + k] * a[j * n + k];
            a[i * n + j] = s / d;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t k = 0; k < i; ++k)
            b[i] -= a[i * n + k] * b[k];
        b[i] /= a[i * n + i];
    }
    for (std::size_t i = n; i-- > 0;) {
        for (std::size_t k = i + 1; k < n; ++k)
            b[i] -= a[k * n + i] * b[k];
        b[i] /= a[i * n + i];
    }
    return b;
}

// Weighted ridge regression: the w minimising sum_i weight_i (phi_i . w - z_i)^2 + ridge |w|^2.
std::vector<double> least_squares(const std::vector<std::vector<double>>& phi,
                                  const std::vector<double>& z, const std::vector<double>& weight,
                                  double ridge) {
    const std::size_t n = phi.front().size();
    std::vector<double> a(n * n, 0.0), b(n, 0.0);
    for (std::size_t s = 0; s < phi.size(); ++s) {
        for (std::size_t i = 0; i < n; ++i) {
            if (phi[s][i] == 0.0)
                continue;
            const double wi = weight[s] * phi[s][i];
            b[i] += wi * z[s];
            for (std::size_t j = 0; j < n; ++j)
                a[i * n + j] += wi * phi[s][j];
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        a[i * n + i] += ridge * static_cast<double>(phi.size());
    return solve_spd(std::move(a), std::move(b), n);
}

// Calls add(i, value) for every non-zero feature of the position.
template <typename Add>
void visit_features(const GameData& data, const GameState& state, Add add) {
    std::size_t at = state.range == Range::short_range ? block_size(data) : 0;
    const SideState& knight = state.side(Side::knight);
    const SideState& dragon = state.side(Side::dragon);
    const double k = static_cast<double>(knight.life) / data.side(Side::knight).life;
    const double d = static_cast<double>(dragon.life) / data.side(Side::dragon).life;
    for (double value : {1.0, k, d, k * k, d * d})
        add(at++, value);
    for (const SideState* side : {&knight, &dragon}) {
        for (std::size_t face = 1; face < k_table_size; ++face)
            add(at++, side->dice.count[face]);
    }
    add(at++, knight.unrolled);
    add(at++, dragon.unrolled);
    for (Side s : k_sides) {
        for (std::size_t c = 0; c < data.side(s).cards.size(); ++c)
            add(at++, contains(state.side(s).hand, c) ? 1.0 : 0.0);
    }
}

}  // namespace

std::vector<double> fit_to_targets(const std::vector<std::vector<double>>& phi,
                                   const std::vector<double>& targets, double ridge) {
    assert(!phi.empty() && phi.size() == targets.size());
    std::vector<double> z, weight;
    for (double target : targets) {
        double t = std::clamp(target, -k_max_target, k_max_target);
        z.push_back(std::atanh(t));
        weight.push_back((1 - t * t) * (1 - t * t) + 1e-3);
    }
    std::vector<double> w = least_squares(phi, z, weight, ridge);
    for (int step = 0; step < k_refinements; ++step) {
        // Linearise tanh around the current fit: u + (target - tanh u) / tanh'(u).
        for (std::size_t s = 0; s < targets.size(); ++s) {
            double u = 0.0;
            for (std::size_t i = 0; i < w.size(); ++i)
                u += phi[s][i] * w[i];
            double v = std::tanh(u);
            double slope = std::max(1 - v * v, 1e-3);
            z[s] = u + (targets[s] - v) / slope;
            weight[s] = slope * slope;
        }
        w = least_squares(phi, z, weight, ridge);
    }
    return w;
}

std::size_t feature_count(const GameData& data) {
    return 2 * block_size(data);
}

std::vector<double> features(const GameData& data, const GameState& state) {
    std::vector<double> f(feature_count(data), 0.0);
    visit_features(data, state, [&](std::size_t i, double value) { f[i] = value; });
    return f;
}

FittedEvaluation::FittedEvaluation(const GameData& data, std::vector<double> weights)
    : m_data(&data), m_weights(std::move(weights)) {
    assert(m_weights.size() == feature_count(data));
}

double FittedEvaluation::operator()(const GameState& state) const {
    Outcome o = outcome(state);
    if (o != Outcome::none)
        return terminal_value(o);
    double u = 0.0;
    visit_features(*m_data, state, [&](std::size_t i, double value) { u += value * m_weights[i]; });
    return std::tanh(u);
}

FitResult fit_lookahead(const GameData& data, const FitSettings& settings) {
    FitResult result;
    std::vector<GameState> positions = sample_positions(data, settings);
    result.positions = positions.size();
    std::vector<std::vector<double>> phi;
    for (const GameState& state : positions)
        phi.push_back(features(data, state));
    std::vector<Sample> samples(positions.size());
    for (std::size_t i = 0; i < positions.size(); ++i)
        samples[i].state = positions[i];

    std::shared_ptr<const Evaluation> current = std::make_shared<Evaluator>(data);
    Rng root(settings.seed ^ 0x5eedf17ULL);
    for (int iteration = 0; iteration < settings.iterations; ++iteration) {
        std::atomic<std::size_t> next{0};
        auto work = [&] {
            for (std::size_t i = next++; i < samples.size(); i = next++) {
                Rng rng = root.stream(i);
                samples[i].target =
                    backed_up(data, *current, samples[i].state, settings.rolls, rng);
            }
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < std::clamp(settings.threads, 1, 64); ++t)
            pool.emplace_back(work);
        work();
        for (auto& t : pool)
            t.join();
        std::vector<double> targets;
        for (const Sample& sample : samples)
            targets.push_back(sample.target);
        result.weights = fit_to_targets(phi, targets, settings.ridge);
        auto fitted = std::make_shared<FittedEvaluation>(data, result.weights);
        double squares = 0.0;
        for (const Sample& s : samples) {
            double e = (*fitted)(s.state) - s.target;
            squares += e * e;
        }
        result.rms.push_back(std::sqrt(squares / static_cast<double>(samples.size())));
        current = fitted;
    }
    return result;
}

std::string card_fingerprint(const GameData& data) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;  // FNV-1a
    auto mix = [&](long long value) {
        for (int byte = 0; byte < 8; ++byte) {
            hash ^= static_cast<std::uint64_t>(value >> (8 * byte)) & 0xffu;
            hash *= 0x100000001b3ULL;
        }
    };
    mix(static_cast<long long>(data.starting_range));
    for (Side s : k_sides) {
        const SideDef& side = data.side(s);
        mix(side.life);
        mix(side.dice);
        mix(static_cast<long long>(side.cards.size()));
        for (const Card& card : side.cards) {
            mix(static_cast<long long>(card.kind));
            for (Range r : card.ranges)
                mix(100 + static_cast<long long>(r));
            for (Keyword k : card.keywords)
                mix(200 + static_cast<long long>(k));
            for (int v : card.values)
                mix(v);
        }
    }
    static const char* k_hex = "0123456789abcdef";
    std::string text;
    for (int shift = 60; shift >= 0; shift -= 4)
        text += k_hex[(hash >> shift) & 0xfu];
    return text;
}

std::shared_ptr<const Evaluation> best_evaluation(const GameData& data) {
    if (data.lookahead.weights.size() == feature_count(data) &&
        data.lookahead.fingerprint == card_fingerprint(data))
        return std::make_shared<FittedEvaluation>(data, data.lookahead.weights);
    return std::make_shared<Evaluator>(data);
}

}  // namespace pnpkit::dragon_dance
