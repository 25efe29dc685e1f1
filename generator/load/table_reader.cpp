#include "load/table_reader.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>

#include "load/toml_file.hpp"

namespace pnpkit::load {

namespace {

// The hint for a number written where a length goes: the number with a unit when it is a sensible
// length ("2.5mm"), else an example. Never converts a float to an integer (-1e308 would overflow).
std::string length_hint(std::string_view key, const toml::node& node) {
    std::optional<std::string> number;
    if (auto integer = node.value_exact<std::int64_t>()) {
        number = std::to_string(*integer);
    } else if (auto real = node.value_exact<double>(); real && std::isfinite(*real) && std::abs(*real) < 1e6) {
        char buffer[32];
        auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, *real);
        if (ec == std::errc()) number = std::string(buffer, end);
    }
    if (!number) return "lengths carry a unit, as in " + std::string(key) + " = \"3mm\"";
    return "lengths carry a unit: " + std::string(key) + " = \"" + *number + "mm\"";
}

std::string show(const std::string& text) { return "'" + text + "'"; }

std::string range_words(IntRange range) {
    constexpr auto lowest = std::numeric_limits<std::int64_t>::min();
    constexpr auto highest = std::numeric_limits<std::int64_t>::max();
    if (range.min != lowest && range.max != highest) {
        return "between " + std::to_string(range.min) + " and " + std::to_string(range.max);
    }
    if (range.min != lowest) return "at least " + std::to_string(range.min);
    return "at most " + std::to_string(range.max);
}

std::optional<std::int64_t> parse_int(const std::string& text) {
    std::int64_t value = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

bool is_valid_id(std::string_view id) {
    if (id.empty()) return false;
    auto ok_first = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    auto ok_rest = [&](char c) { return ok_first(c) || c == '-' || c == '_'; };
    return ok_first(id.front()) && std::all_of(id.begin() + 1, id.end(), ok_rest);
}

TableReader::TableReader(const toml::table& table, std::string file, Diagnostics& diagnostics, bool is_root)
    : m_table(&table), m_file(std::move(file)), m_diagnostics(&diagnostics), m_is_root(is_root) {}

SourcePos TableReader::pos() const {
    const auto& region = m_table->source();
    // The root table has no header: what the whole file lacks is reported at its start.
    if (m_is_root || region.begin.line == 0) return SourcePos::start_of(m_file);
    return pos_of(region, m_file);
}

void TableReader::add_fallback(const toml::table& table, std::string file) {
    m_fallbacks.emplace_back(&table, std::move(file));
}

TableReader::Found TableReader::locate(std::string_view key) const {
    if (const toml::node* node = m_table->get(key)) return {node, &m_file};
    for (const auto& [table, file] : m_fallbacks) {
        if (const toml::node* node = table->get(key)) return {node, &file};
    }
    return {};
}

const std::string& TableReader::file_of(std::string_view key) const {
    Found found = locate(key);
    return found.file ? *found.file : m_file;
}

SourcePos TableReader::pos(std::string_view key) const {
    Found found = locate(key);
    if (found.node && found.node->source().begin.line > 0) return pos_of(found.node->source(), *found.file);
    return pos();
}

const toml::node* TableReader::find(std::string_view key) {
    allow(key);
    return locate(key).node;
}

bool TableReader::has(std::string_view key) { return find(key) != nullptr; }

const toml::node* TableReader::require(std::string_view key, std::string_view what) {
    const toml::node* node = find(key);
    if (!node) error_here("missing required " + std::string(what) + " '" + std::string(key) + "'");
    return node;
}

void TableReader::allow(std::string_view key) {
    if (std::find(m_known.begin(), m_known.end(), key) == m_known.end()) m_known.emplace_back(key);
}

void TableReader::error(std::string_view key, std::string message, std::string hint) const {
    m_diagnostics->error(pos(key), std::move(message), std::move(hint));
}

void TableReader::error_here(std::string message, std::string hint) const {
    m_diagnostics->error(pos(), std::move(message), std::move(hint));
}

void TableReader::warning(std::string_view key, std::string message, std::string hint) const {
    m_diagnostics->warning(pos(key), std::move(message), std::move(hint));
}

void TableReader::wrong_type(std::string_view key, const toml::node& node, std::string_view expected,
                             std::string hint) const {
    error(key, "'" + std::string(key) + "' must be " + std::string(expected) + ", found " + type_name(node),
          std::move(hint));
}

bool TableReader::check_range(std::string_view key, std::int64_t value, IntRange range) const {
    if (value >= range.min && value <= range.max) return true;
    error(key, "'" + std::string(key) + "' must be " + range_words(range) + ", found " + std::to_string(value));
    return false;
}

std::optional<std::int64_t> TableReader::required_int(std::string_view key, IntRange range) {
    const toml::node* node = require(key, "key");
    if (!node) return std::nullopt;
    auto value = node->value_exact<std::int64_t>();
    if (!value) {
        std::string hint;
        if (auto text = node->value_exact<std::string>(); text && parse_int(*text)) {
            hint = "remove the quotes: " + std::string(key) + " = " + *text;
        }
        wrong_type(key, *node, "an integer", hint);
        return std::nullopt;
    }
    if (!check_range(key, *value, range)) return std::nullopt;
    return value;
}

std::int64_t TableReader::optional_int(std::string_view key, std::int64_t fallback, IntRange range) {
    if (!has(key)) return fallback;
    return required_int(key, range).value_or(fallback);
}

std::optional<double> TableReader::required_number(std::string_view key) {
    const toml::node* node = require(key, "key");
    if (!node) return std::nullopt;
    if (auto v = node->value_exact<double>()) return v;
    if (auto v = node->value_exact<std::int64_t>()) return static_cast<double>(*v);
    wrong_type(key, *node, "a number");
    return std::nullopt;
}

double TableReader::optional_number(std::string_view key, double fallback) {
    if (!has(key)) return fallback;
    return required_number(key).value_or(fallback);
}

std::optional<std::string> TableReader::required_string(std::string_view key) {
    const toml::node* node = require(key, "key");
    if (!node) return std::nullopt;
    auto value = node->value_exact<std::string>();
    if (!value) {
        wrong_type(key, *node, "a string");
    } else if (value->size() > k_max_string_bytes) {
        error(key, "'" + std::string(key) + "' is " + std::to_string(value->size()) + " bytes long, more than the " +
                       std::to_string(k_max_string_bytes) + " a string may have");
        return std::nullopt;
    }
    return value;
}

std::string TableReader::optional_string(std::string_view key, std::string fallback) {
    if (!has(key)) return fallback;
    return required_string(key).value_or(std::move(fallback));
}

std::optional<std::string> TableReader::required_id(std::string_view key) {
    auto id = required_string(key);
    if (!id) return std::nullopt;
    if (!is_valid_id(*id)) {
        error(key, "'" + std::string(key) + "' must be an identifier, found " + show(*id),
              "use lower-case letters, digits, '-' and '_', starting with a letter or digit");
        return std::nullopt;
    }
    return id;
}

bool TableReader::optional_bool(std::string_view key, bool fallback) {
    const toml::node* node = find(key);
    if (!node) return fallback;
    auto value = node->value_exact<bool>();
    if (!value) {
        wrong_type(key, *node, "true or false");
        return fallback;
    }
    return *value;
}

std::optional<Length> TableReader::required_length(std::string_view key) {
    const toml::node* node = require(key, "key");
    if (!node) return std::nullopt;
    auto text = node->value_exact<std::string>();
    if (!text) {
        std::string hint;
        if (node->is_number()) hint = length_hint(key, *node);
        wrong_type(key, *node, "a length such as \"63mm\"", hint);
        return std::nullopt;
    }
    auto length = parse_length(*text);
    if (!length) {
        error(key, "'" + std::string(key) + "' must be a length such as \"63mm\", \"2.5in\" or \"12pt\", found " +
                       show(*text),
              "units are mm, cm, in and pt");
        return std::nullopt;
    }
    return length;
}

Length TableReader::optional_length(std::string_view key, Length fallback) {
    if (!has(key)) return fallback;
    return required_length(key).value_or(fallback);
}

std::optional<Colour> TableReader::required_colour(std::string_view key) {
    auto text = required_string(key);
    if (!text) return std::nullopt;
    auto colour = parse_colour(*text);
    if (!colour) {
        error(key, "'" + std::string(key) + "' must be a colour \"#rrggbb\", found " + show(*text),
              "for example \"#8b1a1a\"");
        return std::nullopt;
    }
    return colour;
}

Colour TableReader::optional_colour(std::string_view key, Colour fallback) {
    if (!has(key)) return fallback;
    return required_colour(key).value_or(fallback);
}

std::optional<std::size_t> TableReader::match_enum_index(std::string_view key, const std::string& text,
                                                         const std::vector<std::string>& names) const {
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i] == text) return i;
    }
    error(key, "'" + std::string(key) + "' must be one of " + quoted_list(names) + ", found " + show(text),
          did_you_mean(text, names));
    return std::nullopt;
}

