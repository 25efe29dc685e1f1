#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"

// Finding table records by what a player types: an id, or a name in any case.
namespace pnpkit::games::dragon_dice_solo {

// An ASCII lower-case copy.
std::string lower(std::string_view text);

// The record whose id, or name in any case, is `text` (surrounding spaces ignored); null when none.
template <typename T>
const T* find_named(const std::vector<T>& items, std::string_view text) {
    std::string wanted = lower(trim(text));
    for (const auto& item : items) {
        if (item.id == wanted || lower(item.name) == wanted)
            return &item;
    }
    return nullptr;
}

template <typename T>
std::vector<std::string> ids_of_records(const std::vector<T>& items) {
    std::vector<std::string> ids;
    for (const auto& item : items)
        ids.push_back(item.id);
    return ids;
}

// "unknown terrain 'hghland'; did you mean 'highland'? (terrains: coastland, ...)".
std::string unknown_named(std::string_view what, std::string_view given,
                          const std::vector<std::string>& ids, std::string_view list_name);

}  // namespace pnpkit::games::dragon_dice_solo
