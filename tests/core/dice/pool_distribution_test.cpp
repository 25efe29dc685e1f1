#include "core/dice/pool_distribution.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <map>

#include "core/dice/parser.hpp"
#include "support/dice.hpp"

using namespace pnpkit::dice;
using namespace pnpkit::test;

namespace {

Distribution exact(std::string_view text) {
    Budget budget;
    return pool_distribution(parse_pool(text), budget);
}

// ---- Brute force, written from the rules rather than from the implementation ----

// One roll of the pool's die with its rerolls followed literally, round by round: the mass of
// rolls still to be rerolled goes round again (once for ro) until it is below 1e-30.
std::map<int, double> one_roll(const Pool& pool, double& lost) {
    std::map<int, double> out;
    double pending = 1.0;
    for (int round = 0; pending > 1e-30; ++round) {
        bool may_reroll =
            pool.reroll == RerollKind::recursive || (pool.reroll == RerollKind::once && round == 0);
        double again = 0;
        for (int face = 1; face <= pool.faces; ++face) {
            bool matches = std::any_of(pool.rerolls.begin(), pool.rerolls.end(),
                                       [face](const Condition& c) { return c.matches(face); });
            (matches && may_reroll ? again : out[face]) += pending / pool.faces;
        }
        pending = again;
    }
    lost += pending;
    return out;
}

// One die's possible chains (the faces it shows, sorted, as only they matter to the pool) with
// their probabilities, rolling again after every exploding face while fewer than the cap of extra
// dice were added. Chains less likely than `cut` are abandoned; their mass goes to `lost`.
std::map<std::vector<int>, double> chains(const Pool& pool, double cut, double& lost) {
    std::map<int, double> roll = one_roll(pool, lost);
    std::map<std::vector<int>, double> done;
    std::map<std::vector<int>, double> rolling{{{}, 1.0}};
    while (!rolling.empty()) {
        std::map<std::vector<int>, double> next;
        for (const auto& [shown, p] : rolling) {
            for (const auto& [face, q] : roll) {
                std::vector<int> more = shown;
                more.insert(std::upper_bound(more.begin(), more.end(), face), face);
                int extras = static_cast<int>(shown.size());
                bool again =
                    pool.explode && pool.explode->matches(face) && extras < k_max_explosions;
                if (!again) {
                    done[more] += p * q;
                } else if (p * q < cut) {
                    lost += p * q;
                } else {
                    next[more] += p * q;
                }
            }
        }
        rolling = std::move(next);
    }
    return done;
}

// The pool's value for one set of dice, by sorting and counting as the rules say.
long value_of(const Pool& pool, std::vector<int> dice) {
    if (pool.keep) {
        bool highest = pool.keep->keeps_highest();
        std::sort(dice.begin(), dice.end(),
                  [highest](int a, int b) { return highest ? a > b : a < b; });
        dice.resize(static_cast<std::size_t>(pool.keep->kept(static_cast<int>(dice.size()))));
    }
    long total = 0;
    for (int d : dice)
        total += pool.success ? (pool.success->matches(d) ? 1 : 0) : d;
    return total;
}

struct BruteForce {
    std::map<long, double> p;
    double lost = 0;
};

// Every combination of the dice's chains.
BruteForce brute_force(std::string_view text, double cut = 1e-17) {
    Pool pool = parse_pool(text);
    double lost = 0;
    std::map<std::vector<int>, double> one = chains(pool, cut, lost);
    BruteForce result;
    result.lost = lost * pool.count;
    std::vector<int> dice;
    std::function<void(int, double)> combine = [&](int die, double chance) {
        if (die == pool.count) {
            result.p[value_of(pool, dice)] += chance;
            return;
        }
        for (const auto& [faces, p] : one) {
            dice.insert(dice.end(), faces.begin(), faces.end());
            combine(die + 1, chance * p);
            dice.resize(dice.size() - faces.size());
        }
    };
    combine(0, 1.0);
    return result;
}

void check_against_brute_force(std::string_view text) {
    INFO(text);
    BruteForce expected = brute_force(text);
    Distribution got = exact(text);
    CHECK(expected.lost < 1e-13);
    double worst = 0;
    for (const auto& [value, p] : expected.p)
        worst = std::max(worst, std::abs(got.at(value) - p));
    for (std::int64_t v = got.min(); v <= got.max(); ++v) {
        if (!expected.p.count(v))
            worst = std::max(worst, got.at(v));
    }
    CHECK(worst < 1e-12);
    CHECK(got.total() == Approx(1.0).epsilon(1e-12));
}

// P(a multinomial count vector) for counts of each face of an S-sided die.
double multinomial(const std::vector<int>& counts, int n, int faces) {
    double log_p = std::lgamma(n + 1.0) - n * std::log(double(faces));
    for (int c : counts)
        log_p -= std::lgamma(c + 1.0);
    return std::exp(log_p);
}

}  // namespace

