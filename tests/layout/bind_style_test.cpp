#include <catch2/catch.hpp>

#include "support/bind_fixture.hpp"

#include "layout/bind.hpp"
#include "layout/schema.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/fake_text.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::FakeTextService;
using pnpkit::test::messages;
using pnpkit::test::TempDir;

namespace {

using Fixture = test::BindFixture;

// A card read from cards.csv: each value with the column it was written in, on line `line`.
Record card(const std::string& id, std::uint32_t line,
            std::vector<std::pair<std::string, std::string>> values) {
    Record r;
    r.id = id;
    std::uint32_t column = 1;
    for (auto& [name, value] : values) {
        r.set(name, value);
        r.fields[name].pos = SourcePos{"cards.csv", static_cast<int>(line), static_cast<int>(column)};
        column += static_cast<std::uint32_t>(value.size()) + 1;
    }
    return r;
}

std::vector<std::string> items(const Drawing& d) {
    std::vector<std::string> out;
    for (const auto& item : d.items) out.push_back(to_text(item));
    return out;
}

}  // namespace

TEST_CASE("colours, fonts, sizes and alignments may come from the card", "[bind][style]") {
    Fixture f;
    const Template& t = f.load(R"toml(size = ["40mm", "20mm"]
bleed = "0mm"
background = "{paper}"
[defaults]
colour = "{ink}"
[[layer]]
name = "frame"
type = "rect"
box = "trim"
fill = "{accent}"
stroke = "#000000"
[[layer]]
name = "title"
type = "text"
box = "trim"
text = "{name}"
font = "{font}"
size = "{size}"
weight = "{weight}"
[[layer]]
name = "note"
type = "text"
box = "trim"
text = "note"
colour = "#112233"
[[layer]]
name = "rule"
type = "line"
from = ["0mm", "0mm"]
to = ["1mm", "0mm"]
colour = "{accent}"
[[layer]]
name = "pip"
type = "icon"
box = "trim"
icon = "die3"
colour = "{ink}"
fill = "{accent}"
)toml");
    Record r = card("imp", 2,
                    {{"paper", "#f0f0f0"},
                     {"ink", "#201010"},
                     {"accent", "#6a3d9a"},
                     {"name", "Imp"},
                     {"font", "Linux Biolinum O"},
                     {"size", "12"},
                     {"weight", "bold"}});
    auto d = f.binder.bind(t, r);
    INFO(messages(f.ds));
    REQUIRE(d->items.size() == 6);
    CHECK(to_text(d->items[0]) == "rect \"background\" 0,0 40x20mm fill #f0f0f0");
    CHECK(to_text(d->items[1]) == "rect \"frame\" 0,0 40x20mm fill #6a3d9a stroke #000000 0.5pt");
    const auto& title = std::get<TextItem>(d->items[2]);
    CHECK(title.style.font == "Linux Biolinum O");
    CHECK(title.style.size_pt == 12);
    CHECK(title.style.weight == Weight::bold);
    CHECK(title.style.colour == Colour::rgb(0x20, 0x10, 0x10));  // from [defaults]
    CHECK(std::get<TextItem>(d->items[3]).style.colour ==
          Colour::rgb(0x11, 0x22, 0x33));  // the layer's own
    CHECK(to_text(d->items[4]) == "line \"rule\" 0,0 -> 1,0mm #6a3d9a 0.5pt");
    CHECK(to_text(d->items[5]) == "icon \"pip\" die3 0,0 40x20mm #201010 fill #6a3d9a");
    CHECK(f.ds.items().empty());
}

TEST_CASE("a card's value that is not what its key needs is an error where the value was written",
          "[bind][style]") {
    Fixture f;
    const Template& t = f.load(R"toml([[layer]]
name = "frame"
type = "rect"
box = "trim"
fill = "{accent}"
[[layer]]
name = "title"
type = "text"
box = "trim"
text = "x"
font = "{font}"
align = "{align}"
[[layer]]
name = "mixed"
type = "rect"
box = "trim"
stroke = "#{hex}"
)toml");
    Record bad = card(
        "imp", 7, {{"accent", "purple"}, {"font", "Volkorn"}, {"align", "centre"}, {"hex", "zz"}});
    auto d = f.binder.bind(t, bad);
    CHECK(d->items.empty());
    CHECK(messages(f.ds) ==
          "cards.csv:7:1: error: 'fill' of layer 'frame' of template 't', from field 'accent', "
          "must be a colour "
          "written \"#rrggbb\" or \"#rrggbbaa\", found 'purple', on card 'imp'\n"
          "cards.csv:7:8: error: 'font' of layer 'title' of template 't', from field 'font', names "
          "font 'Volkorn', "
          "which is not bundled, on card 'imp'\n  hint: did you mean 'Vollkorn'?\n"
          "cards.csv:7:16: error: 'align' of layer 'title' of template 't', from field 'align', "
          "must be 'left', "
          "'center', 'right' or 'justify', found 'centre', on card 'imp'\n  hint: did you mean "
          "'center'?\n" +
              f.base +
              "/t.toml:17:10: error: 'stroke' of layer 'mixed' of template 't' must be a colour "
              "written "
              "\"#rrggbb\" or \"#rrggbbaa\", found '#zz', on card 'imp'\n");
}

