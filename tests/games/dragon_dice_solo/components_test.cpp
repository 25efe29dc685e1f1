#include "games/dragon_dice_solo/components.hpp"

#include <algorithm>

#include "layout/bind.hpp"
#include "layout/template.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"
#include "support.hpp"
#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;
using layout::Face;
using layout::Record;
using pnpkit::test::source_dir;

namespace {

using Rows = std::vector<std::vector<std::string>>;

const layout::SheetComponent& sheet(const std::vector<layout::Component>& components,
                                    const std::string& id) {
    for (const auto& c : components) {
        if (layout::component_id(c) == id) return std::get<layout::SheetComponent>(c);
    }
    throw std::runtime_error("no component " + id);
}

const Record& page(const layout::SheetComponent& booklet, const std::string& id) {
    for (const auto& face : booklet.pages) {
        if (face.record.id == id) return face.record;
    }
    throw std::runtime_error("no page " + id);
}

const Rows& rows(const Record& record, const std::string& field) {
    const layout::Field* f = record.find(field);
    REQUIRE(f);
    return f->rows;
}

std::string text(const Record& record, const std::string& field) {
    const layout::Field* f = record.find(field);
    REQUIRE(f);
    return f->text;
}

// The row whose first cell is `first`.
const std::vector<std::string>& row(const Rows& table, const std::string& first) {
    auto it = std::find_if(table.begin(), table.end(),
                           [&](const auto& r) { return !r.empty() && r.front() == first; });
    REQUIRE(it != table.end());
    return *it;
}

// The components of a copy of the data after an edit, loaded and validated.
std::vector<layout::Component> components_of(DataCopy& copy) {
    Diagnostics ds;
    auto game = load_solo_game(copy.dir(), ds);
    REQUIRE_FALSE(ds.has_errors());
    return game->components();
}

// Every face of every component, bound with the real templates and fonts.
std::string bind_all(const std::vector<layout::Component>& components) {
    render::FontLibrary fonts(source_dir() / "fonts");
    render::PangoTextService text_service(fonts);
    layout::TemplateLibrary templates(source_dir() / "templates");
    Diagnostics ds;
    layout::Binder binder(text_service, ds);
    auto bind = [&](const Face& face) {
        const layout::Template* t = templates.get(face.template_id, ds);
        REQUIRE(t);
        REQUIRE(binder.check_fonts(*t));
        binder.bind(*t, face.record);
    };
    for (const auto& component : components) {
        if (const auto* deck = std::get_if<layout::DeckComponent>(&component)) {
            for (const auto& card : deck->cards) {
                bind(card.front);
                if (card.back) bind(*card.back);
            }
            if (deck->common_back) bind(*deck->common_back);
        } else {
            for (const auto& face : std::get<layout::SheetComponent>(component).pages) bind(face);
        }
    }
    return test::messages(ds);
}

}  // namespace

TEST_CASE("the game prints a reference booklet, a campaign tracker and a turn-sequence card",
          "[solo][components]") {
    auto components = solo_components(shipped());
    REQUIRE(components.size() == 3);
    const auto& booklet = sheet(components, "reference-booklet");
    CHECK(booklet.pages.size() == 8);
    for (const auto& face : booklet.pages) {
        CHECK(face.template_id.starts_with("dds-booklet-"));
        CHECK(text(face.record, "game") == "Dragon Dice Solo Challenge");
    }
    CHECK(text(booklet.pages.back().record, "page") == "page 8 of 8");
    CHECK(sheet(components, "campaign-tracker").pages.size() == 1);
    const auto& card = std::get<layout::DeckComponent>(components[2]);
    CHECK(card.id == "turn-sequence");
    REQUIRE(card.cards.size() == 1);
    REQUIRE(card.cards[0].back);  // a player aid: its own back, lined up by duplex printing
    CHECK(card.cards[0].front.template_id == "dds-turn-card");
    CHECK(card.cards[0].back->template_id == "dds-turn-card-back");
}

TEST_CASE("every face binds to its template with no missing field, overflow or missing glyph",
          "[solo][components]") {
    CHECK(bind_all(solo_components(shipped())) == "");
}

