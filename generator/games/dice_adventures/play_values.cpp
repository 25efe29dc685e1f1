#include "games/dice_adventures/play_values.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace pnpkit::dice_adventures {

Camp camp_of(const Rules& rules, const State& s) {
    Camp camp;
    camp.adventure = s.adventure;
    for (int i = 0; i < s.size; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        camp.party = with_level(camp.party, h.cls, h.level);
    }
    camp.gold = s.gold;
    camp.provisions = s.provisions;
    camp.weapons = s.weapons;
    camp.used = s.used;
    camp.points =
        s.treasure * rules.settings().per_treasure + s.deaths * rules.settings().per_death;
    return camp;
}

AdventureValues::AdventureValues(Solver& solver, const State& state, OutcomeValues outcomes)
    : m_solver(solver),
      m_rules(solver.rules()),
      m_camp(camp_of(solver.rules(), state)),
      m_card(state.card),
      m_hireling(state.hireling),
      m_spec(make_spec(solver.rules(), m_camp.party, state.hireling, state.adventure, state.card)),
      m_need(&solver.need_table(m_spec)),
      m_outcomes(std::move(outcomes)) {
    m_slot_of.fill(-1);
    for (int i = 0; i < m_spec.heroes; ++i)
        m_slot_of[static_cast<std::size_t>(m_spec.classes[static_cast<std::size_t>(i)])] = i;
}

bool AdventureValues::covers(const State& s) const {
    Camp c = camp_of(m_rules, s);
    return c.adventure == m_camp.adventure && c.party == m_camp.party && c.gold == m_camp.gold &&
           c.used == m_camp.used && c.points == m_camp.points && s.card == m_card &&
           s.hireling == m_hireling;
}

Position AdventureValues::position_of(const State& s) const {
    if (s.provisions > m_solver.max_provisions() || s.weapons > m_solver.max_weapons())
        throw std::out_of_range("more items than the solver's bounds hold");
    Position pos;
    for (int i = 0; i < s.size; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        int slot = m_slot_of[static_cast<std::size_t>(h.cls)];
        pos.dice[static_cast<std::size_t>(slot)] = s.dice[static_cast<std::size_t>(i)];
        for (std::size_t j = 0; j < m_spec.rerolls.size(); ++j) {
            if (m_spec.rerolls[j].owner == slot) pos.rerolls[j] = h.uses;
        }
        for (std::size_t j = 0; j < m_spec.changes.size(); ++j) {
            if (m_spec.changes[j].owner == slot) pos.changes[j] = h.uses;
        }
    }
    if (m_hireling) pos.dice[static_cast<std::size_t>(m_spec.heroes)] = s.dice[k_hireling_slot];
    pos.provisions = s.provisions;
    pos.weapons = s.weapons;
    return pos;
}

const RerollTable& AdventureValues::reroll_table(int change_layer, int provisions) {
    auto key = std::make_pair(change_layer, provisions);
    auto it = m_tables.find(key);
    if (it != m_tables.end()) return *it->second;
    std::vector<int> uses;
    for (const DieSource& s : m_spec.rerolls) uses.push_back(s.uses);
    auto table = std::make_unique<RerollTable>(m_spec, *m_need, m_outcomes, change_layer,
                                               provisions, uses, m_solver.max_weapons());
    return *m_tables.emplace(key, std::move(table)).first->second;
}

double AdventureValues::act_value(const Position& pos) {
    const RerollTable& table = reroll_table(m_need->layer(pos.changes.data()), pos.provisions);
    return table.value(pos.rerolls.data(), pos.weapons, dice_index(pos.dice.data(), m_spec.slots));
}

