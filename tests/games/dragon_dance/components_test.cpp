#include "games/dragon_dance/components.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <set>

#include "games/dragon_dance/fixture.hpp"
#include "layout/bind.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"

using namespace pnpkit;
using namespace pnpkit::dragon_dance;
using pnpkit::dragon_dance::support::CraftedData;
using pnpkit::dragon_dance::support::shipped;

namespace {

std::string messages(const Diagnostics& ds) {
    std::string out;
    for (const auto& d : ds.items())
        out += d.to_string() + "\n";
    return out;
}

// Binds faces with the shipped templates and the bundled fonts, as `pnpkit render` does.
struct Binding {
    render::FontLibrary fonts{test::source_dir() / "fonts"};
    render::PangoTextService text{fonts};
    layout::TemplateLibrary templates{test::source_dir() / "templates"};
    Diagnostics ds;
    layout::Binder binder{text, ds};

    std::shared_ptr<layout::Drawing> bind(const layout::Face& face) {
        const layout::Template* t = templates.get(face.template_id, ds);
        REQUIRE(t);
        CHECK(binder.check_fonts(*t));
        return binder.bind(*t, face.record);
    }
};

const layout::DeckComponent& deck(const std::vector<layout::Component>& all, std::string_view id) {
    for (const auto& c : all) {
        if (layout::component_id(c) == id)
            return std::get<layout::DeckComponent>(c);
    }
    FAIL("no component " << id);
    throw std::logic_error("unreachable");
}

std::vector<std::string> column(const layout::Field* rows, std::size_t c) {
    std::vector<std::string> out;
    REQUIRE(rows);
    for (const auto& row : rows->rows)
        out.push_back(row.at(c));
    return out;
}

// The names of the cards of `side` playable at `range`, tables first, as a player aid lists them.
std::pair<std::vector<std::string>, std::vector<std::string>> playable(Side side, Range range) {
    std::vector<std::string> tables, others;
    for (const Card& card : shipped().side(side).cards) {
        if (!card.playable_at(range))
            continue;
        (card.uses_table() ? tables : others).push_back(card.name);
    }
    return {tables, others};
}

double centre_x(const Rect& r) {
    return (r.x + r.width / 2).to_mm();
}

// Horizontal centres of the items of a layer, in drawing order.
template <class Item>
std::vector<double> centres(const layout::Drawing& d, const std::string& label) {
    std::vector<double> out;
    for (const auto& item : d.items) {
        if (const auto* it = std::get_if<Item>(&item); it && it->label == label)
            out.push_back(centre_x(it->box));
    }
    return out;
}

}  // namespace

TEST_CASE("the printable components and their sizes", "[dragon-dance][components]") {
    auto all = components(shipped());
    std::vector<std::string> ids;
    for (const auto& c : all)
        ids.push_back(layout::component_id(c));
    CHECK(ids == std::vector<std::string>{"knight-cards", "dragon-cards", "player-aids", "tokens",
                                          "rules-summary"});

    for (Side side : k_sides) {
        const auto& cards = deck(all, side == Side::knight ? k_knight_cards : k_dragon_cards);
        REQUIRE(cards.cards.size() == shipped().side(side).cards.size());
        for (const auto& card : cards.cards) {
            CHECK(card.copies == 1);
            CHECK(card.front.template_id ==
                  "dragon-dance-" + std::string(to_string(side)) + "-card");
            REQUIRE(card.back);  // every card carries its side's back: the hands never mix
            CHECK(card.back->template_id ==
                  "dragon-dance-" + std::string(to_string(side)) + "-back");
        }
    }

    const auto& aids = deck(all, k_player_aids);
    REQUIRE(aids.cards.size() == 2);
    const auto& tokens = deck(all, k_tokens);
    REQUIRE(tokens.cards.size() == 3);
    CHECK(tokens.cards[0].copies == 9);   // hearts
    CHECK(tokens.cards[1].copies == 20);  // gold coins
    CHECK(tokens.cards[2].copies == 1);   // the range marker
    const auto& sheet = std::get<layout::SheetComponent>(all.back());
    CHECK(sheet.pages.size() == 1);
}

