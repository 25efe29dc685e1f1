#include "games/dice_adventures/distribution.hpp"

#include <cmath>

namespace pnpkit::dice_adventures {

namespace {

// A camp with its actual points and items, for merging the chances of equal camps.
std::uint64_t full_key(const Camp& c) {
    std::uint64_t key = static_cast<std::uint64_t>(c.adventure);
    key = key << 24 | c.party;
    key = key << 8 | static_cast<std::uint64_t>(c.gold);
    key = key << 4 | static_cast<std::uint64_t>(c.provisions);
    key = key << 4 | static_cast<std::uint64_t>(c.weapons);
    key = key << 8 | c.used;
    return key << 8 | static_cast<std::uint64_t>(c.points + 128);
}

}  // namespace

double ScoreDistribution::mean() const {
    double sum = 0;
    for (auto [score, chance] : chances) sum += score * chance;
    return sum;
}

double ScoreDistribution::deviation() const {
    double m = mean();
    double sum = 0;
    for (auto [score, chance] : chances) sum += (score - m) * (score - m) * chance;
    return std::sqrt(sum);
}

int ScoreDistribution::quantile(double q) const {
    double sum = 0;
    for (auto [score, chance] : chances) {
        sum += chance;
        if (sum >= q - 1e-12) return score;
    }
    return chances.empty() ? 0 : chances.rbegin()->first;
}

OutcomeMass adventure_outcomes(Solver& solver, const Camp& table, int card, bool hireling) {
    OutcomeValues outcomes = solver.outcome_values(table, card, hireling);
    AdventureSpec spec = make_spec(solver.rules(), table.party, hireling, table.adventure, card);
    const NeedTable& need = solver.need_table(spec);
    std::vector<int> uses;
    for (const DieSource& s : spec.rerolls) uses.push_back(s.uses);
    RerollTable reroll(spec, need, outcomes, need.layers() - 1, table.provisions, uses,
                       solver.max_weapons());
    OutcomeMass mass(solver.max_provisions(), solver.max_weapons());
    reroll.forward(table.weapons, 1.0, mass);
    return mass;
}

ScoreDistribution score_distribution(Solver& solver, std::span<const int> classes) {
    const Rules& rules = solver.rules();
    std::map<std::uint64_t, std::pair<Camp, double>> camps;
    Camp start;
    for (int c : classes) {
        start.party = with_level(start.party, c, rules.settings().start_level);
        start.used = static_cast<std::uint8_t>(start.used | 1u << c);
    }
    camps[full_key(start)] = {start, 1.0};
    ScoreDistribution out;
    int cards = rules.card_count();
    while (!camps.empty()) {
        std::map<std::uint64_t, std::pair<Camp, double>> next;
        for (const auto& [key, entry] : camps) {
            const auto& [camp, mass] = entry;
            for (int c = 0; c < cards; ++c) {
                int card = rules.deck ? c : -1;
                Solver::Purchase buy = solver.best_purchase(camp, card, false);
                Camp table = camp;
                table.gold -= buy.provisions * rules.cost(ItemEffect::change) +
                              buy.weapons * rules.cost(ItemEffect::reroll) +
                              (buy.hireling ? rules.cost(ItemEffect::hireling) : 0);
                table.provisions += buy.provisions;
                table.weapons += buy.weapons;
                OutcomeMass ends = adventure_outcomes(solver, table, card, buy.hireling);
                for (int r = 1; r <= k_faces; ++r) {
                    std::vector<Solver::Branch> branches;
                    for (int p = 0; p <= solver.max_provisions(); ++p) {
                        for (int w = 0; w <= solver.max_weapons(); ++w) {
                            double m = ends.at(r, p, w) * mass / cards;
                            if (m == 0) continue;
                            if (branches.empty()) branches = solver.branches(table, card, r);
                            for (const Solver::Branch& b : branches) {
                                // The option the solver takes: the first of the best.
                                double best = -1e300;
                                int chosen = -1;
                                for (std::size_t i = 0; i < b.finals.size(); ++i) {
                                    if (b.finals[i] > best)
                                        best = b.finals[i], chosen = static_cast<int>(i);
                                }
                                int camps_from = static_cast<int>(b.finals.size());
                                for (std::size_t i = 0; i < b.choices.size(); ++i) {
                                    double v = solver.camp_values(
                                        b.choices[i])[static_cast<std::size_t>(solver.index(p, w))];
                                    if (v > best)
                                        best = v, chosen = camps_from + static_cast<int>(i);
                                }
                                double carried = solver.additive() ? table.points + b.reward : 0;
                                if (chosen < camps_from) {
                                    int final = static_cast<int>(std::lround(
                                        b.finals[static_cast<std::size_t>(chosen)] + carried));
                                    out.chances[final] += m * b.chance;
                                    continue;
                                }
                                Camp after =
                                    b.choices[static_cast<std::size_t>(chosen - camps_from)];
                                after.provisions = p;
                                after.weapons = w;
                                if (solver.additive())
                                    after.points = static_cast<int>(std::lround(carried));
                                auto& slot = next[full_key(after)];
                                slot.first = after;
                                slot.second += m * b.chance;
                            }
                        }
                    }
                }
            }
        }
        camps = std::move(next);
    }
    return out;
}

}  // namespace pnpkit::dice_adventures
