#include <catch2/catch.hpp>
#include <cstring>
#include <vector>

#include "games/dice_adventures/difficulty.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/solver.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

// Every camp one solver worked out, with the same values to the bit in the other.
void check_same(const Solver& expected, const Solver& got) {
    CHECK(got.camps().size() == expected.camps().size());
    std::size_t differ = 0;
    for (const auto& [key, values] : expected.camps()) {
        const std::vector<double>* other = got.known_camp(key);
        if (!other || other->size() != values.size() ||
            std::memcmp(other->data(), values.data(), values.size() * sizeof(double)) != 0)
            ++differ;
    }
    CHECK(differ == 0);
}

std::vector<Camp> every_start(const Rules& r) {
    std::vector<Camp> starts;
    for (const auto& party : all_parties(r.class_count(), r.settings().party))
        starts.push_back(start_camp(r, party));
    return starts;
}

}  // namespace

TEST_CASE("a solution worked out on threads has every camp of one thread's, to the bit",
          "[dice-adventures][solver]") {
    // Three adventures (the sanitizer build: two) keep it quick; the basic game's five too in
    // the release build.
    CraftedData crafted({{"game.toml", "adventures = 5",
                          test::k_sanitized_build ? "adventures = 2" : "adventures = 3"},
                         {"modes.toml", "shifts = [0, 1, 1, 2, 2]",
                          test::k_sanitized_build ? "shifts = [0, 1]" : "shifts = [0, 1, 1]"}});
    GameData data = crafted.data();
    std::vector<Rules> games{rules_for(data, "basic"), rules_for(data, "hardcore+"),
                             rules_for(data, "basic", true)};
    if (!test::k_sanitized_build) games.push_back(rules());
    for (const Rules& r : games) {
        INFO(r.mode->id << (r.deck ? " with the deck" : "") << ", " << r.settings().adventures
                        << " adventures");
        std::vector<Camp> starts = every_start(r);
        if (r.deck) starts.resize(3);
        Solver alone(r);
        for (const Camp& c : starts) alone.camp_values(c);
        Solver shared(r);
        shared.solve(starts, 3);
        check_same(alone, shared);
        // A reader finds every camp in the shared solution and works out nothing of its own.
        Solver reader = Solver::reading(shared);
        for (const Camp& c : starts)
            CHECK(&reader.camp_values(c) == shared.known_camp(shared.camp_key(c)));
        CHECK(reader.camps().empty());
        CHECK(reader.camp_value(starts.front()) == alone.camp_value(starts.front()));
    }
}

}  // namespace pnpkit::dice_adventures
