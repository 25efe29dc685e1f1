// Fuzzes every registered game's data loading and validation (games::all_games(), so a game added
// to the registry is covered with no change here). The shipped data of every game is copied to a
// temporary directory once; each input replaces one of its TOML files and loads that game.
// The input: a first line naming the file, "GAME/FILE.toml" (any other first line picks a file by
// its hash, so that every input reaches some game), then the file's new contents.
// Invariants: loading returns (no crash, no exception), every error names a line and column, and a
// game that loads without errors lists its components and decks.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "fuzz.hpp"
#include "games/game.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

using pnpkit::fuzz::violated;

struct DataFile {
    const pnpkit::games::GameInfo* game;
    std::string name;  // "colf/nouns.toml"
    std::string original;
};

std::string read_bytes(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_bytes(const fs::path& path, std::string_view bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// The copy of data/ and the list of its TOML files, made on first use.
class Corpus {
public:
    Corpus() {
        fs::path source = pnpkit::test::source_dir() / "data";
        for (const auto& game : pnpkit::games::all_games()) {
            fs::path from = source / game.id;
            if (!fs::is_directory(from)) continue;
            fs::copy(from, m_dir / game.id, fs::copy_options::recursive);
            std::vector<std::string> names;
            for (const auto& entry : fs::recursive_directory_iterator(m_dir / game.id)) {
                if (entry.is_regular_file() && entry.path().extension() == ".toml")
                    names.push_back(entry.path().lexically_relative(m_dir.path()).generic_string());
            }
            std::sort(names.begin(), names.end());
            for (auto& name : names) m_files.push_back({&game, name, read_bytes(m_dir / name)});
        }
        if (m_files.empty()) violated("no game data found under " + source.string());
    }

    const DataFile& pick(std::string_view first_line) const {
        for (const DataFile& file : m_files) {
            if (file.name == first_line) return file;
        }
        return m_files[std::hash<std::string_view>{}(first_line) % m_files.size()];
    }

    fs::path path(const DataFile& file) const { return m_dir / file.name; }
    fs::path game_dir(const DataFile& file) const { return m_dir / file.game->id; }

private:
    pnpkit::test::TempDir m_dir;
    std::vector<DataFile> m_files;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const Corpus corpus;
    auto [first_line, contents] = pnpkit::fuzz::split_first_line(pnpkit::fuzz::as_text(data, size));
    const DataFile& file = corpus.pick(first_line);
    write_bytes(corpus.path(file), contents);

    pnpkit::Diagnostics diagnostics;
    auto game = file.game->load(corpus.game_dir(file), diagnostics);
    for (const pnpkit::Diagnostic& d : diagnostics.items()) {
        if (d.severity == pnpkit::Severity::error && (d.pos.line == 0 || d.pos.column == 0))
            violated(file.name + ": an error without its position: " + d.to_string());
    }
    if (game && !diagnostics.has_errors()) {
        game->stats();
        game->decks();
        game->components();
    }
    write_bytes(corpus.path(file), file.original);
    return 0;
}
