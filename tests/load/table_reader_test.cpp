#include <catch2/catch.hpp>

#include "load/table_reader.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::load;

namespace {

enum class Kind { attack, defence, movement };
constexpr EnumName<Kind> k_kinds[] = {{"attack", Kind::attack}, {"defence", Kind::defence}, {"movement", Kind::movement}};

// Parses `text` as the file "t.toml" and returns its diagnostics' text, one per line.
struct Fixture {
    Diagnostics ds;
    TomlDocument doc;
    explicit Fixture(std::string_view text) {
        auto parsed = parse_toml(text, "t.toml", ds);
        REQUIRE(parsed);
        doc = std::move(*parsed);
    }
    TableReader root() { return TableReader::root(doc.root, doc.display, ds); }
    std::string messages() const { return test::messages(ds); }
};

}  // namespace

TEST_CASE("typed reads return values and report wrong types at the value", "[reader]") {
    Fixture f("attack = \"2\"\ndefense = 3\nname = 'Goblin'\nbig = 12\n");
    auto r = f.root();
    CHECK_FALSE(r.required_int("attack"));
    CHECK(r.required_int("defense") == 3);
    CHECK(r.required_string("name") == "Goblin");
    CHECK_FALSE(r.required_int("big", IntRange::between(0, 10)));
    CHECK_FALSE(r.required_int("hp"));
    r.finish();
    CHECK(f.messages() ==
          "t.toml:1:10: error: 'attack' must be an integer, found string\n  hint: remove the quotes: attack = 2\n"
          "t.toml:4:7: error: 'big' must be between 0 and 10, found 12\n"
          "t.toml:1:1: error: missing required key 'hp'\n");
}

TEST_CASE("optional reads fall back silently when absent and loudly when wrong", "[reader]") {
    Fixture f("flag = 1\nlevel = -1\n");
    auto r = f.root();
    CHECK(r.optional_bool("flag", true) == true);
    CHECK(r.optional_int("level", 5, IntRange::at_least(0)) == 5);
    CHECK(r.optional_int("absent", 7) == 7);
    CHECK(r.optional_string("title", "none") == "none");
    r.finish();
    CHECK(f.messages() ==
          "t.toml:1:8: error: 'flag' must be true or false, found integer\n"
          "t.toml:2:9: error: 'level' must be at least 0, found -1\n");
}

TEST_CASE("an unknown key is an error with a suggestion when one is close", "[reader]") {
    Fixture f("[card]\nid = 'goblin'\natack = 2\ncolour = '#ff0000'\n");
    auto root = f.root();
    const toml::table* card = root.required_table("card");
    REQUIRE(card);
    auto r = root.child(*card);
    r.required_id();
    r.optional_int("attack", 0);
    r.optional_int("defense", 0);
    r.finish();
    root.finish();
    CHECK(f.messages() ==
          "t.toml:3:1: error: unknown key 'atack'\n  hint: did you mean 'attack'?\n"
          "t.toml:4:1: error: unknown key 'colour'\n");
}

TEST_CASE("enums list the allowed values and suggest the closest", "[reader]") {
    Fixture f("kind = 'atack'\nother = 'movement'\n");
    auto r = f.root();
    CHECK_FALSE(r.required_enum<Kind>("kind", k_kinds));
    CHECK(r.required_enum<Kind>("other", k_kinds) == Kind::movement);
    CHECK(r.optional_enum<Kind>("missing", Kind::defence, k_kinds) == Kind::defence);
    CHECK(f.messages() ==
          "t.toml:1:8: error: 'kind' must be one of 'attack', 'defence' or 'movement', found 'atack'\n"
          "  hint: did you mean 'attack'?\n");
}

TEST_CASE("lengths need a unit and colours need #rrggbb", "[reader]") {
    Fixture f("width = '63mm'\nbleed = 3\nradius = '3 furlongs'\nink = '#102030'\npaper = 'white'\n");
    auto r = f.root();
    CHECK(r.required_length("width")->to_mm() == Approx(63));
    CHECK_FALSE(r.required_length("bleed"));
    CHECK_FALSE(r.required_length("radius"));
    CHECK(r.required_colour("ink") == Colour::rgb(0x10, 0x20, 0x30));
    CHECK_FALSE(r.required_colour("paper"));
    CHECK(r.optional_length("margin", Length::mm(5)).to_mm() == Approx(5));
    CHECK(f.messages() ==
          "t.toml:2:9: error: 'bleed' must be a length such as \"63mm\", found integer\n"
          "  hint: lengths carry a unit: bleed = \"3mm\"\n"
          "t.toml:3:10: error: 'radius' must be a length such as \"63mm\", \"2.5in\" or \"12pt\", found '3 furlongs'\n"
          "  hint: units are mm, cm, in and pt\n"
          "t.toml:5:9: error: 'paper' must be a colour \"#rrggbb\", found 'white'\n"
          "  hint: for example \"#8b1a1a\"\n");
}

