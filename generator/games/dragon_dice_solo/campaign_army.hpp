#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

enum class UnitPlace { battle, reserve, dead, buried };

// A unit of your army, as typed from your collection.
struct Unit {
    std::string name;  // unique within the army ("Guardian 2" when several share a name)
    const Rarity* rarity = nullptr;
    int faces = 0;                   // faces of its die
    std::optional<int> back_faces;   // faces showing ID, SAI or magic, when given (4.6)
    bool magic = false;              // a magic unit (2.1: at most half the army)
    bool king = false;               // the King's Die (5.3)
    UnitPlace place = UnitPlace::battle;

    int health() const { return rarity ? rarity->health : 0; }
};

// Reads an army typed as units separated by commas, each "[Nx][NAME=]RARITY[:SURVIVING[/FACES]]"
// followed by "+magic" and "+king" as they apply, such as "3xGuardian=common:2,Mage=rare+magic".
// Units that share a name are numbered. Each problem is a sentence in `problems`.
std::vector<Unit> parse_army(const SoloData& data, std::string_view text,
                             std::vector<std::string>& problems);

// The rules' checks of your army (2.1): something to field, no more health than `budget`, and
// no more than half of its health in magic units (ruling R23). One sentence per problem. For a
// `partial` army (some units typed could not be read) only the budget is checked: the units read
// already pass it or not, while the magic share depends on the others too.
std::vector<std::string> army_problems(const std::vector<Unit>& army, int budget,
                                       bool partial = false);

// A Dragon of the final battle as the player names it: colour and kind ids.
struct DragonPick {
    std::string colour;
    std::string kind;
};

// The Dragons of the final battle: `picks` when given, otherwise `count` taken in the rules'
// order (2.3): every colour as a wyrm first, then as a drake (ruling R26). Each problem (an unknown
// colour or kind, too many Dragons for the order) is a sentence in `problems`.
std::vector<DragonPick> choose_dragons(const SoloData& data, const std::vector<DragonPick>& picks,
                                       int count, std::vector<std::string>& problems);

// Reads "black-wyrm,red-drake" into Dragon picks (choose_dragons checks the names); problems of
// form as sentences.
std::vector<DragonPick> parse_dragons(const SoloData& data, std::string_view text,
                                      std::vector<std::string>& problems);

}  // namespace pnpkit::games::dragon_dice_solo
