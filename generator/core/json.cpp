#include "core/json.hpp"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace pnpkit {

std::string json_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    for (char ch : text) {
        auto c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += ch;
                }
        }
    }
    return out;
}

void JsonWriter::newline() {
    if (!m_pretty) return;
    m_out << '\n';
    for (std::size_t i = 0; i < m_stack.size(); ++i) m_out << "  ";
}

void JsonWriter::before_value() {
    if (m_after_key) {
        m_after_key = false;
        return;
    }
    if (m_stack.empty()) return;
    assert(!m_stack.back().is_object && "JSON value inside an object needs a key first");
    if (!m_stack.back().empty) m_out << ',';
    m_stack.back().empty = false;
    newline();
}

JsonWriter& JsonWriter::open(char bracket, bool is_object) {
    before_value();
    m_out << bracket;
    m_stack.push_back({is_object});
    return *this;
}

JsonWriter& JsonWriter::close(char bracket, [[maybe_unused]] bool is_object) {
    assert(!m_stack.empty() && m_stack.back().is_object == is_object);
    bool empty = m_stack.back().empty;
    m_stack.pop_back();
    if (!empty) newline();
    m_out << bracket;
    if (m_stack.empty() && m_pretty) m_out << '\n';
    return *this;
}

JsonWriter& JsonWriter::begin_object() { return open('{', true); }
JsonWriter& JsonWriter::end_object() { return close('}', true); }
JsonWriter& JsonWriter::begin_array() { return open('[', false); }
JsonWriter& JsonWriter::end_array() { return close(']', false); }

JsonWriter& JsonWriter::key(std::string_view name) {
    assert(!m_stack.empty() && m_stack.back().is_object && !m_after_key);
    if (!m_stack.back().empty) m_out << ',';
    m_stack.back().empty = false;
    newline();
    m_out << '"' << json_escape(name) << (m_pretty ? "\": " : "\":");
    m_after_key = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
    before_value();
    m_out << '"' << json_escape(text) << '"';
    return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
    before_value();
    m_out << (flag ? "true" : "false");
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
    before_value();
    m_out << number;
    return *this;
}

JsonWriter& JsonWriter::value(std::uint64_t number) {
    before_value();
    m_out << number;
    return *this;
}

JsonWriter& JsonWriter::value(double number) {
    before_value();
    if (!std::isfinite(number)) {
        m_out << "null";
        return *this;
    }
    char buf[32];
    const char* end = std::to_chars(buf, buf + sizeof buf, number).ptr;  // shortest round-trip form
    m_out << std::string_view(buf, static_cast<std::size_t>(end - buf));
    return *this;
}

JsonWriter& JsonWriter::value(std::span<const std::string> items) {
    begin_array();
    for (const std::string& item : items) value(item);
    return end_array();
}

JsonWriter& JsonWriter::null() {
    before_value();
    m_out << "null";
    return *this;
}

}  // namespace pnpkit
