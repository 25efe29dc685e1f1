#pragma once

#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pnpkit::test {

// A parsed JSON value, for tests that check the structure of JSON pnpkit writes. Strings keep
// their escapes undone only for \" \\ \/ \n \t (enough for what pnpkit writes).
struct Json {
    using Object = std::map<std::string, Json>;
    using Array = std::vector<Json>;
    std::variant<std::nullptr_t, bool, double, std::string, Array, Object> value;

    const Json& operator[](const std::string& key) const { return std::get<Object>(value).at(key); }
    const Json& operator[](std::size_t index) const { return std::get<Array>(value).at(index); }
    bool has(const std::string& key) const { return std::get<Object>(value).contains(key); }
    std::size_t size() const {
        if (const auto* a = std::get_if<Array>(&value)) return a->size();
        return std::get<Object>(value).size();
    }
    double number() const { return std::get<double>(value); }
    int integer() const { return static_cast<int>(std::get<double>(value)); }
    const std::string& text() const { return std::get<std::string>(value); }
    bool flag() const { return std::get<bool>(value); }
    const Object& object() const { return std::get<Object>(value); }
    const Array& array() const { return std::get<Array>(value); }
};

// Parses JSON text; throws std::runtime_error at the first thing it does not understand.
class JsonReader {
public:
    static Json parse(std::string_view text) {
        JsonReader reader(text);
        Json json = reader.value();
        reader.space();
        if (reader.m_at != text.size()) reader.fail("text after the value");
        return json;
    }

private:
    explicit JsonReader(std::string_view text) : m_text(text) {}

    [[noreturn]] void fail(const std::string& what) const {
        throw std::runtime_error("JSON: " + what + " at offset " + std::to_string(m_at));
    }
    void space() {
        while (m_at < m_text.size() &&
               std::string_view(" \t\r\n").find(m_text[m_at]) != std::string_view::npos)
            ++m_at;
    }
    bool take(std::string_view word) {
        space();
        if (m_text.substr(m_at, word.size()) != word) return false;
        m_at += word.size();
        return true;
    }
    std::string string() {
        if (!take("\"")) fail("expected a string");
        std::string out;
        while (m_at < m_text.size() && m_text[m_at] != '"') {
            char c = m_text[m_at++];
            if (c == '\\' && m_at < m_text.size()) {
                char e = m_text[m_at++];
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
            } else {
                out += c;
            }
        }
        if (m_at >= m_text.size()) fail("unterminated string");
        ++m_at;
        return out;
    }
    Json value() {
        space();
        if (m_at >= m_text.size()) fail("expected a value");
        char c = m_text[m_at];
        if (c == '{') {
            ++m_at;
            Json::Object object;
            if (take("}")) return {object};
            do {
                std::string key = string();
                if (!take(":")) fail("expected ':'");
                object.emplace(key, value());
            } while (take(","));
            if (!take("}")) fail("expected '}'");
            return {object};
        }
        if (c == '[') {
            ++m_at;
            Json::Array array;
            if (take("]")) return {array};
            do array.push_back(value());
            while (take(","));
            if (!take("]")) fail("expected ']'");
            return {array};
        }
        if (c == '"') return {string()};
        if (take("true")) return {true};
        if (take("false")) return {false};
        if (take("null")) return {nullptr};
        char* end = nullptr;
        double number = std::strtod(m_text.data() + m_at, &end);
        if (end == m_text.data() + m_at) fail("unexpected character");
        m_at = static_cast<std::size_t>(end - m_text.data());
        return {number};
    }

    std::string_view m_text;
    std::size_t m_at = 0;
};

}  // namespace pnpkit::test
