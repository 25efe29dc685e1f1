#include "layout/markup.hpp"

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

std::vector<TextRun> split_icons(std::string_view text) {
    std::vector<TextRun> runs;
    std::string current;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ':') {
            std::size_t close = text.find(':', i + 1);
            if (close != std::string_view::npos && close > i + 1 && close - i <= 16) {
                if (auto icon = parse_icon(text.substr(i + 1, close - i - 1))) {
                    if (!current.empty()) runs.push_back({std::move(current), std::nullopt});
                    current.clear();
                    runs.push_back({{}, icon});
                    i = close + 1;
                    continue;
                }
            }
        }
        current += text[i];
        ++i;
    }
    if (!current.empty()) runs.push_back({std::move(current), std::nullopt});
    return runs;
}

}  // namespace pnpkit::layout
