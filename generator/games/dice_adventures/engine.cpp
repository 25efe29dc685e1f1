#include "games/dice_adventures/engine.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace pnpkit::dice_adventures {

namespace {

const Power& power_of(const Rules& rules, const Hero& hero) {
    return rules.cls(hero.cls).power;
}

// Dice rolled for a slot each time it is rolled: the keep-lowest hero rolls several.
int dice_for(const Rules& rules, const State& s, int slot) {
    if (slot == k_hireling_slot) return 1;
    const Power& p = power_of(rules, s.heroes[static_cast<std::size_t>(slot)]);
    return p.kind == PowerKind::keep_lowest ? p.dice : 1;
}

bool can_reroll(std::uint8_t forbid, bool power) {
    return !(forbid & forbid_rerolls) && !(forbid & (power ? forbid_powers : forbid_items));
}

bool can_change(std::uint8_t forbid, bool power) {
    return !(forbid & forbid_changes) && !(forbid & (power ? forbid_powers : forbid_items));
}

void enter(const Rules& rules, State& s, Phase phase);

void start_rolling(const Rules& rules, State& s, Phase phase, int slot) {
    s.phase = phase;
    s.slot = slot;
    s.rolls_left = dice_for(rules, s, slot);
    s.low = k_faces + 1;
}

// The first slot to roll after `slot` at the start of an adventure, or -1 when all are rolled.
int next_roll_slot(const State& s, int slot) {
    if (slot + 1 < s.size) return slot + 1;
    if (slot < k_hireling_slot && s.hireling) return k_hireling_slot;
    return -1;
}

void begin_adventure(const Rules& rules, State& s) {
    s.card = -1;
    s.dice = {};
    enter(rules, s, rules.deck ? Phase::draw_card : Phase::shop);
}

void begin_end(const Rules& rules, State& s, int substitute) {
    s.end = EndDice{};
    s.end.count = s.size;
    for (int i = 0; i < s.size; ++i)
        s.end.dice[static_cast<std::size_t>(i)] = s.dice[static_cast<std::size_t>(i)];
    if (substitute >= 0) s.end.dice[static_cast<std::size_t>(substitute)] = s.dice[k_hireling_slot];
    s.substitute = substitute;
    s.shifts_done = 0;
    enter(rules, s, Phase::shift);
}

std::vector<int> drain_candidates(const Rules& rules, const State& s) {
    std::vector<int> out;
    for (int i = 0; i < s.size; ++i) {
        if (s.heroes[static_cast<std::size_t>(i)].level > rules.settings().start_level)
            out.push_back(i);
    }
    return out;
}

std::vector<int> level_up_candidates(const Rules& rules, const State& s) {
    std::vector<int> out;
    for (int i = 0; i < s.size; ++i) {
        if (s.heroes[static_cast<std::size_t>(i)].level < rules.settings().max_level)
            out.push_back(i);
    }
    return out;
}

std::vector<int> recruit_candidates(const Rules& rules, const State& s) {
    std::vector<int> out;
    if (s.size >= rules.settings().party) return out;
    for (int c = 0; c < rules.class_count(); ++c) {
        bool allowed = rules.mode->replace == Replace::any ? !s.has_class(c) : !(s.used >> c & 1);
        if (allowed) out.push_back(c);
    }
    return out;
}

void finish_outcome(const Rules& rules, State& s) {
    const Outcome& row = rules.table(s.card)[static_cast<std::size_t>(s.result - 1)];
    s.gold += row.gold;
    for (int i = 0; i < s.size; ++i) {
        const Power& p = power_of(rules, s.heroes[static_cast<std::size_t>(i)]);
        if (p.kind == PowerKind::gold && (p.results >> (s.result - 1) & 1)) s.gold += p.gold;
    }
    s.hireling = false;
    for (Hero& h : s.heroes) h.uses = 0;
    if (rules.last(s.adventure)) {
        enter(rules, s, Phase::final_shop);
    } else {
        ++s.adventure;
        enter(rules, s, Phase::recruit);
    }
}

// Moves into `phase`, passing straight through it when it has nothing to ask.
void enter(const Rules& rules, State& s, Phase phase) {
    s.phase = phase;
    switch (phase) {
        case Phase::recruit:
            if (recruit_candidates(rules, s).empty()) {
                if (s.size == 0)
                    s.phase = Phase::over;  // wiped out, nobody left to hire
                else
                    begin_adventure(rules, s);
            }
            return;
        case Phase::draw_card:
            return;
        case Phase::shop:
            return;
        case Phase::roll:
            for (int i = 0; i < s.size; ++i) {
                Hero& h = s.heroes[static_cast<std::size_t>(i)];
                h.uses = power_of(rules, h).active() ? rules.uses_at(h.level) : 0;
            }
            start_rolling(rules, s, Phase::roll, 0);
            return;
        case Phase::act:
        case Phase::reroll:
            return;
        case Phase::substitute:
            if (!s.hireling) begin_end(rules, s, -1);
            return;
        case Phase::shift: {
            std::vector<int> shifts = rules.shifts(s.adventure, s.card);
            while (s.shifts_done < static_cast<int>(shifts.size()) &&
                   s.end.targets(shifts[static_cast<std::size_t>(s.shifts_done)]).empty())
                ++s.shifts_done;  // no die can take it: lost
            if (s.shifts_done >= static_cast<int>(shifts.size())) {
                s.result = s.end.result();
                const Outcome& row = rules.table(s.card)[static_cast<std::size_t>(s.result - 1)];
                s.kills_left = row.die;
                s.drains_left = row.lose_level;
                s.level_ups_left = row.level_up;
                enter(rules, s, Phase::kill);
            }
            return;
        }
        case Phase::kill:
            if (s.kills_left == 0 || s.size == 0) enter(rules, s, Phase::drain);
            return;
        case Phase::drain:
            if (s.drains_left == 0 || drain_candidates(rules, s).empty())
                enter(rules, s, Phase::level_up);
            return;
        case Phase::level_up:
            if (s.level_ups_left == 0 || level_up_candidates(rules, s).empty())
                finish_outcome(rules, s);
            return;
        case Phase::final_shop:
            if (s.gold < rules.cost(ItemEffect::points)) s.phase = Phase::over;
            return;
        case Phase::over:
            return;
    }
}

bool affordable(const Rules& rules, const State& s, const ItemDef& item) {
    if (item.cost > s.gold) return false;
    switch (item.effect) {
        case ItemEffect::points:
            return true;
        case ItemEffect::change:
            return item.max == 0 || s.provisions < item.max;
        case ItemEffect::reroll:
            return item.max == 0 || s.weapons < item.max;
        case ItemEffect::hireling:
            return !s.hireling && !(rules.forbid(s.card) & forbid_hireling);
    }
    return false;
}

void add_act_actions(const Rules& rules, const State& s, std::vector<Action>& out) {
    std::uint8_t forbid = rules.forbid(s.card);
    auto slots = [&s]() {
        std::vector<int> v;
        for (int i = 0; i < s.size; ++i) v.push_back(i);
        if (s.hireling) v.push_back(k_hireling_slot);
        return v;
    }();
    auto changes = [&](ActionKind kind, int who, int slot, int step) {
        int die = s.dice[static_cast<std::size_t>(slot)];
        if (die - step >= 1) out.push_back({kind, who, slot, -step});
        if (die + step <= k_faces) out.push_back({kind, who, slot, step});
    };
    for (int i = 0; i < s.size; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        const Power& p = power_of(rules, h);
        if (!p.active() || h.uses == 0) continue;
        bool reroll = p.kind == PowerKind::reroll;
        if (reroll ? !can_reroll(forbid, true) : !can_change(forbid, true)) continue;
        for (int t : slots) {
            if ((p.target == Target::own) != (t == i)) continue;
            if (reroll)
                out.push_back({ActionKind::power, i, t, 0});
            else
                changes(ActionKind::power, i, t, p.step);
        }
    }
    if (s.provisions > 0 && can_change(forbid, false)) {
        for (int t : slots) changes(ActionKind::provisions, -1, t, 1);
    }
    if (s.weapons > 0 && can_reroll(forbid, false)) {
        for (int t = 0; t < s.size; ++t) out.push_back({ActionKind::weapon, -1, t, 0});
    }
    out.push_back({ActionKind::done});
}

void kill(State& s, int slot) {
    for (int i = slot; i + 1 < s.size; ++i)
        s.heroes[static_cast<std::size_t>(i)] = s.heroes[static_cast<std::size_t>(i + 1)];
    s.heroes[static_cast<std::size_t>(s.size - 1)] = Hero{};
    --s.size;
    ++s.deaths;
}

// Applies an action without taking the single-choice decisions that follow.
void apply_one(const Rules& rules, State& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::recruit:
            s.heroes[static_cast<std::size_t>(s.size)] =
                Hero{a.who, rules.settings().start_level, 0};
            ++s.size;
            s.used = static_cast<std::uint8_t>(s.used | 1u << a.who);
            enter(rules, s, Phase::recruit);
            return;
        case ActionKind::buy: {
            const ItemDef& item = rules.data->items[static_cast<std::size_t>(a.who)];
            s.gold -= item.cost;
            if (item.effect == ItemEffect::points)
                ++s.treasure;
            else if (item.effect == ItemEffect::change)
                ++s.provisions;
            else if (item.effect == ItemEffect::reroll)
                ++s.weapons;
            else
                s.hireling = true;
            enter(rules, s, s.phase);
            return;
        }
        case ActionKind::leave:
            if (s.phase == Phase::final_shop)
                s.phase = Phase::over;
            else
                enter(rules, s, Phase::roll);
            return;
        case ActionKind::power:
        case ActionKind::provisions:
        case ActionKind::weapon:
            if (a.kind == ActionKind::power)
                --s.heroes[static_cast<std::size_t>(a.who)].uses;
            else if (a.kind == ActionKind::provisions)
                --s.provisions;
            else
                --s.weapons;
            if (a.delta != 0)
                s.dice[static_cast<std::size_t>(a.slot)] += a.delta;
            else
                start_rolling(rules, s, Phase::reroll, a.slot);
            return;
        case ActionKind::done:
            enter(rules, s, Phase::substitute);
            return;
        case ActionKind::substitute:
            begin_end(rules, s, a.slot);
            return;
        case ActionKind::shift:
            s.end.shift(a.slot,
                        rules.shifts(s.adventure, s.card)[static_cast<std::size_t>(s.shifts_done)]);
            ++s.shifts_done;
            enter(rules, s, Phase::shift);
            return;
        case ActionKind::level_up:
            ++s.heroes[static_cast<std::size_t>(a.who)].level;
            --s.level_ups_left;
            enter(rules, s, Phase::level_up);
            return;
    }
}