TEST_CASE("the booklet's tables come from the data", "[solo][components]") {
    auto components = solo_components(shipped());
    const auto& booklet = sheet(components, "reference-booklet");
    // 2.0 and 2.2: sizes with their make-ups, rarest first as the rules print them.
    CHECK(row(rows(page(booklet, "booklet-armies"), "sizes"), "Small") ==
          std::vector<std::string>{"Small", "16 health", "12 health",
                                   "1 rare, 2 uncommons and 5 commons", "2"});
    // 2.21 and R19: the Undead have no missile unit.
    const Rows& races = rows(page(booklet, "booklet-armies"), "races");
    CHECK(races[0][1] == "Missile army");
    CHECK(row(races, "Undead")[1] == "—");
    CHECK(text(page(booklet, "booklet-armies"), "races_note").find("R19") != std::string::npos);
    // The terrain dice: eight faces, the eighth last.
    const Rows& terrains = rows(page(booklet, "booklet-terrain"), "terrains");
    REQUIRE(terrains.size() == 5);
    CHECK(terrains[0].size() == 9);
    CHECK(row(terrains, "Coastland\nAir · Water")[8] == "Eighth face");
    // 3.1's example: the two 3s re-roll 4 and 5 and take the second and third places (R2).
    CHECK(text(page(booklet, "booklet-terrain"), "order")
              .find("the 1, 3 (then 4), 3 (then 5), 6 and 8.") != std::string::npos);
}

TEST_CASE(
    "R3: the booklet shows each battle's starting face on every terrain, moved off the "
    "eighth face",
    "[solo][components][R3]") {
    auto components = solo_components(shipped());
    const auto& booklet = sheet(components, "reference-booklet");
    const Record& battles = page(booklet, "booklet-battles");
    const Rows& starts = rows(battles, "starts");
    REQUIRE(starts[0] == std::vector<std::string>{"Battle", "Army", "Starts on", "Coastland",
                                                  "Swampland", "Highland", "Flatland"});
    // Coastland: missile first on face 2; melee on 6 and 7, so + 2 reaches 8 and starts on 7.
    CHECK(row(starts, "1st") == std::vector<std::string>{"1st", "Missile", "lowest missile",
                                                         "2  Missile", "3  Missile", "4  Missile",
                                                         "2  Missile"});
    CHECK(row(starts, "4th")[3] == "7  Melee *");
    CHECK(row(starts, "4th")[4] == "7  Melee");
    CHECK(row(starts, "5th")[2] == "the eighth face");
    CHECK(text(battles, "start_note").find("R3") != std::string::npos);
    CHECK(text(battles, "moving")
              .find("battles 1–4: destroy their army or reach the eighth "
                    "face; battle 5: destroy their army") != std::string::npos);
}

TEST_CASE("R5: the random spell table shows each spell's target; unverified costs are marked",
          "[solo][components][R5][R7]") {
    auto components = solo_components(shipped());
    const auto& booklet = sheet(components, "reference-booklet");
    const Rows& table = rows(page(booklet, "booklet-magic"), "spell_table");
    REQUIRE(table.size() == 5);  // the header and the rolls 1–2, 3–4, 5–7 and 8
    CHECK(table[0] == std::vector<std::string>{"Roll", "Gold", "Blue", "Red", "Green", "Black"});
    CHECK(row(table, "1–2")[2] == "Hailstorm\n→ your army ¹");  // against you, by its note
    CHECK(row(table, "3–4")[2] == "Breath of Life\n→ their dead");
    CHECK(row(table, "8")[5] == "Racial spell\n→ your army");
    CHECK(text(page(booklet, "booklet-magic"), "table_notes").starts_with("¹ The table marks"));
    const Record& spells = page(booklet, "booklet-spells");
    CHECK(row(rows(spells, "spells"), "Wall of Ice")[2] == "4?");
    CHECK(row(rows(spells, "spells"), "Finger of Death")[2] == "4");
    CHECK(row(rows(spells, "spells"), "Breath of Life")[2] == "3");  // R15: sourced
    CHECK_FALSE(text(spells, "cost_note").empty());
}

