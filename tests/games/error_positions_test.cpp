// Every registered game's shipped data, broken in systematic ways, must be reported with a line and
// a column for each problem (`path:line:col: error: message`). The fuzzer (tests/fuzz/
// game_data_fuzz.cpp) checks the same invariant on random inputs; this test walks the mutations
// that reach the whole-file and cross-file checks, the ones random bytes find only by luck: each
// table or record left out, every record of one kind left out, each integer set to a
// zero, a one, a five (a setting above its neighbour) and a large value.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/game.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

std::string joined(const std::vector<std::string>& lines, std::size_t from, std::size_t to) {
    std::string text;
    for (std::size_t i = from; i < to; ++i) text += lines[i] + "\n";
    return text;
}

// A table or record: its header line ("[party]", "[[item]]") up to the next header.
struct Section {
    std::size_t begin;
    std::size_t end;
    std::string header;
};

std::vector<Section> sections_of(const std::vector<std::string>& lines) {
    static const std::regex header(R"(^\s*(\[\[?[^\]]+\]\]?))");
    std::vector<Section> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::smatch m;
        if (!std::regex_search(lines[i], m, header)) continue;
        if (!out.empty()) out.back().end = i;
        out.push_back({i, lines.size(), m[1]});
    }
    return out;
}

// One broken copy of a file: what was done, and the new text.
struct Mutation {
    std::string what;
    std::string text;
};

std::vector<Mutation> mutations_of(const std::string& text) {
    std::vector<std::string> lines = lines_of(text);
    std::vector<Section> sections = sections_of(lines);
    std::vector<Mutation> out;
    std::vector<std::string> headers;
    for (const Section& s : sections) {
        out.push_back({"without " + s.header + " at line " + std::to_string(s.begin + 1),
                       joined(lines, 0, s.begin) + joined(lines, s.end, lines.size())});
        if (std::find(headers.begin(), headers.end(), s.header) == headers.end())
            headers.push_back(s.header);
    }
    for (const std::string& h : headers) {
        std::string kept;
        std::size_t at = 0;
        for (const Section& s : sections) {
            if (s.header != h) continue;
            kept += joined(lines, at, s.begin);
            at = s.end;
        }
        kept += joined(lines, at, lines.size());
        out.push_back({"without any " + h, kept});
    }
    static const std::regex integer(R"(^(\s*[A-Za-z_][A-Za-z0-9_-]*\s*=\s*)-?[0-9]+(\s*(#.*)?)$)");
    // The sanitizer build (ten times slower) keeps the five, which reaches the cross-checks; the
    // others meet the range checks, which the loaders' own tests cover.
    const std::vector<std::string> values = pnpkit::test::k_sanitized_build
                                                ? std::vector<std::string>{"5"}
                                                : std::vector<std::string>{"0", "1", "5", "40"};
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::smatch m;
        if (!std::regex_match(lines[i], m, integer)) continue;
        for (const std::string& v : values) {
            std::vector<std::string> changed = lines;
            changed[i] = m[1].str() + v + m[2].str();
            out.push_back({"line " + std::to_string(i + 1) + " set to " + v,
                           joined(changed, 0, changed.size())});
        }
    }
    return out;
}

}  // namespace

TEST_CASE("every problem in broken game data is reported with a line and a column",
          "[games][diagnostics]") {
    const fs::path source = pnpkit::test::source_dir() / "data";
    int loads = 0;
    int broken = 0;
    for (const pnpkit::games::GameInfo& game : pnpkit::games::all_games()) {
        if (!fs::is_directory(source / game.id)) continue;
        pnpkit::test::TempDir copy;
        const fs::path dir = copy / std::string(game.id);
        fs::copy(source / game.id, dir, fs::copy_options::recursive);
        std::vector<fs::path> files;
        for (const auto& entry : fs::recursive_directory_iterator(dir)) {
            if (entry.is_regular_file() && entry.path().extension() == ".toml")
                files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());
        for (const fs::path& file : files) {
            const std::string original = read_text(file);
            for (const Mutation& m : mutations_of(original)) {
                write_text(file, m.text);
                pnpkit::Diagnostics diagnostics;
                game.load(dir, diagnostics);
                ++loads;
                if (diagnostics.has_errors()) ++broken;
                for (const pnpkit::Diagnostic& d : diagnostics.items()) {
                    INFO(game.id << ": " << file.filename().string() << " " << m.what);
                    INFO(d.to_string());
                    CHECK(d.pos.line > 0);
                    CHECK(d.pos.column > 0);
                }
            }
            write_text(file, original);
        }
    }
    // The walk reaches the data: a good share of the mutations break something.
    INFO(broken << " of " << loads << " broken copies were refused");
    CHECK(loads > 500);
    CHECK(broken > loads / 3);
}
