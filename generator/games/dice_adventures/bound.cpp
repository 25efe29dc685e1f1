#include "games/dice_adventures/bound.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <functional>
#include <span>
#include <stdexcept>
#include <unordered_map>

#include "games/dice_adventures/bound_changes.hpp"

namespace pnpkit::dice_adventures {

// Why the search below is exact (every reduction keeps the best score of the engine's game):
// - Gold is never lost (no result takes any: load reads gold from 0) and buys treasure at the final
//   shop, so a treasure bought before an adventure scores the same as the gold kept to the end,
//   which can do anything the treasure's holder can (a wiped-out party scores the same either way):
//   treasure is only bought at the final shop, with all the gold left.
// - Provisions and weapons do nothing but be used in an adventure. A player who knows the future
//   buys, before each adventure, exactly those the adventure will use (buying one earlier only
//   leaves less gold in between); so the search buys none at the shop and pays for each when it is
//   used, out of the gold the party holds (a limit on how many a party may hold is not applied: an
//   upper bound then, no longer exact).
// - More gold is never worse (it buys the same and the rest is treasure): of two ends of an
//   adventure with the same result and the same dice read, only the richer is followed, and a
//   decision state reached again with no more gold than before is not searched again.
// - Without a wipe-out score, treasure and deaths add to the score whatever comes later, so
//   adventure starts that differ only in them share one memo entry (and `used`, when any class
//   may come back, is never read).
// - Re-rolls before changes (explore_rerolls), and branch and bound: a part of the game cut because
//   its optimistic_score cannot beat a play already found returns that bound, never less than its
//   best, so the best found is the best (the tests compare it with a plain brute force).

namespace {

// The value of the rest of a game: its best score when exact, else a score no play beats.
struct BestValue {
    int score = INT_MIN;
    bool exact = true;
};

// The best of several values: exact when an exact one is at least every bound.
struct BestOf {
    int exact = INT_MIN;
    int bound = INT_MIN;
    void add(BestValue v) {
        (v.exact ? exact : bound) = std::max(v.exact ? exact : bound, v.score);
    }
    BestValue value() const { return {std::max(exact, bound), exact >= bound}; }
};

// A yes-or-no search's answer: unknown when the budget ran out before it was settled.
enum class Verdict : std::uint8_t { no, yes, unknown };

// Some of two answers: yes when either is, else unknown when either is.
Verdict either(Verdict a, Verdict b) {
    if (a == Verdict::yes || b == Verdict::yes) return Verdict::yes;
    return a == Verdict::unknown || b == Verdict::unknown ? Verdict::unknown : Verdict::no;
}

int min_cost(const Rules& rules, ItemEffect effect) {
    int best = INT_MAX;
    for (const ItemDef& item : rules.data->items) {
        if (item.effect == effect) best = std::min(best, item.cost);
    }
    return best == INT_MAX ? 1 : std::max(1, best);
}

bool adventure_phase(Phase phase) {
    return phase == Phase::roll || phase == Phase::reroll || phase == Phase::act ||
           phase == Phase::substitute || phase == Phase::shift;
}

bool is_roll_start(const State& s) {
    return s.phase == Phase::roll && s.slot == 0 && s.low == k_faces + 1;
}

struct BoundKey {
    State state;
    FutureAt at;
    bool operator==(const BoundKey&) const = default;
};

struct BoundKeyHash {
    std::size_t operator()(const BoundKey& k) const {
        std::uint64_t h = 0x9e3779b97f4a7c15ULL;
        auto mix = [&h](std::uint64_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
        const State& s = k.state;
        mix(static_cast<std::uint64_t>(s.phase) | static_cast<std::uint64_t>(s.adventure) << 8 |
            static_cast<std::uint64_t>(s.size) << 16 | static_cast<std::uint64_t>(s.used) << 24 |
            static_cast<std::uint64_t>(s.gold & 0xffff) << 32 |
            static_cast<std::uint64_t>(s.card + 1) << 48);
        for (const Hero& hero : s.heroes)
            mix(static_cast<std::uint64_t>(hero.cls + 1) |
                static_cast<std::uint64_t>(hero.level) << 8 |
                static_cast<std::uint64_t>(hero.uses) << 16);
        std::uint64_t dice = 0;
        for (int d : s.dice) dice = dice << 4 | static_cast<std::uint64_t>(d);
        mix(dice);
        std::uint64_t end = s.end.shifted;
        for (int d : s.end.dice) end = end << 4 | static_cast<std::uint64_t>(d);
        mix(end);
        mix(static_cast<std::uint64_t>(s.slot + 1) | static_cast<std::uint64_t>(s.rolls_left) << 8 |
            static_cast<std::uint64_t>(s.low) << 16 |
            static_cast<std::uint64_t>(s.substitute + 1) << 24 |
            static_cast<std::uint64_t>(s.shifts_done) << 32 |
            static_cast<std::uint64_t>(s.hireling) << 40 |
            static_cast<std::uint64_t>(s.deaths) << 48 |
            static_cast<std::uint64_t>(s.treasure) << 56);
        mix(k.at.dice | static_cast<std::uint64_t>(k.at.picks) << 32);
        return static_cast<std::size_t>(h);
    }
};

class ClairvoyantSearch {
public:
    ClairvoyantSearch(const Rules& rules, Future& future, std::uint64_t max_nodes,
                      ChangeMemo& changes)
        : m_rules(rules),
          m_future(future),
          m_max_nodes(max_nodes),
          m_provision_cost(min_cost(rules, ItemEffect::change)),
          m_weapon_cost(min_cost(rules, ItemEffect::reroll)),
          m_treasure_cost(min_cost(rules, ItemEffect::points)),
          m_additive(!rules.mode->wipeout_scores),
          m_fast(unit_changes(rules)),
          m_changes(changes) {}

