#include "games/dice_adventures/card_policy.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <stdexcept>
#include <unordered_map>

namespace pnpkit::dice_adventures {

namespace {

int class_index(const Rules& rules, std::string_view id) {
    for (int c = 0; c < rules.class_count(); ++c) {
        if (rules.cls(c).id == id) return c;
    }
    return -1;
}

int item_index(const Rules& rules, ItemEffect effect) {
    for (std::size_t i = 0; i < rules.data->items.size(); ++i) {
        if (rules.data->items[i].effect == effect) return static_cast<int>(i);
    }
    return -1;
}

std::optional<Action> legal_or_none(const Rules& rules, const State& s, const Action& a) {
    std::vector<Action> legal = legal_actions(rules, s);
    if (std::find(legal.begin(), legal.end(), a) != legal.end()) return a;
    return std::nullopt;
}

// The result the heroes' dice give now.
int card_result(const State& s) {
    return read_result(std::span<const int>(s.dice.data(), static_cast<std::size_t>(s.size)));
}

bool is_change(const Rules& rules, const State& s, const Action& a) {
    if (a.kind == ActionKind::provisions) return true;
    return a.kind == ActionKind::power && a.delta != 0 &&
           rules.cls(s.heroes[static_cast<std::size_t>(a.who)].cls).power.kind == PowerKind::change;
}

// The cheapest way by changes alone (powers free, each provision costing one) to each result:
// the provisions it spends and its first change.
struct ChangeWay {
    int provisions = 1000;
    std::optional<Action> first;
};

using ChangeWays = std::array<ChangeWay, k_faces + 1>;

ChangeWays search_change_ways(const Rules& rules, const State& start, bool with_provisions) {
    ChangeWays ways;
    auto key = [](const State& s) {
        std::uint64_t k = static_cast<std::uint64_t>(s.provisions);
        for (int i = 0; i < s.size; ++i)
            k = k * 64 + static_cast<std::uint64_t>(s.dice[static_cast<std::size_t>(i)] * 8 +
                                                    s.heroes[static_cast<std::size_t>(i)].uses);
        return k;
    };
    struct Node {
        State state;
        int cost;
        std::optional<Action> first;
    };
    std::deque<Node> queue{{start, 0, std::nullopt}};
    std::unordered_map<std::uint64_t, int> cost_of{{key(start), 0}};
    while (!queue.empty()) {
        Node n = queue.front();
        queue.pop_front();
        if (cost_of[key(n.state)] < n.cost) continue;
        ChangeWay& way = ways[static_cast<std::size_t>(card_result(n.state))];
        if (n.cost < way.provisions) way = {n.cost, n.first};
        for (const Action& a : legal_actions(rules, n.state)) {
            if (!is_change(rules, n.state, a)) continue;
            bool paid = a.kind == ActionKind::provisions;
            if (paid && !with_provisions) continue;
            // Changed by hand: the engine would read the result after the last change possible.
            Node next{n.state, n.cost + (paid ? 1 : 0), n.first ? n.first : a};
            next.state.dice[static_cast<std::size_t>(a.slot)] += a.delta;
            if (paid)
                --next.state.provisions;
            else
                --next.state.heroes[static_cast<std::size_t>(a.who)].uses;
            auto [it, fresh] = cost_of.emplace(key(next.state), next.cost);
            if (!fresh) {
                if (it->second <= next.cost) continue;
                it->second = next.cost;
            }
            if (paid)
                queue.push_back(next);
            else
                queue.push_front(next);
        }
    }
    return ways;
}

// The ways of the state the card is deciding, worked out once for all its rules (CardPolicy::choose
// opens and closes it on its thread).
struct WaysMemo {
    bool open = false;
    bool known = false;
    bool with_provisions = false;
    State state;
    ChangeWays ways;
};
thread_local WaysMemo t_ways_memo;

// search_change_ways, remembered while a decision is open: its rules ask for the same state's
// ways in turn.
ChangeWays change_ways(const Rules& rules, const State& start, bool with_provisions) {
    WaysMemo& memo = t_ways_memo;
    if (!memo.open) return search_change_ways(rules, start, with_provisions);
    if (!memo.known || memo.with_provisions != with_provisions || !(memo.state == start)) {
        memo.ways = search_change_ways(rules, start, with_provisions);
        memo.known = true;
        memo.with_provisions = with_provisions;
        memo.state = start;
    }
    return memo.ways;
}

// The lowest result the ways reach, and the first change towards it (none when already there).
std::pair<int, std::optional<Action>> lowest_reach(const ChangeWays& ways) {
    for (int r = 1; r <= k_faces; ++r) {
        if (ways[static_cast<std::size_t>(r)].provisions < 1000)
            return {r, ways[static_cast<std::size_t>(r)].first};
    }
    return {k_faces, std::nullopt};
}

std::optional<Action> rule_party(const Rules& rules, const State& s) {
    if (s.phase != Phase::recruit) return std::nullopt;
    for (std::string_view id : {"bard", "cleric", "thief", "wizard", "warrior", "ranger"}) {
        int c = class_index(rules, id);
        if (c < 0) continue;
        if (auto a = legal_or_none(rules, s, Action{ActionKind::recruit, c})) return a;
    }
    return std::nullopt;
}

std::optional<Action> rule_shop(const Rules& rules, const State& s) {
    if (s.phase == Phase::final_shop) {
        if (auto a =
                legal_or_none(rules, s, {ActionKind::buy, item_index(rules, ItemEffect::points)}))
            return a;
        return Action{ActionKind::leave};
    }
    if (s.phase != Phase::shop) return std::nullopt;
    // The solver holds fewer provisions the more the Cleric's free changes can do, and one fewer
    // for the last adventure alone.
    int cleric = 1;
    for (int h = 0; h < s.size; ++h) {
        const Hero& hero = s.heroes[static_cast<std::size_t>(h)];
        if (rules.cls(hero.cls).id == "cleric") cleric = hero.level;
    }
    bool last = s.adventure == rules.settings().adventures;
    if (s.provisions < (last ? 3 : 4) - cleric) {
        if (auto a =
                legal_or_none(rules, s, {ActionKind::buy, item_index(rules, ItemEffect::change)}))
            return a;
    }
    return Action{ActionKind::leave};
}

std::optional<Action> rule_level(const Rules& rules, const State& s) {
    if (s.phase != Phase::level_up) return std::nullopt;
    std::vector<Action> legal = legal_actions(rules, s);
    for (std::string_view id : {"cleric", "bard"}) {
        for (const Action& a : legal) {
            if (rules.cls(s.heroes[static_cast<std::size_t>(a.who)].cls).id == id) return a;
        }
    }
    return legal.front();
}

std::optional<Action> rule_good_roll(const Rules& rules, const State& s) {
    if (s.phase != Phase::act) return std::nullopt;
    if (card_result(s) == 1) return Action{ActionKind::done};
    // A re-roll power is free and lost after the adventure: the solver re-rolls first.
    for (const Action& a : legal_actions(rules, s)) {
        if (a.kind == ActionKind::power && a.delta == 0) return std::nullopt;
    }
    auto [result, first] = lowest_reach(change_ways(rules, s, true));
    if (result == 1) return first;
    return std::nullopt;
}

std::optional<Action> rule_reroll(const Rules& rules, const State& s) {
    if (s.phase != Phase::act) return std::nullopt;
    // The highest die another may re-roll (of equal 5s or 6s, the Thief's), unless the
    // re-roller's own die is higher and the Cleric with one provision at most can make a 2, or
    // with two at most a 1, or, without provisions and his die a 5 or 6, a 3.
    ChangeWays ways = change_ways(rules, s, true);
    bool low_in_reach = ways[1].provisions <= 2 || ways[2].provisions <= 1;
    bool three_in_reach = s.provisions == 0 && ways[3].provisions == 0;
    std::vector<Action> legal = legal_actions(rules, s);
    for (ActionKind kind : {ActionKind::power, ActionKind::weapon}) {
        std::optional<Action> best;
        int high = 0;
        int own = 0;
        for (const Action& a : legal) {
            if (a.kind != kind || a.delta != 0) continue;
            int die = s.dice[static_cast<std::size_t>(a.slot)];
            bool thief = rules.cls(s.heroes[static_cast<std::size_t>(a.slot)].cls).id == "thief";
            if (die > high || (die == high && die >= 5 && thief)) best = a, high = die;
            if (kind == ActionKind::power) own = s.dice[static_cast<std::size_t>(a.who)];
        }
        if (best && (own <= high || !(low_in_reach || (own >= 5 && three_in_reach)))) return best;
    }
    return std::nullopt;
}

std::optional<Action> rule_fix(const Rules& rules, const State& s) {
    if (s.phase != Phase::act) return std::nullopt;
    auto [result, first] = lowest_reach(change_ways(rules, s, true));
    if (first) return first;
    return Action{ActionKind::done};
}

// The choice whose dice read lowest after it, for the hireling's die and the +1s.
std::optional<Action> rule_extra_die(const Rules& rules, const State& s) {
    if (s.phase != Phase::substitute && s.phase != Phase::shift) return std::nullopt;
    std::optional<Action> best;
    int lowest_result = k_faces + 1;
    for (const Action& a : legal_actions(rules, s)) {
        State next = apply(rules, s, a);
        int r = next.phase == Phase::shift || next.phase == Phase::substitute ? next.end.result()
                                                                              : next.result;
        if (r < lowest_result) best = a, lowest_result = r;
    }
    return best;
}

constexpr CardRule k_card_rules[] = {
    {"Start with the Bard, the Cleric and the Thief. Replace a dead hero with the first of Bard, "
     "Cleric, Thief, Wizard, Warrior, Ranger not in the party.",
     rule_party},
    {"Before each adventure, buy provisions until you hold 4 minus the Cleric's level (3 minus it "
     "before the last adventure; no Cleric: level 1). After the last, buy treasure with all your "
     "gold.",
     rule_shop},
    {"Level up the Cleric first, then the Bard, then anyone.", rule_level},
    {"After every roll: a result of 1, stop. With no re-roll power left, if the Cleric and "
     "provisions can make the result 1, do it and stop.",
     rule_good_roll},
    {"Otherwise the Bard re-rolls the highest die he may (of two 5s or 6s, the Thief's), unless "
     "his own is higher and the Cleric can make a 2 with one provision at most, a 1 with two, or "
     "a 3 with none held and his die a 5 or 6; else a magic weapon re-rolls the highest. Back to "
     "rule 4.",
     rule_reroll},
    {"Then the Cleric, then provisions, bring the result as low as they can. Stop.", rule_fix},
    {"The hireling's die, and each +1, goes where it makes the result lowest.", rule_extra_die},
};

}  // namespace

std::span<const CardRule> card_rule_list() {
    return k_card_rules;
}

std::vector<std::string> card_rules() {
    std::vector<std::string> texts;
    for (const CardRule& rule : k_card_rules) texts.emplace_back(rule.text);
    return texts;
}

Action CardPolicy::choose(const State& state) {
    // One decision's memo of change_ways, closed however this returns.
    struct OpenMemo {
        OpenMemo() { t_ways_memo.open = true, t_ways_memo.known = false; }
        ~OpenMemo() { t_ways_memo.open = false, t_ways_memo.known = false; }
    } open_memo;
    for (std::size_t i = 0; i < std::size(k_card_rules); ++i) {
        if (auto a = k_card_rules[i].decide(m_rules, state)) {
            m_last_rule = i;
            return *a;
        }
    }
    throw std::logic_error("dice-adventures: the strategy card has no rule for this decision");
}

}  // namespace pnpkit::dice_adventures
