#include <catch2/catch.hpp>

#include "support/bind_fixture.hpp"

#include "support/diagnostics.hpp"
#include "layout/bind.hpp"
#include "load/toml_file.hpp"
#include "support/fake_text.hpp"
#include "support/temp_dir.hpp"

using pnpkit::test::messages;

using namespace pnpkit;
using namespace pnpkit::layout;
using pnpkit::test::FakeTextService;
using pnpkit::test::TempDir;

namespace {

using Fixture = test::BindFixture;

}  // namespace

TEST_CASE("text shrinks to fit its box, to the quarter point, measuring only", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"(size = ["40mm", "20mm"]
bleed = "1mm"
background = "#eeeeee"
[[layer]]
name = "title"
type = "text"
box = ["0mm", "0mm", "40pt", "12pt"]
text = "{name}"
size = "10pt"
min_size = "4pt"
wrap = false
)");
    Record short_name;
    short_name.id = "short";
    short_name.set("name", "Rat");  // 3 chars × 5pt = 15pt wide: fits at 10pt
    auto d1 = f.binder.bind(t, short_name);
    REQUIRE(d1->items.size() == 2);
    CHECK(to_text(d1->items[0]) == "rect \"background\" -1,-1 42x22mm fill #eeeeee");
    CHECK(std::get<TextItem>(d1->items[1]).size_pt == Approx(10));

    Record long_name;
    long_name.id = "long";
    long_name.set("name", "Hobgoblin");  // 9 chars: fits when 4.5 × size <= 40pt, i.e. size <= 8.89pt
    auto d2 = f.binder.bind(t, long_name);
    CHECK(std::get<TextItem>(d2->items[1]).size_pt == Approx(8.75));
    CHECK(messages(f.ds).empty());
}

TEST_CASE("text that cannot fit even at its minimum is a warning naming card, layer and position", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"(size = ["40mm", "20mm"]
[[layer]]
name = "rules"
type = "text"
box = ["0mm", "0mm", "20pt", "10pt"]
text = "{rules}"
size = "10pt"
min_size = "6pt"
)");
    Record r;
    r.id = "ogre";
    r.set("rules", "Unbreakablewordthatistoowide");
    auto d = f.binder.bind(t, r);
    CHECK(std::get<TextItem>(d->items[0]).size_pt == Approx(6));
    CHECK(messages(f.ds) ==
          f.base +
              "/t.toml:2:1: warning: text overflows layer 'rules' of template 't' even at 6pt "
              "on card 'ogre'\n"
              "  hint: shorten the text, enlarge the box or lower 'min_size'\n");
}

TEST_CASE("fields are escaped unless declared markup; unknown fields and icons are reported once", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "title"
type = "text"
box = "trim"
text = "<b>{name}</b> {rules}"
[[layer]]
name = "icon"
type = "icon"
box = ["0mm", "0mm", "5mm", "5mm"]
icon = "die{value}"
[[layer]]
name = "typo"
type = "text"
box = "trim"
text = "{naem}"
)");
    Record a;
    a.id = "a";
    a.set("name", "Fish & Chips").set_markup("rules", "<i>fast</i>").set("value", "7");
    Record b = a;
    b.id = "b";
    auto da = f.binder.bind(t, a);
    f.binder.bind(t, b);
    REQUIRE(da->items.size() ==
            1);  // the unknown icon's and the unknown field's layers are left out
    CHECK(std::get<TextItem>(da->items[0]).markup == "<b>Fish &amp; Chips</b> <i>fast</i>");
    CHECK(messages(f.ds) ==
          f.base +
              "/t.toml:6:1: error: layer 'icon' of template 't': unknown icon 'die7' on card 'a'\n"
              "  hint: did you mean 'die0'?\n" +
              f.base +
              "/t.toml:11:1: error: template 't' layer 'typo' uses field 'naem', missing from card "
              "'a'\n"
              "  hint: did you mean 'name'?\n" +
              f.base +
              "/t.toml:6:1: error: layer 'icon' of template 't': unknown icon 'die7' on card 'b'\n"
              "  hint: did you mean 'die0'?\n" +
              f.base +
              "/t.toml:11:1: error: template 't' layer 'typo' uses field 'naem', missing from card "
              "'b'\n"
              "  hint: did you mean 'name'?\n");

    // Grouped, as render and validate bind: each fault once, with the cards it was found on.
    Diagnostics grouped;
    Binder binder{f.text, grouped};
    binder.begin_group();
    for (const char* id : {"a", "b", "c", "d", "e"}) {
        Record r = a;
        r.id = id;
        binder.bind(t, r);
    }
    binder.end_group();
    CHECK(messages(grouped) == f.base +
                                   "/t.toml:6:1: error: layer 'icon' of template 't': unknown icon "
                                   "'die7' on 5 cards: 'a', 'b', "
                                   "'c' and 2 more\n  hint: did you mean 'die0'?\n" +
                                   f.base +
                                   "/t.toml:11:1: error: template 't' layer 'typo' uses field "
                                   "'naem', missing from 5 cards: 'a', "
                                   "'b', 'c' and 2 more\n  hint: did you mean 'name'?\n");
}