double AdventureValues::shifts_value(EndDice end, std::size_t next, int provisions,
                                     int weapons) const {
    if (next >= m_spec.shifts.size()) return m_outcomes.at(end.result(), provisions, weapons);
    int delta = m_spec.shifts[next];
    std::vector<int> targets = end.targets(delta);
    if (targets.empty()) return shifts_value(end, next + 1, provisions, weapons);
    double best = -1e300;
    for (int t : targets) {
        EndDice e = end;
        e.shift(t, delta);
        best = std::max(best, shifts_value(e, next + 1, provisions, weapons));
    }
    return best;
}

double AdventureValues::end_value(const Position& pos) {
    EndDice end;
    end.count = m_spec.heroes;
    for (int i = 0; i < m_spec.heroes; ++i)
        end.dice[static_cast<std::size_t>(i)] = pos.dice[static_cast<std::size_t>(i)];
    double best = shifts_value(end, 0, pos.provisions, pos.weapons);
    if (!m_hireling) return best;
    for (int i = 0; i < m_spec.heroes; ++i) {
        EndDice sub = end;
        sub.dice[static_cast<std::size_t>(i)] = pos.dice[static_cast<std::size_t>(m_spec.heroes)];
        best = std::max(best, shifts_value(sub, 0, pos.provisions, pos.weapons));
    }
    return best;
}

double AdventureValues::action_value(const State& s, const Position& at, const Action& a) {
    auto table_slot = [&](int engine_slot) {
        if (engine_slot == k_hireling_slot) return m_spec.heroes;
        return m_slot_of[static_cast<std::size_t>(
            s.heroes[static_cast<std::size_t>(engine_slot)].cls)];
    };
    auto rerolled = [&](Position pos, int slot) {
        auto chances = roll_chances(m_spec.roll_dice[static_cast<std::size_t>(slot)]);
        double sum = 0;
        for (int v = 1; v <= k_faces; ++v) {
            pos.dice[static_cast<std::size_t>(slot)] = v;
            sum += chances[static_cast<std::size_t>(v - 1)] * act_value(pos);
        }
        return sum;
    };
    auto source = [&](const std::vector<DieSource>& list, int owner) {
        for (std::size_t j = 0; j < list.size(); ++j) {
            if (list[j].owner == owner) return j;
        }
        throw std::logic_error("a legal power the solver's spec lacks");
    };
    Position pos = at;
    switch (a.kind) {
        case ActionKind::done:
            return end_value(pos);
        case ActionKind::power: {
            int owner = table_slot(a.who);
            int target = table_slot(a.slot);
            if (a.delta == 0) {
                --pos.rerolls[source(m_spec.rerolls, owner)];
                return rerolled(pos, target);
            }
            --pos.changes[source(m_spec.changes, owner)];
            pos.dice[static_cast<std::size_t>(target)] += a.delta;
            return act_value(pos);
        }
        case ActionKind::provisions:
            --pos.provisions;
            pos.dice[static_cast<std::size_t>(table_slot(a.slot))] += a.delta;
            return act_value(pos);
        case ActionKind::weapon:
            --pos.weapons;
            return rerolled(pos, table_slot(a.slot));
        case ActionKind::substitute: {
            EndDice end;
            end.count = s.size;
            for (int i = 0; i < s.size; ++i)
                end.dice[static_cast<std::size_t>(i)] = s.dice[static_cast<std::size_t>(i)];
            if (a.slot >= 0) end.dice[static_cast<std::size_t>(a.slot)] = s.dice[k_hireling_slot];
            return shifts_value(end, 0, s.provisions, s.weapons);
        }
        case ActionKind::shift: {
            EndDice end = s.end;
            end.shift(a.slot, m_spec.shifts[static_cast<std::size_t>(s.shifts_done)]);
            return shifts_value(end, static_cast<std::size_t>(s.shifts_done) + 1, s.provisions,
                                s.weapons);
        }
        default:
            throw std::logic_error("not an action inside an adventure");
    }
}

int AdventureValues::engine_slot(const State& s, int table_slot) const {
    if (table_slot == m_spec.heroes) return k_hireling_slot;
    for (int i = 0; i < s.size; ++i) {
        if (s.heroes[static_cast<std::size_t>(i)].cls ==
            m_spec.classes[static_cast<std::size_t>(table_slot)])
            return i;
    }
    throw std::logic_error("a table slot with no hero");
}

