#include "cli/printer_profiles.hpp"

#include <cmath>
#include <cstdio>

#include "core/error.hpp"
#include "core/text.hpp"
#include "core/user_cache.hpp"
#include "layout/paper.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::cli {

namespace {

// A profiles file is a few lines a printer; anything much larger is not one.
constexpr std::uintmax_t k_max_profiles_bytes = 1 << 20;

// A number as TOML writes it and reads it back to the same double.
std::string toml_number(double value) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.12g", value == 0 ? 0.0 : value);
    std::string text = buf;
    if (text.find_first_of(".eEn") == std::string::npos) text += ".0";
    return text;
}

// Reads a number key within ±limit, reporting one out of range at its position.
double limited(load::TableReader& reader, std::string_view key, double limit,
               const std::string& unit) {
    double value = reader.optional_number(key, 0);
    if (!std::isfinite(value) || std::abs(value) > limit) {
        char range[64];
        std::snprintf(range, sizeof range, "between -%g and %g", limit, limit);
        reader.error(key, "'" + std::string(key) + "' must be " + range + " " + unit);
        return 0;
    }
    return value;
}

}  // namespace

std::optional<std::filesystem::path> printer_profiles_path() {
    auto dir = user_config_dir();
    if (!dir) return std::nullopt;
    return *dir / "printers.toml";
}

std::vector<PrinterProfile> read_printer_profiles(const std::filesystem::path& file,
                                                  Diagnostics& diagnostics) {
    std::vector<PrinterProfile> profiles;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return profiles;
    auto document = load::load_toml(file, diagnostics, k_max_profiles_bytes);
    if (!document) return profiles;
    for (const auto& [key, node] : document->root) {
        std::string name(key.str());
        SourcePos pos = load::pos_of(node.source(), document->display);
        const auto* table = node.as_table();
        if (!table) {
            diagnostics.error(pos, "printer '" + name + "' must be a table ([" + name +
                                       "]), not a " + load::type_name(node));
            continue;
        }
        if (!load::is_valid_id(name)) {
            diagnostics.error(
                pos, "printer name '" + name + "' must be lower-case letters, digits, '-' and '_'");
            continue;
        }
        load::TableReader reader(*table, document->display, diagnostics);
        PrinterProfile profile;
        profile.name = name;
        profile.back_offset = {
            Length::mm(limited(reader, "offset_x_mm", k_max_back_offset_mm, "mm")),
            Length::mm(limited(reader, "offset_y_mm", k_max_back_offset_mm, "mm"))};
        profile.back_rotate_deg = limited(reader, "rotate_deg", k_max_back_rotate_deg, "degrees");
        profile.paper = reader.optional_string("paper");
        if (!profile.paper.empty()) {
            auto paper = layout::parse_paper(profile.paper);
            if (const auto* error = std::get_if<layout::PaperError>(&paper))
                reader.error("paper", layout::format_paper_error(profile.paper, *error));
        }
        reader.finish();
        profiles.push_back(std::move(profile));
    }
    return profiles;
}

std::string printer_profiles_toml(const std::vector<PrinterProfile>& profiles) {
    std::string out =
        "# pnpkit's printer profiles: written by 'pnpkit printer save', used by\n"
        "# 'pnpkit render --printer NAME'. Offsets in millimetres, turns in degrees clockwise.\n";
    for (const auto& profile : profiles) {
        out += "\n[" + profile.name + "]\n";
        out += "offset_x_mm = " + toml_number(profile.back_offset.x.to_mm()) + "\n";
        out += "offset_y_mm = " + toml_number(profile.back_offset.y.to_mm()) + "\n";
        out += "rotate_deg = " + toml_number(profile.back_rotate_deg) + "\n";
        if (!profile.paper.empty()) out += "paper = \"" + profile.paper + "\"\n";
    }
    return out;
}

const PrinterProfile* find_profile(const std::vector<PrinterProfile>& profiles,
                                   const std::string& name) {
    for (const auto& profile : profiles) {
        if (profile.name == name) return &profile;
    }
    return nullptr;
}

std::optional<PrinterProfile> named_printer(const std::string& name, Diagnostics& diagnostics) {
    auto file = printer_profiles_path();
    if (!file) {
        throw OutsideError("--printer " + name +
                           ": neither XDG_CONFIG_HOME nor HOME names a folder to read "
                           "printers.toml from");
    }
    auto profiles = read_printer_profiles(*file, diagnostics);
    if (diagnostics.has_errors()) return std::nullopt;
    if (const PrinterProfile* profile = find_profile(profiles, name)) return *profile;
    std::vector<std::string> names;
    for (const auto& p : profiles) names.push_back(p.name);
    throw UsageError(with_hint(
        "--printer: no printer '" + name + "' in " + load::display_path(*file),
        names.empty() ? "save one with 'pnpkit printer save'" : did_you_mean(name, names)));
}

std::optional<Point> parse_back_offset(const std::string& text) {
    auto parts = split(text, ',');
    if (parts.size() != 2) return std::nullopt;
    auto x = parse_length(std::string(trim(parts[0])) + "mm");
    auto y = parse_length(std::string(trim(parts[1])) + "mm");
    if (!x || !y) return std::nullopt;
    if (std::abs(x->to_mm()) > k_max_back_offset_mm || std::abs(y->to_mm()) > k_max_back_offset_mm)
        return std::nullopt;
    return Point{*x, *y};
}

Point back_offset_option(const std::string& text) {
    if (auto offset = parse_back_offset(text)) return *offset;
    throw UsageError("--back-offset must be X,Y in millimetres, each within " +
                     std::to_string(static_cast<int>(k_max_back_offset_mm)) +
                     ", e.g. 0.5,-1 (found '" + text + "')");
}

}  // namespace pnpkit::cli
