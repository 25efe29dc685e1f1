#include <catch2/catch.hpp>

#include <sstream>

#include "core/diagnostic.hpp"
#include "core/json.hpp"

using namespace pnpkit;

TEST_CASE("a diagnostic prints as path:line:col: severity: message", "[diagnostic]") {
    Diagnostic d{Severity::error, {"data/colf/nouns.toml", 12, 5}, "'attack' must be an integer, found string", ""};
    CHECK(d.to_string() == "data/colf/nouns.toml:12:5: error: 'attack' must be an integer, found string");
    d.hint = "remove the quotes";
    CHECK(d.to_string() ==
          "data/colf/nouns.toml:12:5: error: 'attack' must be an integer, found string\n  hint: remove the quotes");
}

TEST_CASE("positions print only what is known", "[diagnostic]") {
    CHECK(SourcePos{"f.toml", 3, 0}.to_string() == "f.toml:3");
    CHECK(SourcePos{"f.toml", 0, 0}.to_string() == "f.toml");
    Diagnostic d{Severity::warning, {}, "no games", ""};
    CHECK(d.to_string() == "warning: no games");
}

TEST_CASE("a cell of a spreadsheet prints as file:Sheet!C12", "[diagnostic]") {
    CHECK(column_letters(1) == "A");
    CHECK(column_letters(26) == "Z");
    CHECK(column_letters(27) == "AA");
    CHECK(column_letters(52) == "AZ");
    CHECK(column_letters(703) == "AAA");
    CHECK(column_letters(16384) == "XFD");
    CHECK(column_letters(0).empty());
    CHECK(SourcePos{"cards.xlsx", 12, 3, "Cards"}.to_string() == "cards.xlsx:Cards!C12");
    CHECK(SourcePos{"cards.ods", 2, 28, "Blatt_2"}.to_string() == "cards.ods:Blatt_2!AB2");
    CHECK(SourcePos{"c.xlsx", 1, 1, "Größe"}.to_string() == "c.xlsx:Größe!A1");
    // As a spreadsheet writes a reference to a sheet whose name is not a plain word.
    CHECK(SourcePos{"c.xlsx", 4, 2, "My cards"}.to_string() == "c.xlsx:'My cards'!B4");
    CHECK(SourcePos{"c.xlsx", 4, 2, "Bob's"}.to_string() == "c.xlsx:'Bob''s'!B4");
    CHECK(SourcePos{"c.xlsx", 4, 2, "2024"}.to_string() == "c.xlsx:'2024'!B4");
    CHECK(SourcePos{"c.xlsx", 0, 0, "Cards"}.to_string() == "c.xlsx:Cards");
    Diagnostics ds;
    ds.error({"c.xlsx", 12, 3, "Cards"}, "bad");
    std::ostringstream out;
    print_json(out, ds);
    CHECK(out.str() ==
          "[\n  {\n    \"severity\": \"error\",\n    \"file\": \"c.xlsx\",\n    \"sheet\": "
          "\"Cards\",\n    \"line\": 12,\n    \"column\": 3,\n    \"message\": \"bad\"\n  }\n]\n");
}

TEST_CASE("diagnostics count errors and warnings separately", "[diagnostic]") {
    Diagnostics ds;
    ds.warning({"a", 1, 1}, "w");
    CHECK_FALSE(ds.has_errors());
    ds.error({"a", 2, 1}, "e1");
    ds.error({"a", 3, 1}, "e2");
    ds.note({"a", 3, 1}, "n");
    CHECK(ds.error_count() == 2);
    CHECK(ds.warning_count() == 1);
    CHECK(ds.items().size() == 4);
    Diagnostics more;
    more.append(ds);
    CHECK(more.error_count() == 2);
}

TEST_CASE("diagnostics print as a JSON array", "[diagnostic][json]") {
    Diagnostics ds;
    ds.error({"data/x.toml", 4, 2}, "bad \"value\"", "fix it");
    std::ostringstream out;
    print_json(out, ds);
    CHECK(out.str() ==
          "[\n  {\n    \"severity\": \"error\",\n    \"file\": \"data/x.toml\",\n    \"line\": 4,\n"
          "    \"column\": 2,\n    \"message\": \"bad \\\"value\\\"\",\n    \"hint\": \"fix it\"\n  }\n]\n");
    std::ostringstream empty;
    print_json(empty, Diagnostics{});
    CHECK(empty.str() == "[]\n");
}

TEST_CASE("the JSON writer escapes and nests", "[json]") {
    std::ostringstream out;
    JsonWriter json(out, false);
    json.begin_object()
        .field("text", "tab\there\x01")
        .field("n", 3)
        .field("x", 0.1)
        .field("ok", true);
    json.key("list").begin_array().value(1).value("two").null().end_array();
    json.key("empty").begin_object().end_object();
    json.end_object();
    CHECK(out.str() == R"({"text":"tab\there\u0001","n":3,"x":0.1,"ok":true,"list":[1,"two",null],"empty":{}})");
}
