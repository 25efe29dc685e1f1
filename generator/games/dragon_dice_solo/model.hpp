#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/diagnostic.hpp"

// The Dragon Dice Solo Challenge's tables as plain values, one struct per table row. Every record
// keeps where it came from so that rules checked long after loading still point at the data.
// Ids refer to other tables by id (a spell's `colour` is a Colour's id); `SoloData::find_*` resolve
// them. Templates can walk these vectors directly: they are in the order of the data files.
namespace pnpkit::games::dragon_dice_solo {

// sizes.toml: a battle size (2.0).
struct BattleSize {
    std::string id;
    std::string name;
    int player_health = 0;
    int opponent_health = 0;
    int dragons = 0;
    SourcePos pos;
};

// makeup.toml [[rarity]]: health and faces of a unit of one rarity.
struct Rarity {
    std::string id;
    std::string name;
    int health = 0;
    int faces = 0;
    std::string note;
    SourcePos pos;
};

// makeup.toml [[makeup]]: the suggested opposing army of one size (2.2).
struct Makeup {
    std::string id;
    std::string size;  // BattleSize id
    int total_health = 0;
    std::vector<std::pair<std::string, int>> units;  // rarity id, count; sorted by id
    SourcePos pos;
    SourcePos total_pos;
};

struct ExampleUnit {
    std::string name;
    std::string rarity;
    int count = 0;
    SourcePos pos;
};

// makeup.toml [[example]]: an example army from the rules.
struct MakeupExample {
    std::string id;
    std::string size;
    std::string army;
    std::string race;
    std::vector<ExampleUnit> units;
    SourcePos pos;
};

// racial_equivalents.toml: which unit type of a race plays each opposing army (2.21).
struct RacialEquivalent {
    std::string id;
    std::string name;
    std::vector<std::pair<std::string, std::string>> units;  // army id, unit type name
    std::vector<std::string> none;                           // army ids the race cannot field
    SourcePos pos;
};

// armies.toml [[action]]: something an opposing army does on its turn.
struct Action {
    std::string id;
    std::string name;
    std::string describe;
    SourcePos pos;
};

// armies.toml [[army.response]]: what an army does when the terrain shows `icon`, turn after turn.
struct Response {
    std::string icon;
    std::vector<std::string> actions;  // Action ids, cycled by turn
    std::string note;
    SourcePos pos;
};

// armies.toml [[army]]: one of the five opposing armies (4.4).
struct ArmyType {
    std::string id;
    std::string name;
    std::string summary;
    std::vector<Response> responses;
    SourcePos pos;
};

// The icon id of a terrain die's eighth face: the one face the rules' procedures need by name.
inline constexpr const char* k_eighth_icon = "eighth";

// terrains.toml [[icon]]: what a terrain face shows.
struct Icon {
    std::string id;
    std::string name;
    std::string symbol;
    SourcePos pos;
};

struct EighthFace {
    std::string id;
    std::string name;
    SourcePos pos;
};

// terrains.toml [[terrain]]: one terrain type and its die, face 1 first.
struct TerrainType {
    std::string id;
    std::string name;
    std::vector<std::string> elements;
    std::vector<std::string> faces;  // Icon ids
    std::string source;
    SourcePos pos;
    SourcePos faces_pos;
};

// terrain_order.toml: the rules' worked example of ordering the terrains (3.1).
struct OrderExample {
    std::vector<int> rolls;
    std::vector<std::vector<int>> rerolls;
    std::vector<int> places;
    SourcePos pos;
};

struct TerrainOrder {
    int terrains = 0;
    std::vector<std::string> steps;
    std::optional<OrderExample> example;
    SourcePos pos;
};

enum class EighthFaceRule { below_eighth, literal };
enum class Direction { up, down };

// starting_distance.toml [[position]]: where a terrain die starts and who waits there (3.2).
struct Position {
    std::string id;
    std::string name;
    int battle = 0;
    std::string icon;  // start on the lowest face showing this icon...
    int plus = 0;      // ...then this many faces further up
    std::string army;  // ArmyType id
    Direction direction = Direction::up;
    bool eighth_face_wins = true;
    SourcePos pos;
};

struct StartingDistance {
    EighthFaceRule on_eighth_face = EighthFaceRule::below_eighth;
    SourcePos rule_pos;
    std::vector<Position> positions;  // in battle order once validated
};

// colours.toml: a colour of magic, in the spell table's column order.
struct MagicColour {
    std::string id;
    std::string name;
    std::string element;
    // The magicians may double the ID results they add to this colour by burying your dead, one
    // health-worth a point (ruling R22): death magic.
    bool doubles_by_burying = false;
    std::string note;
    SourcePos pos;
};

enum class SpellKind { plain, healing, bury };

// spells.toml: a spell of the random spell table.
struct Spell {
    std::string id;
    std::string name;
    std::string colour;
    int cost = 0;
    bool cost_verified = true;
    SpellKind kind = SpellKind::plain;
    int amount = 0;  // health-worth healed or buried by one casting
    std::string source;
    std::string effect;
    std::string note;
    SourcePos pos;
    SourcePos cost_pos;
};

enum class Side { player, opfor, racial };
enum class Target { army, unit, dead, terrain };
enum class Casting { once, pump };

// spell_table.toml [[entry]]: the rolls `low`..`high` of one colour's column (4.41).
struct SpellEntry {
    std::string id;
    std::string colour;
    int low = 0;
    int high = 0;
    std::string spell;           // Spell id; empty for the racial entry
    Side marked = Side::player;  // as the rules' table marks it
    Side side = Side::player;    // whose army, dead or terrain it is really aimed at
    std::optional<Target> target;
    Casting cast = Casting::once;
    std::string note;
    std::string ruling;  // "R5" when `side` overrides `marked`
    SourcePos pos;
    SourcePos side_pos;
    SourcePos ruling_pos;
    bool is_racial() const { return marked == Side::racial; }
};

// spell_table.toml [[general_fallback]]: the spells cast instead of a racial one, best first.
struct GeneralFallback {
    std::string colour;
    std::vector<std::string> spells;
    SourcePos pos;
};

struct SpellTable {
    std::vector<SpellEntry> entries;
    std::vector<GeneralFallback> fallbacks;
};

// heal.toml: what a dead unit's roll shows, and whether that brings it back (4.6).
struct HealResult {
    std::string id;
    std::string name;
    bool returns = false;
    SourcePos pos;
};

struct DragonKind {
    std::string id;
    std::string name;
    std::vector<std::pair<std::string, int>> faces;  // result, how many faces show it
    std::string note;
    SourcePos pos;
};

// dragons.toml: the Dragons of the final battle (2.3).
struct Dragons {
    std::vector<std::string> pick_colours;
    std::vector<std::string> pick_kinds;
    std::vector<SourcePos> pick_colours_pos;  // where each pick was written
    std::vector<SourcePos> pick_kinds_pos;
    int health = 0;
    // Whether damage that does not slay a Dragon stays on it for later attacks (ruling R27).
    bool wounds_carry = false;
    std::string source;
    int die_faces = 0;
    std::vector<DragonKind> kinds;
    SourcePos pos;
};

// options.toml: an optional rule (5.x).
struct OptionalRule {
    std::string id;
    std::string section;
    std::string name;
    std::vector<std::string> points;
    std::optional<int> replaces_health;
    SourcePos pos;
};

// turn_sequence.toml: a step of a battle (4.1).
struct TurnStep {
    std::string id;
    std::string letter;
    std::string name;
    std::string section;
    bool repeat = false;
    std::string summary;
    SourcePos pos;
};

// rulings.md: a numbered ruling's heading.
struct Ruling {
    std::string id;  // "R3"
    std::string title;
    SourcePos pos;
};

// Every table of the game.
struct SoloData {
    std::vector<BattleSize> sizes;
    std::vector<Rarity> rarities;
    std::vector<Makeup> makeups;
    std::vector<MakeupExample> examples;
    std::vector<RacialEquivalent> races;
    std::vector<Action> actions;
    std::vector<ArmyType> armies;
    std::vector<Icon> icons;
    std::vector<EighthFace> eighth_faces;
    int faces_per_die = 0;
    SourcePos faces_per_die_pos;
    std::vector<TerrainType> terrains;
    TerrainOrder order;
    StartingDistance starting;
    std::vector<MagicColour> colours;
    std::vector<Spell> spells;
    SpellTable spell_table;
    std::vector<HealResult> heal_results;
    Dragons dragons;
    std::vector<OptionalRule> options;
    std::vector<TurnStep> turn_sequence;
    std::vector<Ruling> rulings;

