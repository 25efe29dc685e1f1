// A designer's CSV deck through the real command line: `pnpkit render` and `pnpkit validate` run
// in child processes (cli::run, as the binary runs it), against a plain Cairo/Pango program drawing
// the same cards (card_floor.hpp) in the same run. The deck's template is the render fixture's
// (tests/fixtures/templates/test-card.toml), copied into the game's own templates/ folder; its
// cards.csv holds the fixture deck's text. Prints, for each size, CPU and wall time and their
// ratios to the floor (target <= 1.5), peak memory (target: under 100 MB at 50,000 cards, flat in
// the number of cards), the time to validate (target: 50,000 cards under 0.5 s), and the time of
// a 100-card render, which is what `render --watch` does after a save (target: under 1 s).
//
//   designer_bench [CARDS...]     (default 1000 10000; memory and validation at 50,000)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "card_floor.hpp"
#include "cli/app.hpp"
#include "core/atomic_file.hpp"
#include "support/fixture_deck.hpp"

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

// A designer's game folder `bench` under `data` with `cards` cards in cards.csv (or cards.toml).
void write_game(const fs::path& data, int cards, bool toml = false) {
    fs::path game = data / "bench";
    fs::remove_all(game);
    write_file_atomically(
        game / "game.toml",
        "title = \"Bench\"\n[[deck]]\nid = \"cards\"\nfront = \"test-card\"\ncards = " +
            std::string(toml ? "\"cards.toml\"\n" : "\"cards.csv\"\n") +
            "[deck.fields]\n"
            "name = { type = \"text\", required = true }\n"
            "value = { type = \"integer\", min = 1, max = 6 }\n"
            "body = \"text\"\n"
            "flavour = \"text\"\n"
            "[[deck.rule]]\n"
            "unique = \"name\"\n");
    write_file_atomically(game / "templates/test-card.toml",
                          read_file(k_source + "/tests/fixtures/templates/test-card.toml"));
    std::string csv = "id,name,value,body,flavour\n";
    std::string tables;
    for (int i = 0; i < cards; ++i) {
        layout::Record r = test::fixture_record(i);
        const layout::Field* flavour = r.find("flavour");
        csv += r.id + "," + r.find("name")->text + "," + r.find("value")->text + "," +
               csv_cell(r.find("body")->text) + "," + (flavour ? csv_cell(flavour->text) : "") +
               "\n";
        if (!toml) continue;
        tables += "[[card]]\nid = \"" + r.id + "\"\nname = \"" + r.find("name")->text +
                  "\"\nvalue = " + r.find("value")->text + "\nbody = \"" + r.find("body")->text +
                  "\"\n" + (flavour ? "flavour = \"" + flavour->text + "\"\n" : "");
    }
    if (toml) {
        write_file_atomically(game / "cards.toml", tables);
    } else {
        write_file_atomically(game / "cards.csv", csv);
    }
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

Measure render_floor(int cards, const fs::path& out, int rounds) {
    return best_of(rounds, [&] {
        fs::create_directories(out);
        bench::run_floor(cards, k_source, (out / "floor.pdf").string());
        return 0;
    });
}

Measure validate_cli(const fs::path& data, int rounds) {
    return best_of(rounds, [&] {
        return pnpkit({"--data", data.string(), "--quiet", "validate", "bench"});
    });
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty()) sizes = {1000, 10000};
    fs::path work =
        fs::temp_directory_path() / ("pnpkit-designer-bench-" + std::to_string(::getpid()));
    fs::path data = work / "data";
    fs::path out = work / "out";

    std::printf(
        "designer benchmark: a CSV deck through `pnpkit render` (CLI code path, child process) "
        "against\n"
        "plain Cairo/Pango drawing the same cards into a PDF; best of 3 by CPU time\n");
    for (int cards : sizes) {
        write_game(data, cards);
        int rounds = cards <= 2000 ? 3 : 2;
        Measure floor = render_floor(cards, out, rounds);
        Measure cli = render_cli(data, out, rounds);
        if (cli.exit_code != 0) return 1;
        std::printf(
            "  %6d cards: pnpkit %6.2f s CPU (%6.2f s wall), floor %6.2f s CPU (%6.2f s wall): "
            "ratio %.2fx CPU, %.2fx wall (target <= 1.5x)\n",
            cards, cli.cpu, cli.wall, floor.cpu, floor.wall, cli.cpu / floor.cpu,
            cli.wall / floor.wall);
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
            write_game(data, cards, toml);
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

    // What --watch does after a save: a whole render of the game.
    write_game(data, 100);
    Measure watch = render_cli(data, out, 3);
    std::printf(
        "a 100-card re-render (what `render --watch` does after a save): %.2f s CPU, %.2f s wall "
        "(target < 1 s)\n",
        watch.cpu, watch.wall);
    fs::remove_all(work);
    return 0;
}