void apply_random_one(const Rules& rules, State& s, int value) {
    switch (s.phase) {
        case Phase::draw_card:
            s.card = value;
            enter(rules, s, Phase::shop);
            return;
        case Phase::roll:
        case Phase::reroll:
            s.low = std::min(s.low, value);
            if (--s.rolls_left > 0) return;
            s.dice[static_cast<std::size_t>(s.slot)] = s.low;
            if (s.phase == Phase::reroll) {
                s.phase = Phase::act;
            } else if (int next = next_roll_slot(s, s.slot); next >= 0) {
                start_rolling(rules, s, Phase::roll, next);
            } else {
                s.phase = Phase::act;
            }
            return;
        case Phase::kill:
            kill(s, value);
            --s.kills_left;
            enter(rules, s, Phase::kill);
            return;
        case Phase::drain: {
            int slot = drain_candidates(rules, s)[static_cast<std::size_t>(value)];
            --s.heroes[static_cast<std::size_t>(slot)].level;
            --s.drains_left;
            enter(rules, s, Phase::drain);
            return;
        }
        default:
            assert(false && "apply_random: the state does not wait for a random value");
    }
}

// Takes every decision that has a single legal choice and every pick among one.
void settle(const Rules& rules, State& s) {
    for (;;) {
        Pending p = pending(rules, s);
        if (p.need == Need::pick && p.count == 1) {
            apply_random_one(rules, s, 0);
        } else if (p.need == Need::decision) {
            std::vector<Action> actions = legal_actions(rules, s);
            if (actions.size() != 1) return;
            apply_one(rules, s, actions.front());
        } else {
            return;
        }
    }
}

}  // namespace

