#include "games/common/ladder.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <regex>
#include <sstream>

#include "core/interval.hpp"

namespace pnpkit::ladder {
namespace {

// Players whose score is a function of the game's stream and the policy: policy p scores the
// stream's first draw (scaled to [0, 1)) plus p, and its game is perfect when that draw is below
// one half.
class StreamEcho final : public Players {
public:
    GameResult play(std::size_t policy, std::uint64_t, Rng stream) override {
        double u = stream.unit();
        return {u + static_cast<double>(policy), u < 0.5};
    }
};

LadderSpec three_rows() {
    LadderSpec spec;
    spec.policies = {{"low", "scores u"}, {"mid", "scores u + 1"}, {"high", "scores u + 2"}};
    spec.reference = 2;
    return spec;
}

TEST_CASE("ladder: game i of every policy plays on Rng(seed).stream(i), on any thread count",
          "[ladder]") {
    auto make = [] { return std::make_unique<StreamEcho>(); };
    LadderResult one = run_ladder(three_rows(), make, 7, 500, 1);
    LadderResult three = run_ladder(three_rows(), make, 7, 500, 3);
    CHECK(one.scores == three.scores);
    Rng base(7);
    for (std::uint64_t i = 0; i < 500; ++i) {
        double u = base.stream(i).unit();
        CHECK(one.scores[0][i] == u);
        CHECK(one.scores[1][i] == u + 1);
    }
    // Paired: the rows differ by exactly 1 and 2 in every game, so the differences have no spread
    // although each row's own interval has.
    CHECK(one.rows[0].diff == Approx(-2));
    CHECK(one.rows[1].diff == Approx(-1));
    CHECK(one.rows[1].diff_half_width < 1e-9);
    CHECK(one.rows[1].half_width > 0.02);
    CHECK(one.rows[0].perfect > 0.4);
    CHECK(one.rows[0].perfect < 0.6);
    CHECK(one.rows[0].perfect == one.rows[2].perfect);
}

TEST_CASE("ladder: a row with max_games plays only the first games, paired on those", "[ladder]") {
    LadderSpec spec = three_rows();
    spec.policies[1].max_games = 40;
    std::uint64_t calls = 0;
    class Counting final : public Players {
    public:
        explicit Counting(std::uint64_t& calls) : m_calls(calls) {}
        GameResult play(std::size_t policy, std::uint64_t game, Rng stream) override {
            if (policy == 1) {
                CHECK(game < 40);
                ++m_calls;
            }
            return StreamEcho().play(policy, game, stream);
        }

    private:
        std::uint64_t& m_calls;
    };
    LadderResult r = run_ladder(
        spec, [&] { return std::make_unique<Counting>(calls); }, 7, 300, 1);
    CHECK(calls == 40);
    CHECK(r.rows[0].games == 300);
    CHECK(r.rows[1].games == 40);
    CHECK(r.scores[1].size() == 40);
    CHECK(r.rows[1].diff == Approx(-1));  // over the 40 games both played
    CHECK(r.rows[1].diff_half_width < 1e-9);
    std::ostringstream text;
    print_ladder_text(text, "t", spec, r);
    CHECK(text.str().find("(the first 40 games only)") != std::string::npos);
}

TEST_CASE("ladder: the mean and its 95% interval", "[ladder]") {
    auto [mean, half] = mean_interval({1, 2, 3, 4});
    CHECK(mean == Approx(2.5));
    // sd = sqrt(5/3); 1.96 * sd / sqrt(4)
    CHECK(half == Approx(1.96 * std::sqrt(5.0 / 3.0) / 2));
    CHECK(mean_interval({}).first == 0);
    CHECK(mean_interval({5}).second == 0);
}

TEST_CASE("ladder: a win-rate row's interval is Wilson's, not empty at 100%", "[ladder]") {
    // Policy 0 wins game i when i % 4 != 0; policy 1 wins every game.
    class Wins final : public Players {
    public:
        GameResult play(std::size_t policy, std::uint64_t game, Rng) override {
            return {policy == 1 || game % 4 != 0 ? 1.0 : 0.0, false};
        }
    };
    LadderSpec spec;
    spec.policies = {{"some", "wins 3 in 4"}, {"all", "wins every game"}};
    spec.reference = 1;
    spec.win_rate = true;
    LadderResult r = run_ladder(
        spec, [] { return std::make_unique<Wins>(); }, 1, 400, 2);
    Interval some = wilson_interval(300, 400);
    CHECK(r.rows[0].mean == Approx(0.75));
    CHECK(r.rows[0].low == Approx(some.low));
    CHECK(r.rows[0].high == Approx(some.high));
    CHECK(r.rows[0].half_width == Approx((some.high - some.low) / 2));
    // Every game won: the normal approximation would say ±0; Wilson's lower end is below 1.
    CHECK(r.rows[1].mean == 1);
    CHECK(r.rows[1].high == Approx(1));
    CHECK(r.rows[1].low == Approx(wilson_interval(400, 400).low));
    CHECK(r.rows[1].low < 0.995);
    CHECK(r.rows[1].half_width > 0.002);
    // A row of scores keeps the normal approximation.
    spec.win_rate = false;
    LadderResult scores = run_ladder(
        spec, [] { return std::make_unique<Wins>(); }, 1, 400, 1);
    CHECK(scores.rows[0].half_width == Approx(mean_interval(scores.scores[0]).second));
    CHECK(scores.rows[1].half_width == 0);
}

TEST_CASE("ladder: a player's exception reaches the caller", "[ladder]") {
    class Failing final : public Players {
    public:
        GameResult play(std::size_t, std::uint64_t game, Rng) override {
            if (game == 3) throw std::logic_error("game 3 broke");
            return {};
        }
    };
    CHECK_THROWS_WITH(run_ladder(
                          three_rows(), [] { return std::make_unique<Failing>(); }, 1, 10, 2),
                      "game 3 broke");
}

}  // namespace
}  // namespace pnpkit::ladder

TEST_CASE("the ladder's last line says how long it played and on how many threads", "[ladder]") {
    auto start = std::chrono::steady_clock::now() - std::chrono::milliseconds(1500);
    std::string line = pnpkit::ladder::timing_line("played the ladder", start, 2);
    CHECK(std::regex_match(line,
                           std::regex(R"(played the ladder in 1\.[5-9]\d s on 2 thread\(s\))")));
}
