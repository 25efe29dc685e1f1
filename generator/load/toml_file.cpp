#include "load/toml_file.hpp"

#include "core/atomic_file.hpp"
#include "core/text.hpp"

namespace pnpkit::load {

namespace fs = std::filesystem;

std::string display_path(const fs::path& path) {
    std::error_code ec;
    fs::path absolute = fs::weakly_canonical(fs::absolute(path, ec), ec);
    if (ec) return path.string();
    fs::path cwd = fs::weakly_canonical(fs::current_path(ec), ec);
    if (ec) return path.string();
    fs::path relative = absolute.lexically_relative(cwd);
    if (!relative.empty() && *relative.begin() != "..") return relative.string();
    return absolute.string();
}

SourcePos pos_of(const toml::source_region& region, const std::string& file) {
    return SourcePos{file, static_cast<int>(region.begin.line), static_cast<int>(region.begin.column)};
}

std::string type_name(const toml::node& node) {
    switch (node.type()) {
        case toml::node_type::string: return "string";
        case toml::node_type::integer: return "integer";
        case toml::node_type::floating_point: return "floating-point number";
        case toml::node_type::boolean: return "boolean";
        case toml::node_type::table: return "table";
        case toml::node_type::array: return "array";
        case toml::node_type::date: return "date";
        case toml::node_type::time: return "time";
        case toml::node_type::date_time: return "date-time";
        case toml::node_type::none: break;
    }
    return "nothing";
}

std::optional<TomlDocument> parse_toml(std::string_view text, std::string display,
                                       Diagnostics& diagnostics) {
    if (trim(text).empty()) {
        diagnostics.error(SourcePos::start_of(display), "file is empty", "a TOML data file needs at least one key");
        return std::nullopt;
    }
    if (auto bad = find_invalid_utf8(text)) {
        diagnostics.error({display, bad->line, bad->column},
                          "file is not valid UTF-8 (bad byte at offset " + std::to_string(bad->offset) + ")",
                          "save the file as UTF-8");
        return std::nullopt;
    }
    try {
        toml::table root = toml::parse(text, display);
        return TomlDocument{std::move(display), std::move(root)};
    } catch (const toml::parse_error& error) {
        diagnostics.error(pos_of(error.source(), display),
                          "TOML syntax: " + std::string(error.description()));
        return std::nullopt;
    }
}

std::string size_words(std::uintmax_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
    return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
}

std::optional<TomlDocument> load_toml(const fs::path& path, Diagnostics& diagnostics,
                                      std::uintmax_t max_bytes) {
    std::string display = display_path(path);
    GuardedRead read = read_regular_file(path, max_bytes);
    using Refusal = GuardedRead::Refusal;
    switch (read.refusal) {
        case Refusal::none:
            break;
        case Refusal::not_found:
            diagnostics.error({display}, "file not found");
            return std::nullopt;
        case Refusal::directory:
            diagnostics.error({display}, "is a directory, expected a TOML file");
            return std::nullopt;
        case Refusal::not_regular:
            diagnostics.error({display}, "is not a regular file (a FIFO, a device or a socket)",
                              "pnpkit reads only ordinary files");
            return std::nullopt;
        case Refusal::too_large:
            diagnostics.error(SourcePos::start_of(display),
                              "file is too large: " + std::to_string(read.size) +
                                  " bytes, where pnpkit reads up to " + size_words(max_bytes));
            return std::nullopt;
    }
    return parse_toml(read.bytes, std::move(display), diagnostics);
}

}  // namespace pnpkit::load
