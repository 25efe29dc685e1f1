#pragma once

// The paper sizes and layouts of `pnpkit render`, each timed through the command line (cli::run, in
// this process) against the plain A4 duplex render of the same deck: a designer's game of the
// render fixture's cards (tests/fixtures/templates) with a common back, and an A2 board. Target:
// every case within 1.2x the baseline's CPU time; the board tiled on A4 against the same board on
// one page of paper it fits. The ink saver and turned backs are held to the same target.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "support/fixture_deck.hpp"
#include "time_per_run.hpp"

namespace pnpkit::bench {

// A designer's game `bench` under `data`: `cards` fixture cards with a shared back, and a board.
inline void write_layout_game(const std::filesystem::path& data, int cards,
                              const std::string& source) {
    std::filesystem::path game = data / "bench";
    std::filesystem::remove_all(game);
    write_file_atomically(game / "game.toml",
                          "title = \"Bench\"\n"
                          "[[deck]]\nid = \"cards\"\nfront = \"test-card\"\nback = \"test-back\"\n"
                          "cards = \"cards.csv\"\n"
                          "[deck.fields]\nname = \"text\"\nvalue = \"integer\"\nbody = \"text\"\n"
                          "flavour = \"text\"\n"
                          "[[sheet]]\nid = \"board\"\ntemplate = \"board\"\n"
                          "[sheet.fields]\nheading = \"text\"\n"
                          "[[sheet.page]]\nid = \"board-1\"\nheading = \"The long road\"\n");
    for (const char* name : {"test-card", "test-back"}) {
        write_file_atomically(game / "templates" / (std::string(name) + ".toml"),
                              read_file(source + "/tests/fixtures/templates/" + name + ".toml"));
    }
    write_file_atomically(
        game / "templates/board.toml",
        "kind = \"sheet\"\nsize = [\"420mm\", \"594mm\"]\nbleed = \"3mm\"\n"
        "background = \"#e8dcc0\"\n"
        "[[layer]]\nname = \"heading\"\ntype = \"text\"\nbox = [\"20mm\", \"10mm\", \"380mm\", "
        "\"30mm\"]\n"
        "text = \"<b>{heading}</b>\"\nsize = \"40pt\"\nalign = \"center\"\n"
        "[[layer]]\nname = \"spaces\"\ntype = \"icon\"\nbox = [\"20mm\", \"60mm\", \"40mm\", "
        "\"40mm\"]\n"
        "icon = \"die6\"\nrepeat = 99\nper_row = 9\nstep = [\"42mm\", \"0mm\"]\n"
        "row_step = [\"0mm\", \"48mm\"]\n"
        "[[layer]]\nname = \"labels\"\ntype = \"text\"\nbox = [\"20mm\", \"101mm\", \"40mm\", "
        "\"6mm\"]\n"
        "text = \"Space {i}\"\nsize = \"9pt\"\nalign = \"center\"\nrepeat = 99\nper_row = 9\n"
        "step = [\"42mm\", \"0mm\"]\nrow_step = [\"0mm\", \"48mm\"]\n");
    std::string csv = "id,name,value,body,flavour\n";
    for (int i = 0; i < cards; ++i) {
        layout::Record r = test::fixture_record(i);
        const layout::Field* flavour = r.find("flavour");
        csv += r.id + "," + r.find("name")->text + "," + r.find("value")->text + ",\"" +
               r.find("body")->text + "\"," + (flavour ? flavour->text : "") + "\n";
    }
    write_file_atomically(game / "cards.csv", csv);
}

// Prints each case's CPU time against its baseline's (the least of three alternating rounds of at
// least a second each) and whether every new layout met the target; a failed render exits 1.
inline int layouts_section(int cards, const std::string& source) {
    namespace fs = std::filesystem;
    fs::path work =
        fs::temp_directory_path() / ("pnpkit-render-bench-" + std::to_string(::getpid()));
    fs::path data = work / "data";
    write_layout_game(data, cards, source);
    auto render = [&](const std::string& only, std::vector<std::string> options) {
        std::vector<std::string> args{"--data", data.string(), "--quiet",
                                      "render", "bench",       "--only",
                                      only,     "--out",       (work / "out").string()};
        args.insert(args.end(), options.begin(), options.end());
        return args;
    };
    struct Case {
        const char* what;
        std::vector<std::string> args;
        std::vector<std::string> baseline;
        bool new_layout = true;  // held to the target; the fold-over layout is shown for reference
    };
    const std::vector<std::string> a4 = render("cards", {"--paper", "a4"});
    const std::vector<Case> cases{
        {"--paper letter (9 a page, bleed trimmed)", render("cards", {"--paper", "letter"}), a4},
        {"--paper universal", render("cards", {"--paper", "universal"}), a4},
        {"--paper a3 (18 a page, landscape)", render("cards", {"--paper", "a3"}), a4},
        {"--paper 300x200mm", render("cards", {"--paper", "300x200mm"}), a4},
        {"--layout gutter (A4)", render("cards", {"--layout", "gutter"}), a4},
        {"--layout gutter --paper letter",
         render("cards", {"--layout", "gutter", "--paper", "letter"}), a4},
        {"--ink low (A4, the ink saver)", render("cards", {"--ink", "low"}), a4},
        {"--back-rotate 0.3 --back-offset 0.5,-1 (A4)",
         render("cards", {"--back-rotate", "0.3", "--back-offset", "0.5,-1"}), a4},
        {"--layout fold (A4; as before, for reference)", render("cards", {"--layout", "fold"}), a4,
         false},
        {"A2 board tiled on A4 (8 pages)", render("board", {"--paper", "a4"}),
         render("board", {"--paper", "440x620mm"})},
    };
    std::printf(
        "render layouts: %d cards (and a shared back) through `pnpkit render`, each case against "
        "the\n"
        "plain A4 duplex render of the same deck (the board: against one page of 440x620mm "
        "paper);\n"
        "CPU ms per render, least of 3 rounds\n",
        cards);
    std::printf("  %-44s %9s %9s %7s\n", "case", "case ms", "base ms", "ratio");
    bool all_met = true;
    for (const auto& c : cases) {
        double mine = 1e9, base = 1e9;
        for (int round = 0; round < 3; ++round) {
            base = std::min(base, time_per_run(c.baseline, 1.0).cpu);
            mine = std::min(mine, time_per_run(c.args, 1.0).cpu);
        }
        double ratio = mine / base;
        if (c.new_layout) all_met = all_met && ratio <= 1.2;
        std::printf("  %-44s %9.1f %9.1f %6.2fx\n", c.what, mine * 1e3, base * 1e3, ratio);
    }
    std::printf("  target: every new paper and layout <= 1.2x: %s\n", all_met ? "met" : "NOT MET");
    fs::remove_all(work);
    return 0;
}

}  // namespace pnpkit::bench
