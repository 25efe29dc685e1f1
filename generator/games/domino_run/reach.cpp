#include "games/domino_run/reach.hpp"

#include <algorithm>
#include <array>
#include <tuple>

namespace pnpkit::domino_run {

namespace {

// Sorts the first `count` values (at most k_max_dice): insertion sort, which also keeps gcc 12's
// -Warray-bounds quiet where std::sort on a small std::array trips it.
void sort_values(std::array<int, k_max_dice>& values, int count) {
    for (int i = 1; i < count; ++i) {
        int v = values[static_cast<std::size_t>(i)];
        int j = i;
        for (; j > 0 && values[static_cast<std::size_t>(j - 1)] > v; --j)
            values[static_cast<std::size_t>(j)] = values[static_cast<std::size_t>(j - 1)];
        values[static_cast<std::size_t>(j)] = v;
    }
}

// The costs of the places ahead of the player, nearest first, and their running totals.
struct Road {
    std::array<std::uint8_t, Track::k_capacity> cost{};
    std::array<int, Track::k_capacity + 1> total{};  // total[p]: the cost of places 0 .. p-1
    int size = 0;

    // The farthest place `budget` pips could ever pay for from `pos` on: no order of dice walks
    // past it.
    int bound(int pos, int budget) const {
        int limit = total[static_cast<std::size_t>(pos)] + budget;
        return static_cast<int>(std::upper_bound(total.begin() + pos, total.begin() + size + 1, limit) -
                                total.begin()) - 1;
    }
};

Road road_ahead(const State& s) {
    Road road;
    for (int i = s.player + 1; i < s.line.size(); ++i) {
        auto p = static_cast<std::size_t>(road.size++);
        road.cost[p] = static_cast<std::uint8_t>(s.line[i].cost());
        road.total[p + 1] = road.total[p] + road.cost[p];
    }
    return road;
}

using Values = std::array<int, k_max_dice>;

// How far a fresh die of value v carries the player from `pos`: it must pay that place in full,
// then what is left of it pays on while it can, free places included (R2). `pos` itself when it
// cannot pay.
int spend(const Road& road, int pos, int v) {
    auto cost = [&](int p) { return static_cast<int>(road.cost[static_cast<std::size_t>(p)]); };
    if (pos >= road.size || cost(pos) > v) return pos;
    int left = v - cost(pos++);
    while (pos < road.size && cost(pos) <= left) left -= cost(pos++);
    return pos;
}

// Whether an unused die before `before` (from `from` on) shows the same value as die `die`: dice
// of equal value are interchangeable, so only the first is tried.
bool repeats(const Values& v, unsigned used, int from, int before, int die) {
    for (int d = from; d < before; ++d) {
        if (!(used >> d & 1) && v[static_cast<std::size_t>(d)] == v[static_cast<std::size_t>(die)])
            return true;
    }
    return false;
}

// The farthest the unused dice (bits clear in `used`) carry the player from `pos`, in any order,
// two of them combined once when `combine` (R4). Gives up on a branch that cannot pass `best`.
int search(const Road& road, const Values& v, int count, int pos, unsigned used, bool combine,
           int best) {
    int budget = 0;
    for (int d = 0; d < count; ++d) budget += (used >> d & 1) ? 0 : v[static_cast<std::size_t>(d)];
    int bound = road.bound(pos, budget);
    best = std::max(best, pos);
    for (int i = 0; i < count && best < bound; ++i) {
        if ((used >> i & 1) || repeats(v, used, 0, i, i)) continue;
        auto ui = static_cast<std::size_t>(i);
        int next = spend(road, pos, v[ui]);
        if (next > pos) best = search(road, v, count, next, used | 1u << i, combine, best);
        if (!combine) continue;
        for (int j = i + 1; j < count && best < bound; ++j) {
            if ((used >> j & 1) || repeats(v, used, i + 1, j, j)) continue;
            next = spend(road, pos, v[ui] + v[static_cast<std::size_t>(j)]);
            if (next > pos)
                best = search(road, v, count, next, used | 1u << i | 1u << j, false, best);
        }
    }
    return best;
}

// The values largest first: big dice tried first find far places early, so the bound cuts more.
Values descending(Values v, int count) {
    sort_values(v, count);
    std::reverse(v.begin(), v.begin() + count);
    return v;
}

// The places free of cost right ahead of the player, walked before any die.
int free_start(const Road& road) {
    int pos = 0;
    while (pos < road.size && road.cost[static_cast<std::size_t>(pos)] == 0) ++pos;
    return pos;
}

struct Ability {
    int low = 0;
    int high = 0;
    int slot = 0;
};

struct Abilities {
    std::array<Ability, k_max_abilities> items{};
    int size = 0;
};

// The ability tiles, by low end and then high end down: a chain on one die (2 to 4, then 4 to 6)
// always uses its tiles in this order, so deciding each tile once in this order reaches every
// set of faces the tiles can make.
Abilities sorted_abilities(const State& s) {
    Abilities out;
    for (int slot = 0; slot < s.ability_count; ++slot) {
        Domino tile = s.ability(slot);
        out.items[static_cast<std::size_t>(out.size++)] = {tile.low, tile.high, slot};
    }
    std::sort(out.items.begin(), out.items.begin() + out.size,
              [](const Ability& a, const Ability& b) {
                  return std::tie(a.low, b.high) < std::tie(b.low, a.high);
              });
    return out;
}

// The faces of the roll after some conversions. `Notes` records which slot turned which die
// (plans need it, the search for the farthest place does not).
template <typename Notes>
struct Faces {
    Values value{};
    Notes notes;
};

// Records nothing: the search for the farthest place needs the faces only.
struct NoNotes {
    void add(int, int) {}
    void drop(int) {}
};

// The slots that turned each die, in the order used.
struct SlotNotes {
    std::array<std::vector<int>, k_max_dice> slots;
    void add(int die, int slot) { slots[static_cast<std::size_t>(die)].push_back(slot); }
    void drop(int die) { slots[static_cast<std::size_t>(die)].pop_back(); }
};

// Calls `out` with every outcome of deciding each ability tile in order: unused, or turning the
// first die that shows its low end (dice showing the same face are interchangeable).
template <typename Notes, typename Out>
void convert_all(const Abilities& abilities, int next, Faces<Notes>& faces, int count, Out& out) {
    if (next == abilities.size) {
        out(faces);
        return;
    }
    convert_all(abilities, next + 1, faces, count, out);
    const Ability& a = abilities.items[static_cast<std::size_t>(next)];
    for (int i = 0; i < count; ++i) {
        auto die = static_cast<std::size_t>(i);
        if (faces.value[die] != a.low) continue;
        faces.value[die] = a.high;
        faces.notes.add(i, a.slot);
        convert_all(abilities, next + 1, faces, count, out);
        faces.notes.drop(i);
        faces.value[die] = a.low;
        break;
    }
}

template <typename Notes, typename Out>
void for_each_conversion(const State& s, Out out) {
    Faces<Notes> start;
    for (int i = 0; i < s.dice_rolled; ++i)
        start.value[static_cast<std::size_t>(i)] = s.dice[static_cast<std::size_t>(i)];
    convert_all(sorted_abilities(s), 0, start, s.dice_rolled, out);
}

// Sorted sets of values of which none beats another die for die (a higher face never walks less
// far), up to a capacity: a set that finds it full is handed back to be searched at once.
class BestSets {
public:
    static constexpr int k_capacity = 64;

