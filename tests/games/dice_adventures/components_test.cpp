#include "games/dice_adventures/components.hpp"

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

}  // namespace
}  // namespace pnpkit::dice_adventures
