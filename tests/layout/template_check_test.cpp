#include "layout/template_check.hpp"

#include <catch2/catch.hpp>

#include "layout/check.hpp"
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

// A deck's fields as a designer declares them, with the styles of game.toml.
std::shared_ptr<RecordSchema> cards_schema(std::shared_ptr<const Styles> styles = nullptr) {
    auto s = std::make_shared<RecordSchema>();
    s->template_id = "t";
    s->owner = "deck 'cards'";
    s->styles = std::move(styles);
    s->fields = {
        {"id", FieldKind::id, {}, {"game.toml", 3, 1}, true},
        {"name", FieldKind::text, {}, {"game.toml", 4, 1}, false},
        {"cost", FieldKind::integer, {}, {"game.toml", 5, 1}, false},
        {"type", FieldKind::choice, {"attack", "defence", "magic"}, {"game.toml", 6, 1}, false},
        {"ink", FieldKind::text, {}, {"game.toml", 7, 1}, false}};
    return s;
}

struct Fixture {
    TempDir dir;
    TemplateLibrary library{dir.path()};
    FakeTextService text;
    Diagnostics ds;
    std::string base = load::display_path(dir.path());

    std::string check(const std::string& body, const RecordSchema& schema) {
        dir.write("t.toml", body);
        const Template* t = library.get("t", ds);
        REQUIRE(t);
        std::set<std::string> used;
        check_template(*t, schema, text, IconSet::built_in(), used, ds);
        return messages(ds);
    }
};

}  // namespace

TEST_CASE(
    "a field a template uses but the records do not declare is one error at the name, with "
    "did-you-mean",
    "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    std::string out = f.check(R"toml([[layer]]
name = "title"
type = "text"
box = "trim"
text = "<b>{nmae}</b> costs {cost}"
[[layer]]
name = "badge"
type = "icon"
box = "trim"
icon = "{badge}"
)toml",
                              *schema);
    CHECK(out ==
          f.base +
              "/t.toml:5:13: error: template 't' layer 'title' uses field 'nmae', which is not a "
              "field "
              "of deck 'cards'\n  hint: did you mean 'name'?\n" +
              f.base +
              "/t.toml:10:10: error: template 't' layer 'badge' uses field 'badge', which is not a "
              "field of deck 'cards'\n  hint: the fields: id, name, cost, type, ink\n");
}

TEST_CASE("columns count characters as written: escapes and UTF-8 before a name",
          "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    std::string out = f.check(
        "[[layer]]\nname = \"t\"\ntype = \"text\"\nbox = \"trim\"\n"
        "text = \"\\\"é\\\" {nope}\"\n",
        *schema);
    // text = "\"é\" {nope}": the name starts at the 16th character of the line.
    CHECK(
        out.starts_with(f.base + "/t.toml:5:16: error: template 't' layer 't' uses field 'nope'"));
}

TEST_CASE("a number field compared with words is told to compare with a number, not to drop quotes",
          "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    std::string out = f.check(R"toml([[layer]]
name = "a"
type = "rect"
box = "trim"
fill = "#000000"
when = 'cost == "high"'
)toml",
                              *schema);
    CHECK(out == f.base +
                     "/t.toml:6:17: error: 'cost' is an integer field; compare it with a number, "
                     "not text\n  hint: 'high' is not a number: write one without quotes, such as "
                     "cost == 2\n");
}

TEST_CASE("when compares fields with values of their declared type", "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    std::string out = f.check(R"toml([[layer]]
name = "a"
type = "rect"
box = "trim"
fill = "#000000"
when = 'type == "magik" and cost >= 3'
[[layer]]
name = "b"
type = "rect"
box = "trim"
fill = "#000000"
when = 'cost == "3" or name > 2 or tpye'
[[layer]]
name = "c"
type = "rect"
box = "trim"
fill = "#000000"
when = "name == 3 or cost == type"
)toml",
                              *schema);
    CHECK(
        out ==
        f.base + "/t.toml:6:17: error: 'type' is never 'magik'\n  hint: did you mean 'magic'?\n" +
            f.base +
            "/t.toml:12:17: error: 'cost' is an integer field; compare it with a number, not text\n"
            "  hint: write cost == 3\n" +
            f.base +
            "/t.toml:12:29: error: '>' compares numbers, and 'name' is a text field\n"
            "  hint: compare text with == or !=\n" +
            f.base +
            "/t.toml:12:36: error: template 't' layer 'b' uses field 'tpye', which is not a field "
            "of deck 'cards'\n  hint: did you mean 'type'?\n" +
            f.base +
            "/t.toml:18:17: error: 'name' is a text field; compare it with text in quotes\n"
            "  hint: write name == \"3\"\n" +
            f.base +
            "/t.toml:18:27: error: 'cost' is an integer field and 'type' is an enum field: they "
            "never compare\n");
}

