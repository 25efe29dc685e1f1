#pragma once

#include <cstddef>
#include <filesystem>
#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <typeindex>
#include <utility>
#include <vector>

namespace pnpkit::play {

// What a rule reference points at: a section of the game's rules document, by the document's own
// heading ("Resolve damage simultaneously"), or a ruling of data/<game>/rulings.md ("R2").
struct RuleRef {
    enum class Type { section, ruling };
    Type type;
    std::string_view id;

    static constexpr RuleRef section(std::string_view heading) { return {Type::section, heading}; }
    static constexpr RuleRef ruling(std::string_view number) { return {Type::ruling, number}; }
};

// One kind of outcome the engine applies by itself, as a game's outcome table lists it.
struct OutcomeKind {
    std::string_view name;  // "damage"
    std::vector<RuleRef> refs;
};

// A game's table from each enumerator of its outcome enum (which ends with `count`) to the rules
// behind it: the one place `why` and the tests read a game's references from.
class OutcomeTable {
public:
    // The table of enum `Kind`; throws std::logic_error when an enumerator below Kind::count is
    // missing, listed twice or has no reference (a bug, found by the first game made).
    template <class Kind>
    static OutcomeTable of(std::initializer_list<std::pair<Kind, OutcomeKind>> rows) {
        OutcomeTable table(typeid(Kind), static_cast<std::size_t>(Kind::count));
        for (const auto& [kind, row] : rows) table.set(static_cast<std::size_t>(kind), row);
        table.check_complete();
        return table;
    }

    std::type_index kind_type() const { return m_type; }
    std::size_t size() const { return m_kinds.size(); }
    const OutcomeKind& kind(std::size_t index) const { return m_kinds.at(index); }

private:
    OutcomeTable(std::type_index type, std::size_t count) : m_type(type), m_kinds(count) {}
    void set(std::size_t index, const OutcomeKind& row);
    void check_complete() const;

    std::type_index m_type;
    std::vector<OutcomeKind> m_kinds;
};

// A cited section or a ruling, with its text: for a section, pnpkit's own summary of what it rules.
struct RuleText {
    std::string id;     // the heading, or "R2"
    std::string title;  // the ruling's title; empty for a section
    std::string text;
};

// The rule texts a game's references resolve to, read from its data directory:
// rule_sections.md (`## Heading` then pnpkit's summary) and rulings.md (`**R2. Title** text`
// paragraphs, or `## R2. Title` / `## R2: Title` headings followed by text).
struct RuleBook {
    std::vector<RuleText> sections;
    std::vector<RuleText> rulings;

    // The text `ref` points at, or null when the book has no such section or ruling.
    const RuleText* find(const RuleRef& ref) const;
};

std::vector<RuleText> parse_rulings(std::string_view markdown);
std::vector<RuleText> parse_rule_sections(std::string_view markdown);
// Reads the two files of `dir`; throws OutsideError when one cannot be read.
RuleBook load_rule_book(const std::filesystem::path& dir);

// What `why` explains with: the game's outcome table and its rule texts.
struct Why {
    const OutcomeTable* table = nullptr;
    RuleBook book;
};

// An outcome narrated at the table: its kind (an index of the game's table), its line, and the
// number of steps answered when it was said.
struct SaidOutcome {
    std::size_t kind;
    std::string text;
    std::size_t step;
};

// What `why` prints for `outcomes` (the latest last): each outcome's line, then each of its
// references with its text.
std::string explain_outcomes(const Why& why, std::span<const SaidOutcome> outcomes);

}  // namespace pnpkit::play
