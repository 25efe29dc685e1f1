#include "games/dice_adventures/components.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "games/dice_adventures/fixture.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

// The record of the party log among `components`.
layout::Record party_log_of(const std::vector<layout::Component>& components) {
    for (const auto& c : components) {
        const auto* sheet = std::get_if<layout::SheetComponent>(&c);
        if (sheet && sheet->id == "party-log" && !sheet->pages.empty())
            return sheet->pages.front().record;
    }
    FAIL("no party log among the components");
    return {};
}

std::string field(const layout::Record& record, const std::string& key) {
    const layout::Field* f = record.find(key);
    REQUIRE(f);
    return f->text;
}

TEST_CASE("the party log's pack rows are the shop's items, named as the shop names them",
          "[dice-adventures][components]") {
    layout::Record shipped_log = party_log_of(make_components(shipped()));
    CHECK(field(shipped_log, "item_points") == shipped().item(ItemEffect::points)->name);
    CHECK(field(shipped_log, "item_change") == shipped().item(ItemEffect::change)->name);
    CHECK(field(shipped_log, "item_reroll") == "Magic weapon");
    CHECK(field(shipped_log, "item_hireling") == shipped().item(ItemEffect::hireling)->name);

    CraftedData crafted({{"shop.toml", "name = \"Magic weapon\"", "name = \"Enchanted blade\""}});
    GameData data = crafted.data();
    CHECK(field(party_log_of(make_components(data)), "item_reroll") == "Enchanted blade");
}

TEST_CASE("R9: the result card and the adventure cards state the level-1 exception",
          "[dice-adventures][components][R9]") {
    auto components = make_components(shipped());
    std::vector<std::string> texts;
    for (const auto& c : components) {
        const auto* deck = std::get_if<layout::DeckComponent>(&c);
        if (!deck || (deck->id != "results" && deck->id != "adventures")) continue;
        for (const auto& card : deck->cards) {
            const layout::Field* rows = card.front.record.find("results");
            REQUIRE(rows);
            for (const auto& row : rows->rows) texts.push_back(row.back());
        }
    }
    int losses = 0;
    for (const auto& text : texts) {
        if (text.find("loses a level") == std::string::npos &&
            text.find("lose a level") == std::string::npos)
            continue;
        ++losses;
        CHECK(text.find("(none if all are level 1)") != std::string::npos);
    }
    CHECK(losses >= 2);  // the result table's 4 and the adventure cards' level losses
    CHECK(std::find(texts.begin(), texts.end(),
                    "A random hero loses a level (none if all are level 1)") != texts.end());
}

}  // namespace
}  // namespace pnpkit::dice_adventures
