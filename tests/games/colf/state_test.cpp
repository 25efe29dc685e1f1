#include "games/colf/state.hpp"

#include <catch2/catch.hpp>

using namespace pnpkit;
using namespace pnpkit::colf;

TEST_CASE("tile indices follow domino_set order", "[colf][state]") {
    auto set = domino_set(6);
    REQUIRE(set.size() == k_set_size);
    for (std::size_t i = 0; i < set.size(); ++i)
        CHECK(tile_index(set[i]) == static_cast<int>(i));
}

TEST_CASE("the tile pool draws exactly what a DominoBag draws with the same generator",
          "[colf][state]") {
    for (std::uint64_t seed : {1u, 2u, 99u}) {
        DominoBag bag;
        TilePool pool;
        Rng a(seed), b(seed);
        for (int i = 0; i < 28; ++i) {
            auto from_bag = bag.draw(a);
            auto from_pool = pool.draw(b);
            REQUIRE(from_bag);
            REQUIRE(from_pool);
            CHECK(*from_bag == *from_pool);
            if (i % 5 == 4) {  // put one back now and then, as clean-up does
                bag.put_back(*from_bag);
                pool.put_back(*from_pool);
            }
        }
        CHECK(pool.size() == static_cast<int>(bag.size()));
    }
}

TEST_CASE("the tile pool converts to and from a DominoBag", "[colf][state]") {
    TilePool pool;
    Rng rng(4);
    for (int i = 0; i < 10; ++i)
        pool.draw(rng);
    DominoBag bag = TilePool::to_bag(pool);
    CHECK(static_cast<int>(bag.size()) == pool.size());
    TilePool back = TilePool::from_bag(bag);
    for (Domino d : domino_set(6))
        CHECK(back.contains(d) == pool.contains(d));
    CHECK(pool.take(bag.tiles().front()));
    CHECK_FALSE(pool.take(bag.tiles().front()));
    TilePool empty = TilePool::empty_pool();
    CHECK_FALSE(empty.draw(rng));
}
