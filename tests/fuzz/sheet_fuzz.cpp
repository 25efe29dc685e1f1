// Fuzzes the spreadsheet readers (load/sheet.hpp: XLSX and ODS, the zip and XML layers under
// them) and a designer's decks read from a spreadsheet. The input's first byte says what the rest
// is:
//   'z' (or any byte but 'x' and 'o'): a whole file's bytes, read as an XLSX and as an ODS file;
//   'x': a worksheet's XML, then optionally "\x01" and the shared strings' XML, put in an XLSX
//        package with a fixed workbook;
//   'o': an ODS file's content.xml.
// The file then becomes the cards of a small designer's game (two decks reading one sheet, each
// with a filter, in two languages), which is loaded and made into cards.
// Invariants: no crash, no exception; every error has a line and a column; rows come in the order
// of their rows, each with cells in the order of their columns, every cell at its row and column,
// none empty or holding a control character, none past the last row or column of a sheet; a game
// loaded without errors makes every card of its decks.
#include <filesystem>
#include <string>
#include <variant>

#include "core/diagnostic.hpp"
#include "fuzz.hpp"
#include "games/designer/game.hpp"
#include "layout/component.hpp"
#include "load/sheet.hpp"
#include "support/sheet_files.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using namespace pnpkit;
using fuzz::violated;

constexpr const char* k_game =
    "title = \"Fuzz\"\nlanguages = [\"en\", \"de\"]\n"
    "[[deck]]\nid = \"heroes\"\nfront = \"card\"\ncards = \"cards.EXT\"\n"
    "where = \"kind == 'hero' or kind == ''\"\n"
    "[deck.fields]\nname = { type = \"text\", required = true }\ncost = \"integer\"\n"
    "rules = \"markup\"\n[deck.aliases]\ncount = [\"Qty\"]\n"
    "[[deck]]\nid = \"foes\"\nfront = \"card\"\ncards = \"cards.EXT\"\nsheet = \"Cards\"\n"
    "where = \"not kind == 'hero'\"\n"
    "[deck.fields]\nname = \"text\"\nthreat = { type = \"number\", min = 0 }\n"
    "kind = { type = \"enum\", values = [\"foe\", \"boss\"] }\n";

// The two games the file becomes the cards of, one reading cards.xlsx, one cards.ods.
struct Games {
    Games() {
        for (const char* ext : {"xlsx", "ods"}) {
            std::string game = k_game;
            for (std::size_t at; (at = game.find("EXT")) != std::string::npos;)
                game.replace(at, 3, ext);
            (ext == std::string("xlsx") ? xlsx : ods).write("game.toml", game);
        }
    }
    test::TempDir xlsx;
    test::TempDir ods;
};

void check_positions(const Diagnostics& diagnostics, const std::string& what) {
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.severity != Severity::note && (d.pos.line < 1 || d.pos.column < 1))
            violated(what + ": a diagnostic without its position: " + d.to_string());
    }
}

bool has_control(const std::string& text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F) return true;
        if (c == 0xC2 && i + 1 < text.size() &&
            (static_cast<unsigned char>(text[i + 1]) & 0xE0) == 0x80)
            return true;
    }
    return false;
}

void check_rows(load::RowReader& reader, Diagnostics& diagnostics) {
    load::TableRow row;
    int last_line = 0;
    while (reader.next(row, diagnostics)) {
        if (row.line <= last_line) violated("rows out of order");
        if (row.line > static_cast<int>(load::k_max_sheet_rows)) violated("a row past the last");
        last_line = row.line;
        if (row.cells.empty()) violated("a row without cells");
        std::int64_t last_index = -1;
        for (const load::TableCell& cell : row.cells) {
            if (static_cast<std::int64_t>(cell.index) <= last_index) violated("cells out of order");
            last_index = cell.index;
            if (cell.line != row.line || cell.column != static_cast<int>(cell.index) + 1)
                violated("a cell away from its row and column");
            if (cell.column > static_cast<int>(load::k_max_sheet_columns))
                violated("a cell past the last column");
            if (cell.text.empty()) violated("an empty cell");
            if (has_control(cell.text)) violated("a control character in a cell: " + cell.text);
        }
    }
    check_positions(diagnostics, "the sheet reader");
}

void read_alone(std::string_view bytes, load::SheetFormat format) {
    Diagnostics diagnostics;
    auto reader = load::open_sheet(bytes, format, "fuzz", "", {"game.toml", 1, 1}, diagnostics);
    if (reader) check_rows(*reader, diagnostics);
    check_positions(diagnostics, "opening the sheet");
}

void load_game(const fs::path& dir) {
    Diagnostics diagnostics;
    auto loaded = designer::load_game(dir, diagnostics);
    check_positions(diagnostics, "the designer's game");
    if (!loaded || diagnostics.has_errors()) return;
    for (const std::string& language : {std::string("en"), std::string("de")}) {
        for (const layout::Component& component : loaded->components_in(language)) {
            const auto* deck = std::get_if<layout::DeckComponent>(&component);
            if (!deck) continue;
            for (std::size_t i = 0; i < deck->card_count(); ++i) {
                if (!deck->card(i)) violated("a deck without its card " + std::to_string(i));
            }
        }
    }
}

// An XLSX package holding `sheet` as its one sheet, "Cards", with these shared strings.
test::Parts xlsx_with(std::string_view sheet, std::string_view strings) {
    test::Parts parts = test::xlsx_parts({{"Cards", {}}});
    parts["xl/worksheets/sheet1.xml"] = std::string(sheet);
    parts["xl/sharedStrings.xml"] = std::string(strings);
    return parts;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const Games games;
    if (size == 0) return 0;
    std::string_view input = fuzz::as_text(data, size);
    char mode = input[0];
    std::string_view rest = input.substr(1);
    if (mode == 'x' || mode == 'o') {
        test::Parts parts;
        if (mode == 'x') {
            std::size_t split = rest.find('\x01');
            parts = xlsx_with(rest.substr(0, split),
                              split == std::string_view::npos ? "<sst/>" : rest.substr(split + 1));
        } else {
            parts = test::ods_parts_of("");
            parts["content.xml"] = std::string(rest);
        }
        auto format = mode == 'x' ? load::SheetFormat::xlsx : load::SheetFormat::ods;
        Diagnostics diagnostics;
        auto reader = load::open_sheet(std::make_unique<load::MemoryPackage>(parts), format, "fuzz",
                                       "", {"game.toml", 1, 1}, diagnostics);
        if (reader) check_rows(*reader, diagnostics);
        check_positions(diagnostics, "opening the sheet");
        const test::TempDir& dir = mode == 'x' ? games.xlsx : games.ods;
        test::write_zip(dir / (mode == 'x' ? "cards.xlsx" : "cards.ods"), parts, true);
        load_game(dir.path());
        return 0;
    }
    read_alone(rest, load::SheetFormat::xlsx);
    read_alone(rest, load::SheetFormat::ods);
    games.xlsx.write("cards.xlsx", rest);
    games.ods.write("cards.ods", rest);
    load_game(games.xlsx.path());
    load_game(games.ods.path());
    return 0;
}