    // The best final score from `s` at `at`, a state between adventures (or at a game's start),
    // less `base` (the score already counted); a play that scores more than the incumbent raises
    // it, and a part of the game that cannot is not searched.
    BestValue best(State s, FutureAt at, int base) {
        for (;;) {
            Pending p = pending(m_rules, s);
            if (p.need == Need::over) {
                int value = score(m_rules, s);
                m_incumbent = std::max(m_incumbent, base + value);
                return {value, true};
            }
            if (s.phase == Phase::shop || s.phase == Phase::final_shop || is_roll_start(s))
                return adventure_start(s, at, base);
            if (adventure_phase(s.phase))
                throw std::logic_error("clairvoyant_best: a state inside an adventure");
            if (p.need != Need::decision) {
                s = apply_future(m_rules, s, m_future, at);
                continue;
            }
            BestOf value;  // recruit or level_up: every choice
            for (const Action& a : legal_actions(m_rules, s))
                value.add(best(apply(m_rules, s, a), at, base));
            return value.value();
        }
    }

    // Whether the game from `s` at `at`, between adventures, can end every adventure left a
    // success, unknown when the budget ran out first.
    Verdict perfect(State s, FutureAt at) {
        for (;;) {
            Pending p = pending(m_rules, s);
            if (p.need == Need::over || s.phase == Phase::final_shop) return Verdict::yes;
            if (s.phase == Phase::shop || is_roll_start(s)) return perfect_start(s, at);
            if (adventure_phase(s.phase))
                throw std::logic_error("clairvoyant_perfect: a state inside an adventure");
            if (p.need != Need::decision) {
                s = apply_future(m_rules, s, m_future, at);
                continue;
            }
            Verdict v = Verdict::no;  // recruit or level_up: any choice
            for (const Action& a : legal_actions(m_rules, s)) {
                v = either(v, perfect(apply(m_rules, s, a), at));
                if (v == Verdict::yes) break;
            }
            return v;
        }
    }

    void set_incumbent(int score) { m_incumbent = score; }
    std::uint64_t nodes() const { return m_nodes; }
    bool out_of_budget() const { return m_out_of_budget; }
    std::size_t memo_size() const { return m_memo.size(); }

private:
    // A shop, a final shop or the first roll of an adventure: memoised on what the rest of the
    // game reads.
    BestValue adventure_start(const State& s, FutureAt at, int base) {
        if (s.phase == Phase::final_shop) {
            State end = s;  // all the gold in treasure, when treasure scores
            if (m_rules.settings().per_treasure > 0) end.treasure += end.gold / m_treasure_cost;
            int value = score(m_rules, end);
            m_incumbent = std::max(m_incumbent, base + value);
            return {value, true};
        }
        State key = start_key(s, m_additive);
        int offset = 0;
        if (m_additive) {
            const Settings& st = m_rules.settings();
            offset = s.treasure * st.per_treasure + s.deaths * st.per_death;
        }
        BoundKey k{key, at};
        int here = base + offset;
        auto shifted = [offset](BestValue v) {
            v.score += offset;
            return v;
        };
        if (auto it = m_memo.find(k); it != m_memo.end()) {
            if (it->second.exact) {
                m_incumbent = std::max(m_incumbent, here + it->second.score);
                return shifted(it->second);
            }
            if (here + it->second.score <= m_incumbent) return shifted(it->second);
        }
        int optimistic = optimistic_score(m_rules, key);
        if (here + optimistic <= m_incumbent) return shifted({optimistic, false});
        if (!spend_node()) return shifted({optimistic, false});
        BestOf value;
        for (const State& first : first_rolls(key)) value.add(play_adventure(first, at, here));
        m_memo.insert_or_assign(k, value.value());
        return shifted(value.value());
    }

