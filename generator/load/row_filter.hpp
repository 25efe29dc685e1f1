#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::load {

// Which rows of a spreadsheet a deck reads, as its `where` writes it: comparisons of a column with
// a value (kind == 'hero', cost != 3) joined by `and`, `or` and `not`, with parentheses; `and`
// binds before `or`. A value is quoted ('hero' or "hero") or a number. Values compare as text,
// ignoring case and surrounding spaces; an empty cell is ''.
//
// The minimum a deck needs. Template conditions (`when`, layout/) are a language of their own;
// once they land, this interface (names, matches) is what they should serve, so that a designer
// learns one language.
class RowFilter {
public:
    // Parses `text`, whose first character is at `at`; nullopt after reporting what is wrong at
    // its position in the text.
    static std::optional<RowFilter> parse(std::string_view text, const SourcePos& at,
                                          Diagnostics& diagnostics);

    // The columns the filter reads, each once, in the order written.
    const std::vector<std::string>& names() const { return m_names; }
    // True when a row whose text in names()[i] is values[i] passes.
    bool matches(std::span<const std::string_view> values) const;

private:
    // The filter in postfix order: comparisons push a truth, `not`, `and`, `or` combine them.
    struct Step {
        enum class Kind { equal, not_equal, negate, both, either };
        Kind kind = Kind::equal;
        std::size_t name = 0;  // equal, not_equal: the column
        std::string value;     // equal, not_equal: folded
    };
    friend class RowFilterParser;

    std::vector<std::string> m_names;
    std::vector<Step> m_steps;
};

}  // namespace pnpkit::load
