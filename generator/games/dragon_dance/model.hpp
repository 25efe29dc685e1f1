#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::dragon_dance {

enum class Side : std::uint8_t { knight, dragon };
constexpr std::array<Side, 2> k_sides = {Side::knight, Side::dragon};
inline Side other(Side side) {
    return side == Side::knight ? Side::dragon : Side::knight;
}
inline std::size_t index(Side side) {
    return static_cast<std::size_t>(side);
}
std::string_view to_string(Side side);  // "knight", "dragon"

enum class Range : std::uint8_t { long_range, short_range };
constexpr std::array<Range, 2> k_ranges = {Range::long_range, Range::short_range};
std::string_view to_string(Range range);  // "long", "short"

enum class Kind : std::uint8_t { attack, defence, movement, special };
std::string_view to_string(Kind kind);

enum class Keyword : std::uint8_t {
    combo,
    charge,
    dodge,
    recuperate,
    reduce_range,
    increase_range
};
constexpr std::array<Keyword, 6> k_keywords = {Keyword::combo,        Keyword::charge,
                                               Keyword::dodge,        Keyword::recuperate,
                                               Keyword::reduce_range, Keyword::increase_range};
std::string_view to_string(Keyword keyword);  // as written in the data: "reduce range"

// A card's value table: entry 0 is "no die", entries 1 to 6 the die faces.
constexpr std::size_t k_table_size = 7;
using ValueTable = std::array<int, k_table_size>;
// The value of a die choice: 0 means no die, 1..6 a face.
using Die = int;
constexpr Die k_no_die = 0;

// Where each part of a card was written, for diagnostics found after loading.
struct CardSource {
    SourcePos card;  // the [[card]] header
    SourcePos ranges;
    SourcePos kind;
    SourcePos keywords;
    std::array<SourcePos, k_table_size> values;  // each entry of the table
};

// One action card, as a template needs it: name, ranges, kind, keywords, table, and its own text.
struct Card {
    std::string id;
    std::string name;
    Side side = Side::knight;
    std::vector<Range> ranges;  // where it may be played, in data order, no repeats
    Kind kind = Kind::attack;
    std::vector<Keyword> keywords;
    ValueTable values{};
    CardSource source;

    bool playable_at(Range range) const;
    bool has(Keyword keyword) const;
    // What the table means for this card: damage for attacks, protection for defences, nothing
    // else.
    bool uses_table() const;
    int value(Die die) const { return values[static_cast<std::size_t>(die)]; }
};

// One combatant: life, dice and cards (at most k_max_cards, so hands fit a bit mask).
struct SideDef {
    Side side = Side::knight;
    std::string name;        // "Knight"
    int life = 0;            // life force at the start
    std::string life_token;  // "heart", "gold coin": what counts the life force
    int dice = 0;            // how many dice the side rolls
    std::vector<Card> cards;
    SourcePos source;        // its table in game.toml
    SourcePos cards_source;  // its cards file
};
constexpr std::size_t k_max_cards = 16;

// lookahead.toml: the computer's value function, fitted by `pnpkit dragon-dance fit` to the cards
// whose fingerprint it names (empty when the file is absent).
struct Lookahead {
    std::string fingerprint;
    std::vector<double> weights;
    SourcePos source;  // its fingerprint in lookahead.toml (the file's start without one)
};

// The whole game's data.
struct GameData {
    Range starting_range = Range::long_range;
    std::array<SideDef, 2> sides;
    SourcePos source;  // game.toml
    Lookahead lookahead;

    const SideDef& side(Side s) const { return sides[index(s)]; }
    SideDef& side(Side s) { return sides[index(s)]; }
    const Card& card(Side s, std::size_t i) const { return side(s).cards[i]; }
    // The card of side `s` whose id is `id`, or whose name matches it ignoring case, spaces and
    // '-'.
    std::optional<std::size_t> find_card(Side s, std::string_view id_or_name) const;
};

// The reminder text of one keyword, in the project's own words.
std::string_view keyword_text(Keyword keyword);
// A card's rules text: the reminder text of each of its keywords, one sentence each.
std::string card_text(const Card& card);
// "long and short", "short": where a card may be played, in words.
std::string ranges_text(const Card& card);

}  // namespace pnpkit::dragon_dance
