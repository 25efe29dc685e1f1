#include "campaign_support.hpp"
#include "games/dragon_dice_solo/components.hpp"
#include "layout/bind.hpp"
#include "layout/template.hpp"
#include "render/fonts.hpp"
#include "render/pango_text.hpp"
#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;
using layout::Record;
using pnpkit::test::source_dir;

namespace {

const Record& record_of(const layout::SheetComponent& sheet) {
    REQUIRE(sheet.pages.size() == 1);
    return sheet.pages[0].record;
}

const std::string& text(const Record& r, const std::string& field) {
    const layout::Field* f = r.find(field);
    REQUIRE(f);
    return f->text;
}

const std::vector<std::vector<std::string>>& rows(const Record& r, const std::string& field) {
    const layout::Field* f = r.find(field);
    REQUIRE(f);
    return f->rows;
}

// Lays the sheet out with the real template and fonts; the diagnostics, empty when it fits.
std::string bind(const layout::SheetComponent& sheet) {
    render::FontLibrary fonts(source_dir() / "fonts");
    render::PangoTextService text_service(fonts);
    layout::TemplateLibrary templates(source_dir() / "templates");
    Diagnostics ds;
    layout::Binder binder(text_service, ds);
    const layout::Template* t = templates.get(sheet.pages[0].template_id, ds);
    REQUIRE(t);
    binder.bind(*t, sheet.pages[0].record);
    return test::messages(ds);
}

}  // namespace

TEST_CASE("the blank tracker leaves every box of the campaign empty", "[solo][tracker]") {
    auto sheet = campaign_tracker(shipped());
    const Record& r = record_of(sheet);
    for (const char* field : {"health_used", "health_budget", "magic_health", "no_magic",
                              "kings_die", "expert", "reserve_units", "dead_units",
                              "buried_units", "status"})
        CHECK(text(r, field).empty());
    for (const auto& row : rows(r, "sizes"))
        CHECK(row[0].empty());
    CHECK(rows(r, "dragons").size() == 5);
    CHECK(bind(sheet) == "");
}

TEST_CASE("the tracker is filled in from a campaign's state", "[solo][tracker]") {
    CampaignSettings settings = small_settings();
    settings.expert.opfor_health = 1;
    Table t(settings);
    t.set_up();
    // Battle 1 won at once; the Watchers sit out battle 2, where the Guardian dies.
    t.says({"missile", "13"});
    t.says({"u2", "u3", "done", "melee", "4", "none", "kill-u1", "done"});
    auto sheet = filled_tracker(shipped(), t.c);
    const Record& r = record_of(sheet);
    CHECK(rows(r, "sizes")[1][0] == "X");  // small
    CHECK(rows(r, "sizes")[2][0].empty());
    CHECK(text(r, "health_used") == "13");
    CHECK(text(r, "health_budget") == "16");
    CHECK(text(r, "magic_health") == "5");
    CHECK(text(r, "expert") == "X");
    CHECK(text(r, "no_magic").empty());
    const auto& battles = rows(r, "battles");
    CHECK(battles[1][2] == "Coastland");
    CHECK(battles[1][3] == "2");
    CHECK(battles[1][4] == "13");
    CHECK(battles[1][5] == "won: destroyed");
    CHECK(battles[2][2] == "Swampland");
    CHECK(battles[2][3] == "5");
    CHECK(battles[2][4] == "9");
    CHECK(battles[2][5] == "turn 1, face 5");
    CHECK(battles[5][2] == "Flatland #2");
    CHECK(battles[6][2] == "Flatland #2");  // the Dragons come to the fifth terrain
    CHECK(battles[3][3].empty());
    CHECK(text(r, "reserve_units") == "Watcher 1 (2), Watcher 2 (2)");
    CHECK(text(r, "dead_units") == "Guardian (1)");
    CHECK(text(r, "buried_units").empty());
    CHECK(text(r, "status") == "Battle 2, turn 1: the die shows face 5.");
    const auto& dragons = rows(r, "dragons");
    REQUIRE(dragons.size() == 3);
    CHECK(dragons[1][1] == "Black");
    CHECK(dragons[1][2] == "Wyrm");
    CHECK(dragons[2][1] == "Red");
    CHECK(bind(sheet) == "");
}
