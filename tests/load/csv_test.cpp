#include "load/csv.hpp"

#include <catch2/catch.hpp>

#include "support/diagnostics.hpp"

using namespace pnpkit;
using namespace pnpkit::load;

namespace {

// Each row as "line: cell|cell|..." with every cell's line:column, for compact comparisons.
std::string show(const std::vector<CsvRow>& rows) {
    std::string out;
    for (const auto& row : rows) {
        out += std::to_string(row.line) + ":";
        for (const auto& cell : row.cells) {
            out += " [" + cell.text + "]@" + std::to_string(cell.line) + ":" +
                   std::to_string(cell.column);
        }
        out += "\n";
    }
    return out;
}

}  // namespace

TEST_CASE("CSV cells keep their positions; quoted cells hold commas, quotes and line breaks",
          "[csv]") {
    Diagnostics ds;
    auto rows = parse_csv(
        "id,name,effect\n"
        "ember, Ember ,\"Roll :die6:, then \"\"shout\"\"\"\n"
        "\"two\nlines\",x,\n",
        "c.csv", ds);
    CHECK(test::messages(ds).empty());
    CHECK(show(rows) ==
          "1: [id]@1:1 [name]@1:4 [effect]@1:9\n"
          "2: [ember]@2:1 [Ember]@2:8 [Roll :die6:, then \"shout\"]@2:15\n"
          "3: [two\nlines]@3:1 [x]@4:8 []@4:10\n");
    CHECK(rows[1].cells[2].quoted);
    CHECK_FALSE(rows[1].cells[1].quoted);
}

TEST_CASE("CSV rows end at CRLF, LF or CR; empty rows and a byte order mark are skipped", "[csv]") {
    Diagnostics ds;
    auto rows = parse_csv("\xEF\xBB\xBFid,n\r\na,1\r\n\r\n,\r\nb,\"x\r\ny\"\rc,3", "c.csv", ds);
    CHECK(test::messages(ds).empty());
    CHECK(show(rows) ==
          "1: [id]@1:1 [n]@1:4\n"
          "2: [a]@2:1 [1]@2:3\n"
          "5: [b]@5:1 [x\ny]@5:3\n"
          "7: [c]@7:1 [3]@7:3\n");
}

TEST_CASE("a line break inside a quoted cell, CRLF, LF or a lone CR, is one LF", "[csv]") {
    // Found by fuzz_csv: "\r\r\n" was kept as "\r\n", which written back read as "\n".
    Diagnostics ds;
    auto rows = parse_csv("a,\"1\r\r\n2\r3\n4\r\n5\"\n", "c.csv", ds);
    CHECK(test::messages(ds).empty());
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].cells[1].text == "1\n\n2\n3\n4\n5");
    CHECK(show(parse_csv("b,\"x\ry\"\nc,1\n", "c.csv", ds)) ==
          "1: [b]@1:1 [x\ny]@1:3\n3: [c]@3:1 [1]@3:3\n");
}

TEST_CASE("CSV columns count characters, not bytes", "[csv]") {
    Diagnostics ds;
    auto rows = parse_csv("é,ü,\"日本\",x\n", "c.csv", ds);
    REQUIRE(rows.size() == 1);
    CHECK(show(rows) == "1: [é]@1:1 [ü]@1:3 [日本]@1:5 [x]@1:10\n");
}

TEST_CASE("CSV mistakes are reported at their position and their row is skipped", "[csv]") {
    Diagnostics ds;
    auto rows = parse_csv(
        "id,name\n"
        "a,say \"hi\"\n"
        "b,\"ok\" then\n"
        "c,fine\n"
        "d,\"never closed\nstill open\n",
        "c.csv", ds);
    CHECK(show(rows) == "1: [id]@1:1 [name]@1:4\n4: [c]@4:1 [fine]@4:3\n");
    CHECK(test::messages(ds) ==
          "c.csv:2:7: error: a quote inside an unquoted cell\n"
          "  hint: quote the whole cell and double the quotes inside it: \"say \"\"hi\"\"\"\n"
          "c.csv:3:8: error: unexpected text after the closing quote of a cell\n"
          "  hint: write a quote inside a quoted cell as two quotes (\"\")\n"
          "c.csv:5:3: error: a quoted cell is never closed\n"
          "  hint: end the cell with a quote; write a quote inside it as two quotes (\"\")\n");
}