TEST_CASE("malformed markup is a diagnostic and the text is left out", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "body"
type = "text"
box = "trim"
text = "{body}"
)");
    Record r;
    r.id = "x";
    r.set_markup("body", "<bad>");
    auto d = f.binder.bind(t, r);
    CHECK(d->items.empty());
    CHECK(messages(f.ds) == f.base +
                                "/t.toml:1:1: error: layer 'body' of template 't': malformed "
                                "markup: bad markup, on card 'x'\n");
}

TEST_CASE("when, repeat and {i} control which layers are drawn and where", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "flavour"
type = "text"
box = "trim"
text = "{flavour}"
when = "flavour"
[[layer]]
name = "plain"
type = "text"
box = "trim"
text = "no flavour"
when = "!flavour"
[[layer]]
name = "track"
type = "text"
box = ["2mm", "10mm", "6mm", "4mm"]
text = "{i}"
repeat = 3
step = ["7mm", "0mm"]
)");
    Record with;
    with.id = "with";
    with.set("flavour", "Smells.");
    Record without;
    without.id = "without";
    auto a = f.binder.bind(t, with);
    auto b = f.binder.bind(t, without);
    REQUIRE(a->items.size() == 4);
    CHECK(std::get<TextItem>(a->items[0]).label == "flavour");
    CHECK(std::get<TextItem>(b->items[0]).label == "plain");
    // A 4 mm box holds one 1.2-line-high line up to 9.45pt: the quarter point below is 9.25pt.
    CHECK(to_text(a->items[3]) == "text \"track\" 16,10 6x4mm Vollkorn 9.25pt \"3\"");
}

TEST_CASE("a layer can repeat as many times as a field says, wrapping into rows", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "cell"
type = "text"
box = ["1mm", "2mm", "6mm", "4mm"]
text = "{i}"
repeat = "{turns}"
step = ["7mm", "0mm"]
per_row = 3
row_step = ["0.5mm", "5mm"]
)");
    Record r;
    r.id = "hero";
    r.set("turns", 7);
    auto d = f.binder.bind(t, r);
    REQUIRE(d->items.size() == 7);
    // Cell i (from 0) sits in column i % 3 and row i / 3: x = 1 + 7 × column + 0.5 × row, y = 2 + 5 × row.
    CHECK(to_text(d->items[0]) == "text \"cell\" 1,2 6x4mm Vollkorn 9.25pt \"1\"");
    CHECK(to_text(d->items[2]) == "text \"cell\" 15,2 6x4mm Vollkorn 9.25pt \"3\"");
    CHECK(to_text(d->items[4]) == "text \"cell\" 8.5,7 6x4mm Vollkorn 9.25pt \"5\"");
    CHECK(to_text(d->items[6]) == "text \"cell\" 2,12 6x4mm Vollkorn 9.25pt \"7\"");
    CHECK(f.ds.items().empty());

    Record none;
    none.id = "none";
    none.set("turns", 0);
    CHECK(f.binder.bind(t, none)->items.empty());

    Record bad;
    bad.id = "bad";
    bad.set("turns", "many");
    Record missing;
    missing.id = "missing";
    missing.set("turn", 3);
    CHECK(f.binder.bind(t, bad)->items.empty());
    CHECK(f.binder.bind(t, missing)->items.empty());
    CHECK(messages(f.ds) == f.base +
                                "/t.toml:1:1: error: layer 'cell' of template 't' repeats by field "
                                "'turns', which must be a whole "
                                "number from 0 to 1000, found 'many' on card 'bad'\n" +
                                f.base +
                                "/t.toml:1:1: error: template 't' layer 'cell' repeats by field "
                                "'turns', missing from card "
                                "'missing'\n  hint: did you mean 'turn'?\n");
}

