#include "layout/deck_layout.hpp"

#include <algorithm>
#include <catch2/catch.hpp>

#include "support/diagnostics.hpp"
#include "support/fake_text.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;

namespace {

// A deck of `size` cards made on demand, remembering which it was asked for; card 3 has 2 copies.
class CountingSource : public CardSource {
public:
    explicit CountingSource(std::size_t size) : m_size(size) {}
    std::size_t size() const override { return m_size; }
    Card card(std::size_t index) const override {
        asked.push_back(index);
        Record record;
        record.id = "c" + std::to_string(index);
        record.set("name", "Card " + std::to_string(index));
        return Card{Face{"t", record}, std::nullopt, index == 3 ? 2 : 1};
    }
    mutable std::vector<std::size_t> asked;

private:
    std::size_t m_size;
};

}  // namespace

TEST_CASE("a deck with a card source is laid out a page at a time, never held whole",
          "[layout][deck]") {
    test::TempDir dir;
    dir.write("t.toml",
              "size = \"poker\"\nbleed = \"2mm\"\n[[layer]]\nname = \"n\"\ntype = \"text\"\nbox = "
              "\"trim\"\ntext = \"{name}\"\n");
    TemplateLibrary library(dir.path());
    test::FakeTextService text;
    Diagnostics ds;
    Binder binder(text, ds);
    auto source = std::make_shared<CountingSource>(1000);
    DeckComponent deck;
    deck.id = "big";
    deck.source = source;
    DeckLayout layout(deck, library, binder, {}, ds);
    REQUIRE(layout.ok());
    CHECK(test::messages(ds).empty());
    CHECK(layout.card_count() == 1001);
    CHECK(layout.distinct_count() == 1000);
    CHECK(layout.copies(3) == 2);
    CHECK(source->asked.size() == 1000);  // one pass to count copies and check templates
    source->asked.clear();
    auto [front, back] = layout.page(50);
    CHECK_FALSE(back);
    // Page 51 holds printed cards 450..458: deck cards 449..457, card 3's extra copy shifting them.
    CHECK(std::count_if(front.items.begin(), front.items.end(),
                        [](const Item& i) { return std::holds_alternative<PlacedItem>(i); }) == 9);
    REQUIRE_FALSE(source->asked.empty());
    CHECK(*std::min_element(source->asked.begin(), source->asked.end()) == 449);
    CHECK(*std::max_element(source->asked.begin(), source->asked.end()) == 457);
    CHECK(layout.distinct_name(3) == "Card 3");
    CHECK(layout.distinct_id(3) == "c3");
}