    // The best final score from the first roll of an adventure (less `base`): every distinct end
    // of it, then the rest of the game from each, the best-looking first.
    BestValue play_adventure(State s, FutureAt at, int base) {
        std::vector<std::pair<State, FutureAt>> ends = adventure_ends(s, at);
        if (m_out_of_budget) return {optimistic_score(m_rules, s), false};
        BestOf value;
        for (const auto& [end, end_at] : ends) value.add(best(end, end_at, base));
        return value.value();
    }

    // What a start memo holds of `s`: the dice and the rest of the last adventure left out, and
    // what only adds to the score (treasure, deaths) when `drop_score`.
    State start_key(const State& s, bool drop_score) const {
        State key = s;
        if (drop_score) key.treasure = key.deaths = 0;
        if (m_rules.mode->replace == Replace::any) key.used = 0;
        key.dice = {};
        key.end = EndDice{};
        key.substitute = -1;
        key.shifts_done = 0;
        key.result = 0;
        key.kills_left = key.drains_left = key.level_ups_left = 0;
        return key;
    }

    // The first rolls of the adventure `key` (a shop or a roll start) leads to: at a shop, leaving
    // it with each hireling bought or none (the search's only purchases: see above).
    std::vector<State> first_rolls(const State& key) const {
        if (key.phase != Phase::shop) return {key};
        std::vector<State> out;
        for (const Action& a : legal_actions(m_rules, key)) {
            bool hire =
                a.kind == ActionKind::buy &&
                m_rules.data->items[static_cast<std::size_t>(a.who)].effect == ItemEffect::hireling;
            if (!hire && a.kind != ActionKind::leave) continue;
            State next = apply(m_rules, key, a);
            if (next.phase == Phase::shop) next = apply(m_rules, next, Action{ActionKind::leave});
            out.push_back(next);
        }
        return out;
    }

    // Every distinct end of the adventure from its first roll `s` (the richest per result and dice
    // read), with the future read up to it: the better results first, the richer first among
    // them. Empty once the budget is spent.
    std::vector<std::pair<State, FutureAt>> adventure_ends(State s, FutureAt at) {
        m_ends.clear();
        m_seen.clear();
        m_adventure = s.adventure;
        m_picks = at.picks;
        refresh_items(s);
        if (m_fast)
            explore_rerolls(s, at);
        else
            explore(s, at);
        std::vector<std::pair<State, FutureAt>> ends;
        if (m_out_of_budget) return ends;
        ends.reserve(m_ends.size());
        for (const auto& [k, end] : m_ends) ends.push_back({end, FutureAt{k.second, m_picks}});
        std::sort(ends.begin(), ends.end(), [](const auto& a, const auto& b) {
            if (a.first.result != b.first.result) return a.first.result < b.first.result;
            if (a.first.gold != b.first.gold) return a.first.gold > b.first.gold;
            return a.second.dice < b.second.dice;
        });
        return ends;
    }

    // Counts a decision state; false once the budget is spent (m_out_of_budget set).
    bool spend_node() {
        if (++m_nodes > m_max_nodes) m_out_of_budget = true;
        return !m_out_of_budget;
    }

    // perfect at a shop or the first roll of an adventure, memoised (treasure and deaths only
    // score, so they are left out of the key).
    Verdict perfect_start(const State& s, FutureAt at) {
        BoundKey k{start_key(s, true), at};
        if (auto it = m_perfect_memo.find(k); it != m_perfect_memo.end())
            return it->second ? Verdict::yes : Verdict::no;
        if (!spend_node()) return Verdict::unknown;
        Verdict v = Verdict::no;
        for (const State& first : first_rolls(k.state)) {
            for (const auto& [end, end_at] : adventure_ends(first, at)) {
                if (end.result < 1 || end.result > 2) continue;
                v = either(v, perfect(end, end_at));
                if (v == Verdict::yes) break;
            }
            if (m_out_of_budget) v = either(v, Verdict::unknown);
            if (v == Verdict::yes) break;
        }
        if (v != Verdict::unknown) m_perfect_memo.insert_or_assign(k, v == Verdict::yes);
        return v;
    }

