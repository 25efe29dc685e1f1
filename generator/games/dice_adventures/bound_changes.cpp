#include "games/dice_adventures/bound_changes.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <span>

namespace pnpkit::dice_adventures {

namespace {

constexpr std::size_t k_max_plans = 200'000;

// A hero whose power changes dice, in an adventure: the dice it may change (bit: slot) and the
// uses it has left.
struct Changer {
    unsigned slots = 0;
    int uses = 0;
};

// The most pips `changers` can move of `need` (pips each slot must move), by the max-flow min-cut
// theorem: the least, over the sets S of changers, of the uses of those outside S plus the needs of
// the slots those in S may change.
int changer_coverage(const std::array<int, k_slots>& need, std::span<const Changer> changers) {
    int best = INT_MAX;
    for (unsigned set = 0; set < 1u << changers.size(); ++set) {
        int cut = 0;
        unsigned slots = 0;
        for (std::size_t i = 0; i < changers.size(); ++i) {
            if (set >> i & 1)
                slots |= changers[i].slots;
            else
                cut += changers[i].uses;
        }
        for (int j = 0; j < k_slots; ++j) {
            if (slots >> j & 1) cut += need[static_cast<std::size_t>(j)];
        }
        best = std::min(best, cut);
    }
    return best;
}

// The results the end of an adventure can give from the dice `dice` of `s`: every choice of
// the hireling's die, every placing of `shifts`.
std::uint8_t end_results_of(const State& s, const std::array<int, k_slots>& dice,
                            std::span<const int> shifts) {
    std::uint8_t bits = 0;
    for (int sub = -1; sub < (s.hireling ? s.size : 0); ++sub) {
        EndDice end;
        end.count = s.size;
        for (int i = 0; i < s.size; ++i)
            end.dice[static_cast<std::size_t>(i)] = dice[static_cast<std::size_t>(i)];
        if (sub >= 0) end.dice[static_cast<std::size_t>(sub)] = dice[k_hireling_slot];
        bits = static_cast<std::uint8_t>(bits | end_results(end, shifts));
    }
    return bits;
}

}  // namespace

// Whether every power that changes dice moves them one pip (the changes are then counted, not
// searched).
bool unit_changes(const Rules& rules) {
    for (const ClassDef& c : rules.data->classes) {
        if (c.power.kind == PowerKind::change && c.power.step != 1) return false;
    }
    return true;
}

const ChangeMemo::Plan& cheapest_changes(const Rules& rules, const State& s, int provision_cost,
                                         ChangeMemo& memo, ChangeMemo::Plan& scratch) {
    std::uint8_t forbid = rules.forbid(s.card);
    bool provisions = !(forbid & forbid_changes) && !(forbid & forbid_items);
    int afford = provisions ? s.gold / provision_cost : 0;
    std::uint64_t key = 0;
    bool packs = afford < 64 && s.card < 62 && s.adventure < 16;
    for (int d : s.dice) key = key << 4 | static_cast<std::uint64_t>(d);
    for (const Hero& h : s.heroes) {
        packs = packs && h.cls < 15 && h.uses < 8;
        key = key << 7 | static_cast<std::uint64_t>((h.cls + 1) << 3 | (h.uses & 7));
    }
    key = key << 19 | static_cast<std::uint64_t>(s.size) << 17 |
          static_cast<std::uint64_t>(s.hireling) << 16 |
          static_cast<std::uint64_t>(afford & 63) << 10 |
          static_cast<std::uint64_t>((s.card + 1) & 63) << 4 |
          static_cast<std::uint64_t>(s.adventure & 15);
    if (packs) {
        if (auto it = memo.plans.find(key); it != memo.plans.end()) return it->second;
        if (memo.plans.size() > k_max_plans) memo.plans.clear();
    }
    ChangeMemo::Plan& plan = packs ? memo.plans[key] : scratch;
    plan.bought.fill(-1);
    std::vector<int> slots;
    for (int i = 0; i < s.size; ++i) slots.push_back(i);
    if (s.hireling) slots.push_back(k_hireling_slot);
    std::vector<Changer> changers;
    bool powers = !(forbid & forbid_changes) && !(forbid & forbid_powers);
    for (int i = 0; i < s.size && powers; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        const Power& p = rules.cls(h.cls).power;
        if (p.kind != PowerKind::change || h.uses == 0) continue;
        Changer c{0, h.uses};
        for (int t : slots) {
            if ((p.target == Target::own) == (t == i)) c.slots |= 1u << t;
        }
        changers.push_back(c);
    }
    int free_moves = 0;
    for (const Changer& c : changers) free_moves += c.uses;
    std::vector<int> shifts = rules.shifts(s.adventure, s.card);
    // Each die within reach of every change there is; the results of the dice by their values.
    int reach = free_moves + afford;
    std::array<int, k_slots> lo{}, hi{};
    std::array<int, k_slots> to = s.dice;
    for (int t : slots) {
        auto j = static_cast<std::size_t>(t);
        lo[j] = std::max(1, s.dice[j] - reach);
        hi[j] = std::min(k_faces, s.dice[j] + reach);
        to[j] = lo[j];
    }
    std::uint32_t table_key =
        static_cast<std::uint32_t>(s.size) | static_cast<std::uint32_t>(s.hireling) << 3 |
        static_cast<std::uint32_t>(s.adventure) << 4 | static_cast<std::uint32_t>(s.card + 1) << 12;
    std::vector<std::int8_t>& table = memo.results[table_key];
    if (table.empty()) table.assign(k_faces * k_faces * k_faces * k_faces, -1);
    for (;;) {
        std::array<int, k_slots> need{};
        int total = 0;
        for (int t : slots) {
            auto j = static_cast<std::size_t>(t);
            need[j] = std::abs(to[j] - s.dice[j]);
            total += need[j];
        }
        // The changers move at most free_moves pips: beyond those, no need to count.
        int bought =
            total - free_moves > afford ? afford + 1 : total - changer_coverage(need, changers);
        if (bought <= afford) {
            std::size_t index = 0;
            for (int t : slots)
                index =
                    index * k_faces + static_cast<std::size_t>(to[static_cast<std::size_t>(t)] - 1);
            if (table[index] < 0)
                table[index] = static_cast<std::int8_t>(end_results_of(s, to, shifts));
            auto results = static_cast<std::uint8_t>(table[index]);
            for (std::size_t j = 0; j < k_faces; ++j) {
                if ((results >> j & 1) && (plan.bought[j] < 0 || bought < plan.bought[j])) {
                    plan.bought[j] = bought;
                    plan.dice[j] = to;
                }
            }
        }
        std::size_t k = 0;
        while (k < slots.size() &&
               to[static_cast<std::size_t>(slots[k])] == hi[static_cast<std::size_t>(slots[k])]) {
            to[static_cast<std::size_t>(slots[k])] = lo[static_cast<std::size_t>(slots[k])];
            ++k;
        }
        if (k == slots.size()) break;
        ++to[static_cast<std::size_t>(slots[k])];
    }
    return plan;
}

}  // namespace pnpkit::dice_adventures