TEST_CASE("arrays of tables are visited with their own positions", "[reader]") {
    Fixture f("[[noun]]\nid = 'rat'\nlevel = 1\n\n[[noun]]\nid = 'Bad Id'\nlevel = 'two'\n\n[[noun]]\nid = 'rat'\nlevel = 3\n");
    auto root = f.root();
    IdIndex ids;
    std::vector<std::int64_t> levels;
    std::size_t n = root.for_each_table("noun", [&](TableReader& r) {
        if (auto id = r.required_id()) ids.add(*id, r.pos("id"), r.diagnostics());
        if (auto level = r.required_int("level")) levels.push_back(*level);
        r.finish();
    }, true);
    root.finish();
    CHECK(n == 3);
    CHECK(levels == std::vector<std::int64_t>{1, 3});
    CHECK(f.messages() ==
          "t.toml:6:6: error: 'id' must be an identifier, found 'Bad Id'\n"
          "  hint: use lower-case letters, digits, '-' and '_', starting with a letter or digit\n"
          "t.toml:7:9: error: 'level' must be an integer, found string\n"
          "t.toml:10:6: error: duplicate id 'rat'\n  hint: first defined at t.toml:2:6\n");
}

TEST_CASE("string and integer arrays check each element", "[reader]") {
    Fixture f("tags = ['a', 2]\nfaces = [1, 7, 'x']\n");
    auto r = f.root();
    CHECK(r.optional_string_array("tags") == std::vector<std::string>{"a"});
    CHECK(r.optional_int_array("faces", IntRange::between(1, 6)) == std::vector<std::int64_t>{1});
    CHECK(r.optional_string_array("none").empty());
    CHECK(f.messages() ==
          "t.toml:1:14: error: 'tags' must hold strings, found integer\n"
          "t.toml:2:13: error: 'faces' entries must be between 1 and 6, found 7\n"
          "t.toml:2:16: error: 'faces' must hold integers, found string\n");
}

TEST_CASE("a required array of tables that is missing or empty is reported", "[reader]") {
    Fixture f("card = []\n");
    auto r = f.root();
    CHECK(r.for_each_table("card", [](TableReader&) {}, true) == 0);
    CHECK(r.for_each_table("noun", [](TableReader&) {}, true) == 0);
    CHECK(f.messages() ==
          "t.toml:1:8: error: 'card' must not be empty\n"
          "t.toml:1:1: error: missing required array 'noun'\n");
}

TEST_CASE("tables and arrays: a missing one and one of another type are reported", "[reader]") {
    Fixture f("rules = 3\ntags = { a = 1 }\n[card]\n");
    auto r = f.root();
    CHECK_FALSE(r.required_table("rules"));
    CHECK_FALSE(r.required_array("tags"));
    CHECK(r.required_table("card"));
    CHECK_FALSE(r.required_table("deck"));
    CHECK_FALSE(r.required_number("weight"));
    CHECK_FALSE(r.optional_array("none"));
    r.finish();
    CHECK(f.messages() ==
          "t.toml:1:9: error: 'rules' must be a table, found integer\n"
          "t.toml:2:8: error: 'tags' must be an array, found table\n"
          "t.toml:1:1: error: missing required table 'deck'\n"
          "t.toml:1:1: error: missing required key 'weight'\n");
}

TEST_CASE("a number where a length goes: the hint keeps the number and adds a unit", "[reader]") {
    // A float used to be converted to an integer for the hint: 2.5 became "2mm", and -1e308, out
    // of an integer's range, was undefined behaviour (UBSan: outside the range of 'long').
    Fixture f("bleed = 2.5\nmargin = -1e308\nwidth = 63\nradius = inf\n");
    auto r = f.root();
    CHECK_FALSE(r.required_length("bleed"));
    CHECK_FALSE(r.required_length("margin"));
    CHECK_FALSE(r.required_length("width"));
    CHECK_FALSE(r.required_length("radius"));
    CHECK(f.messages() ==
          "t.toml:1:9: error: 'bleed' must be a length such as \"63mm\", found floating-point number\n"
          "  hint: lengths carry a unit: bleed = \"2.5mm\"\n"
          "t.toml:2:10: error: 'margin' must be a length such as \"63mm\", found floating-point number\n"
          "  hint: lengths carry a unit, as in margin = \"3mm\"\n"
          "t.toml:3:9: error: 'width' must be a length such as \"63mm\", found integer\n"
          "  hint: lengths carry a unit: width = \"63mm\"\n"
          "t.toml:4:10: error: 'radius' must be a length such as \"63mm\", found floating-point number\n"
          "  hint: lengths carry a unit, as in radius = \"3mm\"\n");
}

TEST_CASE("a string longer than k_max_string_bytes is an error at its value", "[reader]") {
    std::string text = "name = '" + std::string(k_max_string_bytes + 1, 'x') + "'\nshort = 'ok'\n";
    Fixture f(text);
    auto r = f.root();
    CHECK_FALSE(r.required_string("name"));
    CHECK(r.required_string("short") == "ok");
    CHECK(f.messages() == "t.toml:1:8: error: 'name' is " + std::to_string(k_max_string_bytes + 1) +
                              " bytes long, more than the " + std::to_string(k_max_string_bytes) +
                              " a string may have\n");
}
