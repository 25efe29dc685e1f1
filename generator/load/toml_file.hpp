#pragma once

#include <toml++/toml.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "core/diagnostic.hpp"

namespace pnpkit::load {

// A path as the user should see it: relative to the working directory when the file lies below it,
// otherwise as given. Diagnostics use this so that they read "data/colf/nouns.toml:12:5".
std::string display_path(const std::filesystem::path& path);

// A parsed TOML file and the name its diagnostics use.
struct TomlDocument {
    std::string display;
    toml::table root;
};

// Reads and parses one TOML file. Every problem (missing file, directory, not a regular file such
// as a FIFO or a device, more than `max_bytes`, empty file, invalid UTF-8, TOML syntax error with
// its position) becomes a diagnostic and the result is nullopt. Throws OutsideError when the file
// exists but cannot be read (permissions, I/O).
std::optional<TomlDocument> load_toml(const std::filesystem::path& path, Diagnostics& diagnostics,
                                      std::uintmax_t max_bytes = UINTMAX_MAX);

// "4 MiB", "512 KiB", "900 bytes": a size in the largest binary unit that divides it, for limits.
std::string size_words(std::uintmax_t bytes);

// Parses TOML text already in memory; `display` names it in diagnostics.
std::optional<TomlDocument> parse_toml(std::string_view text, std::string display,
                                       Diagnostics& diagnostics);

// The position of a toml++ node, for diagnostics.
SourcePos pos_of(const toml::source_region& region, const std::string& file);

// The position of the character at byte `offset` of a string value written at `value` (its
// opening quote), read back from the file `value.file` names so that escapes ("\"") and
// multi-byte characters count as written. Falls back to the string's own position when the file
// cannot be read or does not hold a one-line string there.
SourcePos pos_in_string(const SourcePos& value, std::size_t offset);

// The TOML type of a node in words: "string", "integer", "table", ...
std::string type_name(const toml::node& node);

}  // namespace pnpkit::load
