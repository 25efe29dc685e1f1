#include <algorithm>
#include <map>

#include "games/dice_adventures/solver.hpp"

// What an adventure's result does to a camp, for the solver: random deaths and level losses as
// chances, level-ups and recruits as choices, in the order of rulings.md (R19).
namespace pnpkit::dice_adventures {

namespace {

using Spread = std::map<PartyKey, double>;  // parties and their chances

// Each of `n` random deaths picks a living hero, all equally likely.
Spread kill(PartyKey party, int n) {
    Spread out{{party, 1.0}};
    for (int k = 0; k < n; ++k) {
        Spread next;
        for (auto [p, chance] : out) {
            int classes[k_max_classes];
            int size = party_classes(p, classes);
            if (size == 0) {
                next[p] += chance;
                continue;
            }
            for (int i = 0; i < size; ++i) next[with_level(p, classes[i], 0)] += chance / size;
        }
        out = std::move(next);
    }
    return out;
}

// Each of `n` level losses picks a hero above the starting level, all equally likely.
Spread drain(const Spread& in, int n, int start) {
    Spread out = in;
    for (int k = 0; k < n; ++k) {
        Spread next;
        for (auto [p, chance] : out) {
            int classes[k_max_classes];
            int size = party_classes(p, classes);
            std::vector<int> above;
            for (int i = 0; i < size; ++i) {
                if (level_of(p, classes[i]) > start) above.push_back(classes[i]);
            }
            if (above.empty()) {
                next[p] += chance;
                continue;
            }
            for (int c : above)
                next[with_level(p, c, level_of(p, c) - 1)] +=
                    chance / static_cast<double>(above.size());
        }
        out = std::move(next);
    }
    return out;
}

// The parties the player may reach with `n` level-ups of their choice.
std::vector<PartyKey> level_ups(PartyKey party, int n, int max) {
    std::vector<PartyKey> out{party};
    for (int k = 0; k < n; ++k) {
        std::vector<PartyKey> next;
        for (PartyKey p : out) {
            int classes[k_max_classes];
            int size = party_classes(p, classes);
            bool any = false;
            for (int i = 0; i < size; ++i) {
                int level = level_of(p, classes[i]);
                if (level < max) {
                    next.push_back(with_level(p, classes[i], level + 1));
                    any = true;
                }
            }
            if (!any) next.push_back(p);
        }
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        out = std::move(next);
    }
    return out;
}

// Every way to choose `n` of `from` (all of them when fewer).
void subsets(const std::vector<int>& from, std::size_t n, std::size_t start, std::vector<int>& pick,
             std::vector<std::vector<int>>& out) {
    if (pick.size() == std::min(n, from.size())) {
        out.push_back(pick);
        return;
    }
    for (std::size_t i = start; i < from.size(); ++i) {
        pick.push_back(from[i]);
        subsets(from, n, i + 1, pick, out);
        pick.pop_back();
    }
}

}  // namespace

std::vector<Solver::Branch> Solver::branches(const Camp& camp, int card, int result) {
    const Settings& s = m_rules.settings();
    const Outcome& row = m_rules.table(card)[static_cast<std::size_t>(result - 1)];
    int size = party_size(camp.party);
    int deaths = std::min(row.die, size);
    Spread after = drain(kill(camp.party, deaths), row.lose_level, s.start_level);
    std::vector<Branch> out;
    for (auto [party, chance] : after) {
        Branch branch;
        branch.chance = chance;
        int points = camp.points + deaths * s.per_death;
        if (additive()) {
            branch.reward = deaths * s.per_death;
            points = 0;
        }
        int gold = camp.gold + row.gold;
        for (int c = 0; c < m_rules.class_count(); ++c) {
            const Power& p = m_rules.cls(c).power;
            if (level_of(party, c) > 0 && p.kind == PowerKind::gold &&
                (p.results >> (result - 1) & 1))
                gold += p.gold;
        }
        for (PartyKey leveled : level_ups(party, row.level_up, s.max_level)) {
            if (m_rules.last(camp.adventure)) {
                branch.finals.push_back(final_score(leveled, gold, points));
                continue;
            }
            std::vector<int> free;
            for (int c = 0; c < m_rules.class_count(); ++c) {
                bool allowed = m_rules.mode->replace == Replace::any ? level_of(leveled, c) == 0
                                                                     : !(camp.used >> c & 1);
                if (allowed) free.push_back(c);
            }
            std::vector<std::vector<int>> picks;
            std::vector<int> pick;
            subsets(free, static_cast<std::size_t>(s.party - party_size(leveled)), 0, pick, picks);
            for (const auto& recruits : picks) {
                Camp next{camp.adventure + 1, leveled, gold, 0, 0, camp.used, points};
                for (int c : recruits) {
                    next.party = with_level(next.party, c, s.start_level);
                    next.used = static_cast<std::uint8_t>(next.used | 1u << c);
                }
                if (next.party == 0)
                    branch.finals.push_back(final_score(0, gold, points));
                else
                    branch.choices.push_back(next);
            }
        }
        out.push_back(std::move(branch));
    }
    return out;
}

OutcomeValues Solver::outcome_values(const Camp& camp, int card, bool hireling) {
    (void)hireling;  // the hireling leaves after the adventure: the outcome does not depend on him
    OutcomeValues out(m_max_provisions, m_max_weapons);
    for (int r = 1; r <= k_faces; ++r) {
        for (const Branch& b : branches(camp, card, r)) {
            std::vector<const std::vector<double>*> choices;
            for (const Camp& c : b.choices) choices.push_back(&camp_values(c));
            double final_best = -1e300;
            for (double f : b.finals) final_best = std::max(final_best, f);
            for (int p = 0; p <= m_max_provisions; ++p) {
                for (int w = 0; w <= m_max_weapons; ++w) {
                    double best = final_best;
                    for (const auto* v : choices)
                        best = std::max(best, (*v)[static_cast<std::size_t>(index(p, w))]);
                    out.at(r, p, w) += b.chance * (best + b.reward);
                }
            }
        }
    }
    return out;
}

}  // namespace pnpkit::dice_adventures
