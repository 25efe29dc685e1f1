// pnpkit calibrate: a two-sided sheet that measures a duplex printer's back offset and turn.
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/paper_check.hpp"
#include "cli/printer_profiles.hpp"
#include "core/json.hpp"
#include "layout/calibration.hpp"
#include "layout/paper.hpp"
#include "load/toml_file.hpp"
#include "render/report.hpp"

namespace pnpkit::cli {

namespace {

std::string figure(double value, const char* format = "%.3g") {
    char buf[32];
    std::snprintf(buf, sizeof buf, format, value);
    return buf;
}

struct CalibrateOptions {
    std::string paper = "a4";
    bool paper_given = false;  // --paper was given (it then wins over the profile's)
    std::string duplex = "long";
    std::string out = ".";
    std::string back_offset;
    std::optional<double> back_rotate;
    std::string printer;
};

// The back correction the options ask for (explicit options win over --printer's profile): the
// offset, the turn and, when the profile names one and --paper does not, the paper; nullopt when
// the profiles file has errors (in `diagnostics`).
struct Correction {
    Point offset;
    double turn_deg = 0;
    bool any = false;
};

std::optional<Correction> correction_of(CalibrateOptions& options, Diagnostics& diagnostics) {
    Correction correction;
    if (!options.printer.empty()) {
        auto profile = named_printer(options.printer, diagnostics);
        if (!profile) return std::nullopt;
        correction.offset = profile->back_offset;
        correction.turn_deg = profile->back_rotate_deg;
        if (!options.paper_given && !profile->paper.empty()) options.paper = profile->paper;
    }
    if (!options.back_offset.empty()) correction.offset = back_offset_option(options.back_offset);
    if (options.back_rotate) correction.turn_deg = *options.back_rotate;
    correction.any =
        !options.printer.empty() || !options.back_offset.empty() || options.back_rotate;
    return correction;
}

// The options that give `correction`, as render takes them.
std::string correction_flags(const Correction& correction) {
    return "--back-offset " + figure(correction.offset.x.to_mm(), "%g") + "," +
           figure(correction.offset.y.to_mm(), "%g") + " --back-rotate " +
           figure(correction.turn_deg, "%g");
}

ExitCode run_calibrate(CalibrateOptions options, Context& context) {
    Diagnostics diagnostics;
    auto correction = correction_of(options, diagnostics);
    if (!correction) {
        context.report(diagnostics);
        return ExitCode::data;
    }
    auto paper = std::get<layout::Paper>(layout::parse_paper(options.paper));  // checked by --paper
    layout::Duplex duplex =
        options.duplex == "short" ? layout::Duplex::short_edge : layout::Duplex::long_edge;
    std::string note;
    if (correction->any) {
        note = "corrected by " + correction_flags(*correction) + ": every scale should read 0";
    }
    auto sheet = layout::calibration_sheet(layout::paper_size(paper), duplex, note);
    if (!sheet) {
        throw UsageError("--paper " + options.paper +
                         ": a calibration sheet needs a paper of at least " +
                         figure(layout::k_calibration_min_side.to_mm()) + " mm each way");
    }
    std::string name = options.paper.find('x') == std::string::npos ? options.paper : "custom";
    if (correction->any)
        name +=
            "-" + options.duplex + "-" + (options.printer.empty() ? "corrected" : options.printer);
    else
        name += "-" + options.duplex;
    std::filesystem::path path =
        std::filesystem::path(options.out) / ("calibration-" + name + ".pdf");
    layout::Page back = correction->any ? layout::corrected_back(sheet->back, correction->offset,
                                                                 correction->turn_deg)
                                        : sheet->back;
    std::vector<layout::Page> pages{sheet->front, back};
    render::write_report(pages, path, context.paths().fonts, "pnpkit duplex calibration");
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("path", load::display_path(path))
            .field("degrees_per_mm_x", sheet->degrees_per_mm_x)
            .field("degrees_per_mm_y", sheet->degrees_per_mm_y);
        if (correction->any) {
            json.key("corrected")
                .begin_object()
                .field("offset_x_mm", correction->offset.x.to_mm())
                .field("offset_y_mm", correction->offset.y.to_mm())
                .field("rotate_deg", correction->turn_deg)
                .end_object();
        }
        json.end_object();
        return ExitCode::ok;
    }
    std::string edge = duplex == layout::Duplex::short_edge ? "short" : "long";
    std::string flag = options.paper == "a4" ? "" : " --paper " + options.paper;
    context.out() << "wrote " << load::display_path(path) << " (2 pages)\n";
    if (context.options.quiet) return ExitCode::ok;  // the file is the result; the rest is help
    if (correction->any) {
        std::string by = correction_flags(*correction);
        std::string as = options.printer.empty() ? by : "--printer " + options.printer;
        context.out()
            << "The back is corrected by " << by
            << (options.printer.empty() ? "" : " (printer '" + options.printer + "')") << ",\n"
            << "as pnpkit render " << as << " corrects back pages.\n"
            << "Print it as before: every scale should now read 0 where the front's line crosses "
               "it.\nIf one does not, read it as below and add the readings to these "
               "corrections.\n";
    }
    context.out()
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
    CLI::Option* paper = cmd->add_option("--paper", options->paper, "Paper, as render's --paper")
                             ->capture_default_str()
                             ->check(paper_check())
                             ->type_name("PAPER");
    cmd->add_option("--duplex", options->duplex, "How the printer flips the sheet")
        ->capture_default_str()
        ->check(CLI::IsMember({"long", "short"}))
        ->type_name("long|short");
    cmd->add_option("--back-offset", options->back_offset,
                    "Print the back corrected by X,Y mm, as render --back-offset does")
        ->type_name("X,Y");
    cmd->add_option("--back-rotate", options->back_rotate,
                    "Print the back turned DEG degrees clockwise, as render --back-rotate does")
        ->check(CLI::Range(-k_max_back_rotate_deg, k_max_back_rotate_deg).description(""))
        ->type_name("DEG");
    cmd->add_option("--printer", options->printer,
                    "Print the back corrected by a saved printer profile (and on its paper), as "
                    "render --printer does; options given here win")
        ->type_name("NAME");
    cmd->add_option("--out", options->out, "Folder to write calibration-PAPER-DUPLEX.pdf in")
        ->capture_default_str()
        ->type_name("DIR");
    cmd->footer(
        "Examples:\n"
        "  pnpkit calibrate\n"
        "  pnpkit calibrate --paper letter --duplex short --out prints\n"
        "  pnpkit calibrate --printer office   # the back corrected: every scale should read 0\n");
    cmd->callback([options, paper, &context] {
        options->paper_given = paper->count() > 0;
        context.result = run_calibrate(*options, context);
    });
}

}  // namespace pnpkit::cli
