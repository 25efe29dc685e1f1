#include "games/colf/components.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "games/colf/load.hpp"
#include "layout/bind.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::colf;
using pnpkit::test::source_dir;

namespace {

ColfData shipped() {
    Diagnostics ds;
    auto data = load_data(source_dir() / "data" / "colf", ds);
    REQUIRE(data);
    REQUIRE_FALSE(ds.has_errors());
    return *data;
}

template <typename T>
const T& component(const std::vector<layout::Component>& components, const std::string& id) {
    for (const auto& c : components) {
        if (layout::component_id(c) == id) {
            REQUIRE(std::holds_alternative<T>(c));
            return std::get<T>(c);
        }
    }
    FAIL("no component " << id);
    throw;  // unreachable
}

const layout::Field& field(const layout::Record& record, const std::string& key) {
    const layout::Field* f = record.find(key);
    REQUIRE(f);
    return *f;
}

int copies(const layout::DeckComponent& deck) {
    int n = 0;
    for (const auto& card : deck.cards) n += card.copies;
    return n;
}

std::string messages(const Diagnostics& ds) {
    std::string out;
    for (const auto& d : ds.items()) out += d.to_string() + "\n";
    return out;
}

// Binds every face through the real templates and fonts, the way `pnpkit render` does.
struct Binding {
    render::FontLibrary fonts{source_dir() / "fonts"};
    render::PangoTextService text{fonts};
    layout::TemplateLibrary templates{source_dir() / "templates"};
    Diagnostics ds;
    layout::Binder binder{text, ds};

    std::shared_ptr<layout::Drawing> bind(const layout::Face& face) {
        const layout::Template* t = templates.get(face.template_id, ds);
        REQUIRE(t);
        return binder.bind(*t, face.record);
    }
};

std::size_t items_labelled(const layout::Drawing& drawing, const std::string& label) {
    std::size_t n = 0;
    for (const auto& item : drawing.items) {
        std::visit([&](const auto& i) { n += i.label == label; }, item);
    }
    return n;
}

// The markup of the first text item of a template layer.
std::string markup_of(const layout::Drawing& drawing, const std::string& label) {
    for (const auto& item : drawing.items) {
        const auto* text = std::get_if<layout::TextItem>(&item);
        if (text && text->label == label) return text->markup;
    }
    FAIL("no text item " << label);
    return {};
}

}  // namespace

TEST_CASE("the sheets say what the marks on a slot's ends mean: a die, or a hit on the hero's",
          "[colf][components]") {
    ColfData data = shipped();
    Binding b;
    auto components = make_components(data);
    auto hero = b.bind(component<layout::SheetComponent>(components, "hero-sheet").pages.front());
    auto monster =
        b.bind(component<layout::SheetComponent>(components, "monster-sheet").pages.front());
    CHECK(markup_of(*hero, "attack-hint").find(" or ") != std::string::npos);
    CHECK(markup_of(*hero, "die-key").find("a die</b> showing its number") != std::string::npos);
    CHECK(markup_of(*hero, "hit-key").find("a hit token</b>: a covered number takes no die") !=
          std::string::npos);
    // A monster's dominoes take no hits: its ends show the die alone, and the key says why.
    CHECK(markup_of(*monster, "attack-hint").find(" or ") == std::string::npos);
    CHECK(markup_of(*monster, "defense-hint").find(" or ") == std::string::npos);
    CHECK(markup_of(*monster, "die-key").find("a die</b> showing its number") != std::string::npos);
    CHECK(markup_of(*monster, "hit-key").find("HP pool, never its dominoes") != std::string::npos);
    CHECK(messages(b.ds) == "");
}