TEST_CASE("every face binds to its template with no problem and no overflow",
          "[dragon-dance][components]") {
    Binding b;
    std::size_t faces = 0;
    for (const auto& component : components(shipped())) {
        if (const auto* d = std::get_if<layout::DeckComponent>(&component)) {
            for (const auto& card : d->cards) {
                b.bind(card.front);
                if (card.back)
                    b.bind(*card.back);
                faces += card.back ? 2 : 1;
            }
        } else {
            for (const auto& page : std::get<layout::SheetComponent>(component).pages) {
                b.bind(page);
                ++faces;
            }
        }
    }
    CHECK(faces == 16 * 2 + 2 * 2 + 3 * 2 + 1);
    CHECK(messages(b.ds) == "");
}

TEST_CASE("an action card's table: the kind's icon, then no die and die 1 to 6",
          "[dragon-dance][components]") {
    const Card& hack = shipped().card(Side::knight, support::card(Side::knight, "hack"));
    CHECK(value_row(hack) ==
          std::vector<std::string>{":sword:", "1", "1", "1", "2", "2", "3", "5"});
    const Card& flap = shipped().card(Side::dragon, support::card(Side::dragon, "flap"));
    CHECK(value_row(flap) ==
          std::vector<std::string>{":shield:", "1", "4", "3", "2", "2", "1", "1"});
    // Cards whose table means nothing show their effect in words instead of a table of zeros.
    for (const char* id : {"dodge", "retreat", "knight-recuperate"}) {
        const Card& card = shipped().card(Side::knight, support::card(Side::knight, id));
        CHECK(value_row(card).empty());
    }

    auto all = components(shipped());
    for (const auto& card : deck(all, k_knight_cards).cards) {
        const auto& r = card.front.record;
        bool table = !r.find("values")->rows.empty();
        INFO(r.id);
        CHECK(table == r.find("effect")->text.empty());
        CHECK(table == r.find("effect_icon")->text.empty());
    }
    const auto& charge = deck(all, k_knight_cards).cards[2].front.record;
    REQUIRE(charge.id == "charge");
    CHECK(charge.find("range_icon_1")->text == "range-long");
    CHECK(charge.find("range_icon_2")->text == "");
    CHECK(charge.find("caption")->text == "Damage");
    CHECK(charge.find("rules")->text.find("<b>Charge</b>") != std::string::npos);
    CHECK(charge.find("rules")->text.find("<b>Reduce range</b>") != std::string::npos);
}

TEST_CASE("the dice drawn over a table stand over its value columns",
          "[dragon-dance][components]") {
    Binding b;
    auto all = components(shipped());
    for (Side side : k_sides) {
        const auto& card =
            deck(all, side == Side::knight ? k_knight_cards : k_dragon_cards).cards[0];
        const auto& aid = deck(all, k_player_aids).cards[index(side)];
        for (const layout::Face* face : {&card.front, &aid.front, &*aid.back}) {
            INFO(face->record.id);
            auto drawing = b.bind(*face);
            std::vector<double> dice = centres<layout::IconItem>(*drawing, "no-die");
            for (double x : centres<layout::IconItem>(*drawing, "dice"))
                dice.push_back(x);
            std::string table = face->template_id.ends_with("aid") ? "tables" : "values";
            std::vector<double> cells = centres<layout::TextItem>(*drawing, table);
            REQUIRE(dice.size() == 7);
            REQUIRE(cells.size() % 8 == 0);
            for (std::size_t row = 0; row < cells.size() / 8; ++row) {
                for (std::size_t c = 0; c < 7; ++c)
                    CHECK(std::abs(cells[row * 8 + 1 + c] - dice[c]) < 0.05);
            }
        }
    }
    CHECK(messages(b.ds) == "");
}

