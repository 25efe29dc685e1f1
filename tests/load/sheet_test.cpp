#include "load/sheet.hpp"

#include <catch2/catch.hpp>

#include "core/atomic_file.hpp"
#include "support/diagnostics.hpp"
#include "support/sheet_files.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::load;
using test::Parts;

namespace {

// Every row as "row: [text]@C5 ...", the cells' positions as a spreadsheet names them.
std::string show(RowReader& reader, Diagnostics& ds) {
    std::string out;
    TableRow row;
    while (reader.next(row, ds)) {
        out += std::to_string(row.line) + ":";
        for (const auto& cell : row.cells) {
            CHECK(cell.index + 1 == static_cast<std::uint32_t>(cell.column));
            out +=
                " [" + cell.text + "]@" + column_letters(cell.column) + std::to_string(cell.line);
        }
        out += "\n";
    }
    return out;
}

std::string read_sheet(const Parts& parts, SheetFormat format, const std::string& sheet,
                       Diagnostics& ds) {
    auto reader = open_sheet(std::make_unique<MemoryPackage>(parts), format, "t.xlsx", sheet,
                             {"game.toml", 7, 9}, ds);
    return reader ? show(*reader, ds) : "(none)";
}

// A worksheet's XML around the given <sheetData> content.
std::string worksheet(const std::string& data) {
    return "<?xml version=\"1.0\"?><worksheet "
           "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>" +
           data + "</sheetData></worksheet>";
}

const std::string k_features_rows =
    "1: [id]@A1 [name]@B1 [count]@C1 [power]@D1 [note]@E1 [flag]@F1\n"
    "2: [fox]@A2 [Fox]@B2 [2]@C2 [3]@D2 [two  spaces]@E2 [1]@F2\n"
    "3: [owl]@A3 [line one\nline two]@B3 [1]@C3 [2.5]@D3 [a bold word]@E3 [0]@F3\n"
    "5: [bat]@A5 [Bät & <Co>]@B5 [3]@C5 [0.3]@D5 [wide]@E5\n";

}  // namespace

TEST_CASE("an XLSX sheet written by LibreOffice reads as its cells show", "[sheet]") {
    std::string bytes = read_file(test::source_dir() / "tests/fixtures/sheets/features.xlsx");
    Diagnostics ds;
    auto reader = open_sheet(bytes, SheetFormat::xlsx, "features.xlsx", "", {}, ds);
    REQUIRE(reader);
    CHECK_FALSE(reader->dense());
    CHECK(show(*reader, ds) == k_features_rows);
    CHECK(reader->sheet() == "Cards");
    CHECK(reader->pos(12, 3).to_string() == "features.xlsx:Cards!C12");
    CHECK(test::messages(ds) ==
          "features.xlsx:Cards!E5: warning: cells E5:F5 are merged: pnpkit reads the text in E5 "
          "and the other cells as empty\n"
          "  hint: unmerge them, and write the text in every cell that needs it\n");
    // The second sheet, by its name in any case.
    Diagnostics notes;
    auto other = open_sheet(bytes, SheetFormat::xlsx, "features.xlsx", "NOTES", {}, notes);
    REQUIRE(other);
    CHECK(show(*other, notes) == "1: [only notes]@A1\n");
    CHECK(other->sheet() == "Notes");
}

TEST_CASE("an ODS sheet written by LibreOffice reads as its XLSX twin", "[sheet]") {
    std::string bytes = read_file(test::source_dir() / "tests/fixtures/sheets/features.ods");
    Diagnostics ds;
    auto reader = open_sheet(bytes, SheetFormat::ods, "features.ods", "", {}, ds);
    REQUIRE(reader);
    CHECK(show(*reader, ds) == k_features_rows);
    CHECK(reader->sheet() == "Cards");
    CHECK(test::messages(ds) ==
          "features.ods:Cards!E5: warning: cells E5:F5 are merged: pnpkit reads the text in E5 "
          "and the other cells as empty\n"
          "  hint: unmerge them, and write the text in every cell that needs it\n");
    Diagnostics notes;
    auto other = open_sheet(bytes, SheetFormat::ods, "features.ods", "notes", {}, notes);
    REQUIRE(other);
    CHECK(show(*other, notes) == "1: [only notes]@A1\n");
}

