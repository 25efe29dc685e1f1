#include "games/colf/bound_options.hpp"

#include <algorithm>
#include <array>
#include <map>

#include "games/colf/combat.hpp"

namespace pnpkit::colf {

int master_target_max(const ColfData& data) {
    const int least = data.settings.master_level;
    int widest = 1;
    for (const Card& card : data.adjectives) widest = std::max(widest, card.level);
    return std::max(static_cast<int>(k_max_dice) - widest, least);
}

std::vector<TurnChoice> turn_options(const CardDeck& nouns, const CardDeck& adjectives,
                                     const ColfData& data) {
    std::vector<TurnChoice> options{{Action::rest, 0}};
    const int master = data.settings.master_level;
    for (int level = 2; level < master; ++level) {
        if (choose_split(nouns, adjectives, data, level))
            options.push_back({Action::explore, level});
    }
    for (int target = master; target <= master_target_max(data); ++target)
        options.push_back({Action::master, target});
    return options;
}

std::vector<Boosts> boost_options(const Hero& hero, const Foe& foe, const Placement& placement,
                                  int foe_attack, int foe_defense, int unarmed_damage, bool fleeing,
                                  bool dominated_out) {
    const int xp = std::max(0, hero.xp);
    const int open = open_for_hits(hero, placement);
    std::vector<Boosts> out;
    // The cheapest boosts for each (damage dealt up to the foe's HP, hits taken).
    std::map<std::pair<int, int>, Boosts> cheapest;
    for (int attack = 0; attack <= (fleeing ? 0 : xp); ++attack) {
        for (int defense = 0; attack + defense <= xp; ++defense) {
            if (!dominated_out) {
                out.push_back({attack, defense});
                continue;
            }
            int dealt =
                fleeing ? 0 : hero_damage(placement.attack + attack, foe_defense, unarmed_damage);
            int taken = foe_damage(foe_attack, placement.defense + defense, foe.bite);
            std::pair<int, int> key{std::min(dealt, std::max(foe.hp, 0)), std::min(taken, open)};
            auto it = cheapest.find(key);
            if (it == cheapest.end() || it->second.attack + it->second.defense > attack + defense)
                cheapest[key] = {attack, defense};
        }
    }
    for (const auto& [key, boosts] : cheapest) out.push_back(boosts);
    return out;
}

std::vector<std::pair<std::size_t, int>> hit_options(const Hero& hero, const CombatRound& round) {
    std::vector<std::pair<std::size_t, int>> out;
    for (std::size_t t = 0; t < hero.tiles.size(); ++t) {
        for (int end = 0; end < 2; ++end) {
            if (hit_allowed(round, hero, t, end)) out.emplace_back(t, end);
        }
    }
    return out;
}

std::vector<Dice> reroll_options(std::span<const std::uint8_t> dice) {
    // How many dice show each face; a re-roll takes 0..count of each.
    std::array<int, k_faces + 1> count{};
    for (std::uint8_t d : dice) ++count[d];
    std::vector<Dice> out{Dice{}};
    std::array<int, k_faces + 1> take{};
    while (true) {
        int face = 1;
        while (face <= k_faces && take[face] == count[face]) take[face++] = 0;
        if (face > k_faces) break;
        ++take[face];
        Dice chosen;
        for (int f = 1; f <= k_faces; ++f) {
            for (int i = 0; i < take[f]; ++i) chosen.push_back(static_cast<std::uint8_t>(f));
        }
        if (chosen.size() >= 2) out.push_back(chosen);
    }
    return out;
}

void arrange_by_mask(Hero& hero, std::uint32_t mask) {
    for (std::size_t t = 0; t < hero.tiles.size(); ++t)
        hero.tiles[t].side = ((mask >> t) & 1U) ? Side::attack : Side::defense;
}

std::uint32_t arrangement_mask(const Hero& hero) {
    std::uint32_t mask = 0;
    for (std::size_t t = 0; t < hero.tiles.size(); ++t) {
        if (hero.tiles[t].side == Side::attack) mask |= 1U << t;
    }
    return mask;
}

bool same_line(const Line& a, const Line& b) {
    return a.numbered_attack == b.numbered_attack && a.blank_attack == b.blank_attack &&
           a.blank_defense == b.blank_defense && a.fleeing == b.fleeing;
}

}  // namespace pnpkit::colf