    // Provisions and weapons as many as the gold held buys, while dice may still change.
    void refresh_items(State& s) const {
        bool changing = s.phase == Phase::roll || s.phase == Phase::reroll || s.phase == Phase::act;
        s.provisions = changing ? s.gold / m_provision_cost : 0;
        s.weapons = changing ? s.gold / m_weapon_cost : 0;
    }

    // Rolls the dice `s` waits for in the adventure being explored, from the future at `at`.
    void roll_dice(State& s, FutureAt& at) {
        while (s.adventure == m_adventure && (s.phase == Phase::roll || s.phase == Phase::reroll))
            s = apply_future(m_rules, s, m_future, at);
    }

    // Whether the decision state `s` at `at` is to be searched: not seen before with as much gold,
    // and the budget not spent (else m_out_of_budget is set).
    bool visit(const State& s, FutureAt at) {
        State key = s;
        key.gold = key.provisions = key.weapons = 0;
        auto [it, fresh] = m_seen.try_emplace(BoundKey{key, at}, s.gold);
        if (!fresh) {
            if (it->second >= s.gold) return false;
            it->second = s.gold;
        }
        return spend_node();
    }

    // Every end of the adventure reachable from `s`, into m_ends (the richest per result and dice
    // read).
    void explore(State s, FutureAt at) {
        roll_dice(s, at);
        if (s.adventure != m_adventure || !adventure_phase(s.phase)) {
            s.provisions = s.weapons = 0;
            auto [it, fresh] = m_ends.try_emplace({s.result, at.dice}, s);
            if (!fresh && it->second.gold < s.gold) it->second = s;
            return;
        }
        if (!visit(s, at)) return;
        for (const Action& a : legal_actions(m_rules, s)) {
            State next = apply(m_rules, s, a);
            if (a.kind == ActionKind::provisions) next.gold -= m_provision_cost;
            if (a.kind == ActionKind::weapon) next.gold -= m_weapon_cost;
            refresh_items(next);
            explore(next, at);
            if (m_out_of_budget) return;
        }
    }

    // Every end of the adventure from `s`, the re-rolls searched and the changes counted: a change
    // made before a re-roll of its die is wasted, and before a re-roll of another die it commutes
    // with it (the re-roll reads the same next die), so re-rolls come first.
    void explore_rerolls(State s, FutureAt at) {
        roll_dice(s, at);
        if (s.phase != Phase::act || s.adventure != m_adventure) {
            explore(s, at);  // nothing left to change: the engine's search
            return;
        }
        if (!visit(s, at)) return;
        explore_changes(s, at);
        for (const Action& a : legal_actions(m_rules, s)) {
            bool reroll =
                (a.kind == ActionKind::power && a.delta == 0) || a.kind == ActionKind::weapon;
            if (!reroll) continue;
            State next = apply(m_rules, s, a);
            if (a.kind == ActionKind::weapon) next.gold -= m_weapon_cost;
            refresh_items(next);
            explore_rerolls(next, at);
            if (m_out_of_budget) return;
        }
    }

    // The ends of the adventure from the dice of `s` (acting, no re-roll to come): every value of
    // every die, what the changers' uses cannot move paid in provisions; for each result the dice
    // that keep the most gold, then the engine's search of the hireling and the shifts from them.
    void explore_changes(const State& s, FutureAt at) {
        const ChangeMemo::Plan& plan =
            cheapest_changes(m_rules, s, m_provision_cost, m_changes, m_plan);
        for (std::size_t j = 0; j < k_faces; ++j) {
            if (plan.bought[j] < 0) continue;
            State end = s;
            end.dice = plan.dice[j];
            end.gold = s.gold - plan.bought[j] * m_provision_cost;
            end.provisions = end.weapons = 0;
            explore(apply(m_rules, end, Action{ActionKind::done}), at);
            if (m_out_of_budget) return;
        }
    }