TEST_CASE("a sheet a spreadsheet does not have is named with those it has", "[sheet]") {
    std::string xlsx = read_file(test::source_dir() / "tests/fixtures/sheets/features.xlsx");
    Diagnostics ds;
    CHECK_FALSE(open_sheet(xlsx, SheetFormat::xlsx, "f.xlsx", "Crads", {"game.toml", 7, 9}, ds));
    CHECK(test::messages(ds) ==
          "game.toml:7:9: error: no sheet 'Crads' in f.xlsx\n  hint: did you mean 'Cards'?\n");
    // An ODS file names its sheets as they come: the error comes with the first row asked for.
    std::string ods = read_file(test::source_dir() / "tests/fixtures/sheets/features.ods");
    Diagnostics later;
    auto reader =
        open_sheet(ods, SheetFormat::ods, "f.ods", "Monsters", {"game.toml", 7, 9}, later);
    REQUIRE(reader);
    TableRow row;
    CHECK_FALSE(reader->next(row, later));
    CHECK(test::messages(later) ==
          "game.toml:7:9: error: no sheet 'Monsters' in f.ods\n  hint: its sheets: 'Cards' and "
          "'Notes'\n");
}

TEST_CASE("XLSX cells as Excel writes them: shared and inline strings, runs, booleans, errors",
          "[sheet]") {
    Parts parts = test::xlsx_parts({{"Cards", {{"id"}}}});
    parts["xl/sharedStrings.xml"] =
        "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">"
        "<si><t>id</t></si>"
        "<si><r><t>Run </t></r><r><rPr><b/></rPr><t>fast</t></r><rPh><t>ラン</t></rPh></si>"
        "<si><t>one_x000D__x000A_two _x005F_x0041_ _x0041_</t></si>"
        "<si><t>bell_x0007_</t></si>"
        "</sst>";
    parts["xl/worksheets/sheet1.xml"] = worksheet(
        "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"C1\" t=\"inlineStr\"><is><t>in "
        "line</t></is></c></row>"
        "<row><c t=\"s\"><v>1</v></c><c t=\"b\"><v>1</v></c><c t=\"b\"><v>0</v></c>"
        "<c><v>3.0</v></c><c><v>2.9999999999999996</v></c><c><v>-0</v></c><c "
        "t=\"str\"><v>made</v></c>"
        "<c t=\"d\"><v>2024-03-01</v></c></row>"
        "<row r=\"7\"><c r=\"B7\" t=\"s\"><v>2</v></c><c r=\"D7\"><v>1E+20</v></c></row>"
        "<row r=\"8\"><c r=\"A8\"><v>1</v></c><c r=\"B8\" t=\"e\"><v>#DIV/0!</v></c></row>"
        "<row r=\"9\"><c r=\"A9\" t=\"s\"><v>3</v></c></row>"
        "<row r=\"10\"><c r=\"A10\"><v>10</v></c></row>");
    Diagnostics ds;
    CHECK(read_sheet(parts, SheetFormat::xlsx, "cards", ds) ==
          "1: [id]@A1 [in line]@C1\n"
          "2: [Run fast]@A2 [true]@B2 [false]@C2 [3]@D2 [3]@E2 [0]@F2 [made]@G2 [2024-03-01]@H2\n"
          "7: [one\ntwo _x0041_ A]@B7 [1e+20]@D7\n"
          "10: [10]@A10\n");
    CHECK(test::messages(ds) ==
          "t.xlsx:Cards!B8: error: cell B8 holds the error #DIV/0!\n"
          "  hint: correct its formula, or write the value itself\n"
          "t.xlsx:Cards!A9: error: a control character (U+0007) in cell A9\n"
          "  hint: remove it: cards hold printable text, tabs and line breaks\n");
}

TEST_CASE("an XLSX workbook's parts are found through its relationships", "[sheet]") {
    Parts parts = test::xlsx_parts({{"Front", {{"a"}}}, {"Back", {{"b"}}}});
    // Absolute targets, and a workbook elsewhere than xl/.
    parts["book/main.xml"] = parts["xl/workbook.xml"];
    parts.erase("xl/workbook.xml");
    parts["book/_rels/main.xml.rels"] =
        "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        "<Relationship Id=\"rId1\" "
        "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" "
        "Target=\"/xl/worksheets/sheet1.xml\"/><Relationship Id=\"rId2\" "
        "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" "
        "Target=\"../xl/worksheets/sheet2.xml\"/><Relationship Id=\"rIdS\" "
        "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
        "sharedStrings\" Target=\"../xl/sharedStrings.xml\"/></Relationships>";
    parts["_rels/.rels"] =
        "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
        "<Relationship Id=\"r\" "
        "Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
        "officeDocument\" Target=\"book/main.xml\"/></Relationships>";
    Diagnostics ds;
    CHECK(read_sheet(parts, SheetFormat::xlsx, "Back", ds) == "1: [b]@A1\n");
    CHECK(read_sheet(parts, SheetFormat::xlsx, "", ds) == "1: [a]@A1\n");
    CHECK(test::messages(ds).empty());
}