TEST_CASE("each player aid shows long range in front and short range behind",
          "[dragon-dance][components]") {
    auto all = components(shipped());
    const auto& aids = deck(all, k_player_aids);
    for (Side side : k_sides) {
        const auto& card = aids.cards[index(side)];
        REQUIRE(card.back);
        for (auto [face, range] : {std::pair{&card.front, Range::long_range},
                                   std::pair{&*card.back, Range::short_range}}) {
            const auto& r = face->record;
            INFO(r.id);
            CHECK(face->template_id == "dragon-dance-" + std::string(to_string(side)) + "-aid");
            CHECK(r.find("side")->text == shipped().side(side).name);
            CHECK(r.find("range_icon")->text ==
                  (range == Range::long_range ? "range-long" : "range-short"));
            auto [tables, others] = playable(side, range);
            std::vector<std::string> names;
            for (const auto& cell : column(r.find("tables"), 0))
                names.push_back(cell.substr(cell.find(' ') + 1));  // after the kind's icon
            CHECK(names == tables);
            CHECK(column(r.find("others"), 0) == others);
            for (const auto& row : r.find("tables")->rows)
                CHECK(row.size() == 8);
        }
    }
    // The knight's long-range face holds the Charge but none of the short-range combo cards.
    const auto& knight_long = aids.cards[0].front.record;
    CHECK(knight_long.find("notes")->text.find("Charge") != std::string::npos);
    CHECK(knight_long.find("notes")->text.find("Combo") == std::string::npos);
    CHECK(aids.cards[0].back->record.find("notes")->text.find("<b>Combo</b> (Hack, Slash)") !=
          std::string::npos);
}

TEST_CASE("the components follow the data: life, starting range, numbers in the rules",
          "[dragon-dance][components]") {
    CraftedData crafted({{"game.toml", "starting_range = \"long\"", "starting_range = \"short\""},
                         {"game.toml", "life = 9 ", "life = 7 "}});
    Diagnostics ds;
    auto game = load_game(crafted.dir(), ds);
    REQUIRE(messages(ds) == "");
    auto all = game->components();
    const auto& tokens = deck(all, k_tokens);
    CHECK(tokens.cards[0].copies == 7);
    // The range marker starts face up on the starting range.
    CHECK(tokens.cards[2].front.record.find("range_icon")->text == "range-short");
    CHECK(tokens.cards[2].back->record.find("range_icon")->text == "range-long");
    const auto& rules = std::get<layout::SheetComponent>(all.back()).pages[0].record;
    CHECK(rules.find("left")->text.find("7 hearts") != std::string::npos);
    CHECK(rules.find("left")->text.find("<b>short range</b> side up") != std::string::npos);
}

TEST_CASE("every keyword has a brief for the aids and a bold name in its reminder",
          "[dragon-dance][components]") {
    std::set<std::string> briefs;
    for (Keyword keyword : k_keywords) {
        CHECK_FALSE(keyword_brief(keyword).empty());
        briefs.emplace(keyword_brief(keyword));
        CHECK(keyword_markup(keyword).starts_with("<b>"));
    }
    CHECK(briefs.size() == k_keywords.size());
    CHECK(capitalised("reduce range") == "Reduce range");
    CHECK(capitalised("") == "");
}

TEST_CASE("the rules summary reads at full size: both columns fit at 10 pt",
          "[dragon-dance][components]") {
    Binding b;
    auto sheet = rules_summary(shipped());
    auto drawing = b.bind(sheet.pages.at(0));
    int columns = 0;
    for (const auto& item : drawing->items) {
        const auto* text = std::get_if<layout::TextItem>(&item);
        if (!text || (text->label != "left" && text->label != "right"))
            continue;
        INFO(text->label);
        CHECK(text->size_pt == Approx(10));
        ++columns;
    }
    CHECK(columns == 2);
    CHECK(messages(b.ds) == "");
}
