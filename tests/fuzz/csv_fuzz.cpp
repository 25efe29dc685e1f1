// Fuzzes the CSV reader (load/csv.hpp) and a designer's deck read from CSV. The input is a CSV
// file's bytes. It is parsed on its own, then becomes the cards.csv of the designer's game of the
// tests (tests/fixtures/designer/harbour, copied to a temporary directory once), which is loaded,
// checked against its declared fields and rules, and made into cards.
// Invariants: no crash, no exception; every cell and every error has a line and a column, rows come
// in the order of their lines; the rows read, written back with every cell quoted, read again to
// the same cells with no error; the game's errors all have a line and a column, and a game loaded
// without errors makes every card of its decks.
#include <filesystem>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include "core/diagnostic.hpp"
#include "fuzz.hpp"
#include "games/designer/game.hpp"
#include "layout/component.hpp"
#include "load/csv.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using namespace pnpkit;
using fuzz::violated;

// The fixture game in a temporary directory, copied on first use.
struct Game {
    Game() {
        fs::copy(test::source_dir() / "tests/fixtures/designer/harbour", dir.path(),
                 fs::copy_options::recursive);
    }
    test::TempDir dir;
};

void check_positions(const Diagnostics& diagnostics, const std::string& what) {
    for (const Diagnostic& d : diagnostics.items()) {
        if (d.severity == Severity::error && (d.pos.line < 1 || d.pos.column < 1))
            violated(what + ": an error without its position: " + d.to_string());
    }
}

// The rows as CSV text with every cell quoted (a quote doubled), one row a line.
std::string quoted_csv(const std::vector<load::CsvRow>& rows) {
    std::string text;
    for (const load::CsvRow& row : rows) {
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            if (c > 0) text += ',';
            text += '"';
            for (char ch : row.cells[c].text)
                text += ch == '"' ? std::string("\"\"") : std::string(1, ch);
            text += '"';
        }
        text += '\n';
    }
    return text;
}

// Parses the text on its own and checks the reader's invariants.
void check_reader(std::string_view text) {
    Diagnostics diagnostics;
    std::vector<load::CsvRow> rows = load::parse_csv(text, "fuzz.csv", diagnostics);
    check_positions(diagnostics, "parse_csv");
    int last_line = 0;
    for (const load::CsvRow& row : rows) {
        if (row.line <= last_line) violated("rows out of line order");
        last_line = row.line;
        if (row.cells.empty()) violated("a row without cells");
        for (const load::CsvCell& cell : row.cells) {
            if (cell.line < row.line || cell.column < 1) violated("a cell without its position");
        }
    }
    std::string again_text = quoted_csv(rows);
    Diagnostics again;
    std::vector<load::CsvRow> reread = load::parse_csv(again_text, "again.csv", again);
    if (again.has_errors())
        violated("quoted rows do not read again:\n" + again_text + "\n" + test::messages(again));
    if (reread.size() != rows.size())
        violated("quoted rows read as another number of rows:\n" + again_text);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (reread[r].cells.size() != rows[r].cells.size())
            violated("a row read again has other cells");
        for (std::size_t c = 0; c < rows[r].cells.size(); ++c) {
            if (reread[r].cells[c].text != rows[r].cells[c].text)
                violated("a cell read again differs: '" + rows[r].cells[c].text + "' then '" +
                         reread[r].cells[c].text + "'");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const Game game;
    std::string_view text = fuzz::as_text(data, size);
    check_reader(text);

    {
        std::ofstream out(game.dir / "ships.csv", std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
    Diagnostics diagnostics;
    auto loaded = designer::load_game(game.dir.path(), diagnostics);
    check_positions(diagnostics, "the designer's game");
    if (!loaded || diagnostics.has_errors()) return 0;
    loaded->stats();
    loaded->decks();
    for (const layout::Component& component : loaded->components()) {
        const auto* deck = std::get_if<layout::DeckComponent>(&component);
        if (!deck) continue;
        for (std::size_t i = 0; i < deck->card_count(); ++i) {
            if (!deck->card(i)) violated("a deck without its card " + std::to_string(i));
        }
    }
    return 0;
}
