#include "games/dice_adventures/adventure_spec.hpp"

namespace pnpkit::dice_adventures {

int pow6(int n) {
    int v = 1;
    for (int i = 0; i < n; ++i) v *= k_faces;
    return v;
}

int dice_index(const int* values, int slots) {
    int index = 0;
    for (int s = slots; s-- > 0;) index = index * k_faces + (values[s] - 1);
    return index;
}

int die_at(int index, int slot) {
    return index / pow6(slot) % k_faces + 1;
}

int AdventureSpec::dice_count() const {
    return pow6(slots);
}

std::uint8_t AdventureSpec::end_bits(int index) const {
    EndDice end;
    end.count = heroes;
    for (int i = 0; i < heroes; ++i) end.dice[static_cast<std::size_t>(i)] = die_at(index, i);
    std::uint8_t bits = end_results(end, shifts);
    if (!hireling) return bits;
    for (int i = 0; i < heroes; ++i) {
        EndDice sub = end;
        sub.dice[static_cast<std::size_t>(i)] = die_at(index, heroes);
        bits = static_cast<std::uint8_t>(bits | end_results(sub, shifts));
    }
    return bits;
}

std::string AdventureSpec::change_key() const {
    std::string key{static_cast<char>(slots), static_cast<char>(heroes),
                    static_cast<char>(hireling), static_cast<char>(provisions)};
    for (const DieSource& s : changes) {
        key += static_cast<char>(s.uses);
        key += static_cast<char>(s.mask);
        key += static_cast<char>(s.step);
    }
    key += '|';
    for (int s : shifts) key += static_cast<char>(s + 8);
    return key;
}

AdventureSpec make_spec(const Rules& rules, PartyKey party, bool hireling, int adventure,
                        int card) {
    AdventureSpec spec;
    int classes[k_max_classes];
    spec.heroes = party_classes(party, classes);
    spec.hireling = hireling;
    spec.slots = spec.heroes + (hireling ? 1 : 0);
    std::uint8_t all = static_cast<std::uint8_t>((1u << spec.slots) - 1);
    std::uint8_t hero_dice = static_cast<std::uint8_t>((1u << spec.heroes) - 1);
    std::uint8_t forbid = rules.forbid(card);
    bool powers = !(forbid & forbid_powers);
    bool items = !(forbid & forbid_items);
    bool rerolls = !(forbid & forbid_rerolls);
    bool changes = !(forbid & forbid_changes);
    for (int i = 0; i < spec.heroes; ++i) {
        int c = classes[i];
        spec.classes[static_cast<std::size_t>(i)] = c;
        const Power& p = rules.cls(c).power;
        if (p.kind == PowerKind::keep_lowest) spec.roll_dice[static_cast<std::size_t>(i)] = p.dice;
        if (!p.active() || !powers) continue;
        std::uint8_t own = static_cast<std::uint8_t>(1u << i);
        DieSource source{i, rules.uses_at(level_of(party, c)),
                         p.target == Target::own ? own : static_cast<std::uint8_t>(all & ~own), 0};
        if (source.uses == 0) continue;
        if (p.kind == PowerKind::reroll && rerolls) {
            spec.rerolls.push_back(source);
        } else if (p.kind == PowerKind::change && changes) {
            source.step = p.step;
            spec.changes.push_back(source);
        }
    }
    if (items && rerolls) spec.weapon_mask = hero_dice;
    spec.provisions = items && changes;
    spec.shifts = rules.shifts(adventure, card);
    return spec;
}

}  // namespace pnpkit::dice_adventures
