#include "layout/paper.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <vector>

#include "core/text.hpp"

namespace pnpkit::layout {

namespace {

const std::array<NamedPaper, 7> k_papers = {{
    {"a4", Paper::a4},
    {"letter", Paper::letter},
    {"universal", Paper::universal},
    {"a3", Paper::a3},
    {"tabloid", Paper::tabloid},
    {"legal", Paper::legal},
    {"a5", Paper::a5},
}};

const char* const k_size_hint =
    "a paper name (a4, letter, universal, a3, tabloid, legal, a5) or "
    "WIDTHxHEIGHT with a unit, such as 210x297mm or 8.5x11in";

bool ascii_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool ascii_digit(char c) {
    return c >= '0' && c <= '9';
}

char ascii_lower(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::string mm_text(Length v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(v.to_mm() * 100.0) / 100.0);
    return buf;
}

// Reads WIDTHxHEIGHT from a text, keeping the offset of every failure.
class SizeReader {
public:
    explicit SizeReader(std::string_view text) : m_text(text) {}

    std::variant<Paper, PaperError> read() {
        std::size_t width_at = m_pos;
        auto width = number();
        if (!width) return fail(width_at, "expected a paper name or a width", k_size_hint);
        auto width_unit = unit();
        if (auto* error = std::get_if<PaperError>(&width_unit)) return *error;
        spaces();
        if (!separator()) {
            return fail(m_pos,
                        m_pos < m_text.size()
                            ? "expected 'x' between the width and the height, found " +
                                  in_quotes(m_text.substr(m_pos, 1))
                            : std::string("expected 'x' and a height after the width"),
                        "WIDTHxHEIGHT, such as 210x297mm");
        }
        spaces();
        std::size_t height_at = m_pos;
        auto height = number();
        if (!height)
            return fail(height_at, "expected the height after 'x'",
                        "WIDTHxHEIGHT, such as 210x297mm");
        auto height_unit = unit();
        if (auto* error = std::get_if<PaperError>(&height_unit)) return *error;
        std::size_t unit_at = m_pos;
        spaces();
        if (m_pos < m_text.size()) {
            return fail(m_pos,
                        "unexpected " + in_quotes(m_text.substr(m_pos, 1)) + " after the height",
                        k_size_hint);
        }
        auto w_unit = std::get<std::optional<Length>>(width_unit);
        auto h_unit = std::get<std::optional<Length>>(height_unit);
        if (!w_unit && !h_unit) {
            return fail(unit_at, "the size has no unit",
                        "mm, cm, in or pt, as in 210x297mm or 8.5x11in");
        }
        Length w = (w_unit ? *w_unit : *h_unit) * *width;
        Length h = (h_unit ? *h_unit : *w_unit) * *height;
        if (auto error = check_side(w, "width", width_at)) return *error;
        if (auto error = check_side(h, "height", height_at)) return *error;
        Paper paper{{std::min(w, h), std::max(w, h)}};
        // A named paper given by its size is that paper exactly: "21x29.7cm" is A4.
        for (const auto& named : k_papers) {
            if (std::abs((named.paper.size.width - paper.size.width).to_mm()) < 0.01 &&
                std::abs((named.paper.size.height - paper.size.height).to_mm()) < 0.01)
                return named.paper;
        }
        return paper;
    }

private:
    PaperError fail(std::size_t offset, std::string message, std::string hint) const {
        int column = static_cast<int>(utf8_length(m_text.substr(0, offset))) + 1;
        return {column, std::move(message), std::move(hint)};
    }

    void spaces() {
        while (m_pos < m_text.size() && m_text[m_pos] == ' ') ++m_pos;
    }

    std::optional<double> number() {
        if (m_pos >= m_text.size() || !(ascii_digit(m_text[m_pos]) || m_text[m_pos] == '.'))
            return std::nullopt;
        double value = 0;
        const char* begin = m_text.data() + m_pos;
        auto [end, ec] =
            std::from_chars(begin, m_text.data() + m_text.size(), value, std::chars_format::fixed);
        if (ec != std::errc() || !std::isfinite(value)) return std::nullopt;
        m_pos += static_cast<std::size_t>(end - begin);
        return value;
    }

