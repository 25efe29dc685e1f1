#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "layout/icon_set.hpp"

namespace pnpkit::layout {

// Escapes text for Pango markup (& < > ' ").
std::string escape_markup(std::string_view text);

// Checks Pango markup without Pango: known tags (b, i, u, s, big, small, sub, sup, tt, span with
// attributes), each closed in order, and entities (&amp; &lt; &gt; &quot; &apos; &#N;). Returns
// what is wrong in words, or nullopt when the markup is well formed.
std::optional<std::string> check_markup(std::string_view markup);

// Replaces {name} placeholders with what `lookup` gives (nullopt: unknown, reported through `missing`
// and replaced by nothing). "{{" and "}}" stand for literal braces.
std::string substitute_fields(std::string_view pattern,
                              const std::function<std::optional<std::string>(std::string_view)>& lookup,
                              const std::function<void(std::string_view)>& missing);

// A {name} placeholder of a pattern: the name, and the byte offset of its '{' in the pattern.
struct Placeholder {
    std::string_view name;
    std::size_t offset = 0;
};

// The placeholders of a pattern, as substitute_fields finds them ("{{" and "}}" are literal braces;
// a '{' never closed is no placeholder).
std::vector<Placeholder> placeholders(std::string_view pattern);

// A piece of text split at icon short codes: ":die5:" becomes an icon of `icons`; other text stays
// text. A ":word:" whose word is not an icon name stays text.
struct TextRun {
    std::string text;
    std::optional<IconSpec> icon;
};
std::vector<TextRun> split_icons(std::string_view text, const IconSet& icons = IconSet::built_in());

// A short code in a text that names no icon of the set: ":mana:" with no icon "mana", found at
// byte `offset` (its first colon).
struct UnknownIcon {
    std::string name;
    std::size_t offset = 0;
};
// The short codes of a text (markup: tags are skipped) that look like icons but are none: a colon,
// a letter, up to 31 letters, digits, '-' or '_', a colon. Colons in "10:30" or "Note: x" are
// plain text, and so is ":x" before a real code (":Roll:die5:").
std::vector<UnknownIcon> unknown_icons(std::string_view text, const IconSet& icons);

}  // namespace pnpkit::layout
