#include <catch2/catch.hpp>

#include <set>

#include "core/domino.hpp"

using namespace pnpkit;

TEST_CASE("a double-six set has 28 distinct tiles, 7 doubles and 7 with a blank", "[domino]") {
    auto tiles = domino_set(6);
    CHECK(tiles.size() == 28);
    CHECK(std::set<Domino>(tiles.begin(), tiles.end()).size() == 28);
    CHECK(std::count_if(tiles.begin(), tiles.end(), [](Domino d) { return d.is_double(); }) == 7);
    CHECK(std::count_if(tiles.begin(), tiles.end(), [](Domino d) { return d.has_blank(); }) == 7);
    CHECK(domino_set(9).size() == 55);
    CHECK(domino_set(0).size() == 1);
}

TEST_CASE("tiles are written low-high and parsed in any order", "[domino]") {
    CHECK(Domino::of(5, 2).to_string() == "2-5");
    CHECK(parse_domino("5|2") == Domino{2, 5});
    CHECK(parse_domino("0:0") == Domino{0, 0});
    CHECK(parse_domino("3-6")->pips() == 9);
    CHECK_FALSE(parse_domino("3"));
    CHECK_FALSE(parse_domino("-3"));
    CHECK_FALSE(parse_domino("a-b"));
    CHECK_FALSE(parse_domino("1-2-3"));
}

TEST_CASE("a bag draws without replacement until empty and takes tiles back", "[domino]") {
    DominoBag bag(6);
    Rng rng(11);
    std::set<Domino> drawn;
    while (auto tile = bag.draw(rng)) drawn.insert(*tile);
    CHECK(drawn.size() == 28);
    CHECK(bag.empty());
    CHECK_FALSE(bag.draw(rng));
    CHECK(bag.put_back({2, 5}));
    CHECK_FALSE(bag.put_back({2, 5}));  // already in the bag
    CHECK_FALSE(bag.put_back({2, 7}));  // not of a double-six set
    CHECK(bag.size() == 1);
    CHECK(bag.take({2, 5}));
    CHECK_FALSE(bag.take({2, 5}));
}

TEST_CASE("the same seed draws the same tiles", "[domino]") {
    DominoBag a(6), b(6);
    Rng ra(3), rb(3);
    for (int i = 0; i < 10; ++i) CHECK(a.draw(ra) == b.draw(rb));
    CHECK(a.tiles() == b.tiles());
}

TEST_CASE("sets are named and sized by their highest end", "[domino]") {
    for (int n : standard_domino_sets()) CHECK(domino_set_size(n) == domino_set(n).size());
    CHECK(domino_set_size(6) == 28);
    CHECK(domino_set_size(12) == 91);
    CHECK(domino_set_name(6) == "double-six");
    CHECK(domino_set_name(9) == "double-nine");
    CHECK(domino_set_name(18) == "double-eighteen");
    CHECK(domino_set_name(21) == "double-21");
}
