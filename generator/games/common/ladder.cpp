#include "games/common/ladder.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <thread>

#include "core/interval.hpp"

namespace pnpkit::ladder {

std::string timing_line(std::string_view what, std::chrono::steady_clock::time_point start,
                        int threads) {
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char line[64];
    std::snprintf(line, sizeof line, " in %.2f s on %d thread(s)", seconds, threads);
    return std::string(what) + line;
}

std::pair<double, double> mean_interval(const std::vector<double>& values) {
    MeanInterval interval = pnpkit::mean_interval(values);
    return {interval.mean, interval.half_width};
}

namespace {

// The 95% interval of a row's mean: Wilson's for wins and losses, else the normal approximation.
void set_row_interval(const LadderSpec& spec, const std::vector<double>& scores, RowStats& row) {
    std::tie(row.mean, row.half_width) = mean_interval(scores);
    row.low = row.mean - row.half_width;
    row.high = row.mean + row.half_width;
    if (!spec.win_rate) return;
    std::uint64_t wins = 0;
    for (double s : scores) wins += s > 0.5 ? 1 : 0;
    Interval wilson = wilson_interval(wins, scores.size());
    row.low = wilson.low;
    row.high = wilson.high;
    row.half_width = (wilson.high - wilson.low) / 2;
}

// The games a row plays: all, or its first max_games.
std::uint64_t row_games(const PolicyRow& row, std::uint64_t games) {
    return row.max_games == 0 ? games : std::min(row.max_games, games);
}

}  // namespace

LadderResult run_ladder(const LadderSpec& spec,
                        const std::function<std::unique_ptr<Players>()>& make_players,
                        std::uint64_t seed, std::uint64_t games, int threads) {
    threads = std::max(1, threads);
    std::size_t rows = spec.policies.size();
    LadderResult result;
    result.games = games;
    result.seed = seed;
    result.scores.assign(rows, std::vector<double>(games));
    std::vector<std::vector<char>> perfect(rows, std::vector<char>(games));
    // seconds[t][p]: thread t's time in policy p; summed after, so the threads share no counter.
    std::vector<std::vector<double>> seconds(static_cast<std::size_t>(threads),
                                             std::vector<double>(rows));
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(threads));
    Rng base(seed);
    auto work = [&](int t) {
        try {
            auto players = make_players();
            auto& mine = seconds[static_cast<std::size_t>(t)];
            for (std::uint64_t i = static_cast<std::uint64_t>(t); i < games;
                 i += static_cast<std::uint64_t>(threads)) {
                for (std::size_t p = 0; p < rows; ++p) {
                    if (i >= row_games(spec.policies[p], games)) continue;
                    auto start = std::chrono::steady_clock::now();
                    GameResult r = players->play(p, i, base.stream(i));
                    mine[p] +=
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                            .count();
                    result.scores[p][i] = r.score;
                    perfect[p][i] = r.perfect ? 1 : 0;
                }
            }
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
    for (std::size_t p = 0; p < rows; ++p)
        result.scores[p].resize(row_games(spec.policies[p], games));
    const std::vector<double>& reference = result.scores[spec.reference];
    for (std::size_t p = 0; p < rows; ++p) {
        RowStats row;
        row.games = result.scores[p].size();
        set_row_interval(spec, result.scores[p], row);
        const PolicyRow& policy = spec.policies[p];
        row.perfect_games = policy.perfect_games == 0
                                ? row.games
                                : std::min<std::uint64_t>(policy.perfect_games, row.games);
        std::uint64_t perfect_count = 0;
        for (std::uint64_t i = 0; i < row.perfect_games; ++i)
            perfect_count += perfect[p][i] ? 1 : 0;
        row.perfect = static_cast<double>(perfect_count) /
                      static_cast<double>(std::max<std::uint64_t>(row.perfect_games, 1));
        double n = static_cast<double>(std::max<std::uint64_t>(row.games, 1));
        for (const auto& thread : seconds) row.seconds_per_game += thread[p] / n;
        std::uint64_t both = std::min<std::uint64_t>(row.games, reference.size());
        std::vector<double> diff(both);
        for (std::uint64_t i = 0; i < both; ++i) diff[i] = result.scores[p][i] - reference[i];
        std::tie(row.diff, row.diff_half_width) = mean_interval(diff);
        result.rows.push_back(row);
    }
    return result;
}

namespace {

// A mean as the ladder prints it: points with three decimals, or a win rate in percent.
std::string ladder_figure(const LadderSpec& spec, double value) {
    char text[32];
    if (spec.win_rate)
        std::snprintf(text, sizeof text, "%.2f%%", 100 * value);
    else
        std::snprintf(text, sizeof text, "%.3f", value);
    return text;
}

}  // namespace

void print_ladder_text(std::ostream& out, const std::string& title, const LadderSpec& spec,
                       const LadderResult& result) {
    out << title << '\n';
    std::string reference = spec.policies[spec.reference].name;
    char line[256];
    std::snprintf(line, sizeof line, "  %-10s %10s %9s %9s %18s %11s  %s\n", "policy",
                  spec.win_rate ? "win rate" : "mean", "± 95%", spec.has_perfect ? "perfect" : "",
                  ("vs " + reference + " ± 95%").c_str(), "ms/game", "");
    out << line;
    for (std::size_t p = 0; p < result.rows.size(); ++p) {
        const RowStats& r = result.rows[p];
        std::string perfect;
        if (spec.has_perfect && spec.policies[p].perfect == Perfect::unknown) {
            perfect = "-";
        } else if (spec.has_perfect) {
            char text[24];
            std::snprintf(text, sizeof text, "%s%.2f%%",
                          spec.policies[p].perfect == Perfect::at_least ? "≥" : "",
                          100 * r.perfect);
            perfect = text;
        }
        std::string diff = "-";
        if (p != spec.reference) {
            std::string sign = r.diff >= 0 ? "+" : "-";
            diff = sign + ladder_figure(spec, std::abs(r.diff)) + " ± " +
                   ladder_figure(spec, r.diff_half_width);
        }
        // "≥" is three bytes and one column wide.
        int perfect_width = spec.policies[p].perfect == Perfect::at_least ? 11 : 9;
        std::snprintf(line, sizeof line, "  %-10s %10s %9s %*s %18s %11.3f\n",
                      spec.policies[p].name.c_str(), ladder_figure(spec, r.mean).c_str(),
                      ladder_figure(spec, r.half_width).c_str(), perfect_width, perfect.c_str(),
                      diff.c_str(), 1000 * r.seconds_per_game);
        out << line;
    }
    std::snprintf(line, sizeof line,
                  "%llu games a policy, seed %llu; game i of every policy on the same stream, so "
                  "the differences are paired.\n",
                  static_cast<unsigned long long>(result.games),
                  static_cast<unsigned long long>(result.seed));
    out << line << "Policies:\n";
    for (std::size_t p = 0; p < spec.policies.size(); ++p) {
        const PolicyRow& row = spec.policies[p];
        out << "  " << row.name << ": " << row.summary;
        if (p < result.rows.size() && result.rows[p].games < result.games)
            out << " (the first " << result.rows[p].games << " games only)";
        if (p < result.rows.size() && spec.has_perfect && row.perfect != Perfect::unknown &&
            result.rows[p].perfect_games < result.rows[p].games)
            out << " (its perfect share over the first " << result.rows[p].perfect_games
                << " games)";
        out << '\n';
    }
}

void write_ladder_fields(JsonWriter& json, const LadderSpec& spec, const LadderResult& result) {
    json.field("games", result.games).field("seed", result.seed).field("unit", spec.unit);
    json.field("reference", spec.policies[spec.reference].name);
    json.key("policies").begin_array();
    for (std::size_t p = 0; p < result.rows.size(); ++p) {
        const RowStats& r = result.rows[p];
        json.begin_object()
            .field("name", spec.policies[p].name)
            .field("summary", spec.policies[p].summary)
            .field("games", r.games)
            .field("mean", r.mean)
            .field("half_width", r.half_width)
            .field("low", r.low)
            .field("high", r.high);
        const PolicyRow& policy = spec.policies[p];
        if (spec.has_perfect && policy.perfect != Perfect::unknown) {
            json.field("perfect", r.perfect);
            if (policy.perfect == Perfect::at_least) json.field("perfect_at_least", true);
            if (r.perfect_games != r.games) json.field("perfect_games", r.perfect_games);
        }
        json.field("diff", r.diff)
            .field("diff_half_width", r.diff_half_width)
            .field("seconds_per_game", r.seconds_per_game)
            .end_object();
    }
    json.end_array();
}

}  // namespace pnpkit::ladder
