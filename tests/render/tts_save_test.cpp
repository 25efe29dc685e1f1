#include "render/tts_save.hpp"

#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "support/json_reader.hpp"

using namespace pnpkit;
using namespace pnpkit::render;
using pnpkit::test::Json;
using pnpkit::test::JsonReader;

namespace {

// A deck of `cards` distinct cards on sheets of 69, card i with (i % 3) + 1 copies.
TtsDeck deck(const std::string& name, int cards, bool unique_back) {
    TtsDeck d{name, {}, {}};
    int sheets = (cards + k_tts_cards_per_sheet - 1) / k_tts_cards_per_sheet;
    for (int s = 0; s < sheets; ++s) {
        int on_sheet = std::min(k_tts_cards_per_sheet, cards - s * k_tts_cards_per_sheet);
        int columns = std::min(10, on_sheet);
        d.sheets.push_back({"/out/" + name + "-" + std::to_string(s) + ".png",
                            "/out/" + name + " back.png", unique_back, columns,
                            (on_sheet + columns - 1) / columns});
    }
    for (int i = 0; i < cards; ++i) {
        d.cards.push_back({name + " " + std::to_string(i), i / k_tts_cards_per_sheet,
                           i % k_tts_cards_per_sheet, i % 3 + 1});
    }
    return d;
}

Json save(const std::vector<TtsDeck>& decks) {
    std::ostringstream out;
    write_tts_save(out, decks, "Test Game");
    return JsonReader::parse(out.str());
}

}  // namespace

TEST_CASE("a TTS saved object holds a deck per deck: card ids are key x 100 + slot, copies repeat",
          "[tts]") {
    Json json = save({deck("big", 150, false), deck("small", 4, true)});
    CHECK(json["SaveName"].text() == "Test Game");
    const Json& objects = json["ObjectStates"];
    REQUIRE(objects.size() == 2);
    const Json& big = objects[0];
    CHECK(big["Name"].text() == "DeckCustom");
    CHECK(big["Nickname"].text() == "big");
    // 150 cards: sheets of 69, 69 and 12, keys 1 to 3; the second deck's sheet is key 4.
    const Json& custom = big["CustomDeck"];
    REQUIRE(custom.size() == 3);
    CHECK(custom["1"]["NumWidth"].integer() == 10);
    CHECK(custom["1"]["NumHeight"].integer() == 7);
    CHECK(custom["3"]["NumWidth"].integer() == 10);
    CHECK(custom["3"]["NumHeight"].integer() == 2);
    CHECK(custom["1"]["FaceURL"].text() == "file:///out/big-0.png");
    CHECK(custom["1"]["BackURL"].text() == "file:///out/big%20back.png");
    CHECK_FALSE(custom["1"]["UniqueBack"].flag());
    const Json& ids = big["DeckIDs"];
    const Json& contained = big["ContainedObjects"];
    int expected_total = 0;
    for (int i = 0; i < 150; ++i) expected_total += i % 3 + 1;
    REQUIRE(ids.size() == static_cast<std::size_t>(expected_total));
    REQUIRE(contained.size() == ids.size());
    std::size_t at = 0;
    for (int i = 0; i < 150; ++i) {
        int key = 1 + i / 69;
        int expected_id = key * 100 + i % 69;
        for (int copy = 0; copy <= i % 3; ++copy, ++at) {
            CHECK(ids[at].integer() == expected_id);
            CHECK(contained[at]["CardID"].integer() == expected_id);
            CHECK(contained[at]["Nickname"].text() == "big " + std::to_string(i));
            CHECK(contained[at]["CustomDeck"].has(std::to_string(key)));
        }
    }
    // No card id names a slot past 68: the 70th slot of a sheet stays free.
    for (const auto& id : ids.array()) CHECK(id.integer() % 100 < k_tts_cards_per_sheet);
    const Json& small = objects[1];
    CHECK(small["CustomDeck"].has("4"));
    CHECK(small["CustomDeck"]["4"]["UniqueBack"].flag());
    CHECK(small["DeckIDs"][0].integer() == 400);
    CHECK(small["Transform"]["posX"].number() > big["Transform"]["posX"].number());
    // GUIDs are six hexadecimal digits, different for every object.
    std::set<std::string> guids;
    for (const auto& object : objects.array()) guids.insert(object["GUID"].text());
    CHECK(guids.size() == 2);
    CHECK(big["GUID"].text().size() == 6);
}

TEST_CASE("a deck of a single card is saved as a card, not a deck", "[tts]") {
    TtsDeck one = deck("one", 1, false);
    Json json = save({one});
    const Json& card = json["ObjectStates"][0];
    CHECK(card["Name"].text() == "Card");
    CHECK(card["CardID"].integer() == 100);
    CHECK(card["CustomDeck"]["1"]["NumWidth"].integer() == 1);
    CHECK_FALSE(card.has("DeckIDs"));
}

TEST_CASE(
    "with a base URL, every sheet is named BASE/<file>, percent-encoded, on faces and cards alike",
    "[tts]") {
    std::ostringstream out;
    std::vector<TtsDeck> decks{deck("big", 70, false), deck("one", 1, false)};
    decks[1].cards[0].copies = 1;
    write_tts_save(out, decks, "Test Game", "https://example.org/pnp/colf/");
    Json json = JsonReader::parse(out.str());
    const Json& big = json["ObjectStates"][0];
    CHECK(big["CustomDeck"]["1"]["FaceURL"].text() == "https://example.org/pnp/colf/big-0.png");
    CHECK(big["CustomDeck"]["2"]["BackURL"].text() ==
          "https://example.org/pnp/colf/big%20back.png");
    CHECK(big["ContainedObjects"][0]["CustomDeck"]["1"]["FaceURL"].text() ==
          "https://example.org/pnp/colf/big-0.png");
    const Json& single = json["ObjectStates"][1];
    CHECK(single["Name"].text() == "Card");
    CHECK(single["CustomDeck"]["3"]["FaceURL"].text() == "https://example.org/pnp/colf/one-0.png");
    CHECK(out.str().find("file://") == std::string::npos);
}

TEST_CASE("a base URL must be http or https with a host and nothing to encode", "[tts]") {
    CHECK_FALSE(url_base_problem("https://example.org"));
    CHECK_FALSE(url_base_problem("http://192.168.1.4:8000/sheets/"));
    CHECK(url_base_problem("ftp://example.org") ==
          "it must start with http:// or https://, where Tabletop Simulator's players can fetch "
          "the sheets");
    CHECK(url_base_problem("example.org/x").has_value());
    CHECK(url_base_problem("https:///x") == "it has no host name after the scheme");
    CHECK(url_base_problem("https://example.org/my sheets").has_value());
    CHECK(url_base_problem("https://example.org/?a=1").has_value());
    CHECK(image_url("/out/a b.png", "https://x.org//") == "https://x.org/a%20b.png");
    CHECK(image_url("/out/a.png", "") == "file:///out/a.png");
}
