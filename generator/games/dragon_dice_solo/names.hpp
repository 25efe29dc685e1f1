#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"

// Finding table records by what a player types: an id, or a name in any case; and the numbers
// typed with them.
namespace pnpkit::games::dragon_dice_solo {

// An ASCII lower-case copy.
std::string lower(std::string_view text);
// The text with its first letter in upper case (ASCII): "melee" -> "Melee".
std::string capitalised(std::string_view text);

// The whole of `text` as an int ("12", "-3"); nullopt when anything else is in it or it overflows.
std::optional<int> parse_number(std::string_view text);

// The record whose id, id without the table's `prefix` ("result-" of "result-magic": ids are
// unique across the game, so some carry their kind), or name in any case, is `text` (surrounding
// spaces ignored); null when none.
template <typename T>
const T* find_named(const std::vector<T>& items, std::string_view text,
                    std::string_view prefix = {}) {
    std::string wanted = lower(trim(text));
    for (const auto& item : items) {
        if (item.id == wanted || lower(item.name) == wanted ||
            (!prefix.empty() && item.id == std::string(prefix) + wanted))
            return &item;
    }
    return nullptr;
}

// The records' ids, each without `prefix` when it has it: what a player types.
template <typename T>
std::vector<std::string> ids_of_records(const std::vector<T>& items, std::string_view prefix = {}) {
    std::vector<std::string> ids;
    for (const auto& item : items) {
        std::string_view id = item.id;
        if (!prefix.empty() && id.starts_with(prefix))
            id.remove_prefix(prefix.size());
        ids.emplace_back(id);
    }
    return ids;
}

// "unknown terrain 'hghland'; did you mean 'highland'? (terrains: coastland, ...)".
std::string unknown_named(std::string_view what, std::string_view given,
                          const std::vector<std::string>& ids, std::string_view list_name);

}  // namespace pnpkit::games::dragon_dice_solo