    // The unit after a number: one point of it as a Length, nothing, or an error at an unknown one.
    std::variant<std::optional<Length>, PaperError> unit() {
        std::size_t start = m_pos;
        spaces();
        std::size_t at = m_pos;
        std::size_t end = at;
        while (end < m_text.size() && ascii_letter(m_text[end])) ++end;
        std::string word;
        for (std::size_t i = at; i < end; ++i) word += ascii_lower(m_text[i]);
        // "210x" or "297mmx": a separator straight after the number or its unit is not part of it.
        if (word.size() > 1 && word.back() == 'x') word.pop_back();
        if (word.empty() || word.front() == 'x') {
            m_pos = start;
            return std::optional<Length>();
        }
        static const std::vector<std::string> k_units{"mm", "cm", "in", "pt"};
        std::optional<Length> one;
        if (word == "mm") one = Length::mm(1);
        if (word == "cm") one = Length::cm(1);
        if (word == "in") one = Length::in(1);
        if (word == "pt") one = Length::pt(1);
        if (!one) {
            std::string hint = did_you_mean(word, k_units);
            return fail(at, "unknown unit " + in_quotes(word),
                        hint.empty() ? "mm, cm, in or pt" : hint);
        }
        m_pos = at + word.size();
        return one;
    }

    bool separator() {
        if (m_pos < m_text.size() &&
            (m_text[m_pos] == 'x' || m_text[m_pos] == 'X' || m_text[m_pos] == '*')) {
            ++m_pos;
            return true;
        }
        if (m_text.substr(m_pos).starts_with("\xC3\x97")) {  // ×
            m_pos += 2;
            return true;
        }
        return false;
    }

    std::optional<PaperError> check_side(Length side, const char* what, std::size_t at) const {
        if (side >= k_paper_min_side && side <= k_paper_max_side) return std::nullopt;
        std::string message = std::string("the ") + what + " " + mm_text(side) + "mm is too " +
                              (side < k_paper_min_side ? "small" : "large");
        return fail(at, message,
                    "each side from " + k_paper_min_side.to_string() + " to " +
                        k_paper_max_side.to_string() + " (200in)");
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

}  // namespace

Size paper_size(const Paper& paper) {
    return paper.size;
}

Size landscape(const Paper& paper) {
    return {paper.size.height, paper.size.width};
}

std::string to_string(const Paper& paper) {
    for (const auto& named : k_papers) {
        if (named.paper == paper) return std::string(named.name);
    }
    return mm_text(paper.size.width) + "x" + mm_text(paper.size.height) + "mm";
}

std::span<const NamedPaper> named_papers() {
    return k_papers;
}

std::variant<Paper, PaperError> parse_paper(std::string_view text) {
    std::size_t begin = 0;
    while (begin < text.size() && text[begin] == ' ') ++begin;
    std::size_t end = text.size();
    while (end > begin && text[end - 1] == ' ') --end;
    std::string_view body = text.substr(begin, end - begin);
    int shift = static_cast<int>(begin);
    if (body.empty()) return PaperError{1, "no paper given", k_size_hint};
    if (ascii_letter(body.front())) {
        std::string name;
        for (char c : body) name += ascii_lower(c);
        std::vector<std::string> names;
        for (const auto& named : k_papers) {
            if (named.name == name) return named.paper;
            names.emplace_back(named.name);
        }
        std::string hint = did_you_mean(name, names);
        return PaperError{1 + shift, "unknown paper " + in_quotes(body),
                          hint.empty() ? k_size_hint : hint};
    }
    auto result = SizeReader(body).read();
    if (auto* error = std::get_if<PaperError>(&result)) error->column += shift;
    return result;
}

std::string format_paper_error(std::string_view text, const PaperError& error) {
    std::string out = std::string(text) + ": " + error.message + " at column " +
                      std::to_string(error.column) + "\n";
    out += "  " + std::string(text) + "\n";
    out += "  " + std::string(static_cast<std::size_t>(std::max(error.column - 1, 0)), ' ') + "^";
    if (!error.hint.empty()) out += "\n  hint: " + error.hint;
    return out;
}

std::span<const NamedSize> named_card_sizes() {
    static const std::array<NamedSize, 4> k_sizes = {{
        {"poker", {Length::mm(63), Length::mm(88)}},
        {"bridge", {Length::mm(57), Length::mm(89)}},
        {"mini", {Length::mm(44), Length::mm(63)}},
        {"tarot", {Length::mm(70), Length::mm(120)}},
    }};
    return k_sizes;
}

std::optional<Size> find_card_size(std::string_view name) {
    for (const auto& named : named_card_sizes()) {
        if (named.name == name) return named.size;
    }
    return std::nullopt;
}

}  // namespace pnpkit::layout
