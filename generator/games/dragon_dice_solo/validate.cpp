#include "games/dragon_dice_solo/validate.hpp"

#include <algorithm>

#include "core/text.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace detail {

bool check_ref(const std::string& id, const std::vector<std::string>& known,
               const std::string& what, const SourcePos& pos, Diagnostics& diagnostics) {
    if (std::find(known.begin(), known.end(), id) != known.end())
        return true;
    std::string hint = did_you_mean(id, known);
    if (hint.empty())
        hint = "known: " + join(known, ", ");
    diagnostics.error(pos, "unknown " + what + " '" + id + "'", hint);
    return false;
}

}  // namespace detail

void validate(const SoloData& data, Diagnostics& diagnostics) {
    validate_armies(data, diagnostics);
    validate_terrain(data, diagnostics);
    validate_spells(data, diagnostics);
}

}  // namespace pnpkit::games::dragon_dice_solo