TEST_CASE("named styles: a field's value picks its style, the default the others'",
          "[bind][style]") {
    Fixture f;
    auto styles = std::make_shared<Styles>();
    FieldStyles type{"type", {"game.toml", 9, 1}, {}};
    type.entries.push_back(
        {"magic", {"game.toml", 10, 1}, {{"accent", {"#6a3d9a", {"game.toml", 11, 10}}}}});
    type.entries.push_back({"default",
                            {"game.toml", 12, 1},
                            {{"accent", {"#333333", {"game.toml", 13, 10}}},
                             {"icon", {"sword", {"game.toml", 14, 8}}}}});
    styles->fields.push_back(type);
    FieldStyles name{"name", {"game.toml", 15, 1}, {}};
    name.entries.push_back(
        {"Imp", {"game.toml", 16, 1}, {{"label", {"small <fry>", {"game.toml", 17, 9}}}}});
    styles->fields.push_back(name);
    const Template& t = f.load(R"toml([[layer]]
name = "frame"
type = "rect"
box = "trim"
fill = "{type.accent}"
[[layer]]
name = "sigil"
type = "icon"
box = "trim"
icon = "{type.icon}"
[[layer]]
name = "label"
type = "text"
box = "trim"
text = "{name.label}"
)toml");
    Record magic = card("imp", 2, {{"type", "magic"}, {"name", "Imp"}});
    magic.styles = styles;
    auto d = f.binder.bind(t, magic);
    CHECK(items(*d) == std::vector<std::string>{
                           "rect \"frame\" 0,0 63x88mm fill #6a3d9a",
                           "icon \"sigil\" sword 0,0 63x88mm #000000",
                           "text \"label\" 0,0 63x88mm Vollkorn 10pt \"small &lt;fry&gt;\""});
    Record attack = card("orc", 3, {{"type", "attack"}, {"name", "Orc"}});
    attack.styles = styles;
    d = f.binder.bind(t, attack);
    CHECK(to_text(d->items[0]) == "rect \"frame\" 0,0 63x88mm fill #333333");
    CHECK(messages(f.ds) ==
          "cards.csv:3:8: error: layer 'label' of template 't' uses the style 'name.label', which "
          "[style.name.Orc] does not give (nor [style.name.default]) on card 'orc'\n");
}

TEST_CASE("when compares fields; opacity fades a layer, from the card too", "[bind][style]") {
    Fixture f;
    const Template& t = f.load(R"toml([[layer]]
name = "costly"
type = "rect"
box = "trim"
fill = "#aa0000"
when = 'type == "magic" and cost >= 3'
opacity = 0.5
[[layer]]
name = "cheap"
type = "rect"
box = "trim"
fill = "#00aa00"
when = "not (cost >= 3)"
opacity = "{fade}"
)toml");
    Record big = card("big", 2, {{"type", "magic"}, {"cost", "4"}, {"fade", "25%"}});
    Record small = card("small", 3, {{"type", "magic"}, {"cost", "1"}, {"fade", "0.75"}});
    Record attack = card("attack", 4, {{"type", "attack"}, {"cost", "5"}, {"fade", "1"}});
    CHECK(items(*f.binder.bind(t, big)) ==
          std::vector<std::string>{"rect \"costly\" 0,0 63x88mm fill #aa0000 opacity 0.5"});
    CHECK(items(*f.binder.bind(t, small)) ==
          std::vector<std::string>{"rect \"cheap\" 0,0 63x88mm fill #00aa00 opacity 0.75"});
    CHECK(f.binder.bind(t, attack)->items.empty());
    CHECK(f.ds.items().empty());
    Record bad = card("bad", 5, {{"type", "magic"}, {"cost", "0"}, {"fade", "2"}});
    f.binder.bind(t, bad);
    CHECK(messages(f.ds) ==
          "cards.csv:5:9: error: 'opacity' of layer 'cheap' of template 't', from field 'fade', "
          "must be an opacity from 0 to 1 (or 0% to 100%), found '2', on card 'bad'\n");
}

TEST_CASE("a condition's mistake is an error at its character in the template",
          "[template][style]") {
    TempDir dir;
    dir.write("t.toml",
              "[[layer]]\nname = \"x\"\ntype = \"rect\"\nbox = \"trim\"\nfill = \"#000000\"\n"
              "when = \"type = 'magic'\"\nopacity = 1.5\n");
    TemplateLibrary library(dir.path());
    Diagnostics ds;
    CHECK_FALSE(library.get("t", ds));
    std::string base = load::display_path(dir.path());
    CHECK(messages(ds) ==
          base +
              "/t.toml:6:14: error: 'when': '=' alone does not compare\n"
              "  hint: write '==' to compare\n" +
              base +
              "/t.toml:7:11: error: 'opacity' must be an opacity from 0 to 1 (or 0% to "
              "100%), found '1.5'\n");
}