int State::level_sum() const {
    int sum = 0;
    for (int i = 0; i < size; ++i) sum += heroes[static_cast<std::size_t>(i)].level;
    return sum;
}

bool State::has_class(int c) const {
    for (int i = 0; i < size; ++i) {
        if (heroes[static_cast<std::size_t>(i)].cls == c) return true;
    }
    return false;
}

State new_game(const Rules& rules) {
    State s;
    enter(rules, s, Phase::recruit);
    return s;
}

State start_game(const Rules& rules, std::span<const int> classes) {
    State s = new_game(rules);
    for (int c : classes) {
        // The last class may already be in: a single choice left is taken by the engine.
        if (!s.has_class(c)) s = apply(rules, s, Action{ActionKind::recruit, c});
    }
    return s;
}

Pending pending(const Rules& rules, const State& s) {
    switch (s.phase) {
        case Phase::draw_card:
            return {Need::pick, rules.card_count()};
        case Phase::roll:
        case Phase::reroll:
            return {Need::die, k_faces};
        case Phase::kill:
            return {Need::pick, s.size};
        case Phase::drain:
            return {Need::pick, static_cast<int>(drain_candidates(rules, s).size())};
        case Phase::over:
            return {Need::over, 0};
        default:
            return {Need::decision, 0};
    }
}

