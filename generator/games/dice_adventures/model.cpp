#include "games/dice_adventures/model.hpp"

#include <algorithm>

namespace pnpkit::dice_adventures {

namespace {

// The index of the record whose id is `id`.
template <typename T>
std::optional<int> index_of(const std::vector<T>& records, std::string_view id) {
    auto it = std::find_if(records.begin(), records.end(), [&](const T& r) { return r.id == id; });
    if (it == records.end()) return std::nullopt;
    return static_cast<int>(it - records.begin());
}

template <typename T>
std::vector<std::string> ids_of(const std::vector<T>& records) {
    std::vector<std::string> ids;
    for (const T& r : records) ids.push_back(r.id);
    return ids;
}

}  // namespace

std::string_view to_string(PowerKind kind) {
    switch (kind) {
        case PowerKind::reroll:
            return "reroll";
        case PowerKind::change:
            return "change";
        case PowerKind::keep_lowest:
            return "keep_lowest";
        case PowerKind::gold:
            return "gold";
    }
    return "?";
}

std::string_view to_string(Target target) {
    return target == Target::own ? "own" : "others";
}

std::string_view to_string(ItemEffect effect) {
    switch (effect) {
        case ItemEffect::points:
            return "points";
        case ItemEffect::change:
            return "change";
        case ItemEffect::reroll:
            return "reroll";
        case ItemEffect::hireling:
            return "hireling";
    }
    return "?";
}

std::string_view to_string(Replace replace) {
    return replace == Replace::any ? "any" : "unused";
}

std::string_view forbid_name(Forbid flag) {
    switch (flag) {
        case forbid_rerolls:
            return "rerolls";
        case forbid_changes:
            return "changes";
        case forbid_powers:
            return "powers";
        case forbid_items:
            return "items";
        case forbid_hireling:
            return "hireling";
    }
    return "?";
}

int ModeDef::shifts_in(int adventure) const {
    if (adventure < 1 || adventure > static_cast<int>(shifts.size())) return 0;
    return shifts[static_cast<std::size_t>(adventure - 1)];
}

std::optional<int> GameData::find_class(std::string_view id) const {
    return index_of(classes, id);
}

const ModeDef* GameData::find_mode(std::string_view id) const {
    auto i = index_of(modes, id);
    return i ? &modes[static_cast<std::size_t>(*i)] : nullptr;
}

std::optional<int> GameData::find_card(std::string_view id) const {
    return index_of(deck, id);
}

const ItemDef* GameData::item(ItemEffect effect) const {
    for (const ItemDef& i : items) {
        if (i.effect == effect) return &i;
    }
    return nullptr;
}

std::vector<std::string> GameData::class_ids() const {
    return ids_of(classes);
}
std::vector<std::string> GameData::mode_ids() const {
    return ids_of(modes);
}
std::vector<std::string> GameData::card_ids() const {
    return ids_of(deck);
}

}  // namespace pnpkit::dice_adventures
