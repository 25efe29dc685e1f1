// A designer's CSV deck through the real command line: `pnpkit render` and `pnpkit validate` run
// in child processes (cli::run, as the binary runs it), against a plain Cairo/Pango program drawing
// the same cards (card_floor.hpp) in the same run. The deck's template is the render fixture's
// (tests/fixtures/templates/test-card.toml), copied into the game's own templates/ folder; its
// cards.csv holds the fixture deck's text. Prints, for each size, CPU and wall time and their
// ratios to the floor (target <= 1.5), peak memory (target: under 100 MB at 50,000 cards, flat in
// the number of cards), the time to validate (target: 50,000 cards under 0.5 s), and the time
// `render --watch` takes from a save to the end of its re-render of a 100-card deck (target:
// under 1 s), measured on the watching process itself. The same cards as an XLSX file: `validate`
// (target: 10,000 cards under 1 s) against the CSV file in the same run, and `render`'s peak
// memory at 50,000 cards (target: under 100 MB). The art section renders a 1,000-card deck
// with SVG art against the same deck with PNG art (target: under 3x) and against the floor drawing
// the same SVG art with librsvg (target: 1.1x).
//
//   designer_bench [CARDS...]     (default 1000 10000; memory and validation at 50,000)
//   designer_bench watch          (the --watch measurement alone)
//   designer_bench xlsx           (the XLSX measurements alone)
//   designer_bench art            (SVG art against PNG art and the floor, alone)
//   designer_bench ratio [CARDS...] (the render ratios to the floor alone, default 1000 10000)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "art_deck.hpp"
#include "card_floor.hpp"
#include "cli/app.hpp"
#include "core/atomic_file.hpp"
#include "support/fixture_deck.hpp"
#include "support/sheet_files.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

