#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "layout/component.hpp"

// The printed strategy card every game with a ladder shares: its rules (the game's card policy's
// texts), and its strength from data/<game>/strategy.toml, drawn from the game's template
// `<game>-strategy` (which extends `strategy-card`).
namespace pnpkit::strategy_card {

inline constexpr std::size_t k_max_rules = 7;
inline constexpr const char* k_file = "strategy.toml";

enum class Unit { percent, points };

// The ladder's figures the card prints, as data/<game>/strategy.toml records them.
struct Strength {
    std::string command;  // reproduces the figures, e.g. "pnpkit --seed 1 simulate colf --ladder"
    std::uint64_t games = 0;
    double card = 0;     // the card policy's win rate (percent) or mean score (points)
    double advisor = 0;  // the advisor's, on the same games or its first advisor_games
    Unit unit = Unit::points;
    std::uint64_t advisor_games = 0;  // the advisor's games when fewer than `games` (0: the same)
};

// Reads and checks `file` for game `game_id`: every key present with its type (`games` at least 1,
// `advisor_games`, optional, from 1 to `games`,
// `card` and `advisor` numbers, `unit` "percent" or "points", percentages 0..100, `advisor` above
// 0), `command` a ladder run of this game with a seed, and the card not above the advisor when
// scores are points (the advisor is the exact optimum there); each problem a diagnostic at its
// position. Nullopt when any was found.
std::optional<Strength> load_strength(const std::filesystem::path& file, const std::string& game_id,
                                      Diagnostics& diagnostics);

// The card's share of the advisor's figure, in percent.
double share_percent(const Strength& strength);

// The strength the card prints: "Played by this card: 16.7 points, 94.6% of the best play's 17.6,
// over 70000 games of" (with advisor_games: "wins 99.8% over 107,000 games, 99.8% of the
// advisor's 100.0% over 1,000 games, both from") and, on a line of its own, the command (a word
// joiner after each hyphen inside a word, so that it breaks only at spaces).
std::string strength_text(const Strength& strength);

// What a game's card shows besides its strength.
struct CardText {
    std::string game_id;             // the template is `<game_id>-strategy`
    std::string game_title;          // "Dice Adventures"
    std::string credit;              // the game's credit line
    std::vector<std::string> rules;  // the card policy's rules, in order: 1 to k_max_rules
};

// The strategy card as a deck of one card (id "strategy-card"); `rules` must hold 1 to k_max_rules
// texts (an assert: they are the game's code, not data).
layout::DeckComponent make_component(const CardText& text, const Strength& strength);

// A game's printed strategy card, loaded with the game's data: its component when strategy.toml
// was read without errors. Each game calls load() in its loader and add_to() in components().
class StrategyCard {
public:
    StrategyCard() = default;
    // Reads `dir`/strategy.toml for the card `text`; problems go to `diagnostics`.
    static StrategyCard load(const std::filesystem::path& dir, CardText text,
                             Diagnostics& diagnostics);
    // Appends the card to a game's components (nothing when its figures did not load).
    void add_to(std::vector<layout::Component>& components) const;
    const std::optional<Strength>& strength() const { return m_strength; }

private:
    CardText m_text;
    std::optional<Strength> m_strength;
};

}  // namespace pnpkit::strategy_card