TEST_CASE("the print follows edited data", "[solo][components]") {
    DataCopy copy;
    // Every cost confirmed: no mark and no note.
    std::string text_of = read_file(copy.file("spells.toml"));
    for (auto at = text_of.find("cost_verified = false"); at != std::string::npos;
         at = text_of.find("cost_verified = false"))
        text_of.replace(at, 21, "cost_verified = true");
    copy.write("spells.toml", text_of);
    // Gold splits the die its own way (1, 2–4, 5–7, 8): rows 1 and 2 part, 3–4 stay together.
    copy.edit("spell_table.toml", "id = \"gold-1-2\"\ncolour = \"gold\"\nlow = 1\nhigh = 2",
              "id = \"gold-1-2\"\ncolour = \"gold\"\nlow = 1\nhigh = 1");
    copy.edit("spell_table.toml", "id = \"gold-3-4\"\ncolour = \"gold\"\nlow = 3",
              "id = \"gold-3-4\"\ncolour = \"gold\"\nlow = 2");
    auto components = components_of(copy);
    const auto& booklet = sheet(components, "reference-booklet");
    const Record& spells = page(booklet, "booklet-spells");
    CHECK(row(rows(spells, "spells"), "Wall of Ice")[2] == "4");
    CHECK(text(spells, "cost_note").empty());
    const Rows& table = rows(page(booklet, "booklet-magic"), "spell_table");
    REQUIRE(table.size() == 6);
    CHECK(table[1][0] == "1");
    CHECK(row(table, "1")[1] == "Transmute Rock to Mud\n→ your army");
    CHECK(row(table, "2")[1] == "Dust to Dust\n→ your dead ²");
    CHECK(row(table, "3–4")[1] == "Dust to Dust\n→ your dead ²");
    CHECK(row(table, "1")[2].starts_with("Hailstorm"));
    CHECK(row(table, "2")[2].starts_with("Hailstorm"));
    CHECK(bind_all(components) == "");
}

TEST_CASE(
    "the tracker lists the battles in order and a line for every Dragon of the largest "
    "size",
    "[solo][components]") {
    auto components = solo_components(shipped());
    const Record& tracker = sheet(components, "campaign-tracker").pages.at(0).record;
    const Rows& battles = rows(tracker, "battles");
    REQUIRE(battles.size() == 7);  // the header, five terrains and the Dragons
    CHECK(battles[1][1] == "Missile army\nstarts on lowest missile");
    CHECK(battles[4][1] == "Heavy army\nstarts on lowest melee + 2");
    CHECK(battles[5][1] == "Magic army\nstarts on the eighth face");
    for (std::size_t i = 1; i < battles.size(); ++i) {
        for (std::size_t c = 2; c < battles[i].size(); ++c)
            CHECK(battles[i][c].empty());  // to write in
    }
    CHECK(rows(tracker, "dragons").size() == 5);  // the header and four Dragons
    const Rows& sizes = rows(tracker, "sizes");
    REQUIRE(sizes.size() == 4);
    CHECK(sizes[3] == std::vector<std::string>{"", "Large", "35 health", "24 health", "4"});
    CHECK(text(tracker, "dead_prompt").find("ID, SAI or Magic brings it back") !=
          std::string::npos);
}

TEST_CASE("the turn-sequence card shows the six steps and which of them repeat",
          "[solo][components]") {
    auto components = solo_components(shipped());
    const auto& card = std::get<layout::DeckComponent>(components[2]).cards.at(0);
    std::string steps = text(card.front.record, "steps");
    std::size_t at = 0;
    for (const char* name : {"Set reserves", "Repeat B, C and D", "You attack", "They attack",
                             "You may manoeuvre", "Heal dead units", "Move on"}) {
        auto found = steps.find(name, at);
        CHECK(found != std::string::npos);
        at = found == std::string::npos ? at : found;
    }
    CHECK(text(card.back->record, "victory").find("<b>Lose</b>") != std::string::npos);
}
