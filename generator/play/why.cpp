#include "play/why.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/error.hpp"
#include "core/text.hpp"
#include "play/console.hpp"
#include "play/table.hpp"

namespace pnpkit::play {

namespace {

// How many outcomes the table keeps, and how many `why` explains when none came since the
// player's last answer.
constexpr std::size_t k_kept_outcomes = 64;
constexpr std::size_t k_recent_outcomes = 3;

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::string line;
    for (char c : text) {
        if (c == '\n') {
            lines.push_back(line);
            line.clear();
        } else if (c != '\r') {
            line += c;
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

// "R12" at the start of `text` (after "R"), or empty.
std::string ruling_number(std::string_view text) {
    if (text.size() < 2 || text[0] != 'R' || text[1] < '0' || text[1] > '9') return {};
    std::size_t end = 1;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    return std::string(text.substr(0, end));
}

// Appends a line to a paragraph, joined by a space, without Markdown's emphasis and code marks.
void append_line(std::string& paragraph, std::string_view line) {
    std::string_view trimmed = trim(line);
    if (trimmed.empty()) return;
    if (!paragraph.empty()) paragraph += ' ';
    for (char c : trimmed) {
        if (c != '*' && c != '`') paragraph += c;
    }
}

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw OutsideError("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw OutsideError("cannot read " + path.string());
    return text.str();
}

std::string ref_label(const RuleRef& ref) {
    return ref.type == RuleRef::Type::section ? "rules, \"" + std::string(ref.id) + "\""
                                              : "ruling " + std::string(ref.id);
}

}  // namespace

// --- the outcome table -----------------------------------------------------------------------

void OutcomeTable::set(std::size_t index, const OutcomeKind& row) {
    if (index >= m_kinds.size())
        throw std::logic_error("outcome '" + std::string(row.name) + "' is past the enum's count");
    if (!m_kinds[index].name.empty())
        throw std::logic_error("outcome '" + std::string(row.name) + "' is listed twice");
    if (row.name.empty() || row.refs.empty())
        throw std::logic_error("outcome " + std::to_string(index) + " has no name or no reference");
    m_kinds[index] = row;
}

void OutcomeTable::check_complete() const {
    for (std::size_t i = 0; i < m_kinds.size(); ++i) {
        if (m_kinds[i].name.empty())
            throw std::logic_error("outcome " + std::to_string(i) + " is missing from its table");
    }
}

// --- rule texts ------------------------------------------------------------------------------

const RuleText* RuleBook::find(const RuleRef& ref) const {
    const auto& texts = ref.type == RuleRef::Type::section ? sections : rulings;
    auto it =
        std::find_if(texts.begin(), texts.end(), [&](const RuleText& t) { return t.id == ref.id; });
    return it == texts.end() ? nullptr : &*it;
}

std::vector<RuleText> parse_rulings(std::string_view markdown) {
    std::vector<RuleText> out;
    bool in_ruling = false;  // in a ruling's first paragraph
    bool in_title = false;   // in its bold title, which may run over several lines
    for (const std::string& line : lines_of(markdown)) {
        std::string_view text = trim(line);
        if (text.starts_with("#")) {
            // "## R1. Title" or "## R1: Title": a ruling; any other heading ends one.
            std::string_view heading = trim(text.substr(text.find_first_not_of('#')));
            std::string number = ruling_number(heading);
            in_ruling = !number.empty();
            in_title = false;
            if (in_ruling) {
                std::string_view title = trim(heading.substr(number.size()));
                if (title.starts_with(".") || title.starts_with(":")) title = trim(title.substr(1));
                out.push_back({number, std::string(title), {}});
            }
            continue;
        }
        if (std::string number = text.starts_with("**") ? ruling_number(text.substr(2)) : "";
            !number.empty()) {
            // "**R1. Title.** Text"
            out.push_back({number, {}, {}});
            in_ruling = in_title = true;
            text = text.substr(2 + number.size());
            if (text.starts_with(".") || text.starts_with(":")) text = text.substr(1);
        }
        if (!in_ruling) continue;
        if (text.empty()) {
            // The first paragraph is the ruling; what follows explains it at length.
            if (!out.back().text.empty()) in_ruling = false;
            continue;
        }
        if (in_title) {
            std::size_t close = text.find("**");
            append_line(out.back().title, text.substr(0, close));
            if (close == std::string_view::npos) continue;
            in_title = false;
            text = text.substr(close + 2);
        }
        append_line(out.back().text, text);
    }
    return out;
}

std::vector<RuleText> parse_rule_sections(std::string_view markdown) {
    std::vector<RuleText> out;
    for (const std::string& line : lines_of(markdown)) {
        std::string_view text = trim(line);
        if (text.starts_with("## ")) {
            out.push_back({std::string(trim(text.substr(3))), {}, {}});
        } else if (!out.empty()) {
            append_line(out.back().text, text);
        }
    }
    return out;
}

RuleBook load_rule_book(const std::filesystem::path& dir) {
    return {parse_rule_sections(read_text(dir / "rule_sections.md")),
            parse_rulings(read_text(dir / "rulings.md"))};
}

std::string explain_outcomes(const Why& why, std::span<const SaidOutcome> outcomes) {
    std::string out;
    for (const SaidOutcome& said : outcomes) {
        if (!out.empty()) out += "\n";
        out += said.text;
        if (why.table == nullptr || said.kind >= why.table->size()) continue;
        for (const RuleRef& ref : why.table->kind(said.kind).refs) {
            out += "\n  " + ref_label(ref);
            const RuleText* text = why.book.find(ref);
            if (text == nullptr) {
                out += ": (not found in this game's data)";
                continue;
            }
            if (!text->title.empty()) out += ". " + text->title;
            out += text->title.ends_with('.') ? " " : ": ";
            out += text->text;
        }
    }
    return out;
}

// --- the table's outcomes --------------------------------------------------------------------

void Table::outcome_of(std::type_index type, std::size_t kind, std::string_view text) {
    if (m_hooks.why && m_hooks.why->table && m_hooks.why->table->kind_type() != type)
        throw std::logic_error("an outcome of another enum than the game's outcome table");
    m_outcomes.push_back({kind, std::string(text), m_cursor});
    if (m_outcomes.size() > k_kept_outcomes) m_outcomes.erase(m_outcomes.begin());
    if (m_hooks.on_outcome) m_hooks.on_outcome(kind, text);
    if (replaying() || m_at_end == AtEndOfLog::stop) return;
    go_live();
    m_console->print(text);
}

std::string Table::why_text() const {
    if (!m_hooks.why || !m_hooks.why->table) return "this game gives no rule references";
    if (m_outcomes.empty()) return "nothing to explain: pnpkit has applied no outcome yet";
    // The outcomes said after the player's last answer, else the last few.
    std::size_t answered = 0;
    for (std::size_t i = std::min(m_cursor, m_log->steps.size()); i > 0; --i) {
        if (m_log->steps[i - 1].by == By::player) {
            answered = i;
            break;
        }
    }
    auto first = std::find_if(m_outcomes.begin(), m_outcomes.end(),
                              [&](const SaidOutcome& o) { return o.step >= answered; });
    std::size_t from = static_cast<std::size_t>(first - m_outcomes.begin());
    if (first == m_outcomes.end())
        from = m_outcomes.size() - std::min(m_outcomes.size(), k_recent_outcomes);
    return explain_outcomes(*m_hooks.why, std::span<const SaidOutcome>(m_outcomes).subspan(from));
}

}  // namespace pnpkit::play