    explicit BestSets(int count) : m_count(count) {}

    // Keeps a sorted set unless one kept beats or equals it; false when it would be kept but
    // there is no room.
    bool add(const Values& v) {
        for (int i = 0; i < m_size; ++i) {
            if (beats(m_sets[static_cast<std::size_t>(i)], v)) return true;
        }
        int kept = 0;
        for (int i = 0; i < m_size; ++i) {
            if (!beats(v, m_sets[static_cast<std::size_t>(i)]))
                m_sets[static_cast<std::size_t>(kept++)] = m_sets[static_cast<std::size_t>(i)];
        }
        m_size = kept;
        if (m_size == k_capacity) return false;
        m_sets[static_cast<std::size_t>(m_size++)] = v;
        return true;
    }
    const Values* begin() const { return m_sets.data(); }
    const Values* end() const { return m_sets.data() + m_size; }

private:
    // a is at least b die for die (both sorted).
    bool beats(const Values& a, const Values& b) const {
        for (int i = 0; i < m_count; ++i) {
            if (a[static_cast<std::size_t>(i)] < b[static_cast<std::size_t>(i)]) return false;
        }
        return true;
    }

    std::array<Values, k_capacity> m_sets{};
    int m_size = 0;
    int m_count;
};

}  // namespace

bool Plan::combined() const {
    return std::any_of(spends.begin(), spends.end(), [](const Spend& s) { return s.partner >= 0; });
}

int Plan::conversions() const {
    int n = 0;
    for (const Spend& s : spends)
        n += static_cast<int>(s.conversions.size() + s.partner_conversions.size());
    return n;
}

int farthest(const State& state) {
    Road road = road_ahead(state);
    int start = free_start(road);
    int count = state.dice_rolled;
    Values values{};
    for (int i = 0; i < count; ++i)
        values[static_cast<std::size_t>(i)] = state.dice[static_cast<std::size_t>(i)];
    if (state.ability_count == 0)
        return state.player + search(road, descending(values, count), count, start, 0, true, 0);
    int best = start;
    BestSets sets(count);
    auto keep = [&](const Faces<NoNotes>& faces) {
        Values sorted = faces.value;
        sort_values(sorted, count);
        if (!sets.add(sorted)) best = search(road, descending(sorted, count), count, start, 0, true, best);
    };
    for_each_conversion<NoNotes>(state, keep);
    for (const Values& set : sets) {
        if (best == road.size) break;
        best = search(road, descending(set, count), count, start, 0, true, best);
    }
    return state.player + best;
}

namespace {

// A plan's cost, smallest first: combination, conversions, dice spent.
using Cost = std::tuple<int, int, int>;

// Walks `spends` in order up to `target` places, recording who pays each place; false when the
// walk stops short of the target.
bool walk_plan(const Road& road, int target, Plan& plan) {
    plan.paid_by.clear();
    int left = 0;
    int current = -1;
    std::size_t next = 0;
    for (int pos = 0; pos < target; ++pos) {
        int cost = road.cost[static_cast<std::size_t>(pos)];
        if (cost > left) {
            if (next == plan.spends.size() || plan.spends[next].value < cost) return false;
            current = static_cast<int>(next);
            left = plan.spends[next++].value;
        }
        left -= cost;
        plan.paid_by.push_back(current);
    }
    plan.spends.resize(next);
    return true;
}

}  // namespace

std::optional<Plan> plan_to(const State& state, int end) {
    if (end < state.player || end > farthest(state)) return std::nullopt;
    Road road = road_ahead(state);
    int target = end - state.player;
    int count = state.dice_rolled;
    std::optional<Plan> best;
    Cost best_cost;
    auto consider = [&](std::vector<Spend> order) {
        std::sort(order.begin(), order.end(),
                  [](const Spend& a, const Spend& b) { return a.die < b.die; });
        do {
            Plan plan;
            plan.end = end;
            plan.spends = order;
            if (!walk_plan(road, target, plan)) continue;
            Cost cost{plan.combined(), plan.conversions(), static_cast<int>(plan.spends.size())};
            if (!best || cost < best_cost) {
                best = std::move(plan);
                best_cost = cost;
            }
        } while (std::next_permutation(order.begin(), order.end(), [](const Spend& a, const Spend& b) {
            return a.die < b.die;
        }));
    };
    auto try_faces = [&](const Faces<SlotNotes>& faces) {
        auto single = [&](int d) {
            auto u = static_cast<std::size_t>(d);
            return Spend{d, -1, faces.value[u], faces.notes.slots[u], {}};
        };
        std::vector<Spend> all;
        for (int d = 0; d < count; ++d) all.push_back(single(d));
        consider(all);
        for (int i = 0; i < count; ++i) {
            for (int j = i + 1; j < count; ++j) {
                std::vector<Spend> order;
                for (int d = 0; d < count; ++d) {
                    if (d != i && d != j) order.push_back(single(d));
                }
                Spend both = single(i);
                both.partner = j;
                both.value += faces.value[static_cast<std::size_t>(j)];
                both.partner_conversions = faces.notes.slots[static_cast<std::size_t>(j)];
                order.push_back(both);
                consider(order);
            }
        }
    };
    for_each_conversion<SlotNotes>(state, try_faces);
    return best;
}

}  // namespace pnpkit::domino_run