TEST_CASE("ODS cells: spaces, paragraphs, repeats, notes and covered cells", "[sheet]") {
    Parts parts = test::ods_parts_of(
        "<table:table table:name=\"Cards\">"
        "<table:table-row><table:table-cell office:value-type=\"string\"><text:p>  a \n  b "
        "</text:p><text:p>c<text:s text:c=\"3\"/>d<text:tab/>e<text:line-break/>f</text:p>"
        "<office:annotation><text:p>a note</text:p></office:annotation></table:table-cell>"
        "<table:table-cell table:number-columns-repeated=\"2\" office:value-type=\"string\">"
        "<text:p>x</text:p></table:table-cell><table:covered-table-cell><text:p>hidden</text:p>"
        "</table:covered-table-cell><table:table-cell office:value-type=\"percentage\" "
        "office:value=\"0.25\"><text:p>25%</text:p></table:table-cell>"
        "<table:table-cell office:value-type=\"date\" office:date-value=\"2024-03-01\">"
        "<text:p>01/03/24</text:p></table:table-cell>"
        "<table:table-cell office:value-type=\"float\" office:value=\"1.5\"><text:p>1,5</text:p>"
        "</table:table-cell></table:table-row>"
        "<table:table-row table:number-rows-repeated=\"2\"><table:table-cell "
        "table:number-columns-repeated=\"1024\"/></table:table-row>"
        "<table:table-row table:number-rows-repeated=\"3\"><table:table-cell "
        "office:value-type=\"string\"><text:p>same</text:p></table:table-cell></table:table-row>"
        "<table:table-row table:number-rows-repeated=\"1048570\"><table:table-cell "
        "table:number-columns-repeated=\"16384\"/></table:table-row>"
        "</table:table>");
    Diagnostics ds;
    CHECK(read_sheet(parts, SheetFormat::ods, "", ds) ==
          "1: [a b\nc   d\te\nf]@A1 [x]@B1 [x]@C1 [0.25]@E1 [2024-03-01]@F1 [1.5]@G1\n"
          "4: [same]@A4\n5: [same]@A5\n6: [same]@A6\n");
    CHECK(test::messages(ds).empty());
}

TEST_CASE("an ODS row repeated past reason is one error, not a million rows", "[sheet]") {
    Parts parts = test::ods_parts_of(
        "<table:table table:name=\"Cards\"><table:table-row><table:table-cell "
        "office:value-type=\"string\"><text:p>id</text:p></table:table-cell></table:table-row>"
        "<table:table-row table:number-rows-repeated=\"1000000\"><table:table-cell "
        "office:value-type=\"string\"><text:p>fox</text:p></table:table-cell></table:table-row>"
        "<table:table-row><table:table-cell table:number-columns-repeated=\"100000\" "
        "office:value-type=\"string\"><text:p>wide</text:p></table:table-cell></table:table-row>"
        "</table:table>");
    Diagnostics ds;
    auto reader =
        open_sheet(std::make_unique<MemoryPackage>(parts), SheetFormat::ods, "t.ods", "", {}, ds);
    REQUIRE(reader);
    TableRow row;
    REQUIRE(reader->next(row, ds));
    CHECK(row.cells.size() == 1);
    REQUIRE(reader->next(row, ds));
    CHECK(row.line == 1000002);
    CHECK(row.cells.size() == k_max_sheet_columns);  // the cells up to the last column
    CHECK_FALSE(reader->next(row, ds));
    CHECK(test::messages(ds) ==
          "t.ods:Cards!A2: error: row 2 is repeated 1000000 times; at most 1000 repeats are read\n"
          "  hint: a card list has each card once, with its count\n"
          "t.ods:Cards!XFD1000002: warning: text right of column XFD, the last a sheet has, is "
          "ignored\n");
}