    struct EndHash {
        std::size_t operator()(const std::pair<int, std::size_t>& k) const {
            return std::hash<std::size_t>{}(k.second * 8 + static_cast<std::size_t>(k.first));
        }
    };

    const Rules& m_rules;
    Future& m_future;
    std::uint64_t m_max_nodes;
    int m_provision_cost;
    int m_weapon_cost;
    int m_treasure_cost;
    bool m_additive;
    bool m_fast;  // changes counted, not searched (every change power moves one pip)
    std::uint64_t m_nodes = 0;
    bool m_out_of_budget = false;
    int m_incumbent = INT_MIN;  // the best score of a whole play found (or known) so far
    std::unordered_map<BoundKey, BestValue, BoundKeyHash> m_memo;
    std::unordered_map<BoundKey, bool, BoundKeyHash> m_perfect_memo;  // perfect_start's verdicts
    // The adventure being explored: its number, the picks read before it, the decision states
    // seen (with the most gold they were seen with) and its ends by (result, dice read).
    int m_adventure = 0;
    std::size_t m_picks = 0;
    std::unordered_map<BoundKey, int, BoundKeyHash> m_seen;
    ChangeMemo& m_changes;    // cheapest_changes' memo
    ChangeMemo::Plan m_plan;  // its answer when the key does not pack
    std::unordered_map<std::pair<int, std::size_t>, State, EndHash> m_ends;
};

// `start` with its provisions and weapons as their price in gold (the search buys them as used).
State with_items_as_gold(const Rules& rules, State s) {
    s.gold += s.provisions * min_cost(rules, ItemEffect::change) +
              s.weapons * min_cost(rules, ItemEffect::reroll);
    s.provisions = s.weapons = 0;
    return s;
}

}  // namespace

ClairvoyantResult clairvoyant_best(const Rules& rules, const State& start, Future& future,
                                   FutureAt at, std::uint64_t max_nodes, int known,
                                   ChangeMemo* changes) {
    ChangeMemo local;
    ClairvoyantSearch search(rules, future, max_nodes, changes ? *changes : local);
    search.set_incumbent(known);
    BestValue value = search.best(with_items_as_gold(rules, start), at, 0);
    return {std::max(value.score, known), !search.out_of_budget(), search.nodes(),
            search.memo_size()};
}

PerfectResult clairvoyant_perfect(const Rules& rules, const State& start, Future& future,
                                  FutureAt at, std::uint64_t max_nodes, ChangeMemo* changes) {
    ChangeMemo local;
    ClairvoyantSearch search(rules, future, max_nodes, changes ? *changes : local);
    Verdict v = search.perfect(with_items_as_gold(rules, start), at);
    return {v != Verdict::no, v != Verdict::unknown, search.nodes()};
}

int optimistic_score(const Rules& rules, const State& s) {
    const Settings& st = rules.settings();
    if (st.per_level < 0 || st.per_treasure < 0 || st.per_death > 0) return INT_MAX / 4;
    int left = s.phase == Phase::final_shop || s.phase == Phase::over
                   ? 0
                   : std::max(0, st.adventures - s.adventure + 1);
    int most_gold = 0;
    int most_level_ups = 0;
    for (int card = -1; card < (rules.deck ? rules.card_count() : 0); ++card) {
        for (const Outcome& row : rules.table(card)) {
            most_gold = std::max(most_gold, row.gold);
            most_level_ups = std::max(most_level_ups, row.level_up);
        }
    }
    std::vector<int> powers;
    for (const ClassDef& c : rules.data->classes) {
        if (c.power.kind == PowerKind::gold) powers.push_back(c.power.gold);
    }
    std::sort(powers.rbegin(), powers.rend());
    for (std::size_t i = 0; i < powers.size() && i < static_cast<std::size_t>(st.party); ++i)
        most_gold += std::max(0, powers[i]);
    int levels = std::min(st.party * st.max_level, s.level_sum() + left * most_level_ups);
    int gold = s.gold + s.provisions * min_cost(rules, ItemEffect::change) +
               s.weapons * min_cost(rules, ItemEffect::reroll) + left * most_gold;
    int value = rules.mode->bonus + st.per_level * levels +
                st.per_treasure * (s.treasure + gold / min_cost(rules, ItemEffect::points)) +
                st.per_death * s.deaths;
    if (rules.mode->wipeout_scores) value = std::max(value, *rules.mode->wipeout_scores);
    return value;
}

}  // namespace pnpkit::dice_adventures
