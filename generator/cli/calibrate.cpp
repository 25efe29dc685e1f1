// pnpkit calibrate: a two-sided sheet that measures a duplex printer's back offset and turn.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/paper_check.hpp"
#include "core/json.hpp"
#include "layout/calibration.hpp"
#include "layout/paper.hpp"
#include "load/toml_file.hpp"
#include "render/report.hpp"

namespace pnpkit::cli {

namespace {

struct CalibrateOptions {
    std::string paper = "a4";
    std::string duplex = "long";
    std::string out = ".";
};

std::string figure(double value, const char* format = "%.3g") {
    char buf[32];
    std::snprintf(buf, sizeof buf, format, value);
    return buf;
}

ExitCode run_calibrate(const CalibrateOptions& options, Context& context) {
    auto paper = std::get<layout::Paper>(layout::parse_paper(options.paper));  // checked by --paper
    layout::Duplex duplex =
        options.duplex == "short" ? layout::Duplex::short_edge : layout::Duplex::long_edge;
    auto sheet = layout::calibration_sheet(layout::paper_size(paper), duplex);
    if (!sheet) {
        throw UsageError("--paper " + options.paper +
                         ": a calibration sheet needs a paper of at least " +
                         figure(layout::k_calibration_min_side.to_mm()) + " mm each way");
    }
    std::string name = options.paper.find('x') == std::string::npos ? options.paper : "custom";
    std::filesystem::path path = std::filesystem::path(options.out) /
                                 ("calibration-" + name + "-" + options.duplex + ".pdf");
    std::vector<layout::Page> pages{sheet->front, sheet->back};
    render::write_report(pages, path, context.paths().fonts, "pnpkit duplex calibration");
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("path", load::display_path(path))
            .field("degrees_per_mm_x", sheet->degrees_per_mm_x)
            .field("degrees_per_mm_y", sheet->degrees_per_mm_y)
            .end_object();
        return ExitCode::ok;
    }
    std::string edge = duplex == layout::Duplex::short_edge ? "short" : "long";
    std::string flag = options.paper == "a4" ? "" : " --paper " + options.paper;
    context.out()
        << "wrote " << load::display_path(path) << " (2 pages)\n"
        << "How to read it:\n"
        << "  1. Print both pages on one sheet: double-sided, flipped on the " << edge
        << " edge, at 100% (actual size, no fit to page).\n"
        << "  2. Hold the sheet to the light with the back (the side with the scales) towards "
           "you.\n"
        << "  3. Centre: read the horizontal scale where the front's upright line crosses it (X)\n"
        << "     and the upright scale where the front's level line crosses it (Y): pass them as\n"
        << "     --back-offset X,Y (0,0 when both lines cross at zero).\n"
        << "  4. Corners: read X the same way at the two top corners and the two bottom ones.\n"
        << "     --back-rotate is (top X - bottom X) x " << figure(sheet->degrees_per_mm_x)
        << " degrees (averages of the two of each);\n"
        << "     0 when they read the same. As a check, (right Y - left Y) x "
        << figure(sheet->degrees_per_mm_y) << " gives the same.\n"
        << "  5. Save them for this printer and use them whenever you render:\n"
        << "       pnpkit printer save NAME --back-offset X,Y --back-rotate DEG" << flag << "\n"
        << "       pnpkit render GAME --printer NAME\n";
    return ExitCode::ok;
}

}  // namespace

void setup_calibrate(CLI::App& app, Context& context) {
    auto options = std::make_shared<CalibrateOptions>();
    CLI::App* cmd = app.add_subcommand(
        "calibrate", "Print a duplex calibration sheet and how to read its back offset and turn");
    cmd->add_option("--paper", options->paper, "Paper, as render's --paper")
        ->capture_default_str()
        ->check(paper_check())
        ->type_name("PAPER");
    cmd->add_option("--duplex", options->duplex, "How the printer flips the sheet")
        ->capture_default_str()
        ->check(CLI::IsMember({"long", "short"}))
        ->type_name("long|short");
    cmd->add_option("--out", options->out, "Folder to write calibration-PAPER-DUPLEX.pdf in")
        ->capture_default_str()
        ->type_name("DIR");
    cmd->footer(
        "Examples:\n"
        "  pnpkit calibrate\n"
        "  pnpkit calibrate --paper letter --duplex short --out prints\n");
    cmd->callback([options, &context] { context.result = run_calibrate(*options, context); });
}

}  // namespace pnpkit::cli