    const BattleSize* find_size(const std::string& id) const;
    const Rarity* find_rarity(const std::string& id) const;
    const ArmyType* find_army(const std::string& id) const;
    const Action* find_action(const std::string& id) const;
    const Icon* find_icon(const std::string& id) const;
    const TerrainType* find_terrain(const std::string& id) const;
    const MagicColour* find_colour(const std::string& id) const;
    const Spell* find_spell(const std::string& id) const;
    const HealResult* find_heal_result(const std::string& id) const;
    const Ruling* find_ruling(const std::string& id) const;
    const Position* find_battle(int battle) const;
    const Makeup* find_makeup(const std::string& size) const;
    const GeneralFallback* find_fallback(const std::string& colour) const;
    // The entry of `colour`'s column that covers `roll`; null when none does.
    const SpellEntry* find_entry(const std::string& colour, int roll) const;
    // The entry that casts `spell` (its target and side), for a spell cast without its own roll
    // (a general fallback); null when the table never casts it.
    const SpellEntry* find_spell_entry(const std::string& spell) const;
};

// A colour's, icon's or spell's display name from its id (the id itself when unknown).
std::string colour_name(const SoloData& data, const std::string& id);
std::string icon_name(const SoloData& data, const std::string& id);
std::string spell_name(const SoloData& data, const std::string& id);

// How many records the tables hold, for `pnpkit validate`'s summary.
std::size_t record_count(const SoloData& data);

}  // namespace pnpkit::games::dragon_dice_solo
