#include "layout/markup.hpp"

#include <algorithm>
#include <vector>

namespace pnpkit::layout {

std::string escape_markup(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '\'': out += "&#39;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

namespace {

bool is_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Reads a span's attributes (name="value" or name='value') up to '>' or "/>"; false if malformed.
bool skip_attributes(std::string_view markup, std::size_t& at) {
    while (true) {
        while (at < markup.size() && is_space(markup[at])) ++at;
        if (at >= markup.size()) return false;
        if (markup[at] == '>' || markup[at] == '/') return true;
        std::size_t name = at;
        while (at < markup.size() && is_name_char(markup[at])) ++at;
        if (at == name || at >= markup.size() || markup[at] != '=') return false;
        ++at;
        if (at >= markup.size() || (markup[at] != '"' && markup[at] != '\'')) return false;
        std::size_t close = markup.find(markup[at], at + 1);
        if (close == std::string_view::npos) return false;
        at = close + 1;
    }
}

}  // namespace

std::optional<std::string> check_markup(std::string_view markup) {
    static const std::vector<std::string_view> k_tags{"b",   "big", "i",  "s", "small", "span",
                                                      "sub", "sup", "tt", "u", "markup"};
    std::vector<std::string_view> open;
    for (std::size_t at = 0; at < markup.size(); ++at) {
        char c = markup[at];
        if (c == '&') {
            std::size_t end = markup.find(';', at);
            std::string_view entity = end == std::string_view::npos
                                          ? std::string_view()
                                          : markup.substr(at + 1, end - at - 1);
            bool numeric =
                entity.size() > 1 && entity[0] == '#' &&
                entity.find_first_not_of(entity[1] == 'x' ? "0123456789abcdefABCDEF" : "0123456789",
                                         entity[1] == 'x' ? 2 : 1) == std::string_view::npos;
            if (!numeric && entity != "amp" && entity != "lt" && entity != "gt" &&
                entity != "quot" && entity != "apos") {
                return "'&' must start an entity such as &amp; (write &amp; for a plain '&')";
            }
            at = end;
        } else if (c == '<') {
            bool closing = at + 1 < markup.size() && markup[at + 1] == '/';
            std::size_t name_at = at + (closing ? 2 : 1);
            std::size_t end = name_at;
            while (end < markup.size() && is_name_char(markup[end])) ++end;
            std::string_view name = markup.substr(name_at, end - name_at);
            if (std::find(k_tags.begin(), k_tags.end(), name) == k_tags.end()) {
                return name.empty()
                           ? std::string(
                                 "'<' must start a tag such as <b> (write &lt; for a plain '<')")
                           : "unknown tag <" + std::string(name) + ">";
            }
            if (closing) {
                if (open.empty()) return "</" + std::string(name) + "> closes nothing";
                if (open.back() != name)
                    return "</" + std::string(name) + "> closes <" + std::string(open.back()) + ">";
                open.pop_back();
                if (end >= markup.size() || markup[end] != '>')
                    return "</" + std::string(name) + " is not closed with '>'";
                at = end;
                continue;
            }
            if (!skip_attributes(markup, end))
                return "<" + std::string(name) + "> is not written name=\"value\" ... >";
            if (name != "span" && end > name_at + name.size() && markup[end] == '>') {
                return "<" + std::string(name) + "> takes no attributes (use <span>)";
            }
            if (markup[end] == '/') {
                if (end + 1 >= markup.size() || markup[end + 1] != '>')
                    return "<" + std::string(name) + "/ is not closed with '>'";
                ++end;
            } else {
                open.push_back(name);
            }
            at = end;
        }
    }
    if (!open.empty()) return "<" + std::string(open.back()) + "> is never closed";
    return std::nullopt;
}

std::string substitute_fields(std::string_view pattern,
                              const std::function<std::optional<std::string>(std::string_view)>& lookup,
                              const std::function<void(std::string_view)>& missing) {
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
            out += c;
            ++i;
            continue;
        }
        if (c == '{') {
            std::size_t close = pattern.find('}', i + 1);
            if (close != std::string_view::npos) {
                std::string_view name = pattern.substr(i + 1, close - i - 1);
                if (auto value = lookup(name)) {
                    out += *value;
                } else {
                    missing(name);
                }
                i = close;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::vector<Placeholder> placeholders(std::string_view pattern) {
    std::vector<Placeholder> out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        char c = pattern[i];
        if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
            ++i;
            continue;
        }
        if (c != '{') continue;
        std::size_t close = pattern.find('}', i + 1);
        if (close == std::string_view::npos) break;
        out.push_back({pattern.substr(i + 1, close - i - 1), i});
        i = close;
    }
    return out;
}

namespace {

// The name of the short code that starts at `text[at]` (a colon): what lies before the next colon,
// when it may be an icon's name; empty otherwise.
std::string_view code_at(std::string_view text, std::size_t at) {
    std::size_t close = text.find(':', at + 1);
    if (close == std::string_view::npos) return {};
    std::string_view name = text.substr(at + 1, close - at - 1);
    return is_icon_name(name) ? name : std::string_view();
}

}  // namespace

std::vector<TextRun> split_icons(std::string_view text, const IconSet& icons) {
    std::vector<TextRun> runs;
    std::string current;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ':') {
            std::string_view name = code_at(text, i);
            if (auto icon = name.empty() ? std::nullopt : icons.find(name)) {
                if (!current.empty()) runs.push_back({std::move(current), std::nullopt});
                current.clear();
                runs.push_back({{}, std::move(icon)});
                i += name.size() + 2;
                continue;
            }
        }
        current += text[i];
        ++i;
    }
    if (!current.empty()) runs.push_back({std::move(current), std::nullopt});
    return runs;
}

std::vector<UnknownIcon> unknown_icons(std::string_view text, const IconSet& icons) {
    std::vector<UnknownIcon> unknown;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '<') {  // a tag: its attributes are not text
            std::size_t close = text.find('>', i);
            if (close == std::string_view::npos) break;
            i = close + 1;
            continue;
        }
        std::string_view name = text[i] == ':' ? code_at(text, i) : std::string_view();
        if (name.empty()) {
            ++i;
            continue;
        }
        std::size_t close = i + name.size() + 1;
        if (icons.find(name)) {
            i = close + 1;
            continue;
        }
        // ":Roll:die5:": the second colon opens a real code, the first is plain text.
        std::string_view next = code_at(text, close);
        if (!next.empty() && icons.find(next)) {
            i = close;
            continue;
        }
        unknown.push_back({std::string(name), i});
        i = close + 1;
    }
    return unknown;
}

}  // namespace pnpkit::layout
