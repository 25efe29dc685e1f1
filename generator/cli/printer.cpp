// pnpkit printer save|list|remove: printer profiles of duplex calibration.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "cli/paper_check.hpp"
#include "cli/printer_profiles.hpp"
#include "core/atomic_file.hpp"
#include "core/file_lock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "layout/paper.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::cli {

namespace fs = std::filesystem;

namespace {

struct PrinterOptions {
    std::string name;
    std::string back_offset = "0,0";
    double back_rotate = 0;
    std::string paper;
};

// The profiles file, or OutsideError when there is no configuration folder to keep it in.
fs::path profiles_file_or_throw(const std::string& doing) {
    auto path = printer_profiles_path();
    if (!path) {
        throw OutsideError("cannot " + doing +
                           " printer profiles: neither XDG_CONFIG_HOME nor HOME names a folder "
                           "(set one of them)");
    }
    return *path;
}

std::string degrees(double value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", value);
    return buf;
}

std::string describe(const PrinterProfile& profile) {
    std::string text = "--back-offset " + degrees(profile.back_offset.x.to_mm()) + "," +
                       degrees(profile.back_offset.y.to_mm()) + " --back-rotate " +
                       degrees(profile.back_rotate_deg);
    if (!profile.paper.empty()) text += " --paper " + profile.paper;
    return text;
}

std::vector<std::string> names_of(const std::vector<PrinterProfile>& profiles) {
    std::vector<std::string> names;
    for (const auto& profile : profiles) names.push_back(profile.name);
    return names;
}

// Reads the profiles under the lock, lets `change` edit them and writes them back atomically;
// exit 1 without writing when the file has errors (they are reported).
ExitCode edit_profiles(Context& context, const std::string& doing,
                       const std::function<void(std::vector<PrinterProfile>&)>& change) {
    fs::path file = profiles_file_or_throw(doing);
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    if (ec) {
        throw OutsideError("cannot make the folder '" + file.parent_path().string() +
                           "': " + ec.message());
    }
    FileLock lock(file);
    Diagnostics diagnostics;
    auto profiles = read_printer_profiles(file, diagnostics);
    if (diagnostics.has_errors()) {
        context.report(diagnostics);
        context.err() << "pnpkit: error: " << load::display_path(file)
                      << " was left as it is: correct it first\n";
        return ExitCode::data;
    }
    change(profiles);
    write_file_atomically(file, printer_profiles_toml(profiles));
    return ExitCode::ok;
}

ExitCode run_save(const PrinterOptions& options, Context& context) {
    auto offset = parse_back_offset(options.back_offset);
    if (!offset) {
        throw UsageError("--back-offset must be X,Y in millimetres, e.g. 0.5,-1 (found '" +
                         options.back_offset + "')");
    }
    PrinterProfile saved{options.name, *offset, options.back_rotate, options.paper};
    ExitCode code = edit_profiles(context, "save", [&](std::vector<PrinterProfile>& profiles) {
        auto it = std::find_if(profiles.begin(), profiles.end(),
                               [&](const auto& p) { return p.name == saved.name; });
        if (it == profiles.end()) {
            profiles.push_back(saved);
        } else {
            *it = saved;
        }
    });
    if (code == ExitCode::ok && context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("saved", saved.name)
            .field("file", load::display_path(*printer_profiles_path()))
            .end_object();
    } else if (code == ExitCode::ok && !context.options.quiet) {
        context.out() << "saved printer '" << saved.name << "' (" << describe(saved) << ") in "
                      << load::display_path(*printer_profiles_path()) << "\n"
                      << "use it with: pnpkit render --printer " << saved.name << "\n";
    }
    return code;
}

ExitCode run_remove(const PrinterOptions& options, Context& context) {
    auto file = printer_profiles_path();
    std::error_code ec;
    if (!file || !fs::exists(*file, ec))
        throw UsageError("no printer '" + options.name + "' to remove: no printer profiles yet");
    ExitCode code = edit_profiles(context, "remove", [&](std::vector<PrinterProfile>& profiles) {
        auto it = std::find_if(profiles.begin(), profiles.end(),
                               [&](const auto& p) { return p.name == options.name; });
        if (it == profiles.end()) {
            throw UsageError(with_hint("no printer '" + options.name + "' to remove",
                                       did_you_mean(options.name, names_of(profiles))));
        }
        profiles.erase(it);
    });
    if (code == ExitCode::ok && context.json()) {
        JsonWriter json(context.out());
        json.begin_object().field("removed", options.name).end_object();
    } else if (code == ExitCode::ok && !context.options.quiet) {
        context.out() << "removed printer '" << options.name << "'\n";
    }
    return code;
}

ExitCode run_list(Context& context) {
    auto file = printer_profiles_path();
    Diagnostics diagnostics;
    std::vector<PrinterProfile> profiles;
    if (file) profiles = read_printer_profiles(*file, diagnostics);
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().key("printers").begin_array();
        for (const auto& p : profiles) {
            json.begin_object()
                .field("name", p.name)
                .field("offset_x_mm", p.back_offset.x.to_mm())
                .field("offset_y_mm", p.back_offset.y.to_mm())
                .field("rotate_deg", p.back_rotate_deg)
                .field("paper", p.paper)
                .end_object();
        }
        json.end_array().key("diagnostics");
        write_json(json, diagnostics);
        json.end_object();
    } else {
        context.report(diagnostics);
        if (profiles.empty() && !diagnostics.has_errors()) {
            context.out() << "no printer profiles yet: print 'pnpkit calibrate', then "
                             "'pnpkit printer save NAME --back-offset X,Y --back-rotate DEG'\n";
        }
        for (const auto& p : profiles) context.out() << p.name << ": " << describe(p) << "\n";
    }
    return diagnostics.has_errors() ? ExitCode::data : ExitCode::ok;
}

}  // namespace