std::vector<std::string> TableReader::optional_string_array(std::string_view key,
                                                            std::vector<SourcePos>* positions) {
    std::vector<std::string> out;
    const toml::array* array = optional_array(key);
    if (!array) return out;
    for (const auto& element : *array) {
        if (auto text = element.value_exact<std::string>()) {
            out.push_back(*text);
            if (positions) positions->push_back(pos_of(element.source(), file_of(key)));
        } else {
            m_diagnostics->error(pos_of(element.source(), file_of(key)),
                                 "'" + std::string(key) + "' must hold strings, found " + type_name(element));
        }
    }
    return out;
}

std::vector<std::int64_t> TableReader::optional_int_array(std::string_view key, IntRange range) {
    std::vector<std::int64_t> out;
    const toml::array* array = optional_array(key);
    if (!array) return out;
    for (const auto& element : *array) {
        SourcePos where = pos_of(element.source(), file_of(key));
        if (auto v = element.value_exact<std::int64_t>()) {
            if (*v < range.min || *v > range.max) {
                m_diagnostics->error(where, "'" + std::string(key) + "' entries must be " + range_words(range) +
                                                ", found " + std::to_string(*v));
            } else {
                out.push_back(*v);
            }
        } else {
            m_diagnostics->error(where, "'" + std::string(key) + "' must hold integers, found " + type_name(element));
        }
    }
    return out;
}

