#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::colf {

enum class DeckKind { nouns, adjectives };

const char* to_string(DeckKind kind);

// One monster card, noun or adjective. Its level is printed on the back, the rest on the face.
struct Card {
    std::string id;
    std::string name;
    std::string flavour;
    int level = 1;
    int attack = 0;   // attack dominoes the card adds
    int defense = 0;  // defense dominoes the card adds
    int bite = 0;
    int hp = 0;
    DeckKind deck = DeckKind::nouns;
    SourcePos pos;  // the card's [[noun]] / [[adjective]] header

    // The card's printable fields by name (id, name, flavour, level, attack, defense, bite, hp,
    // deck), for templates.
    std::map<std::string, std::string> fields() const;
    int dominoes() const { return attack + defense; }
};

// One score tier: how many turn tokens left at victory earn which words. `max` < 0: no upper bound.
struct ScoreTier {
    int min = 0;
    int max = -1;
    std::string title;  // "Impressive"
    std::string line;   // a short line in the project's own words
    SourcePos pos;

    bool contains(int tokens) const { return tokens >= min && (max < 0 || tokens <= max); }
    // "0–2", "9–10", "11+", or "4" for a tier of one count; `dash` joins the ends.
    std::string range_text(const char* dash = "\u2013") const {
        if (max < 0) return std::to_string(min) + "+";
        if (max == min) return std::to_string(min);
        return std::to_string(min) + dash + std::to_string(max);
    }
};

// The numbers of the game that the rule document fixes, kept as data (data/colf/game.toml).
struct Settings {
    int start_level = 3;     // the hero's level (and dice) at the start
    int start_dominoes = 3;  // dominoes drawn at set-up (plus one more per tile with a blank)
    int turn_tokens = 20;
    int level_up_cost = 2;      // XP to level up = level_up_cost × current level
    int unarmed_damage = 1;     // added to the hero's attack result
    int master_level = 10;      // a monster of this level or more is the Master Monster
    int supply_hero_level = 8;  // the "high level" hero the domino supply check assumes

    SettingPositions pos;  // game.toml's, by "table.key"
};

// Everything the game's data files hold.
struct ColfData {
    Settings settings;
    std::vector<ScoreTier> tiers;
    std::vector<Card> nouns;
    std::vector<Card> adjectives;
    std::string game_file;  // display paths, for diagnostics that name a file
    std::string nouns_file;
    std::string adjectives_file;

    const std::vector<Card>& deck(DeckKind kind) const {
        return kind == DeckKind::nouns ? nouns : adjectives;
    }
    // The tier for this many tokens left; null when no tier covers it.
    const ScoreTier* tier_for(int tokens) const;
    // The index of the tier for this many tokens left; -1 when none covers it.
    int tier_index(int tokens) const;
};

}  // namespace pnpkit::colf
