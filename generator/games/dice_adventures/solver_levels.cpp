#include <algorithm>
#include <atomic>
#include <exception>
#include <map>
#include <set>
#include <thread>
#include <unordered_set>

#include "games/dice_adventures/solver.hpp"

// Solving many camps at once, adventure by adventure, over threads.
namespace pnpkit::dice_adventures {

template <typename Fn>
void Solver::for_each_next(const Camp& camp, std::unordered_set<std::uint64_t>& tables, Fn fn) {
    const ItemDef* hire = m_rules.data->item(ItemEffect::hireling);
    int cp = m_rules.cost(ItemEffect::change);
    int cw = m_rules.cost(ItemEffect::reroll);
    for (int c = 0; c < m_rules.card_count(); ++c) {
        int card = m_rules.deck ? c : -1;
        bool can_hire = hire && !(m_rules.forbid(card) & forbid_hireling);
        // The gold left after each purchase best_purchase weighs, from any item count: the
        // hireling leaves after the adventure, so its tables lead where the others do.
        std::set<int> golds;
        for (int h = 0; h <= (can_hire ? 1 : 0); ++h) {
            for (int a = 0; a <= m_max_provisions; ++a) {
                for (int b = 0; b <= m_max_weapons; ++b) {
                    int cost = a * cp + b * cw + (h ? hire->cost : 0);
                    if (cost <= camp.gold) golds.insert(camp.gold - cost);
                }
            }
        }
        for (int gold : golds) {
            Camp table = camp;
            table.gold = gold > 0 && gold_shifts(table, card) ? 0 : gold;
            // A table of camps sharing it (the same party after shopping) leads to the same camps.
            if (!tables.insert(table_key(table, card, false)).second) continue;
            for (int r = 1; r <= k_faces; ++r) {
                for (const Branch& b : branches(table, card, r)) {
                    for (const Camp& next : b.choices) fn(next);
                }
            }
        }
    }
}

void Solver::solve(std::span<const Camp> starts, int threads) {
    if (threads <= 1) {
        for (const Camp& c : starts) camp_values(c);
        return;
    }
    // Every camp to work out, by adventure, then by group: the camp with its gold left out.
    std::map<int, std::map<std::uint64_t, std::vector<Camp>>> levels;
    std::unordered_set<std::uint64_t> seen;
    std::unordered_set<std::uint64_t> tables;  // tables whose next camps were added
    auto add = [&](Camp c) {
        c.provisions = 0;  // a camp's values cover every item count
        c.weapons = 0;
        std::uint64_t key = camp_key(c);
        if (known_camp(key) || !seen.insert(key).second) return;
        Camp group = c;
        group.gold = 0;
        levels[c.adventure][camp_key(group)].push_back(c);
    };
    for (const Camp& c : starts) add(c);
    // Later adventures are added while earlier ones are read: a map keeps its iterators.
    for (auto& [adventure, groups] : levels) {
        if (m_rules.last(adventure)) continue;
        for (auto& [group, camps] : groups) {
            for (const Camp& camp : camps) for_each_next(camp, tables, add);
        }
    }
    for (auto level = levels.rbegin(); level != levels.rend(); ++level) {
        std::vector<const std::vector<Camp>*> groups;
        for (const auto& [group, camps] : level->second) groups.push_back(&camps);
        // The largest first, so that no thread is left with a large one at the end.
        std::stable_sort(groups.begin(), groups.end(),
                         [](const auto* a, const auto* b) { return a->size() > b->size(); });
        solve_groups(groups, threads);
    }
}

void Solver::solve_groups(const std::vector<const std::vector<Camp>*>& groups, int threads) {
    auto workers = static_cast<std::size_t>(std::max(1, threads));
    workers = std::min(workers, groups.size());
    std::vector<Solver> readers;
    readers.reserve(workers);
    for (std::size_t t = 0; t < workers; ++t) readers.push_back(reading(*this));
    std::vector<std::exception_ptr> errors(workers);
    std::atomic<std::size_t> next{0};
    auto work = [&](std::size_t t) {
        try {
            for (std::size_t i = next++; i < groups.size(); i = next++) {
                for (const Camp& camp : *groups[i]) readers[t].camp_values(camp);
            }
        } catch (...) {
            errors[t] = std::current_exception();
        }
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < workers; ++t) pool.emplace_back(work, t);
    if (workers > 0) work(0);
    for (auto& th : pool) th.join();
    for (auto& e : errors) {
        if (e) std::rethrow_exception(e);
    }
    for (Solver& r : readers) absorb(std::move(r));
}

void Solver::absorb(Solver&& reader) {
    m_camps.merge(reader.m_camps);
    m_tables.merge(reader.m_tables);
    m_needs.merge(reader.m_needs);
}

}  // namespace pnpkit::dice_adventures