TEST_CASE("CSV text that is not UTF-8 is one error and no rows, with how to save it as UTF-8",
          "[csv]") {
    const std::string hint =
        "  hint: save it as UTF-8: in Excel, Save As \"CSV UTF-8 (Comma delimited)\"; in "
        "LibreOffice, Save As Text CSV with the character set \"Unicode (UTF-8)\"; in Google "
        "Sheets, Download as CSV\n";
    Diagnostics ds;
    auto rows = parse_csv("id,name\na,caf\xE9\n", "c.csv", ds);
    CHECK(rows.empty());
    CHECK(test::messages(ds) ==
          "c.csv:2:6: error: the file is not UTF-8: byte 0xE9 at offset 13 (in Windows-1252, the "
          "encoding of older spreadsheets, 0xE9 is 'é')\n" +
              hint);
    Diagnostics euro;
    parse_csv("id;price\na;5\x80\n", "c.csv", euro);
    CHECK(test::messages(euro) ==
          "c.csv:2:4: error: the file is not UTF-8: byte 0x80 at offset 12 (in Windows-1252, the "
          "encoding of older spreadsheets, 0x80 is '€')\n" +
              hint);
    // UTF-16, with its byte order mark or without (every other byte zero).
    for (std::string text : {std::string("\xFF\xFEi\0d\0", 6), std::string("i\0d\0\n\0", 6)}) {
        Diagnostics wide;
        CHECK(parse_csv(text, "c.csv", wide).empty());
        CHECK(test::messages(wide) == "c.csv:1:1: error: the file is UTF-16, not UTF-8\n" + hint);
    }
}

TEST_CASE("CSV cells are separated by ',', ';' or tab, as the first row uses them", "[csv]") {
    CHECK(detect_separator("id,name\n") == ',');
    CHECK(detect_separator("id;name;cost\na,b;c\n") == ';');
    CHECK(detect_separator("\xEF\xBB\xBFid\tname\tcost\n") == '\t');
    CHECK(detect_separator("id\n") == ',');                              // one column
    CHECK(detect_separator("\n\n\"a;b\",c\n") == ',');                   // quotes hide a separator
    CHECK(detect_separator("\"two\nlines;\";x;y,z\nq,q,q,q\n") == ';');  // the whole first row
    CHECK(detect_separator("a,b;c\n") == ',');                           // a tie: the comma
    Diagnostics ds;
    auto rows = parse_csv("id;name;effect\nfox; Fox ;\"Draw; then roll\"\n", "c.csv", ds);
    CHECK(test::messages(ds).empty());
    CHECK(show(rows) ==
          "1: [id]@1:1 [name]@1:4 [effect]@1:9\n"
          "2: [fox]@2:1 [Fox]@2:6 [Draw; then roll]@2:11\n");
    // With tab separating, a tab is not a space to drop around a cell.
    rows = parse_csv("id\tname\n a\t\tb \n", "c.csv", ds);
    CHECK(test::messages(ds).empty());
    CHECK(show(rows) == "1: [id]@1:1 [name]@1:4\n2: [a]@2:2 []@2:4 [b]@2:5\n");
    // A declared separator wins over the first row.
    rows = parse_csv("id;name\na,b\n", "c.csv", ds, ',');
    CHECK(show(rows) == "1: [id;name]@1:1\n2: [a]@2:1 [b]@2:3\n");
}

TEST_CASE("a control character in a CSV cell is reported at its position", "[csv]") {
    Diagnostics ds;
    auto rows = parse_csv(std::string("id,name\na,b\x01"
                                      "c\nb,\"x\0\"\nc,\xC2\x85\nd,tab\there\n",
                                      37),
                          "c.csv", ds);
    CHECK(show(rows) == "1: [id]@1:1 [name]@1:4\n5: [d]@5:1 [tab\there]@5:3\n");
    CHECK(test::messages(ds) ==
          "c.csv:2:4: error: a control character (U+0001) in a cell\n"
          "  hint: remove it: cards hold printable text, tabs and line breaks\n"
          "c.csv:3:5: error: a control character (U+0000) in a cell\n"
          "  hint: a NUL byte: the file may be UTF-16 or not a CSV file at all; save it as CSV "
          "UTF-8\n"
          "c.csv:4:3: error: a control character (U+0085) in a cell\n"
          "  hint: remove it: cards hold printable text, tabs and line breaks\n");
}

TEST_CASE("CSV reader streams rows one at a time", "[csv]") {
    Diagnostics ds;
    std::string text = "id\n";
    for (int i = 0; i < 1000; ++i) text += "c" + std::to_string(i) + "\n";
    CsvReader reader(text, "c.csv");
    CsvRow row;
    int count = 0;
    while (reader.next(row, ds)) {
        if (count > 0) CHECK(row.cells.at(0).text == "c" + std::to_string(count - 1));
        CHECK(row.line == count + 1);
        ++count;
    }
    CHECK(count == 1001);
    CHECK_FALSE(reader.next(row, ds));
}
