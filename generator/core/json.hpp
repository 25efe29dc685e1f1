#pragma once

#include <cstdint>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit {

// Escapes a string for a JSON string literal (without the quotes).
std::string json_escape(std::string_view text);

// A small streaming JSON writer: commas and nesting are tracked, so callers only say what comes next.
// Misuse (a value where a key is expected) is a programming error and asserts.
class JsonWriter {
public:
    explicit JsonWriter(std::ostream& out, bool pretty = true) : m_out(out), m_pretty(pretty) {}

    JsonWriter& begin_object();
    JsonWriter& end_object();
    JsonWriter& begin_array();
    JsonWriter& end_array();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
    JsonWriter& value(std::uint64_t number);
    JsonWriter& value(double number);
    // An array of strings.
    JsonWriter& value(std::span<const std::string> items);
    JsonWriter& null();

    // Writes key then value in one call.
    template <typename T>
    JsonWriter& field(std::string_view name, const T& v) {
        key(name);
        return value(v);
    }

private:
    struct Level {
        bool is_object;
        bool empty = true;
    };
    void before_value();
    void newline();
    // Opens or closes an object or an array with its bracket.
    JsonWriter& open(char bracket, bool is_object);
    JsonWriter& close(char bracket, bool is_object);

    std::ostream& m_out;
    bool m_pretty;
    bool m_after_key = false;
    std::vector<Level> m_stack;
};

}  // namespace pnpkit