std::vector<Action> legal_actions(const Rules& rules, const State& s) {
    std::vector<Action> out;
    switch (s.phase) {
        case Phase::recruit:
            for (int c : recruit_candidates(rules, s)) out.push_back({ActionKind::recruit, c});
            break;
        case Phase::shop:
        case Phase::final_shop:
            for (std::size_t i = 0; i < rules.data->items.size(); ++i) {
                const ItemDef& item = rules.data->items[i];
                if (s.phase == Phase::final_shop && item.effect != ItemEffect::points) continue;
                if (affordable(rules, s, item))
                    out.push_back({ActionKind::buy, static_cast<int>(i)});
            }
            out.push_back({ActionKind::leave});
            break;
        case Phase::act:
            add_act_actions(rules, s, out);
            break;
        case Phase::substitute:
            out.push_back({ActionKind::substitute, -1, -1});
            for (int i = 0; i < s.size; ++i) out.push_back({ActionKind::substitute, -1, i});
            break;
        case Phase::shift:
            for (int i : s.end.targets(
                     rules.shifts(s.adventure, s.card)[static_cast<std::size_t>(s.shifts_done)]))
                out.push_back({ActionKind::shift, -1, i});
            break;
        case Phase::level_up:
            for (int i : level_up_candidates(rules, s)) out.push_back({ActionKind::level_up, i});
            break;
        default:
            break;
    }
    return out;
}

State apply(const Rules& rules, State state, const Action& action) {
    std::vector<Action> legal = legal_actions(rules, state);
    if (std::find(legal.begin(), legal.end(), action) == legal.end())
        throw std::logic_error("dice-adventures: an illegal action applied: " +
                               describe(rules, state, action));
    apply_one(rules, state, action);
    settle(rules, state);
    return state;
}

State apply_random(const Rules& rules, State state, int value) {
    Pending p = pending(rules, state);
    bool fits = p.need == Need::die ? value >= 1 && value <= p.count
                                    : p.need == Need::pick && value >= 0 && value < p.count;
    if (!fits)
        throw std::logic_error("dice-adventures: a random value the state does not wait for");
    apply_random_one(rules, state, value);
    settle(rules, state);
    return state;
}

int random_value(const Pending& p, Rng& rng) {
    if (p.need == Need::die) return rng.roll(p.count);
    return static_cast<int>(rng.below(static_cast<std::uint64_t>(p.count)));
}

std::vector<int> pick_candidates(const Rules& rules, const State& s) {
    std::vector<int> out;
    if (s.phase == Phase::drain) return drain_candidates(rules, s);
    int n = s.phase == Phase::kill ? s.size : s.phase == Phase::draw_card ? rules.card_count() : 0;
    for (int i = 0; i < n; ++i) out.push_back(i);
    return out;
}

int score(const Rules& rules, const State& s) {
    if (s.size == 0 && rules.mode->wipeout_scores) return *rules.mode->wipeout_scores;
    const Settings& st = rules.settings();
    return s.level_sum() * st.per_level + s.treasure * st.per_treasure + s.deaths * st.per_death +
           rules.mode->bonus;
}

}  // namespace pnpkit::dice_adventures