TEST_CASE("tables fit their rows by shrinking and lay cells out in columns", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"(kind = "sheet"
[[layer]]
name = "tiers"
type = "table"
box = ["0mm", "0mm", "100pt", "60pt"]
field = "rows"
columns = ["20pt", "*"]
padding = "0mm"
size = "10pt"
min_size = "4pt"
header_fill = "#dddddd"
)");
    Record r;
    r.id = "sheet";
    r.set_rows("rows", {{"Turns", "Words"}, {"0-2", "Meh"}, {"3-5", "Okay"}, {"6-8", "Impressive"}, {"9-10", "Incredible"}});
    auto d = f.binder.bind(t, r);
    // Five rows of one line each must fit 60pt: 5 × 1.2 × size <= 60 gives 10pt, but "Turns"
    // (5 chars) must fit 20pt: 2.5 × size <= 20 gives 8pt.
    std::vector<std::string> texts;
    for (const auto& item : d->items) {
        if (auto* text = std::get_if<TextItem>(&item)) texts.push_back(to_text(*text));
    }
    REQUIRE(texts.size() == 10);
    CHECK(texts[0] == "text \"tiers\" 0,0 7.06x3.39mm Vollkorn 8pt \"Turns\"");
    CHECK(texts[3] == "text \"tiers\" 7.06,3.39 28.22x3.39mm Vollkorn 8pt \"Meh\"");
    CHECK(to_text(d->items[0]) == "rect \"tiers\" 0,0 35.28x3.39mm fill #dddddd");
    CHECK(messages(f.ds).empty());
}

TEST_CASE("write_in draws a box in every body cell of the columns it names", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"(kind = "sheet"
[[layer]]
name = "log"
type = "table"
box = ["0mm", "0mm", "100pt", "60pt"]
field = "rows"
columns = ["20pt", "*", "*"]
padding = "4pt"
size = "10pt"
write_in = [2, 3]
)");
    Record r;
    r.id = "sheet";
    r.set_rows("rows", {{"Turn", "Score", "Note"}, {"1", "", ""}, {"2", "7", ""}});
    auto d = f.binder.bind(t, r);
    std::vector<std::string> boxes;
    for (const auto& item : d->items) {
        if (std::holds_alternative<RectItem>(item)) boxes.push_back(to_text(item));
    }
    // Two body rows, two columns each; none in the header row or the first column. Each box sits
    // half the padding inside its cell: column 2 starts at 20pt (7.06mm), plus 2pt (0.71mm).
    REQUIRE(boxes.size() == 4);
    CHECK(boxes[0].starts_with("rect \"log\" 7.76,"));
    CHECK(boxes[0].find("stroke #808080") != std::string::npos);
    CHECK(messages(f.ds).empty());
    f.dir.write("narrow.toml", R"(kind = "sheet"
[[layer]]
name = "log"
type = "table"
box = ["0mm", "0mm", "100pt", "60pt"]
field = "rows"
columns = ["20pt", "*"]
write_in = [3]
)");
    f.library.get("narrow", f.ds);
    CHECK(messages(f.ds).find("'write_in'") != std::string::npos);
}

TEST_CASE("a font that is not bundled is an error naming the layer, not a fallback", "[bind]") {
    Fixture f;
    const Template& t = f.load(R"([[layer]]
name = "title"
type = "text"
box = "trim"
text = "x"
font = "Volkorn"
)");
    CHECK_FALSE(f.binder.check_fonts(t));
    CHECK(f.binder.missing_fonts());
    CHECK(messages(f.ds) == f.base + "/t.toml:6:8: error: font 'Volkorn' not found\n  hint: did you mean 'Vollkorn'?\n");
}

TEST_CASE("text longer than a layer can hold is an error at the layer, never measured", "[bind]") {
    // A 50 MB field hung the render: Pango laid it out again for every size tried.
    Fixture f;
    const Template& t = f.load(R"(size = ["40mm", "20mm"]
[[layer]]
name = "body"
type = "text"
box = ["0mm", "0mm", "40mm", "20mm"]
text = "{body}"
)");
    Record huge;
    huge.id = "huge";
    huge.set("body", std::string(k_max_layer_text + 1, 'a'));
    f.binder.bind(t, huge);
    CHECK(f.text.measurements == 0);
    CHECK(messages(f.ds) == f.base +
                                "/t.toml:2:1: error: layer 'body' of template 't': the text is " +
                                std::to_string(k_max_layer_text + 1) +
                                " bytes long, more than the " + std::to_string(k_max_layer_text) +
                                " a layer takes, on card 'huge'\n"
                                "  hint: shorten the field\n");
}
