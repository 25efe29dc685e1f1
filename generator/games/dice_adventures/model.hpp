#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::dice_adventures {

constexpr int k_faces = 6;        // every die of the game is a d6
constexpr int k_max_party = 3;    // heroes the engine and the solver hold at once
constexpr int k_max_classes = 8;  // classes fit a byte of flags
constexpr int k_level_cap = 7;    // the highest max_level the solver's keys can hold
constexpr int k_max_adventures = 9;

// What a class's power does (classes.toml, `power`).
enum class PowerKind : std::uint8_t { reroll, change, keep_lowest, gold };
// Whose die an active power may touch.
enum class Target : std::uint8_t { own, others };

std::string_view to_string(PowerKind kind);
std::string_view to_string(Target target);

struct Power {
    PowerKind kind = PowerKind::reroll;
    Target target = Target::own;  // reroll and change
    int step = 1;                 // change: how far the die moves
    int dice = 2;                 // keep_lowest: dice rolled, the lowest kept
    int gold = 0;                 // gold: extra gold
    std::uint8_t results = 0;     // gold: bit r-1 set when result r pays

    // Reroll and change powers are used (and counted); the others always apply.
    bool active() const { return kind == PowerKind::reroll || kind == PowerKind::change; }
};

struct ClassDef {
    std::string id;
    std::string name;
    Power power;
    std::string text;  // the power in the project's words, for the class card
    std::string flavour;
    SourcePos pos;
};

// One row of a result table: what happens when the adventure's result is `roll`, in the order
// deaths, level losses, level-ups, gold (rulings.md, R19).
struct Outcome {
    int roll = 0;
    std::string title;
    std::string text;
    int gold = 0;
    int level_up = 0;    // heroes of the player's choice gain a level
    int lose_level = 0;  // random heroes above the starting level lose one
    int die = 0;         // random heroes die
    SourcePos pos;
};

using ResultTable = std::array<Outcome, k_faces>;  // index roll - 1

enum class ItemEffect : std::uint8_t { points, change, reroll, hireling };
std::string_view to_string(ItemEffect effect);

struct ItemDef {
    std::string id;
    std::string name;
    ItemEffect effect = ItemEffect::points;
    int cost = 1;
    int max = 0;  // most a party may hold at once; 0: no limit
    std::string text;
    SourcePos pos;
};

enum class Replace : std::uint8_t { any, unused };
std::string_view to_string(Replace replace);

struct ModeDef {
    std::string id;
    std::string name;
    int bonus = 0;
    Replace replace = Replace::any;
    std::optional<int> wipeout_scores;  // the score of a party that lost everyone, if the mode says
    std::vector<int> shifts;            // per adventure: dice that get +1 at the end (may be empty)
    std::string text;
    SourcePos pos;

    // How many dice get +1 in adventure `adventure` (1-based).
    int shifts_in(int adventure) const;
};

// What an adventure card (or a mode) can forbid for one adventure, as bit flags.
enum Forbid : std::uint8_t {
    forbid_rerolls = 1,   // no re-roll of any kind, by power or by magic weapon
    forbid_changes = 2,   // no die changed by a power or provisions
    forbid_powers = 4,    // no active power
    forbid_items = 8,     // no provisions nor magic weapons
    forbid_hireling = 16  // no hireling may be hired for it
};
std::string_view forbid_name(Forbid flag);
constexpr std::array<Forbid, 5> k_forbids = {forbid_rerolls, forbid_changes, forbid_powers,
                                             forbid_items, forbid_hireling};

// One card of the adventure deck: its own result table and modifier.
struct AdventureCard {
    std::string id;
    std::string name;
    std::string flavour;
    std::string modifier;  // the modifier in words, for the card
    ResultTable table;
    int shift = 0;       // +1 or -1 ...
    int shift_dice = 0;  // ... to this many dice of the player's choice at the end
    std::uint8_t forbid = 0;
    SourcePos pos;
};

// What the designer promises about the deck's difficulty (deck.toml, [difficulty]): each card's
// chance of losing a hero (validate.hpp) lies in [least, most] and the cards spread over at least
// `spread`.
struct DeckSpread {
    double least = 0;
    double most = 1;
    double spread = 0;
    SourcePos pos;
};

// The numbers of the game (game.toml).
struct Settings {
    int party = 3;
    int start_level = 1;
    int max_level = 3;
    int uses_per_level = 1;
    int adventures = 5;
    int per_level = 1;
    int per_treasure = 1;
    int per_death = -1;
    // Where the values the whole-game checks blame were written (game.toml; its start when a value
    // is missing, so that every diagnostic has a line and a column).
    SourcePos party_pos;
    SourcePos start_level_pos;
    SourcePos adventures_pos;
};

struct GameData {
    Settings settings;
    std::vector<ClassDef> classes;
    ResultTable results;
    std::vector<ItemDef> items;
    std::vector<ModeDef> modes;
    std::vector<AdventureCard> deck;
    DeckSpread spread;
    std::string results_file;  // display paths, for diagnostics that name a file
    std::string shop_file;
    std::string deck_file;

    std::optional<int> find_class(std::string_view id) const;
    const ModeDef* find_mode(std::string_view id) const;
    std::optional<int> find_card(std::string_view id) const;
    // The shop's item with this effect; null when the shop lacks it (validate reports that).
    const ItemDef* item(ItemEffect effect) const;
    std::vector<std::string> class_ids() const;
    std::vector<std::string> mode_ids() const;
    std::vector<std::string> card_ids() const;
};

}  // namespace pnpkit::dice_adventures
