#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <numeric>
#include <set>

#include "core/rng.hpp"

using namespace pnpkit;

TEST_CASE("the same seed gives the same sequence, another seed another", "[rng]") {
    Rng a(42), b(42), c(43);
    std::vector<std::uint64_t> va, vb, vc;
    for (int i = 0; i < 100; ++i) {
        va.push_back(a.next());
        vb.push_back(b.next());
        vc.push_back(c.next());
    }
    CHECK(va == vb);
    CHECK(va != vc);
    CHECK(a.seed() == 42);
}

TEST_CASE("the generator's output is pinned so seeds replay across builds", "[rng]") {
    // xoshiro256** seeded by splitmix64(0): the published reference values for this seeding.
    std::uint64_t s = 0;
    CHECK(splitmix64(s) == 0xE220A8397B1DCDAFULL);
    // First outputs of xoshiro256** from that state, computed with the reference algorithm.
    Rng rng(0);
    CHECK(rng.next() == 0x99EC5F36CB75F2B4ULL);
    CHECK(rng.next() == 0xBF6E1F784956452AULL);
    CHECK(rng.next() == 0x1A5F849D4933E6E0ULL);
}

TEST_CASE("die rolls stay in range and are roughly uniform", "[rng]") {
    Rng rng(7);
    std::array<int, 7> counts{};
    const int n = 60000;
    for (int i = 0; i < n; ++i) {
        int r = rng.roll(6);
        REQUIRE(r >= 1);
        REQUIRE(r <= 6);
        ++counts[static_cast<std::size_t>(r)];
    }
    for (int face = 1; face <= 6; ++face) {
        CHECK(counts[static_cast<std::size_t>(face)] > n / 6 - 600);
        CHECK(counts[static_cast<std::size_t>(face)] < n / 6 + 600);
    }
}

TEST_CASE("between and below cover their bounds", "[rng]") {
    Rng rng(1);
    std::set<std::int64_t> seen;
    for (int i = 0; i < 1000; ++i) seen.insert(rng.between(-2, 2));
    CHECK(seen == std::set<std::int64_t>{-2, -1, 0, 1, 2});
    for (int i = 0; i < 1000; ++i) CHECK(rng.below(1) == 0);
    double u = rng.unit();
    CHECK(u >= 0.0);
    CHECK(u < 1.0);
}

TEST_CASE("streams depend on the seed and index only, not on use", "[rng]") {
    Rng a(99), b(99);
    for (int i = 0; i < 10; ++i) b.next();
    CHECK(a.stream(5).next() == b.stream(5).next());
    CHECK(a.stream(5).next() != a.stream(6).next());
    CHECK(a.stream(0).next() != Rng(100).stream(0).next());
}

TEST_CASE("shuffle is a seeded permutation", "[rng]") {
    std::vector<int> v(20);
    std::iota(v.begin(), v.end(), 0);
    auto w = v;
    Rng r1(5), r2(5);
    r1.shuffle(std::span<int>(v));
    r2.shuffle(std::span<int>(w));
    CHECK(v == w);
    auto sorted = v;
    std::sort(sorted.begin(), sorted.end());
    std::vector<int> expected(20);
    std::iota(expected.begin(), expected.end(), 0);
    CHECK(sorted == expected);
    CHECK(v != expected);
}
