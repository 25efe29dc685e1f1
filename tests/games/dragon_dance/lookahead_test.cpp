#include "games/dragon_dance/lookahead.hpp"

#include <catch2/catch.hpp>
#include <cmath>

#include "games/dragon_dance/fixture.hpp"
#include "games/dragon_dance/validate.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using support::shipped;

TEST_CASE("a position's features sit in the block of its range", "[dragon-dance][lookahead]") {
    Rng rng(3);
    GameState state = new_game(shipped(), rng);
    const std::size_t n = feature_count(shipped());
    REQUIRE(n == 70);  // 35 a range: constant, 4 life terms, 12 dice, 2 unrolled, 16 cards
    std::vector<double> f = features(shipped(), state);
    REQUIRE(f.size() == n);
    CHECK(f[0] == 1.0);
    CHECK(f[1] == 1.0);  // the knight's life, whole
    CHECK(f[n / 2] == 0.0);
    double dice = 0.0;
    for (std::size_t i = 5; i < 11; ++i)
        dice += f[i];
    CHECK(dice == 5.0);  // the knight's five dice, by face
    state.range = Range::short_range;
    state.side(Side::dragon).life = 10;
    f = features(shipped(), state);
    CHECK(f[0] == 0.0);
    CHECK(f[n / 2] == 1.0);
    CHECK(f[n / 2 + 2] == 0.5);
    CHECK(f[n / 2 + 4] == 0.25);
}

TEST_CASE("the fitted evaluation is exact at the end of a game and tanh of the score between",
          "[dragon-dance][lookahead]") {
    std::vector<double> w(feature_count(shipped()), 0.0);
    w[1] = 0.5;  // long range: the knight's life share
    FittedEvaluation evaluate(shipped(), w);
    Rng rng(5);
    GameState state = new_game(shipped(), rng);
    CHECK(evaluate(state) == Approx(std::tanh(0.5)));
    state.side(Side::dragon).life = 0;
    CHECK(evaluate(state) == 1.0);
    state.side(Side::knight).life = 0;
    CHECK(evaluate(state) == 0.0);  // both fell: a draw
}

TEST_CASE("the fit recovers the weights that made its targets", "[dragon-dance][lookahead]") {
    // Targets made by known weights over random features; a fit with almost no ridge must find
    // weights that reproduce them.
    Rng rng(11);
    const std::vector<double> truth{0.3, -0.8, 0.5, 0.1};
    std::vector<std::vector<double>> phi;
    std::vector<double> targets;
    for (int i = 0; i < 400; ++i) {
        std::vector<double> row{1.0, rng.unit(), rng.unit(), rng.unit() * 2 - 1};
        double u = 0.0;
        for (std::size_t k = 0; k < row.size(); ++k)
            u += row[k] * truth[k];
        phi.push_back(row);
        targets.push_back(std::tanh(u));
    }
    std::vector<double> w = fit_to_targets(phi, targets, 1e-9);
    REQUIRE(w.size() == truth.size());
    for (std::size_t k = 0; k < w.size(); ++k)
        CHECK(w[k] == Approx(truth[k]).margin(1e-3));
}

TEST_CASE("a fit is reproduced by its seed whatever the thread count",
          "[dragon-dance][lookahead]") {
    FitSettings settings;
    settings.games = 6;
    settings.iterations = 2;
    settings.rolls = 2;
    settings.seed = 9;
    settings.threads = 1;
    FitResult one = fit_lookahead(shipped(), settings);
    settings.threads = 3;
    FitResult three = fit_lookahead(shipped(), settings);
    CHECK(one.positions > 20);
    CHECK(one.weights == three.weights);
    REQUIRE(one.rms.size() == 2);
    CHECK(one.rms[1] < 0.5);
    settings.seed = 10;
    CHECK(fit_lookahead(shipped(), settings).weights != one.weights);
}

TEST_CASE("weights fitted to other cards are not used", "[dragon-dance][lookahead]") {
    GameData data = shipped();
    REQUIRE(data.lookahead.fingerprint == card_fingerprint(data));
    CHECK(dynamic_cast<const FittedEvaluation*>(best_evaluation(data).get()));
    data.sides[0].cards[0].values[6] = 6;  // Hack with a 6 hits harder
    CHECK(card_fingerprint(data) != data.lookahead.fingerprint);
    CHECK(dynamic_cast<const Evaluator*>(best_evaluation(data).get()));
    Diagnostics ds;
    check_lookahead(data, ds);
    REQUIRE(ds.items().size() == 1);
    // At the fingerprint the weights were fitted to (line 7 of the shipped file).
    CHECK(ds.items()[0].pos.line == 7);
    CHECK(ds.items()[0].pos.column == 15);
}
