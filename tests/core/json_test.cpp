#include "core/json.hpp"

#include <catch2/catch.hpp>
#include <sstream>

using namespace pnpkit;

TEST_CASE("objects and arrays nest with commas and indentation", "[json]") {
    std::ostringstream out;
    JsonWriter json(out);
    json.begin_object().field("name", "colf").field("count", 2);
    json.key("empty").begin_array().end_array();
    json.key("list").begin_array().value(1).value(true).null().end_array();
    json.end_object();
    CHECK(out.str() ==
          "{\n  \"name\": \"colf\",\n  \"count\": 2,\n  \"empty\": [],\n"
          "  \"list\": [\n    1,\n    true,\n    null\n  ]\n}\n");
}

TEST_CASE("a list of strings is written as an array of strings", "[json]") {
    std::vector<std::string> ids{"imp", "say \"hi\""};
    std::ostringstream compact;
    JsonWriter(compact, false)
        .begin_object()
        .field("out", ids)
        .field("none", std::vector<std::string>{})
        .end_object();
    CHECK(compact.str() == "{\"out\":[\"imp\",\"say \\\"hi\\\"\"],\"none\":[]}");
}
