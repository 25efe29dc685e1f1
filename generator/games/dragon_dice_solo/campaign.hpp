#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/dragon_dice_solo/campaign_army.hpp"
#include "games/dragon_dice_solo/casting.hpp"
#include "games/dragon_dice_solo/model.hpp"
#include "games/dragon_dice_solo/setup.hpp"
#include "games/dragon_dice_solo/terrain_order.hpp"

// The whole solo challenge (4.0 to 4.8) as a pure engine that a play driver steps through one
// question at a time: the campaign is a plain value; prompt() says what is asked now (a choice, a
// number, a line of text or a die) and answer() applies one answer, checking it. The player plays
// Dragon Dice with real dice and reports what the engine cannot know (damage dealt, units lost,
// manoeuvres won); the engine keeps every number the solo rules keep and decides what the
// opposing armies and the Dragons do. Nothing here reads input or prints.
namespace pnpkit::games::dragon_dice_solo {

// The optional rules chosen at the start (5.2, 5.5; 5.3 is on when a unit is the King's Die).
struct ExpertLevel {
    bool start_on_one = false;  // terrain dice of battles 1-4 start on face 1 (ruling R24)
    int opfor_health = 0;       // added to each opposing army
    int player_health = 0;      // taken from your health budget
    int dragons = 0;            // added to the final battle
};

struct CampaignSettings {
    std::string size;                   // a BattleSize id
    std::vector<std::string> terrains;  // five terrain names (3.0, ruling R18)
    std::vector<Unit> army;             // as typed (parse_army)
    bool army_partial = false;          // some units typed could not be read (parse_army said why)
    std::vector<DragonPick> dragons;    // empty: the rules' order (2.3, ruling R26)
    bool no_magic = false;              // 5.2
    ExpertLevel expert;                 // 5.5
    RacialMode racial = RacialMode::racial;
    std::map<std::string, int> racial_costs;
};

// An opposing army (2.2) and how it stands.
struct Foe {
    const Position* position = nullptr;
    const ArmyType* army = nullptr;
    int health = 0;  // at the start
    int left = 0;    // health still standing
    int dead = 0;    // health-worth of its dead, for its healing spells (R10)
    int turns = 0;   // its turns taken in the battle (R14)
};

// A Dragon of the final battle (2.3, 4.7).
struct Dragon {
    std::string colour;  // a colour id
    const DragonKind* kind = nullptr;
    int wounds = 0;     // kept only when the data says wounds carry (R27)
    bool slain = false;
    bool away = false;  // a drake flown off on a Wing (4.72)
};

// What happened in one battle, for the tracker.
struct BattleRecord {
    int start_face = 0;
    int fielded = 0;  // your health at the battle when it began
    int turns = 0;
    std::string result;  // "won: destroyed", "won: eighth face", "lost"
};

enum class CampaignOutcome { playing, won, lost };
enum class Holder { none, player, opfor };  // who controls the eighth face of this terrain

// Where the campaign is in the order of play (4.1, 4.7).
enum class Phase {
    order,       // rolling the terrain dice for order (3.1)
    reserve,     // A: set reserves (4.2)
    attack,      // B: you attack (4.3)
    kings,       // the King's Die manoeuvre between B and C (5.3)
    city,        // 5.2: the light army tries to win its City back
    opfor,       // C: they attack (4.4)
    manoeuvre,   // D: you may manoeuvre (4.5)
    heal,        // E: heal dead units (4.6)
    d_attack,    // the final battle (4.7): you attack the Dragons
    d_climb,     // ... then may move the die one face up
    d_dragons,   // the Dragons attack
    d_climb2,    // ... then may move the die one face up
    d_manoeuvre, // the manoeuvre step: one face up again
    over,
};

// One question, as prompt() builds it from a Task.
enum class Ask {
    order_die,      // a terrain die for the order
    reserve,        // move a unit between battle and reserve, or done
    action,         // your action this turn
    damage,         // health of theirs you killed
    cantrip,        // a Cantrip in their roll: its colour, or none
    cantrip_die,    // the spell die for a Cantrip
    changes,        // your units killed, buried or brought back, or done
    manoeuvre,      // try to manoeuvre, or not
    manoeuvre_won,  // did you win it
    city,           // 5.2: did they manoeuvre
    magic_pools,    // the magicians' magic results per colour
    magic_ids,      // their ID results
    spell_die,      // the spell die of their casting
    racial_cost,    // the cost of the racial spell you choose for them (4.42, R8)
    heal,           // a dead unit's roll (arg: unit)
    climb,          // the final battle: move one face up, or stay
    dragon_target,  // which Dragon your attack of kind `arg` (Attack) hits, or none
    dragon_damage,  // damage past its saves (arg: dragon)
    belly_target,   // a Dragon a killing spell or SAI hits, or done
    belly_roll,     // its die (arg: dragon)
    dragon_roll,    // a Dragon's attack roll (arg: dragon)
};

// The attacks against Dragons (4.73): missile, melee, or spells.
enum class Attack { missile, melee, magic };

struct Task {
    Ask ask = Ask::action;
    int arg = 0;
};

// The whole campaign. Build it with start_campaign(); it keeps a pointer to the data, which must
// outlive it.
struct Campaign {
    const SoloData* data = nullptr;
    CampaignSettings settings;
    const BattleSize* size = nullptr;
    std::vector<TerrainPick> picks;
    TerrainOrdering ordering{0, 2};
    std::vector<PlacedTerrain> placed;  // first terrain first, once the order is known
    std::vector<Unit> army;
    std::vector<Foe> foes;  // in battle order
    std::vector<Dragon> dragons;
    std::vector<BattleRecord> records;  // one per battle begun, the final battle last

