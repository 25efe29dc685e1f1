#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/length.hpp"

namespace pnpkit::cli {

// A printer's duplex calibration, saved under a name: how far its back pages must be shifted
// (millimetres) and turned (degrees clockwise), and optionally the paper it holds.
struct PrinterProfile {
    std::string name;
    Point back_offset;
    double back_rotate_deg = 0;
    std::string paper;  // empty: none saved
};

// The largest back offset (either way, millimetres) and back turn (degrees) pnpkit accepts.
inline constexpr double k_max_back_offset_mm = 50;
inline constexpr double k_max_back_rotate_deg = 10;

// The profiles file: user_config_dir()/printers.toml; nullopt with neither XDG_CONFIG_HOME nor
// HOME.
std::optional<std::filesystem::path> printer_profiles_path();

// Reads the profiles of `file`, by name in alphabetical order; a missing file has none. Every
// problem (TOML syntax, a name that is no id, a key unknown or of the wrong type, a value out of
// range, a paper pnpkit does not know) is a diagnostic at its position. Never writes. Throws
// OutsideError when the file exists but cannot be read.
std::vector<PrinterProfile> read_printer_profiles(const std::filesystem::path& file,
                                                  Diagnostics& diagnostics);

// The TOML text of a profiles file holding `profiles`, which read_printer_profiles reads back.
std::string printer_profiles_toml(const std::vector<PrinterProfile>& profiles);

// The profile named `name`, or nullptr.
const PrinterProfile* find_profile(const std::vector<PrinterProfile>& profiles,
                                   const std::string& name);

// The profile `name` of the user's profiles file, as `--printer NAME` names it: nullopt when the
// file has errors (they go to `diagnostics`). Throws UsageError when no profile has that name (with
// a hint), OutsideError when there is no configuration folder or the file cannot be read.
std::optional<PrinterProfile> named_printer(const std::string& name, Diagnostics& diagnostics);

// Parses "X,Y" in millimetres ("0.5,-1"); nullopt when it is not two numbers within the limit.
std::optional<Point> parse_back_offset(const std::string& text);

// The --back-offset option's value "X,Y"; throws UsageError saying what it must be otherwise.
Point back_offset_option(const std::string& text);

}  // namespace pnpkit::cli