TEST_CASE("files that are not spreadsheets are one error at their start", "[sheet]") {
    test::TempDir dir;
    auto messages = [&](std::string_view bytes, SheetFormat format) {
        Diagnostics ds;
        CHECK_FALSE(open_sheet(bytes, format, "c.xlsx", "", {}, ds));
        return test::messages(ds);
    };
    const std::string again = "  hint: open it in a spreadsheet and save it again\n";
    CHECK(messages("", SheetFormat::xlsx) ==
          "c.xlsx:1:1: error: the spreadsheet cannot be read: the file is empty\n" + again);
    CHECK(messages("id,name\nfox,Fox\n", SheetFormat::xlsx) ==
          "c.xlsx:1:1: error: the spreadsheet cannot be read: it is not a zip file as "
          "spreadsheets are (Not a zip archive)\n" +
              again);
    CHECK(messages("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", SheetFormat::xlsx) ==
          "c.xlsx:1:1: error: the file is an Excel 97-2003 workbook (.xls) or a "
          "password-protected one, which pnpkit does not read\n"
          "  hint: save it as an Excel Workbook (.xlsx) with no password\n");
    CHECK(messages(test::zip_bytes(dir.path(), {{"a.txt", "hello"}}), SheetFormat::xlsx) ==
          "c.xlsx:1:1: error: the spreadsheet cannot be read: it is not an XLSX workbook: no "
          "xl/workbook.xml\n" +
              again);
    CHECK(messages(test::zip_bytes(dir.path(), {{"mimetype",
                                                 "application/vnd.oasis."
                                                 "opendocument.text"}}),
                   SheetFormat::ods) ==
          "c.xlsx:1:1: error: the spreadsheet cannot be read: it is not an OpenDocument "
          "spreadsheet (its type is 'application/vnd.oasis.opendocument.text')\n" +
              again);
}

TEST_CASE("a damaged part, an entity bomb and too many entries are refused", "[sheet]") {
    test::TempDir dir;
    Parts parts = test::xlsx_parts({{"Cards", {{"id"}, {"fox"}}}});
    parts["xl/worksheets/sheet1.xml"] =
        worksheet("<row r=\"1\"><c r=\"A1\"><v>1</v></c></row><row>");
    Diagnostics ds;
    CHECK(read_sheet(parts, SheetFormat::xlsx, "", ds).empty());  // no rows from a damaged part
    CHECK(test::messages(ds) ==
          "t.xlsx:1:1: error: the spreadsheet cannot be read: xl/worksheets/sheet1.xml line 1: "
          "mismatched tag\n  hint: open it in a spreadsheet and save it again\n");

    parts["xl/sharedStrings.xml"] =
        "<?xml version=\"1.0\"?><!DOCTYPE sst [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b "
        "\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]><sst><si><t>&b;</t></si></sst>";
    Diagnostics bomb;
    CHECK(read_sheet(parts, SheetFormat::xlsx, "", bomb) == "(none)");
    CHECK(test::messages(bomb) ==
          "t.xlsx:1:1: error: the spreadsheet cannot be read: it is not an XLSX workbook: "
          "xl/sharedStrings.xml: it declares a document type, which spreadsheets do not\n"
          "  hint: open it in a spreadsheet and save it again\n");

    Parts many;
    for (std::uint64_t i = 0; i <= k_max_package_entries; ++i) many["p" + std::to_string(i)] = "";
    std::string error;
    CHECK_FALSE(open_zip(test::zip_bytes(dir.path(), many), error));
    CHECK(error == "it holds 10001 entries; a spreadsheet has a few dozen");
}

TEST_CASE("numbers read as a spreadsheet shows them", "[sheet]") {
    CHECK(sheet_number_text("3") == "3");
    CHECK(sheet_number_text("3.0") == "3");
    CHECK(sheet_number_text("2.5") == "2.5");
    CHECK(sheet_number_text("0.30000000000000004") == "0.3");
    CHECK(sheet_number_text("2.9999999999999996") == "3");
    CHECK(sheet_number_text("-0") == "0");
    CHECK(sheet_number_text("1E+20") == "1e+20");
    CHECK(sheet_number_text("123456789012") == "123456789012");
    CHECK(sheet_number_text("abc") == "abc");
    CHECK(sheet_number_text("") == "");
}