TEST_CASE("face distribution after rerolls: recursive conditions, once mixes", "[dice][stats]") {
    auto d = face_distribution(parse_pool("d6r1"));
    CHECK(d[1] == 0);
    for (int f = 2; f <= 6; ++f)
        CHECK(d[static_cast<std::size_t>(f)] == Approx(0.2));
    auto o = face_distribution(parse_pool("d6ro1"));
    CHECK(o[1] == Approx(1.0 / 36));
    for (int f = 2; f <= 6; ++f)
        CHECK(o[static_cast<std::size_t>(f)] == Approx(7.0 / 36));
    auto two = face_distribution(parse_pool("d10r1r10"));
    CHECK(two[1] == 0);
    CHECK(two[10] == 0);
    CHECK(two[5] == Approx(1.0 / 8));
}

TEST_CASE("known distributions: 2d6, 3d6>=5, d6r1, d6ro1", "[dice][stats]") {
    CHECK(exact("2d6").at(7) == Approx(6.0 / 36).epsilon(1e-14));
    Distribution successes = exact("3d6>=5");  // Binomial(3, 1/3)
    CHECK(successes.at(0) == Approx(8.0 / 27).epsilon(1e-14));
    CHECK(successes.at(1) == Approx(12.0 / 27).epsilon(1e-14));
    CHECK(successes.at(2) == Approx(6.0 / 27).epsilon(1e-14));
    CHECK(successes.at(3) == Approx(1.0 / 27).epsilon(1e-14));
    Distribution r = exact("d6r1");
    CHECK(r.min() == 2);
    for (int v = 2; v <= 6; ++v)
        CHECK(r.at(v) == Approx(0.2).epsilon(1e-14));
    CHECK(exact("d6ro1").at(1) == Approx(1.0 / 36).epsilon(1e-14));
    CHECK(exact("d%").at(100) == Approx(0.01));
}

TEST_CASE("4d6kh3 has mean 15869/1296", "[dice][stats]") {
    Distribution d = exact("4d6kh3");
    CHECK(d.mean() == Approx(15869.0 / 1296).epsilon(1e-13));
    CHECK(d.at(18) == Approx(21.0 / 1296).epsilon(1e-13));
    CHECK(d.at(3) == Approx(1.0 / 1296).epsilon(1e-13));
    CHECK(d.total() == Approx(1.0).epsilon(1e-14));
}

TEST_CASE("1d6! has mean 4.2 up to the cap, and reaches the cap exactly", "[dice][stats]") {
    Distribution d = exact("1d6!");
    // Wald: 3.5 times the expected number of rolls, 1 + 1/6 + ... + 1/6^100.
    double rolls = (1 - std::pow(1.0 / 6, 101)) / (1 - 1.0 / 6);
    CHECK(d.mean() == Approx(3.5 * rolls).epsilon(1e-13));
    CHECK(d.mean() == Approx(4.2).epsilon(1e-13));
    CHECK(d.at(6) == 0);
    CHECK(d.at(13) == Approx(1.0 / 216).epsilon(1e-13));
    CHECK(d.max() == 606);
    CHECK(d.at(606) == Approx(std::pow(1.0 / 6, 101)).epsilon(1e-10));
    CHECK(d.total() == Approx(1.0).epsilon(1e-14));
    CHECK(exact("10d6!").mean() == Approx(10 * 3.5 * rolls).epsilon(1e-12));
}

