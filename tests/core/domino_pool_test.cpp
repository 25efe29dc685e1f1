#include "core/domino_pool.hpp"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pnpkit;

TEST_CASE("domino indices follow domino_set order for every set size", "[core][domino-pool]") {
    for (int n : {0, 1, 6, 9}) {
        std::vector<Domino> set = domino_set(n);
        for (std::size_t i = 0; i < set.size(); ++i) {
            CHECK(domino_index(set[i], n) == static_cast<int>(i));
            CHECK(domino_at(static_cast<int>(i), n) == set[i]);
        }
    }
}

TEST_CASE("a pool draws the same tiles as a bag with the same generator", "[core][domino-pool]") {
    for (int n : {6, 9}) {
        DominoPool pool = DominoPool::full(n);
        DominoBag bag(n);
        Rng a(77), b(77);
        while (!bag.empty()) {
            CHECK(pool.draw(a) == bag.draw(b));
            CHECK(pool.size() == static_cast<int>(bag.size()));
        }
        CHECK_FALSE(pool.draw(a));
    }
}

TEST_CASE("a pool takes, returns and converts tiles", "[core][domino-pool]") {
    DominoPool pool(6);
    CHECK(pool.empty());
    CHECK(pool.put_back(Domino{2, 5}));
    CHECK_FALSE(pool.put_back(Domino{2, 5}));  // already here
    CHECK_FALSE(pool.put_back(Domino{2, 7}));  // not of the set
    CHECK(pool.contains(Domino{2, 5}));
    CHECK_FALSE(pool.contains(Domino{5, 7}));
    CHECK(pool.take(Domino{2, 5}));
    CHECK_FALSE(pool.take(Domino{2, 5}));
    DominoPool full = DominoPool::full(6);
    CHECK(DominoPool::from_bag(full.to_bag()) == full);
    CHECK(full.tiles() == domino_set(6));
    CHECK_THROWS_AS(DominoPool(10), std::length_error);
}

TEST_CASE("draw_among picks only the tiles asked for, each as often", "[core][domino-pool]") {
    DominoPool pool = DominoPool::full(6);
    std::uint64_t wanted = (std::uint64_t{1} << domino_index({1, 2}, 6)) |
                           (std::uint64_t{1} << domino_index({3, 4}, 6));
    int first = 0;
    Rng rng(3);
    for (int i = 0; i < 4000; ++i) {
        DominoPool copy = pool;
        auto tile = copy.draw_among(wanted, rng);
        REQUIRE(tile);
        CHECK((*tile == Domino{1, 2} || *tile == Domino{3, 4}));
        first += *tile == Domino{1, 2};
        CHECK(copy.size() == 27);
    }
    CHECK(first > 1800);
    CHECK(first < 2200);
    CHECK_FALSE(DominoPool(6).draw_among(wanted, rng));
}
