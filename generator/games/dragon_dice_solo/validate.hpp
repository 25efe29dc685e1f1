#pragma once

#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "games/dragon_dice_solo/model.hpp"

namespace pnpkit::games::dragon_dice_solo {

// Checks the loaded tables against the rules and against each other; every problem becomes a
// diagnostic at the data's position. Run it on data that loaded without errors.
void validate(const SoloData& data, Diagnostics& diagnostics);

// The groups validate() runs, one file each.
void validate_armies(const SoloData& data, Diagnostics& diagnostics);   // sizes, make-up, armies
void validate_terrain(const SoloData& data, Diagnostics& diagnostics);  // dice, order, starts
void validate_spells(const SoloData& data, Diagnostics& diagnostics);   // spells and their table

// Helpers shared by the groups.
namespace detail {

// Reports `id` unless `known` holds it: "unknown <what> 'x'" with a "did you mean" hint.
bool check_ref(const std::string& id, const std::vector<std::string>& known,
               const std::string& what, const SourcePos& pos, Diagnostics& diagnostics);

}  // namespace detail

}  // namespace pnpkit::games::dragon_dice_solo