    int battle = 0;  // 1 to 5, then 6 for the Dragons
    int turn = 0;    // within the battle, from 1
    int face = 0;    // the current terrain die's face
    Holder eighth = Holder::none;
    bool chasing = false;  // the fifth battle: you have started down (4.5)
    Phase phase = Phase::order;
    std::vector<Task> agenda;  // the questions left in this step, the next first
    CampaignOutcome outcome = CampaignOutcome::playing;

    std::string action;  // your action being resolved ("melee", ...)
    std::vector<std::pair<std::string, int>> pools;  // the magicians' magic, per colour (4.41)
    std::optional<CastingRun> casting;
    std::size_t cast_logged = 0;    // the casting's events already in the log
    std::array<int, 2> cast_dead{};  // their dead and yours when the casting began
    std::string cantrip_colour;
    std::vector<std::string> in_effect;  // their spells, until their next turn
    std::vector<Attack> attacked;         // eighth face: the attacks already aimed (4.73)
    std::vector<int> attacked_dragons;    // ... and the Dragons they hit
    std::vector<std::string> log;         // what happened, one sentence a line, oldest first
};

// Checks the settings (size, terrains, army by 2.1, options, dragons) and starts the campaign at
// the terrain order; every problem is a sentence in `problems` and nullopt is returned. `data`
// must be validated.
std::optional<Campaign> start_campaign(const SoloData& data, const CampaignSettings& settings,
                                       std::vector<std::string>& problems);

// One choice of a question: `id` is what answer() takes (as does `label`, in any case).
struct Choice {
    std::string id;
    std::string label;
    std::string refused = {};  // why answer() refuses it as things stand (empty: it is accepted)
};

// What the campaign asks now.
struct Prompt {
    enum class Kind { choice, number, text, die, over };
    Kind kind = Kind::over;
    Ask ask = Ask::action;
    std::string question;
    std::vector<std::string> notes;  // what to do at the table first, one sentence each
    std::vector<Choice> choices;     // Kind::choice
    int low = 0;                     // Kind::number: the range
    int high = 0;
    bool open_ended = false;  // Kind::number: `low` or more, no upper bound (`high` unused)
    int faces = 0;  // Kind::die: the die; Kind::choice: a die that may pick the choice...
    std::vector<std::size_t> roll_map;  // ...face f (from 1) picking choices[roll_map[f - 1]]
};

Prompt prompt(const Campaign& campaign);

// Applies an answer to the current prompt: a choice's id or label, a whole number, a line of text
// or a die's result. Returns why it cannot be applied instead (the campaign is then unchanged).
std::optional<std::string> answer(Campaign& campaign, std::string_view text);

// Health of your units at one place.
int health_at(const Campaign& campaign, UnitPlace place);
// The terrain the current battle is fought at, and the icon its die shows.
const TerrainType& current_terrain(const Campaign& campaign);
const std::string& current_icon(const Campaign& campaign);

}  // namespace pnpkit::games::dragon_dice_solo