void setup_printer(CLI::App& app, Context& context) {
    CLI::App* cmd = app.add_subcommand(
        "printer", "Printer profiles: a duplex printer's back offset and turn, saved by name");
    cmd->require_subcommand(1);
    auto options = std::make_shared<PrinterOptions>();

    CLI::App* save = cmd->add_subcommand("save", "Save (or replace) a printer's profile");
    save->add_option("name", options->name,
                     "The printer's name (lower-case letters, digits, - and _)")
        ->required()
        ->check(CLI::Validator(
            [](std::string& value) -> std::string {
                return load::is_valid_id(value)
                           ? std::string()
                           : "a printer's name is lower-case letters, digits, '-' and '_'";
            },
            "", ""))
        ->type_name("NAME");
    save->add_option("--back-offset", options->back_offset,
                     "Shift back pages by X,Y mm (what pnpkit calibrate's centre scales read)")
        ->type_name("X,Y");
    save->add_option("--back-rotate", options->back_rotate,
                     "Turn back pages by DEG degrees clockwise about the page centre")
        ->check(CLI::Range(-k_max_back_rotate_deg, k_max_back_rotate_deg).description(""))
        ->type_name("DEG");
    save->add_option("--paper", options->paper, "The paper the printer holds (as render's --paper)")
        ->check(paper_check())
        ->type_name("PAPER");
    save->footer(
        "Example:\n"
        "  pnpkit printer save office --back-offset 0.5,-1 --back-rotate 0.3 --paper letter\n");
    save->callback([options, &context] { context.result = run_save(*options, context); });

    CLI::App* list = cmd->add_subcommand("list", "List the saved printer profiles");
    list->callback([&context] { context.result = run_list(context); });

    CLI::App* remove = cmd->add_subcommand("remove", "Remove a printer's profile");
    remove->add_option("name", options->name, "The printer's name")->required()->type_name("NAME");
    remove->callback([options, &context] { context.result = run_remove(*options, context); });

    cmd->footer(
        "Profiles live in $XDG_CONFIG_HOME/pnpkit/printers.toml (~/.config/pnpkit/ by default).\n"
        "Examples:\n"
        "  pnpkit printer save office --back-offset 0.5,-1 --back-rotate 0.3\n"
        "  pnpkit printer list\n"
        "  pnpkit render colf --printer office\n"
        "  pnpkit printer remove office\n");
}

}  // namespace pnpkit::cli
