#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "games/dice_adventures/camp.hpp"
#include "games/dice_adventures/need_table.hpp"
#include "games/dice_adventures/reroll_table.hpp"
#include "games/dice_adventures/rules.hpp"

namespace pnpkit::dice_adventures {

// The camp a new game with this party (class indices) starts from.
Camp start_camp(const Rules& rules, std::span<const int> classes);

// How far the solver looks: the most provisions and magic weapons a party may hold. The game
// itself has no such limit; `pnpkit dice-adventures best --check-bound` shows that raising them
// leaves every value unchanged.
struct Bounds {
    int provisions = 4;
    int weapons = 2;
};

// The exact optimal play of a whole game. The objective is the expected final score (levels of the
// heroes alive, treasure, deaths, the mode's bonus, as the rules count it; leftover gold is bought
// as treasure at the end): the solver maximises it by expectimax over the dice and every use of a
// power or an item inside an adventure, and by dynamic programming over the adventures (party,
// levels, gold, items, hireling, classes used), memoised.
//
// Values between adventures are kept per camp (a party before its next card and shop) as one value
// for each count of provisions and weapons; values of a whole adventure per "table" (a camp after
// shopping, with its card and hireling).
class Solver {
public:
    explicit Solver(const Rules& rules, Bounds bounds = {});
    // A solver that reads the values `shared` holds (which must outlive it and gain nothing
    // meanwhile) and works out only what they lack, into its own memo: one solution shared by
    // many threads, each reading it through its own Solver.
    static Solver reading(const Solver& shared);

    // Works out the value of every camp reachable from `starts` on `threads` threads: adventure by
    // adventure from the last, each thread taking whole groups of camps (the same party, classes
    // used and points, any gold: a group's tables are its own, so none is worked out twice). The
    // values are those one thread gives, to the bit.
    void solve(std::span<const Camp> starts, int threads);

    const Rules& rules() const { return m_rules; }
    const Bounds& bounds() const { return m_bounds; }

    // The expected final score of a camp under optimal play (its points included).
    double camp_value(const Camp& camp);
    // The best the shop can do for a camp whose card is known, having hired a hireling already or
    // not: the expected final score.
    double shop_value(const Camp& camp, int card, bool hired);
    // The expected final score of a camp after shopping, before the first die: p and w its items.
    double table_value(const Camp& camp, int card, bool hireling);
    // The expected final score of a new game with this party (class indices).
    double start_value(std::span<const int> classes);

    // What each end of an adventure is worth from this table (the values of the outcome table's
    // rows, deaths and level changes drawn, the best level-ups and recruits chosen).
    OutcomeValues outcome_values(const Camp& camp, int card, bool hireling);
    // The change half of an adventure, cached by its shape.
    const NeedTable& need_table(const AdventureSpec& spec);

    // Where an outcome of a table leads: the next camp (or the end) with its probability.
    struct Branch {
        double chance = 0;
        std::vector<Camp> choices;   // the camps the player may choose among (level-ups, recruits)
        std::vector<double> finals;  // at the end: the final scores of the choices instead
        double reward = 0;           // points scored on the way (deaths), in additive modes
    };
    std::vector<Branch> branches(const Camp& camp, int card, int result);

    // The key the memo uses for a camp: its points and classes used are left out where the mode
    // makes them irrelevant (points are then added outside).
    std::uint64_t camp_key(const Camp& camp) const;
    // A camp with this key (its items none, its points and classes used none where the key
    // leaves them out).
    Camp camp_of_key(std::uint64_t key) const;
    std::size_t camps_solved() const { return m_camps.size(); }
    std::size_t tables_solved() const { return m_tables.size(); }
    // The values of every item count (p, w) of a camp, its points left out where camp_key says.
    const std::vector<double>& camp_values(const Camp& camp);
    // The same worked out afresh from the values of the next adventure (memoised or not), without
    // reading or filling the memo of this camp.
    std::vector<double> work_out_camp(const Camp& camp);
    // The camps this solver has worked out (not those it reads), by camp_key, and adding one
    // worked out elsewhere (the values of every item count, as camp_values gives them).
    const std::unordered_map<std::uint64_t, std::vector<double>>& camps() const { return m_camps; }
    void add_camp(std::uint64_t key, std::vector<double> values);
    // The values of a camp when known (memoised here or in the shared solution), else null.
    const std::vector<double>* known_camp(std::uint64_t key) const;
    // The start values of every item count (p, w) of a table.
    const std::vector<double>& table_values(const Camp& camp, int card, bool hireling);
    // The purchase (provisions, weapons, hireling) the shop makes from this camp and card; ties go
    // to buying less.
    struct Purchase {
        int provisions = 0;
        int weapons = 0;
        bool hireling = false;
        double value = 0;
    };
    Purchase best_purchase(const Camp& camp, int card, bool hired);
    bool additive() const { return !m_rules.mode->wipeout_scores; }
    int index(int p, int w) const { return p * (m_bounds.weapons + 1) + w; }
    // The most provisions and weapons the solver lets a party hold (the bounds, and the shop's
    // own limits).
    int max_provisions() const { return m_max_provisions; }
    int max_weapons() const { return m_max_weapons; }

    // The key of a table's memo entry: its camp's key, card and hireling.
    std::uint64_t table_key(const Camp& camp, int card, bool hireling) const {
        return camp_key(camp) << 6 | static_cast<std::uint64_t>(card + 1) << 1 |
               (hireling ? 1u : 0u);
    }
    // The final score of a game ending with this party, gold (all bought as treasure) and points.
    double final_score(PartyKey party, int gold, int points) const;

private:
    // Whether the tables of this camp and card differ by gold only in the treasure it buys at the
    // end (the last adventure, treasure at one gold, and either no wipe-out score or a party no
    // result can wipe out): then one table serves every amount of gold.
    bool gold_shifts(const Camp& camp, int card) const;
    const std::vector<double>* known_table(std::uint64_t key) const;
    const NeedTable* known_need(const std::string& key) const;
    // Calls fn(camp) for each camp the tables of `camp` lead to (every card, every purchase),
    // but for tables already in `tables` (their keys, which it adds to).
    template <typename Fn>
    void for_each_next(const Camp& camp, std::unordered_set<std::uint64_t>& tables, Fn fn);
    // Works out the camps of `groups` on `threads` threads, each thread through its own reading
    // Solver, then takes in what they worked out.
    void solve_groups(const std::vector<const std::vector<Camp>*>& groups, int threads);
    // Takes in the memo of a solver that read this one.
    void absorb(Solver&& reader);

    const Solver* m_base = nullptr;  // the shared solution read before the memo, if any
    Rules m_rules;
    Bounds m_bounds;
    int m_max_provisions;
    int m_max_weapons;
    std::unordered_map<std::uint64_t, std::vector<double>> m_camps;
    std::unordered_map<std::uint64_t, std::vector<double>> m_tables;
    std::unordered_map<std::string, std::unique_ptr<NeedTable>> m_needs;
    RerollBuffers m_buffers;  // lent to each table while it is worked out
};

}  // namespace pnpkit::dice_adventures