const toml::table* TableReader::required_table(std::string_view key) {
    const toml::node* node = require(key, "table");
    if (node && !node->is_table()) wrong_type(key, *node, "a table");
    return node ? node->as_table() : nullptr;
}

const toml::table* TableReader::optional_table(std::string_view key) {
    if (!has(key)) return nullptr;
    return required_table(key);
}

const toml::array* TableReader::required_array(std::string_view key) {
    const toml::node* node = require(key, "array");
    if (node && !node->is_array()) wrong_type(key, *node, "an array");
    return node ? node->as_array() : nullptr;
}

const toml::array* TableReader::optional_array(std::string_view key) {
    if (!has(key)) return nullptr;
    return required_array(key);
}

std::size_t TableReader::for_each_table(std::string_view key, const std::function<void(TableReader&)>& fn,
                                        bool required) {
    const toml::array* array = required ? required_array(key) : optional_array(key);
    if (!array) return 0;
    if (required && array->empty()) {
        error(key, "'" + std::string(key) + "' must not be empty");
        return 0;
    }
    std::size_t count = 0;
    for (const auto& element : *array) {
        if (const toml::table* t = element.as_table()) {
            TableReader reader(*t, file_of(key), *m_diagnostics);
            fn(reader);
            ++count;
        } else {
            m_diagnostics->error(pos_of(element.source(), file_of(key)),
                                 "'" + std::string(key) + "' must hold tables, found " + type_name(element),
                                 "write each entry as [[" + std::string(key) + "]]");
        }
    }
    return count;
}

void TableReader::finish() {
    auto check = [this](const toml::table& table, const std::string& file) {
        for (const auto& [key, node] : table) {
            std::string_view name = key.str();
            if (std::find(m_known.begin(), m_known.end(), name) != m_known.end()) continue;
            SourcePos where = key.source().begin.line > 0 ? pos_of(key.source(), file) : pos_of(node.source(), file);
            m_diagnostics->error(where, "unknown key '" + std::string(name) + "'", did_you_mean(name, m_known));
        }
    };
    check(*m_table, m_file);
    for (const auto& [table, file] : m_fallbacks) check(*table, file);
}

bool IdIndex::add(const std::string& id, const SourcePos& pos, Diagnostics& diagnostics) {
    if (auto first = find(id)) {
        diagnostics.error(pos, "duplicate id '" + id + "'", "first defined at " + first->to_string());
        return false;
    }
    m_entries.emplace_back(id, pos);
    return true;
}

bool IdIndex::contains(const std::string& id) const { return find(id).has_value(); }

std::optional<SourcePos> IdIndex::find(const std::string& id) const {
    for (const auto& [known, where] : m_entries) {
        if (known == id) return where;
    }
    return std::nullopt;
}

std::vector<std::string> IdIndex::ids() const {
    std::vector<std::string> out;
    for (const auto& entry : m_entries) out.push_back(entry.first);
    return out;
}

}  // namespace pnpkit::load