TEST_CASE("colf offers its decks, sheets, reference cards, tokens and dominoes",
          "[colf][components]") {
    ColfData data = shipped();
    auto components = make_components(data);
    std::vector<std::string> ids;
    for (const auto& c : components) ids.push_back(layout::component_id(c));
    CHECK(ids == std::vector<std::string>{"nouns", "adjectives", "hero-sheet", "monster-sheet",
                                          "reference", "tokens", "dominoes"});

    for (DeckKind kind : {DeckKind::nouns, DeckKind::adjectives}) {
        std::string word = kind == DeckKind::nouns ? "noun" : "adjective";
        const auto& deck = component<layout::DeckComponent>(components, to_string(kind));
        const auto& cards = data.deck(kind);
        REQUIRE(deck.cards.size() == cards.size());
        CHECK_FALSE(deck.common_back);
        std::set<int> levels;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            const layout::Card& card = deck.cards[i];
            CHECK(card.front.template_id == "colf-" + word);
            CHECK(card.front.record.id == cards[i].id);
            CHECK(field(card.front.record, "name").text == cards[i].name);
            CHECK(field(card.front.record, "hp").text == std::to_string(cards[i].hp));
            REQUIRE(card.back);
            CHECK(card.back->template_id == "colf-" + word + "-back");
            CHECK(field(card.back->record, "level").text == std::to_string(cards[i].level));
            levels.insert(cards[i].level);
            // Backs of one level are the same face, so the renderer draws each level once.
            for (std::size_t j = 0; j < i; ++j) {
                CHECK((*deck.cards[j].back == *card.back) == (cards[j].level == cards[i].level));
            }
        }
        CHECK(levels.size() > 1);
    }

    const auto& tokens = component<layout::DeckComponent>(components, "tokens");
    CHECK(copies(tokens) == k_hit_tokens + k_xp_rage_tokens + data.settings.turn_tokens);
    REQUIRE(tokens.cards.size() >= 2);
    CHECK(tokens.cards[1].front.template_id == "colf-token-xp");
    CHECK(tokens.cards[1].back->template_id == "colf-token-rage");
    CHECK(field(tokens.cards.back().front.record, "number").text ==
          std::to_string(data.settings.turn_tokens));

    const auto& dominoes = component<layout::DeckComponent>(components, "dominoes");
    CHECK(dominoes.cards.size() == 28);

    const auto& reference = component<layout::DeckComponent>(components, "reference");
    REQUIRE(reference.cards.size() == 2);
    for (const auto& card : reference.cards) CHECK(card.back);
}

TEST_CASE("the level-up table, score tiers and turn pool come from game.toml",
          "[colf][components]") {
    ColfData data = shipped();
    data.settings.turn_tokens = 24;
    data.settings.level_up_cost = 3;
    data.settings.start_level = 2;
    data.tiers.back().title = "Legendary";
    auto components = make_components(data);
    const auto& hero = component<layout::SheetComponent>(components, "hero-sheet");
    REQUIRE(hero.pages.size() == 1);
    const layout::Record& record = hero.pages[0].record;
    CHECK(field(record, "turns").text == "24");
    const auto& rows = field(record, "level_up").rows;
    REQUIRE(rows.size() == 1 + k_level_up_rows);
    // From level 2 up, each level L costs 3 × L XP.
    CHECK(rows[1] == std::vector<std::string>{"2", "3", "6 XP"});
    CHECK(rows[k_level_up_rows] == std::vector<std::string>{"8", "9", "24 XP"});
    CHECK(field(record, "tiers_line").markup);
    CHECK(field(record, "tiers_line").text.find("11+ <b>Legendary</b>") != std::string::npos);
    CHECK(field(record, "tiers_line").text.find("0\u20132 <b>Meh</b>") != std::string::npos);

    const auto& tokens = component<layout::DeckComponent>(components, "tokens");
    CHECK(copies(tokens) == k_hit_tokens + k_xp_rage_tokens + 24);

    Binding b;
    auto drawing = b.bind(hero.pages[0]);
    CHECK(items_labelled(*drawing, "turn-cell") == 24);
    CHECK(items_labelled(*drawing, "turn-number") == 24);
}

TEST_CASE("every colf face binds to its template with no missing field and no overflow",
          "[colf][components]") {
    ColfData data = shipped();
    Binding b;
    std::size_t faces = 0;
    for (const auto& component : make_components(data)) {
        if (const auto* deck = std::get_if<layout::DeckComponent>(&component)) {
            if (deck->common_back) {
                b.bind(*deck->common_back);
                ++faces;
            }
            for (const auto& card : deck->cards) {
                b.bind(card.front);
                if (card.back) b.bind(*card.back);
                faces += card.back ? 2 : 1;
            }
        } else {
            for (const auto& page : std::get<layout::SheetComponent>(component).pages) {
                auto drawing = b.bind(page);
                ++faces;
                if (page.template_id == "colf-hero-sheet") {
                    CHECK(items_labelled(*drawing, "turn-cell") == 20);
                }
                if (page.template_id == "colf-hero-sheet" ||
                    page.template_id == "colf-monster-sheet") {
                    // R17: the slots validation counts on, two columns of k_column_slots.
                    CHECK(items_labelled(*drawing, "attack-slot") == k_column_slots);
                    CHECK(items_labelled(*drawing, "defense-slot") == k_column_slots);
                    CHECK(items_labelled(*drawing, "attack-hint") == 2 * k_column_slots);
                }
            }
        }
    }
    CHECK(faces > 100);
    CHECK(messages(b.ds) == "");
}
