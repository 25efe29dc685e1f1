#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pnpkit {

// Levenshtein distance between two byte strings.
std::size_t edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word` when it is close enough to be a likely typo
// (distance at most 2, and at most a third of the word's length, rounded up), else nullopt.
std::optional<std::string> closest_match(std::string_view word, std::span<const std::string> candidates);

// "did you mean 'attack'?" or "" when nothing is close.
std::string did_you_mean(std::string_view word, std::span<const std::string> candidates);

// The message, then "; " and the hint when there is one: "unknown game 'colg'; did you mean 'colf'?".
std::string with_hint(std::string message, std::string_view hint);

// Where a UTF-8 check failed: the byte offset and its 1-based line and column (in characters).
struct Utf8Error {
    std::size_t offset;
    int line;
    int column;
};

// Checks that `bytes` is well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
std::optional<Utf8Error> find_invalid_utf8(std::string_view bytes);

// Joins items with a separator: join({"a","b"}, ", ") == "a, b".
std::string join(std::span<const std::string> items, std::string_view separator);

// Quotes each item and joins them: 'a', 'b' or 'c' (the word before the last is `last_word`).
std::string quoted_list(std::span<const std::string> items, std::string_view last_word = "or");
// 'text' in single quotes, as messages name a value.
std::string in_quotes(std::string_view text);

// "1 tile", "3 tiles": the count and the word, with an "s" unless the count is 1.
std::string count_of(std::size_t n, std::string_view word);
// A whole number with its thousands grouped by commas, as the guides print them: "107,000".
std::string grouped_number(std::uint64_t n);

// "1 die", "2 dice": a count with an irregular plural.
std::string count_of(std::size_t n, std::string_view one, std::string_view many);

std::string_view trim(std::string_view text);
// The text with its letters in lower case (A to Z, and the Latin-1 capitals À to Þ), so that
// "Qty", "QTY" and "qty" compare equal: how headers, sheet names and choices are matched.
std::string fold_case(std::string_view text);
std::vector<std::string> split(std::string_view text, char separator);

// Number of code points in a UTF-8 string (for column arithmetic and padding).
std::size_t utf8_length(std::string_view text);

// A TOML basic string holding `text`: quoted, with quotes, backslashes and control characters
// escaped.
std::string toml_quote(std::string_view text);

// `text` as one word for a POSIX shell: as it is when it holds only letters, digits and
// ._/-+=:,@, else in single quotes (a quote inside written '\'').
std::string shell_word(std::string_view text);

}  // namespace pnpkit
