#include "load/toml_file.hpp"

#include <charconv>

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

namespace {

// The length in bytes of the UTF-8 sequence a byte starts (1 for anything unexpected).
std::size_t utf8_sequence(unsigned char byte) {
    if (byte >= 0xF0) return 4;
    if (byte >= 0xE0) return 3;
    if (byte >= 0xC0) return 2;
    return 1;
}

// The bytes a TOML basic-string escape at `at` (just after its backslash) stands for, and its
// length in the source; nullopt for an escape this does not follow.
std::optional<std::pair<std::size_t, std::size_t>> escape_size(std::string_view line,
                                                               std::size_t at) {
    if (at >= line.size()) return std::nullopt;
    char c = line[at];
    if (c == 'u' || c == 'U') {
        std::size_t digits = c == 'u' ? 4 : 8;
        if (at + digits >= line.size()) return std::nullopt;
        unsigned long code = 0;
        std::string_view hex = line.substr(at + 1, digits);
        auto [end, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), code, 16);
        if (ec != std::errc() || end != hex.data() + hex.size()) return std::nullopt;
        std::size_t bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        return std::pair{bytes, digits + 1};
    }
    return std::pair<std::size_t, std::size_t>{1, 1};
}

}  // namespace

SourcePos pos_in_string(const SourcePos& value, std::size_t offset) {
    if (value.line <= 0 || value.column <= 0) return value;
    std::string text;
    try {
        text = read_file(value.file);
    } catch (const std::exception&) {
        return value;
    }
    std::size_t begin = 0;
    for (int line = 1; line < value.line; ++line) {
        begin = text.find('\n', begin);
        if (begin == std::string::npos) return value;
        ++begin;
    }
    std::string_view line = std::string_view(text).substr(begin);
    line = line.substr(0, line.find('\n'));
    // Walk to the string's opening quote: toml++ counts columns in characters.
    std::size_t at = 0;
    for (int column = 1; column < value.column && at < line.size(); ++column)
        at += utf8_sequence(static_cast<unsigned char>(line[at]));
    if (at >= line.size() || (line[at] != '"' && line[at] != '\'')) return value;
    bool literal = line[at] == '\'';
    if (line.substr(at, 3) == "\"\"\"" || line.substr(at, 3) == "\'\'\'") return value;
    ++at;
    int column = value.column + 1;
    std::size_t decoded = 0;
    while (decoded < offset) {
        if (at >= line.size()) return value;
        if (!literal && line[at] == '\\') {
            auto escape = escape_size(line, at + 1);
            if (!escape) return value;
            decoded += escape->first;
            at += 1 + escape->second;
            column += static_cast<int>(1 + escape->second);
            continue;
        }
        std::size_t bytes = utf8_sequence(static_cast<unsigned char>(line[at]));
        decoded += bytes;
        at += bytes;
        ++column;
    }
    return {value.file, value.line, column};
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
