#include "games/domino_run/advise.hpp"

#include <algorithm>
#include <bit>
#include <tuple>

#include "games/domino_run/engine.hpp"

namespace pnpkit::domino_run {

namespace {

void extend(std::vector<TreasureKind>& seq, int keys, int dice_left, int abilities_left,
            std::vector<std::vector<TreasureKind>>& out) {
    if (static_cast<int>(seq.size()) == keys || (dice_left == 0 && abilities_left == 0)) {
        out.push_back(seq);
        return;
    }
    for (TreasureKind kind : {TreasureKind::die, TreasureKind::ability}) {
        int& left = kind == TreasureKind::die ? dice_left : abilities_left;
        if (left == 0) continue;
        --left;
        seq.push_back(kind);
        extend(seq, keys, dice_left, abilities_left, out);
        seq.pop_back();
        ++left;
    }
}

// Plays the plan on a copy up to the enemy's move, drawing ability tiles in pile order (which tile
// makes no difference to the enemy), and reads what the enemy did.
void enemy_after(const State& state, const Rules& rules, Option& option) {
    State s = state;
    Events events;
    move_to(s, rules, option.plan.place, &events);
    std::size_t next = 0;
    while (s.phase == Phase::treasure || s.phase == Phase::ability) {
        if (s.phase == Phase::ability) {
            give_tile(s, rules, domino_at(std::countr_zero(tile_choices(s)), s.max_pips()),
                      &events);
            continue;
        }
        auto choices = treasure_choices(s, rules);
        TreasureKind kind =
            next < option.plan.treasures.size() ? option.plan.treasures[next++] : choices.front();
        if (std::find(choices.begin(), choices.end(), kind) == choices.end())
            kind = choices.front();
        choose_treasure(s, rules, kind, &events);
    }
    for (const Event& e : events) {
        if (e.kind == EventKind::key) option.keys.push_back(e.tile);
        if (e.kind == EventKind::enemy_took) option.enemy = EnemyOutcome::takes_key;
        if (e.kind == EventKind::caught) option.enemy = EnemyOutcome::catches;
    }
    option.gap = s.player - s.enemy;
}

}  // namespace

bool dominates(const Option& a, const Option& b) {
    return a.plan.place > b.plan.place && a.keys == b.keys &&
           a.plan.treasures == b.plan.treasures && a.enemy == b.enemy && a.gap >= b.gap;
}

std::vector<std::vector<TreasureKind>> treasure_sequences(const State& state, const Rules& rules,
                                                          int keys) {
    std::vector<std::vector<TreasureKind>> out;
    std::vector<TreasureKind> seq;
    int dice_left = rules.bonus_dice() - state.bonus_dice;
    int abilities_left = std::popcount(state.pile.bits() & ability_tiles(state.max_pips()));
    extend(seq, std::max(0, keys), dice_left, abilities_left, out);
    return out;
}

std::vector<Option> advise(const State& state, const Rules& rules, int samples,
                           std::uint64_t seed) {
    std::vector<Option> options;
    for (int place = state.player; place <= state.reach; ++place) {
        int keys = keys_between(state, state.player, place);
        // The last key wins at once: no treasure to choose.
        if (state.key_count() + keys >= rules.keys_to_win) keys = 0;
        for (auto& treasures : treasure_sequences(state, rules, keys)) {
            Option option;
            option.plan = TurnPlan{place, std::move(treasures)};
            option.spend = *plan_to(state, place);
            option.spaces = place - state.player;
            enemy_after(state, rules, option);
            option.win = estimate_plan(state, rules, option.plan, rollout_policy(), samples, seed);
            options.push_back(std::move(option));
        }
    }
    // Dominators stop further on: walking from the farthest way back, each dominator's estimate
    // is final before the ways it dominates are capped by it.
    std::vector<Option*> by_place;
    for (Option& o : options) by_place.push_back(&o);
    std::stable_sort(by_place.begin(), by_place.end(), [](const Option* a, const Option* b) {
        return a->plan.place > b->plan.place;
    });
    for (std::size_t i = 0; i < by_place.size(); ++i) {
        Option& b = *by_place[i];
        for (std::size_t j = 0; j < i; ++j) {
            const Option& a = *by_place[j];
            if (!dominates(a, b)) continue;
            // Lowered to the dominator's estimate, with its results on the same futures.
            if (a.win.win < b.win.win) b.win.outcomes = a.win.outcomes;
            b.win.win = std::min(b.win.win, a.win.win);
            b.win.low = std::min(b.win.low, a.win.low);
            b.win.high = std::min(b.win.high, a.win.high);
        }
    }
    auto abilities = [](const Option& o) {
        return std::count(o.plan.treasures.begin(), o.plan.treasures.end(), TreasureKind::ability);
    };
    std::stable_sort(options.begin(), options.end(), [&](const Option& a, const Option& b) {
        return std::make_tuple(-a.win.win, -a.spaces, abilities(a)) <
               std::make_tuple(-b.win.win, -b.spaces, abilities(b));
    });
    return options;
}

}  // namespace pnpkit::domino_run