std::optional<Action> AdventureValues::change_towards(const State& s, const Position& at,
                                                      int result) {
    int layer = m_need->layer(at.changes.data());
    int dice = dice_index(at.dice.data(), m_spec.slots);
    int need = m_need->at(layer, dice)[result - 1];
    if (need == 0 && (m_spec.end_bits(dice) >> (result - 1) & 1)) return std::nullopt;
    auto moved = [&](int slot, int delta) {
        Position p = at;
        p.dice[static_cast<std::size_t>(slot)] += delta;
        return p;
    };
    auto on_face = [&](int slot, int delta) {
        int v = at.dice[static_cast<std::size_t>(slot)] + delta;
        return v >= 1 && v <= k_faces;
    };
    for (std::size_t j = 0; j < m_spec.changes.size(); ++j) {
        const DieSource& src = m_spec.changes[j];
        if (at.changes[j] == 0) continue;
        for (int t = 0; t < m_spec.slots; ++t) {
            if (!(src.mask >> t & 1)) continue;
            for (int delta : {-src.step, src.step}) {
                if (!on_face(t, delta)) continue;
                Position p = moved(t, delta);
                --p.changes[j];
                if (m_need->at(m_need->layer(p.changes.data()),
                               dice_index(p.dice.data(), m_spec.slots))[result - 1] == need)
                    return Action{ActionKind::power, engine_slot(s, src.owner), engine_slot(s, t),
                                  delta};
            }
        }
    }
    if (m_spec.provisions && at.provisions > 0) {
        for (int t = 0; t < m_spec.slots; ++t) {
            for (int delta : {-1, 1}) {
                if (!on_face(t, delta)) continue;
                Position p = moved(t, delta);
                if (m_need->at(layer, dice_index(p.dice.data(), m_spec.slots))[result - 1] ==
                    need - 1)
                    return Action{ActionKind::provisions, -1, engine_slot(s, t), delta};
            }
        }
    }
    throw std::logic_error("the need table promises a result no change reaches");
}

Action AdventureValues::best_act(const State& s) {
    Position at = position_of(s);
    int dice = dice_index(at.dice.data(), m_spec.slots);
    const std::uint8_t* need = m_need->at(m_need->layer(at.changes.data()), dice);
    int result = 0;
    double best = -1e300;
    for (int r = 1; r <= k_faces; ++r) {
        if (need[r - 1] > at.provisions) continue;
        double v = m_outcomes.at(r, at.provisions - need[r - 1], at.weapons);
        if (v > best) best = v, result = r;
    }
    std::optional<Action> reroll;
    bool any = at.weapons > 0 && m_spec.weapon_mask;
    for (std::size_t j = 0; j < m_spec.rerolls.size(); ++j) any = any || at.rerolls[j] > 0;
    if (any) {
        const RerollTable& table = reroll_table(m_need->layer(at.changes.data()), at.provisions);
        auto mean = [&](Position p, int slot) {
            auto chances = roll_chances(m_spec.roll_dice[static_cast<std::size_t>(slot)]);
            double sum = 0;
            for (int v = 1; v <= k_faces; ++v) {
                p.dice[static_cast<std::size_t>(slot)] = v;
                sum += chances[static_cast<std::size_t>(v - 1)] *
                       table.value(p.rerolls.data(), p.weapons,
                                   dice_index(p.dice.data(), m_spec.slots));
            }
            return sum;
        };
        for (std::size_t j = 0; j < m_spec.rerolls.size(); ++j) {
            if (at.rerolls[j] == 0) continue;
            Position p = at;
            --p.rerolls[j];
            for (int t = 0; t < m_spec.slots; ++t) {
                if (!(m_spec.rerolls[j].mask >> t & 1)) continue;
                double v = mean(p, t);
                if (v > best) {
                    best = v;
                    reroll = Action{ActionKind::power, engine_slot(s, m_spec.rerolls[j].owner),
                                    engine_slot(s, t), 0};
                }
            }
        }
        if (at.weapons > 0) {
            Position p = at;
            --p.weapons;
            for (int t = 0; t < m_spec.slots; ++t) {
                if (!(m_spec.weapon_mask >> t & 1)) continue;
                double v = mean(p, t);
                if (v > best) {
                    best = v;
                    reroll = Action{ActionKind::weapon, -1, engine_slot(s, t), 0};
                }
            }
        }
    }
    if (reroll) return *reroll;
    return change_towards(s, at, result).value_or(Action{ActionKind::done});
}