namespace {

const std::string k_source = PNPKIT_BENCH_SOURCE_DIR;

struct Measure {
    double wall = 0;  // seconds
    double cpu = 0;   // seconds of user and system time
    double peak_mb = 0;
    int exit_code = -1;
};

// Runs `fn` in a child process and measures it from outside: wall time, CPU time, peak memory.
Measure in_child(const std::function<int()>& fn) {
    auto start = std::chrono::steady_clock::now();
    pid_t pid = ::fork();
    if (pid == 0) std::_Exit(fn());
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    Measure m;
    m.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
            static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    m.peak_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;
    m.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return m;
}

// The best (least CPU) of `rounds` runs.
Measure best_of(int rounds, const std::function<int()>& fn) {
    Measure best;
    for (int i = 0; i < rounds; ++i) {
        Measure m = in_child(fn);
        if (i == 0 || m.cpu < best.cpu) best = m;
    }
    return best;
}

std::string csv_cell(const std::string& text) {
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

enum class Cards { csv, toml, xlsx };

// A designer's game folder `bench` under `data` with `cards` cards in cards.csv (or cards.toml,
// cards.xlsx). With `art` ("svg" or "png"), each card also shows one of ten pictures
// (bench::art_svg) by its `kind`, from art/KIND.svg or art/KIND.png (CSV only).
void write_game(const fs::path& data, int cards, Cards format = Cards::csv,
                const std::string& art = {}) {
    bool toml = format == Cards::toml;
    fs::path game = data / "bench";
    fs::remove_all(game);
    std::string kinds;
    for (int k = 0; k < bench::k_art_kinds; ++k)
        kinds += (k ? ", \"k" : "\"k") + std::to_string(k) + "\"";
    write_file_atomically(
        game / "game.toml",
        "title = \"Bench\"\n[[deck]]\nid = \"cards\"\nfront = \"test-card\"\ncards = " +
            std::string(toml                    ? "\"cards.toml\"\n"
                        : format == Cards::xlsx ? "\"cards.xlsx\"\n"
                                                : "\"cards.csv\"\n") +
            "[deck.fields]\n"
            "name = { type = \"text\", required = true }\n"
            "value = { type = \"integer\", min = 1, max = 6 }\n"
            "body = \"text\"\n"
            "flavour = \"text\"\n" +
            (art.empty() ? "" : "kind = { type = \"enum\", values = [" + kinds + "] }\n") +
            "[[deck.rule]]\n"
            "unique = \"name\"\n");
    std::string picture;
    if (!art.empty()) {
        const double* box = bench::k_art_box_mm;
        picture = "\n[[layer]]\nname = \"picture\"\ntype = \"image\"\nbox = [\"" +
                  std::to_string(box[0]) + "mm\", \"" + std::to_string(box[1]) + "mm\", \"" +
                  std::to_string(box[2]) + "mm\", \"" + std::to_string(box[3]) +
                  "mm\"]\npath = \"art/{kind}." + art + "\"\n";
        bench::write_art(game, art == "png");
    }
    write_file_atomically(
        game / "templates/test-card.toml",
        read_file(k_source + "/tests/fixtures/templates/test-card.toml") + picture);
    std::string csv = std::string("id,name,value,body,flavour") + (art.empty() ? "\n" : ",kind\n");
    std::string tables;
    test::SheetRowsText rows{{"id", "name", "value", "body", "flavour"}};
    for (int i = 0; i < cards; ++i) {
        layout::Record r = test::fixture_record(i);
        const layout::Field* flavour = r.find("flavour");
        if (format == Cards::xlsx) {
            rows.push_back({r.id, r.find("name")->text, "=" + r.find("value")->text,
                            r.find("body")->text, flavour ? flavour->text : ""});
            continue;
        }
        csv += r.id + "," + r.find("name")->text + "," + r.find("value")->text + "," +
               csv_cell(r.find("body")->text) + "," + (flavour ? csv_cell(flavour->text) : "") +
               (art.empty() ? "" : ",k" + std::to_string(i % bench::k_art_kinds)) + "\n";
        if (!toml) continue;
        tables += "[[card]]\nid = \"" + r.id + "\"\nname = \"" + r.find("name")->text +
                  "\"\nvalue = " + r.find("value")->text + "\nbody = \"" + r.find("body")->text +
                  "\"\n" + (flavour ? "flavour = \"" + flavour->text + "\"\n" : "");
    }
    if (format == Cards::xlsx) {
        test::write_zip(game / "cards.xlsx", test::xlsx_parts({{"Cards", rows}}));
    } else if (toml) {
        write_file_atomically(game / "cards.toml", tables);
    } else {
        write_file_atomically(game / "cards.csv", csv);
    }
}

// write_game for an XLSX file, in a child process: building the workbook in memory would leave
// this process's heap large, and the children measured after it would count it as theirs.
void write_xlsx_game(const fs::path& data, int cards) {
    in_child([&] {
        write_game(data, cards, Cards::xlsx);
        return 0;
    });
}

int pnpkit(const std::vector<std::string>& args) {
    std::ostringstream out, err;
    int code = cli::run(args, out, err);
    if (code != 0) std::fprintf(stderr, "pnpkit failed (%d): %s\n", code, err.str().c_str());
    return code;
}

Measure render_cli(const fs::path& data, const fs::path& out, int rounds) {
    return best_of(rounds, [&] {
        return pnpkit({"--data", data.string(), "--quiet", "render", "bench", "--out", out.string(),
                       "--duplex", "none"});
    });
}

Measure render_floor(int cards, const fs::path& out, int rounds,
                     const bench::CardExtra& extra = {}) {
    return best_of(rounds, [&] {
        fs::create_directories(out);
        bench::run_floor(cards, k_source, (out / "floor.pdf").string(), extra);
        return 0;
    });
}

Measure validate_cli(const fs::path& data, int rounds) {
    return best_of(rounds, [&] {
        return pnpkit({"--data", data.string(), "--quiet", "validate", "bench"});
    });
}

// Starts `pnpkit render bench --watch` (cli::run in a child, its output on a pipe); after its first
// render, saves cards.csv `saves` times as an editor does (a new file renamed over the old one) and
// measures each time from the save to the watch's "rendered in" line. The time includes the
// watch's wait for the save to settle, as a designer sees it. Empty on failure.
std::vector<double> watch_saves(const fs::path& data, const fs::path& out, int saves) {
    int fds[2];
    if (::pipe(fds) != 0) return {};
    std::fflush(stdout);  // what this process printed is not the child's to repeat
    pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(fds[1], 1);
        ::dup2(fds[1], 2);
        ::close(fds[0]);
        ::close(fds[1]);
        int code = cli::run({"--data", data.string(), "render", "bench", "--out", out.string(),
                             "--duplex", "none", "--watch"},
                            std::cout, std::cerr);
        std::cout.flush();
        std::_Exit(code);
    }
    ::close(fds[1]);
    std::FILE* from = ::fdopen(fds[0], "r");
    // Reads the child's lines until one holds `marker`; false at the end of its output.
    auto read_until = [from](std::string_view marker) {
        char line[4096];
        while (std::fgets(line, sizeof line, from)) {
            if (std::string_view(line).find(marker) != std::string_view::npos) return true;
        }
        return false;
    };
    std::vector<double> times;
    fs::path cards = data / "bench" / "cards.csv";
    std::string text = read_file(cards);
    if (read_until("watching")) {
        for (int i = 0; i < saves; ++i) {
            auto start = std::chrono::steady_clock::now();
            write_file_atomically(cards, text);
            if (!read_until("rendered in")) break;
            times.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
    }
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    std::fclose(from);
    if (static_cast<int>(times.size()) != saves) {
        std::fprintf(stderr, "render --watch did not re-render after each save\n");
        return {};
    }
    return times;
}

// A 1,000-card deck whose art is SVG (ten files, one per kind of card) against the same deck with
// the art rasterised to PNG, both through `pnpkit render` (target: SVG under 3x PNG), and against
// the floor drawing the same cards and SVG art with plain Cairo, Pango and librsvg (target: 1.1x).
// False when a render failed.
bool art_section(const fs::path& data, const fs::path& out) {
    const int cards = 1000;
    std::printf("art: a %d-card deck, ten pictures, through `pnpkit render` (best of 3 by CPU)\n",
                cards);
    write_game(data, cards, Cards::csv, "png");
    Measure png = render_cli(data, out / "png", 3);
    auto png_size = fs::file_size(out / "png/bench/cards.pdf");
    write_game(data, cards, Cards::csv, "svg");
    Measure svg = render_cli(data, out / "svg", 3);
    if (png.exit_code != 0 || svg.exit_code != 0) return false;
    auto svg_size = fs::file_size(out / "svg/bench/cards.pdf");
    bench::FloorArt art(data / "bench");
    Measure floor =
        render_floor(cards, out / "floor", 3,
                     [&](cairo_t* cr, int i, double x, double y) { art.draw(cr, i, x, y); });
    auto floor_size = fs::file_size(out / "floor/floor.pdf");
    std::printf(
        "  PNG art: %6.2f s CPU, PDF %5.1f MB\n"
        "  SVG art: %6.2f s CPU, PDF %5.1f MB: %.2fx the PNG deck's CPU (target < 3x)\n"
        "  floor (plain Cairo/Pango, librsvg on every card): %6.2f s CPU, PDF %5.1f MB: pnpkit "
        "with "
        "SVG art %.2fx the floor's CPU (target <= 1.1x)\n",
        png.cpu, png_size / 1e6, svg.cpu, svg_size / 1e6, svg.cpu / png.cpu, floor.cpu,
        floor_size / 1e6, svg.cpu / floor.cpu);
    return true;
}

// `render --watch`, from a save to the end of the re-render it causes; false when it failed.
bool watch_section(const fs::path& data, const fs::path& out) {
    write_game(data, 100);
    Measure floor = render_floor(100, out, 3);
    std::vector<double> saves = watch_saves(data, out / "watch", 5);
    if (saves.empty()) return false;
    std::sort(saves.begin(), saves.end());
    double median = saves[saves.size() / 2];
    std::printf(
        "`pnpkit render --watch` on a 100-card deck, from saving cards.csv to \"rendered\" "
        "(target < 1 s):\n"
        "  median of %zu saves %.3f s wall (fastest %.3f s, slowest %.3f s); the floor draws the "
        "same 100 cards in %.3f s wall: ratio %.2fx\n",
        saves.size(), median, saves.front(), saves.back(), floor.wall, median / floor.wall);
    return true;
}

// The same cards as an XLSX file, against the CSV file, in this run: `validate`, and `render`'s
// peak memory; false when a command failed.
bool xlsx_section(const fs::path& data, const fs::path& out) {
    std::printf(
        "`pnpkit validate` of an XLSX file against the same cards as CSV (target: 10,000 "
        "cards under 1 s)\n");
    for (int cards : {10000, 50000}) {
        write_game(data, cards, Cards::csv);
        Measure csv = validate_cli(data, 3);
        write_xlsx_game(data, cards);
        std::uintmax_t bytes = fs::file_size(data / "bench" / "cards.xlsx");
        Measure xlsx = validate_cli(data, 3);
        if (csv.exit_code != 0 || xlsx.exit_code != 0) return false;
        std::printf(
            "  %6d cards: XLSX (%.1f MB) %.3f s CPU, %.3f s wall, %.1f MB; CSV %.3f s CPU, "
            "%.1f MB: ratio %.2fx CPU\n",
            cards, static_cast<double>(bytes) / 1e6, xlsx.cpu, xlsx.wall, xlsx.peak_mb, csv.cpu,
            csv.peak_mb, xlsx.cpu / csv.cpu);
    }
    std::printf(
        "peak memory of `pnpkit render` from XLSX (target: under 100 MB at 50,000 cards)\n");
    for (int cards : {1000, 10000, 50000}) {
        write_xlsx_game(data, cards);
        Measure cli = render_cli(data, out, 1);
        if (cli.exit_code != 0) return false;
        std::printf("  %6d cards: %6.1f MB, %.1f s CPU\n", cards, cli.peak_mb, cli.cpu);
    }

    return true;
}

}  // namespace

int main(int argc, char** argv) {
    fs::path work =
        fs::temp_directory_path() / ("pnpkit-designer-bench-" + std::to_string(::getpid()));
    fs::path data = work / "data";
    fs::path out = work / "out";
    if (argc == 2 && std::string_view(argv[1]) == "watch") {
        bool ok = watch_section(data, out);
        fs::remove_all(work);
        return ok ? 0 : 1;
    }
    if (argc == 2 && std::string_view(argv[1]) == "xlsx") {
        bool ok = xlsx_section(data, out);
        fs::remove_all(work);
        return ok ? 0 : 1;
    }
    if (argc == 2 && std::string_view(argv[1]) == "art") {
        bool ok = art_section(data, out);
        fs::remove_all(work);
        return ok ? 0 : 1;
    }
    bool ratio_only = argc >= 2 && std::string_view(argv[1]) == "ratio";
    std::vector<int> sizes;
    for (int i = ratio_only ? 2 : 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty()) sizes = {1000, 10000};

    std::printf(
        "designer benchmark: a CSV deck through `pnpkit render` (CLI code path, child process) "
        "against\n"
        "plain Cairo/Pango drawing the same cards into a PDF; best by CPU time of 3 runs (2 above\n"
        "2,000 cards; 2 more with `ratio`)\n");
    for (int cards : sizes) {
        write_game(data, cards);
        int rounds = (cards <= 2000 ? 3 : 2) + (ratio_only ? 2 : 0);
        Measure floor = render_floor(cards, out, rounds);
        Measure cli = render_cli(data, out, rounds);
        if (cli.exit_code != 0) return 1;
        std::printf(
            "  %6d cards: pnpkit %6.2f s CPU (%6.2f s wall), floor %6.2f s CPU (%6.2f s wall): "
            "ratio %.2fx CPU, %.2fx wall (target <= 1.1x)\n",
            cards, cli.cpu, cli.wall, floor.cpu, floor.wall, cli.cpu / floor.cpu,
            cli.wall / floor.wall);
        std::fflush(stdout);
    }
    if (ratio_only) {
        fs::remove_all(work);
        return 0;
    }

    // Memory flat in the number of cards: peak resident memory of the whole command.
    std::printf("peak memory of `pnpkit render` (target: under 100 MB at 50,000 cards)\n");
    for (int cards : {1000, 10000, 50000}) {
        write_game(data, cards);
        Measure cli = render_cli(data, out, 1);
        Measure floor = cards == 50000 ? render_floor(cards, out, 1) : Measure{};
        std::printf("  %6d cards: %6.1f MB", cards, cli.peak_mb);
        if (cards == 50000)
            std::printf(" (floor %.1f MB; %.1f s CPU against the floor's %.1f s: %.2fx)",
                        floor.peak_mb, cli.cpu, floor.cpu, cli.cpu / floor.cpu);
        std::printf("\n");
    }

    // Validation linear in the number of cards.
    std::printf("`pnpkit validate` (target: 50,000 cards under 0.5 s)\n");
    for (bool toml : {false, true}) {
        double per_card_10k = 0;
        for (int cards : {10000, 50000}) {
            write_game(data, cards, toml ? Cards::toml : Cards::csv);
            Measure v = validate_cli(data, 3);
            if (v.exit_code != 0) return 1;
            std::printf("  %6d cards from %s: %.3f s CPU, %.3f s wall, %.1f MB", cards,
                        toml ? "TOML" : "CSV ", v.cpu, v.wall, v.peak_mb);
            if (cards == 10000) per_card_10k = v.cpu / cards;
            if (cards == 50000)
                std::printf("; time per card %.2fx that at 10,000 (1 is linear)",
                            v.cpu / cards / per_card_10k);
            std::printf("\n");
        }
    }

    if (!xlsx_section(data, out)) return 1;

    bool drawn = art_section(data, out);
    bool watched = watch_section(data, out);
    fs::remove_all(work);
    return drawn && watched ? 0 : 1;
}
