#include "games/domino_run/components.hpp"

#include <catch2/catch.hpp>

#include "games/domino_run/load.hpp"
#include "layout/bind.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::domino_run;

namespace {

GameData shipped() {
    Diagnostics d;
    auto data = load_data(pnpkit::test::source_dir() / "data" / "domino-run", d);
    REQUIRE(data);
    return *data;
}

// Every face of every component, fronts and backs.
std::vector<const layout::Face*> faces(const std::vector<layout::Component>& all) {
    std::vector<const layout::Face*> out;
    for (const auto& c : all) {
        if (const auto* deck = std::get_if<layout::DeckComponent>(&c)) {
            if (deck->common_back) out.push_back(&*deck->common_back);
            for (const auto& card : deck->cards) {
                out.push_back(&card.front);
                if (card.back) out.push_back(&*card.back);
            }
        } else {
            for (const auto& page : std::get<layout::SheetComponent>(c).pages) out.push_back(&page);
        }
    }
    return out;
}

const layout::DeckComponent& deck(const std::vector<layout::Component>& all, std::string_view id) {
    for (const auto& c : all) {
        if (layout::component_id(c) == id) return std::get<layout::DeckComponent>(c);
    }
    FAIL("no component " << id);
    throw std::logic_error("unreachable");
}

std::string text_of(const layout::Record& r, const std::string& key) {
    const layout::Field* f = r.find(key);
    REQUIRE(f);
    return f->text;
}

}  // namespace

TEST_CASE("render prints the aid, tracker, tokens, mats, dominoes and summary", "[domino-run][components]") {
    GameData data = shipped();
    auto all = make_components(data);
    std::vector<std::string> ids;
    for (const auto& c : all) ids.push_back(layout::component_id(c));
    CHECK(ids == std::vector<std::string>{"player-aid", "key-tracker", "tokens", "ability-mats",
                                          "dominoes", "rules-summary"});
    // The counts follow the data: a token a bonus die, a mat a treasure, a set of 28.
    const auto& tokens = deck(all, k_tokens);
    CHECK(tokens.cards.front().front.record.id == "bonus-die");
    CHECK(tokens.cards.front().copies == data.rules.bonus_dice());
    CHECK(deck(all, k_ability_mats).cards.front().copies == data.rules.keys_to_win - 1);
    CHECK(deck(all, k_dominoes).cards.size() == 28);
    // The aid is one card, both sides.
    CHECK(deck(all, k_player_aid).cards.front().back.has_value());
}

TEST_CASE("every printed face credits Ronald Villaver and the licence", "[domino-run][components]") {
    auto all = make_components(shipped());
    for (const layout::Face* face : faces(all)) {
        INFO(face->record.id);
        std::string credit;
        for (const char* key : {"credit", "game", "label"}) {
            if (const layout::Field* f = face->record.find(key)) credit += f->text;
        }
        if (face->template_id == "domino-tile") continue;  // the back of each tile carries it
        CHECK(credit.find("Villaver") != std::string::npos);
        CHECK(credit.find("CC BY-NC 3.0 PH") != std::string::npos);
    }
}

TEST_CASE("the key tracker lists every double and the pace of the game", "[domino-run][components]") {
    GameData data = shipped();
    data.rules.enemy_base = 3;  // a change in the data changes the print
    auto all = make_components(data);
    const layout::Record& r = deck(all, k_key_tracker).cards.front().front.record;
    const layout::Field* keys = r.find("keys");
    REQUIRE(keys);
    REQUIRE(keys->rows.size() == 1 + 7);
    CHECK(keys->rows[1][0] == ":domino-0-0:");
    CHECK(keys->rows[7][0] == ":domino-6-6:");
    const layout::Field* pace = r.find("pace");
    REQUIRE(pace);
    REQUIRE(pace->rows.size() == 1 + 7);
    CHECK(pace->rows[1] == std::vector<std::string>{"0", "3", "2"});
    CHECK(pace->rows[7] == std::vector<std::string>{"6", "9", "8"});
}

TEST_CASE("the rules summary draws the illustration's starting line", "[domino-run][components]") {
    auto all = make_components(shipped());
    const auto& sheet = std::get<layout::SheetComponent>(all.back());
    const layout::Record& r = sheet.pages.front().record;
    CHECK(text_of(r, "tile1") == "domino-1-2");
    CHECK(text_of(r, "tile3") == "domino-0-5");
    CHECK(text_of(r, "tile4") == "domino-5-1");
    CHECK(text_of(r, "mark1") == ":cube-black:");
    CHECK(text_of(r, "mark6") == ":cube-white:");
    CHECK(text_of(r, "mark2").empty());
    std::string caption = text_of(r, "track_caption");
    CHECK(caption.find("0|5 follows 2|4 low end first") != std::string::npos);
    CHECK(caption.find("5|1 turns to meet the 5 of 0|5") != std::string::npos);
    CHECK(caption.find("with 2 whole tiles ahead") != std::string::npos);
}

TEST_CASE("every face binds to its template without a problem", "[domino-run][components]") {
    render::FontLibrary fonts{pnpkit::test::source_dir() / "fonts"};
    render::PangoTextService text{fonts};
    layout::TemplateLibrary templates{pnpkit::test::source_dir() / "templates"};
    Diagnostics ds;
    layout::Binder binder{text, ds};
    auto all = make_components(shipped());
    for (const layout::Face* face : faces(all)) {
        const layout::Template* t = templates.get(face->template_id, ds);
        REQUIRE(t);
        CHECK(binder.check_fonts(*t));
        CHECK(binder.bind(*t, face->record));
    }
    INFO(pnpkit::test::messages(ds));
    CHECK(ds.empty());  // no unknown field or icon, no text overflowing its box
}