std::vector<double> AdventureValues::action_values(const State& s) {
    Position at = s.phase == Phase::act ? position_of(s) : Position{};
    std::vector<double> out;
    for (const Action& a : legal_actions(m_rules, s)) out.push_back(action_value(s, at, a));
    return out;
}

double AdventureValues::value(const State& s) {
    if (s.phase == Phase::act) return act_value(position_of(s));
    if (s.phase == Phase::shift && s.shifts_done < static_cast<int>(m_spec.shifts.size()))
        return shifts_value(s.end, static_cast<std::size_t>(s.shifts_done), s.provisions,
                            s.weapons);
    std::vector<double> values = action_values(s);
    return *std::max_element(values.begin(), values.end());
}

AdventureValues& PlayValues::adventure(const State& s) {
    if (!m_adventure || !m_adventure->covers(s)) {
        Camp camp = camp_of(m_solver.rules(), s);
        OutcomeValues outcomes = m_solver.outcome_values(camp, s.card, s.hireling);
        if (m_solver.additive()) {
            for (double& v : outcomes.values) v += camp.points;
        }
        m_adventure = std::make_unique<AdventureValues>(m_solver, s, std::move(outcomes));
    }
    return *m_adventure;
}

double PlayValues::value(const State& s) {
    const Rules& rules = m_solver.rules();
    // The solver does not look past its bounds: holding more is never its choice.
    if (s.provisions > m_solver.max_provisions() || s.weapons > m_solver.max_weapons())
        return -std::numeric_limits<double>::infinity();
    switch (s.phase) {
        case Phase::over:
            return score(rules, s);
        case Phase::draw_card:
            return m_solver.camp_value(camp_of(rules, s));
        case Phase::shop:
            return m_solver.shop_value(camp_of(rules, s), s.card, s.hireling);
        case Phase::roll:
            if (s.slot == 0 && s.low > k_faces)
                return m_solver.table_value(camp_of(rules, s), s.card, s.hireling);
            return expected(rules, s, [this](const State& next) { return value(next); });
        case Phase::reroll:
        case Phase::kill:
        case Phase::drain:
            return expected(rules, s, [this](const State& next) { return value(next); });
        case Phase::act:
        case Phase::substitute:
        case Phase::shift:
            return adventure(s).value(s);
        case Phase::recruit:
        case Phase::level_up:
        case Phase::final_shop: {
            std::vector<double> values = action_values(s);
            return *std::max_element(values.begin(), values.end());
        }
    }
    return 0;
}

std::vector<double> PlayValues::action_values(const State& s) {
    if (s.phase == Phase::act || s.phase == Phase::substitute || s.phase == Phase::shift)
        return adventure(s).action_values(s);
    std::vector<double> out;
    for (const Action& a : legal_actions(m_solver.rules(), s))
        out.push_back(value(apply(m_solver.rules(), s, a)));
    return out;
}

Action PlayValues::best_action(const State& s) {
    std::vector<Action> actions = legal_actions(m_solver.rules(), s);
    std::vector<double> values = action_values(s);
    return actions[static_cast<std::size_t>(std::max_element(values.begin(), values.end()) -
                                            values.begin())];
}

}  // namespace pnpkit::dice_adventures