TEST_CASE("tails keep their relative precision: 100d6, 100d6kh1, 50d10kl1", "[dice][stats]") {
    Distribution sum = exact("100d6");
    CHECK(sum.mean() == Approx(350).epsilon(1e-12));
    CHECK(sum.standard_deviation() == Approx(std::sqrt(100 * 35.0 / 12)).epsilon(1e-10));
    CHECK(sum.at(100) == Approx(std::pow(6.0, -100)).epsilon(1e-10));
    CHECK(sum.at(101) == Approx(100 * std::pow(6.0, -100)).epsilon(1e-10));
    Distribution highest = exact("100d6kh1");  // the largest of 100 dice
    CHECK(highest.at(1) == Approx(std::pow(6.0, -100)).epsilon(1e-10));
    CHECK(highest.at(6) == Approx(1 - std::pow(5.0 / 6, 100)).epsilon(1e-12));
    CHECK(highest.at(5) == Approx(std::pow(5.0 / 6, 100) - std::pow(4.0 / 6, 100)).epsilon(1e-10));
    Distribution lowest = exact("50d10kl1");
    CHECK(lowest.at(10) == Approx(std::pow(10.0, -50)).epsilon(1e-10));
    CHECK(lowest.at(9) == Approx(std::pow(0.2, 50) - std::pow(0.1, 50)).epsilon(1e-10));
}

TEST_CASE("20d6kh3 agrees with a sum over the multinomial counts of the faces", "[dice][stats]") {
    std::map<long, double> expected;
    std::vector<int> counts(6);
    std::function<void(int, int)> place = [&](int face, int left) {
        if (face == 5) {
            counts[5] = left;
            // The three kept dice: from the sixes down.
            long kept = 0;
            int need = 3;
            for (int f = 6; f >= 1 && need > 0; --f) {
                int take = std::min(need, counts[static_cast<std::size_t>(f - 1)]);
                kept += take * f;
                need -= take;
            }
            expected[kept] += multinomial(counts, 20, 6);
            return;
        }
        for (int c = 0; c <= left; ++c) {
            counts[static_cast<std::size_t>(face)] = c;
            place(face + 1, left - c);
        }
    };
    place(0, 20);
    Distribution got = exact("20d6kh3");
    for (const auto& [value, p] : expected)
        CHECK(got.at(value) == Approx(p).epsilon(1e-11));
    CHECK(got.min() == 3);
    CHECK(got.max() == 18);
}

TEST_CASE("keep/drop, rerolls and explosions agree with brute-force enumeration", "[dice][stats]") {
    for (const char* text :
         {"4d4kh2",    "3d6dl1",    "2d6r<3",     "3d4!kh2",    "4d6kh3",
          "5d4dh2",    "4d4kl3",    "3d6ro<3kh2", "2d8r1r8dl1", "4d6kl1>=2",
          "3d6kh2>=4", "3d4!1kl2",  "2d6!6>=5",   "3d4!kh2>=3", "2d4!r1kh1",
          "3d3!=2kh2", "2d5ro>=4!", "2d6!>=5dl1", "1d6!>=5kh1", "1d4!<=2kh1>=2"}) {
        check_against_brute_force(text);
    }
}

TEST_CASE("every distribution sums to 1", "[dice][stats]") {
    for (const char* text : {"d1", "1000d6", "20d6kh3", "8d10!>=9", "6d6!kh2", "12d6>=5",
                             "30d20dl10", "d1000000", "10d6ro<3", "4d6!dl1"}) {
        INFO(text);
        CHECK(exact(text).total() == Approx(1.0).epsilon(1e-12));
    }
}

TEST_CASE("pools past the budget stop with TooLarge instead of hanging", "[dice][stats]") {
    Budget budget(1e7);
    CHECK_THROWS_AS(pool_distribution(parse_pool("2d1000000"), budget), TooLarge);
    Budget again(1e7);
    CHECK_THROWS_AS(pool_distribution(parse_pool("1000d1000kh999"), again), TooLarge);
    CHECK(again.omitted() == 0);
}

TEST_CASE("an exploding keep stops its mixture only once the mass left is negligible",
          "[dice][stats]") {
    Budget small(2e6);
    Distribution d = pool_distribution(parse_pool("6d6!>=3kh2"), small);
    CHECK(small.omitted() > 0);
    CHECK(small.omitted() < k_negligible_mass);
    CHECK(d.total() + small.omitted() == Approx(1.0).epsilon(1e-14));
    Budget full;
    Distribution reference = pool_distribution(parse_pool("6d6!>=3kh2"), full);
    CHECK(full.omitted() < k_negligible_mass);
    for (std::int64_t v = 2; v <= 12; ++v)
        CHECK(d.at(v) == Approx(reference.at(v)).epsilon(1e-13));
    Budget tiny(1e4);
    CHECK_THROWS_AS(pool_distribution(parse_pool("6d6!>=3kh2"), tiny), TooLarge);
}