TEST_CASE("a style value taken from an enum field must be right for every value of the enum",
          "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    std::string out = f.check(R"toml([[layer]]
name = "frame"
type = "rect"
box = "trim"
fill = "{type}"
[[layer]]
name = "cost"
type = "text"
box = "trim"
text = "x"
colour = "{cost}"
size = "{cost}"
[[layer]]
name = "ink"
type = "text"
box = "trim"
text = "x"
colour = "{ink}"
)toml",
                              *schema);
    // A text field ({ink}) is checked card by card; an enum's values and an integer field are not
    // colours whatever the cards say; an integer is a size in points.
    CHECK(
        out ==
        "game.toml:6:1: error: enum field 'type' has the value 'attack', which is not a colour "
        "such as "
        "\"#6a3d9a\": it must be a colour written \"#rrggbb\" or \"#rrggbbaa\", found 'attack'\n"
        "  hint: layer 'frame' of template 't' takes its 'fill' from it\n"
        "game.toml:6:1: error: enum field 'type' has the value 'defence', which is not a colour "
        "such as "
        "\"#6a3d9a\": it must be a colour written \"#rrggbb\" or \"#rrggbbaa\", found 'defence'\n"
        "  hint: layer 'frame' of template 't' takes its 'fill' from it\n"
        "game.toml:6:1: error: enum field 'type' has the value 'magic', which is not a colour such "
        "as "
        "\"#6a3d9a\": it must be a colour written \"#rrggbb\" or \"#rrggbbaa\", found 'magic'\n"
        "  hint: layer 'frame' of template 't' takes its 'fill' from it\n" +
            f.base +
            "/t.toml:11:12: error: 'colour' of layer 'cost' of template 't' needs a colour such as "
            "\"#6a3d9a\", but field 'cost' is an integer field\n");
}

TEST_CASE("named styles: every enum value has one, and each value is what its key needs",
          "[template-check]") {
    auto styles = std::make_shared<Styles>();
    FieldStyles type{"type", {"game.toml", 20, 1}, {}};
    type.entries.push_back({"attack",
                            {"game.toml", 21, 1},
                            {{"accent", {"#b23a48", {"game.toml", 22, 10}}},
                             {"icon", {"sword", {"game.toml", 23, 8}}}}});
    type.entries.push_back({"magic",
                            {"game.toml", 24, 1},
                            {{"accent", {"purple", {"game.toml", 25, 10}}},
                             {"icon", {"wand", {"game.toml", 26, 8}}}}});
    styles->fields.push_back(type);
    auto schema = cards_schema(styles);
    Fixture f;
    std::string out = f.check(R"toml([[layer]]
name = "frame"
type = "rect"
box = "trim"
stroke = "{type.accent}"
[[layer]]
name = "sigil"
type = "icon"
box = "trim"
icon = "{type.icon}"
colour = "{type.acent}"
[[layer]]
name = "label"
type = "text"
box = "trim"
text = "{cost.label}"
)toml",
                              *schema);
    CHECK(
        out ==
        "game.toml:20:1: error: [style.type.defence] gives no 'accent' (nor [style.type.default]), "
        "and "
        "layer 'frame' of template 't' uses the style 'type.accent'\n"
        "game.toml:25:10: error: 'accent' of [style.type.magic] is not a colour such as "
        "\"#6a3d9a\": it "
        "must be a colour written \"#rrggbb\" or \"#rrggbbaa\", found 'purple'\n"
        "  hint: layer 'frame' of template 't' takes its 'stroke' from it\n"
        "game.toml:20:1: error: [style.type.defence] gives no 'icon' (nor [style.type.default]), "
        "and layer "
        "'sigil' of template 't' uses the style 'type.icon'\n"
        "game.toml:26:8: error: 'icon' of [style.type.magic] is not an icon name such as 'die5' or "
        "'heart'\n"
        "  hint: layer 'sigil' of template 't' takes its 'icon' from it\n" +
            f.base +
            "/t.toml:11:12: error: layer 'sigil' of template 't' uses the style 'type.acent', "
            "which no [style.type.*] table gives\n  hint: did you mean 'accent'?\n" +
            f.base +
            "/t.toml:16:10: error: layer 'label' of template 't' uses the style 'cost.label', but "
            "the game declares no [style.cost.VALUE] tables\n"
            "  hint: declare one for each value of 'cost' (or [style.cost.default]) with label = "
            "...\n");
}

TEST_CASE("a default style covers the values without their own", "[template-check]") {
    auto styles = std::make_shared<Styles>();
    FieldStyles type{"type", {"game.toml", 20, 1}, {}};
    type.entries.push_back(
        {"magic", {"game.toml", 21, 1}, {{"accent", {"#6a3d9a", {"game.toml", 22, 10}}}}});
    type.entries.push_back(
        {"default", {"game.toml", 23, 1}, {{"accent", {"#333333", {"game.toml", 24, 10}}}}});
    styles->fields.push_back(type);
    auto schema = cards_schema(styles);
    Fixture f;
    CHECK(
        f.check(
             "[[layer]]\nname = \"f\"\ntype = \"rect\"\nbox = \"trim\"\nfill = \"{type.accent}\"\n",
             *schema)
            .empty());
}

TEST_CASE("repeat and {end_#} name fields too; a declared field no template uses is a warning",
          "[template-check]") {
    Fixture f;
    auto schema = cards_schema();
    f.dir.write("t.toml", R"toml([[layer]]
name = "pips"
type = "text"
box = "trim"
text = "{name} {type}"
repeat = "{name}"
step = ["1mm", "0mm"]
)toml");
    DeckComponent deck;
    deck.id = "cards";
    deck.schemas = {schema};
    Binder binder(f.text, f.ds);
    CHECK_FALSE(check_templates(deck.schemas, f.library, binder, f.ds));
    CHECK(messages(f.ds) ==
          f.base +
              "/t.toml:6:12: error: 'repeat' of layer 'pips' of template 't' takes its count from "
              "field 'name', "
              "a text field; it needs an integer field\n"
              "game.toml:5:1: warning: field 'cost' of deck 'cards' is shown by no template\n"
              "  hint: show it as {cost} in a layer of template 't', or remove it\n"
              "game.toml:7:1: warning: field 'ink' of deck 'cards' is shown by no template\n"
              "  hint: show it as {ink} in a layer of template 't', or remove it\n");
}
