#include "games/dice_adventures/policy.hpp"

#include <algorithm>
#include <functional>
#include <list>
#include <unordered_map>

namespace pnpkit::dice_adventures {

namespace {

constexpr PolicyInfo k_policies[] = {
    {PolicyKind::optimal, "optimal",
     "the solver's play: every decision maximises the expected final score (exact)"},
    {PolicyKind::greedy, "greedy",
     "plays each adventure for its own outcome as if the game ended after it, never shops but for "
     "treasure at the end, levels up its lowest hero, recruits the first class allowed"},
    {PolicyKind::none, "none",
     "uses no power and no item, never shops but for treasure at the end, takes the first choice "
     "everywhere else"},
};

using Outcomes = std::function<OutcomeValues(const Camp&, int card, bool hireling)>;

// The adventures a policy met recently, kept by the solver's table key, least recent dropped.
class AdventureCache {
public:
    AdventureCache(Solver& solver, Outcomes outcomes)
        : m_solver(solver), m_outcomes(std::move(outcomes)) {}

    AdventureValues& get(const State& s) {
        Camp camp = camp_of(m_solver.rules(), s);
        std::uint64_t key = m_solver.table_key(camp, s.card, s.hireling);
        if (auto it = m_index.find(key); it != m_index.end()) {
            m_recent.splice(m_recent.begin(), m_recent, it->second);
            return *it->second->second;
        }
        auto values =
            std::make_unique<AdventureValues>(m_solver, s, m_outcomes(camp, s.card, s.hireling));
        m_recent.emplace_front(key, std::move(values));
        m_index[key] = m_recent.begin();
        if (m_recent.size() > k_capacity) {
            m_index.erase(m_recent.back().first);
            m_recent.pop_back();
        }
        return *m_recent.front().second;
    }

private:
    static constexpr std::size_t k_capacity = 256;
    Solver& m_solver;
    Outcomes m_outcomes;
    std::list<std::pair<std::uint64_t, std::unique_ptr<AdventureValues>>> m_recent;
    std::unordered_map<std::uint64_t, decltype(m_recent)::iterator> m_index;
};

Action first_best(const std::vector<Action>& actions, const std::vector<double>& values) {
    return actions[static_cast<std::size_t>(std::max_element(values.begin(), values.end()) -
                                            values.begin())];
}

// Inside an adventure: the adventure's own values decide; `fallback` decides elsewhere.
Action adventure_choice(const Rules& rules, AdventureCache& cache, const State& s) {
    AdventureValues& adventure = cache.get(s);
    if (s.phase == Phase::act) return adventure.best_act(s);
    return first_best(legal_actions(rules, s), adventure.action_values(s));
}

bool in_adventure(const State& s) {
    return s.phase == Phase::act || s.phase == Phase::substitute || s.phase == Phase::shift;
}

class OptimalPolicy final : public Policy {
public:
    explicit OptimalPolicy(Solver& solver)
        : m_solver(solver),
          m_values(solver),
          m_cache(solver, [&solver](const Camp& c, int card, bool h) {
              return solver.outcome_values(c, card, h);
          }) {}

    Action choose(const State& s) override {
        if (in_adventure(s)) return adventure_choice(m_solver.rules(), m_cache, s);
        return m_values.best_action(s);
    }

private:
    Solver& m_solver;
    PlayValues m_values;
    AdventureCache m_cache;
};

// Buys treasure while it can at the end, otherwise leaves the shop.
Action shop_choice(const Rules& rules, const State& s) {
    std::vector<Action> actions = legal_actions(rules, s);
    if (s.phase == Phase::final_shop && actions.front().kind == ActionKind::buy)
        return actions.front();
    return Action{ActionKind::leave};
}

class GreedyPolicy final : public Policy {
public:
    explicit GreedyPolicy(Solver& solver)
        : m_solver(solver), m_cache(solver, [&solver](const Camp& c, int card, bool) {
              return greedy_outcomes(solver, c, card);
          }) {}

    Action choose(const State& s) override {
        const Rules& rules = m_solver.rules();
        if (in_adventure(s)) return adventure_choice(rules, m_cache, s);
        if (s.phase == Phase::shop || s.phase == Phase::final_shop) return shop_choice(rules, s);
        std::vector<Action> actions = legal_actions(rules, s);
        if (s.phase == Phase::level_up) {
            return *std::min_element(actions.begin(), actions.end(),
                                     [&s](const Action& a, const Action& b) {
                                         return s.heroes[static_cast<std::size_t>(a.who)].level <
                                                s.heroes[static_cast<std::size_t>(b.who)].level;
                                     });
        }
        return actions.front();
    }

private:
    Solver& m_solver;
    AdventureCache m_cache;
};

class NoPolicy final : public Policy {
public:
    explicit NoPolicy(const Rules& rules) : m_rules(rules) {}
    Action choose(const State& s) override {
        if (s.phase == Phase::act) return Action{ActionKind::done};
        if (s.phase == Phase::shop || s.phase == Phase::final_shop) return shop_choice(m_rules, s);
        return legal_actions(m_rules, s).front();
    }

private:
    const Rules& m_rules;
};

}  // namespace

std::span<const PolicyInfo> all_policies() {
    return k_policies;
}

const PolicyInfo* find_policy(std::string_view name) {
    for (const PolicyInfo& p : k_policies) {
        if (p.name == name) return &p;
    }
    return nullptr;
}

std::unique_ptr<Policy> make_policy(PolicyKind kind, Solver& solver) {
    switch (kind) {
        case PolicyKind::optimal:
            return std::make_unique<OptimalPolicy>(solver);
        case PolicyKind::greedy:
            return std::make_unique<GreedyPolicy>(solver);
        case PolicyKind::none:
            return std::make_unique<NoPolicy>(solver.rules());
    }
    return nullptr;
}

OutcomeValues greedy_outcomes(Solver& solver, const Camp& camp, int card) {
    const Rules& rules = solver.rules();
    OutcomeValues out(solver.max_provisions(), solver.max_weapons());
    double treasure =
        static_cast<double>(rules.settings().per_treasure) / rules.cost(ItemEffect::points);
    for (int r = 1; r <= k_faces; ++r) {
        double value = 0;
        for (const Solver::Branch& b : solver.branches(camp, card, r)) {
            double best = -1e300;
            for (double f : b.finals) best = std::max(best, f);
            for (const Camp& c : b.choices)
                best = std::max(best, solver.final_score(c.party, c.gold, c.points));
            value += b.chance * (best + b.reward);
        }
        for (int p = 0; p <= out.provisions; ++p) {
            for (int w = 0; w <= out.weapons; ++w)
                out.at(r, p, w) = value + treasure * (p * rules.cost(ItemEffect::change) +
                                                      w * rules.cost(ItemEffect::reroll));
        }
    }
    return out;
}

}  // namespace pnpkit::dice_adventures
