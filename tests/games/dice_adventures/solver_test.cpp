#include <catch2/catch.hpp>
#include <string>
#include <unordered_map>

#include "games/dice_adventures/distribution.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/play_values.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

// The expected final score by exhaustive expectimax over the engine's own steps: every legal
// decision tried, every die and pick averaged, memoised on the whole state. Knows nothing of the
// solver's tables, orders or dominance arguments.
class BruteForce {
public:
    explicit BruteForce(Rules rules) : m_rules(rules) {}

    double value(const State& s) {
        auto key = flatten(s);
        if (auto it = m_memo.find(key); it != m_memo.end()) return it->second;
        double v = 0;
        Pending p = pending(m_rules, s);
        if (p.need == Need::over) {
            v = score(m_rules, s);
        } else if (p.need == Need::decision) {
            v = -1e300;
            for (const Action& a : legal_actions(m_rules, s))
                v = std::max(v, value(apply(m_rules, s, a)));
        } else {
            v = expected(m_rules, s, [this](const State& next) { return value(next); });
        }
        m_memo.emplace(std::move(key), v);
        return v;
    }
    std::size_t states() const { return m_memo.size(); }

private:
    static std::string flatten(const State& s) {
        std::vector<int> k{static_cast<int>(s.phase),
                           s.adventure,
                           s.size,
                           s.used,
                           s.gold,
                           s.treasure,
                           s.provisions,
                           s.weapons,
                           s.hireling,
                           s.deaths,
                           s.card,
                           s.slot,
                           s.rolls_left,
                           s.low,
                           s.substitute,
                           s.end.count,
                           s.end.shifted,
                           s.shifts_done,
                           s.kills_left,
                           s.drains_left,
                           s.level_ups_left};
        for (const Hero& h : s.heroes) k.insert(k.end(), {h.cls, h.level, h.uses});
        k.insert(k.end(), s.dice.begin(), s.dice.end());
        k.insert(k.end(), s.end.dice.begin(), s.end.dice.end());
        return std::string(k.begin(), k.end());  // every field fits a char
    }
    Rules m_rules;
    std::unordered_map<std::string, double> m_memo;
};

// A game at the shop of its last adventure: the party with these levels, items and hireling.
State last_adventure(const Rules& r, std::vector<int> classes, std::vector<int> levels,
                     int provisions, int weapons, bool hireling, int card = -1) {
    State s = start_game(r, classes);
    s.phase = Phase::shop;
    s.adventure = r.settings().adventures;
    for (std::size_t i = 0; i < levels.size(); ++i) s.heroes[i].level = levels[i];
    s.provisions = provisions;
    s.weapons = weapons;
    s.hireling = hireling;
    s.card = card;
    return s;
}

void check_last_adventure(const Rules& r, const State& s) {
    BruteForce brute(r);
    Solver solver(r);
    PlayValues values(solver);
    double exact = brute.value(s);
    INFO("brute force visited " << brute.states() << " states");
    CHECK(values.value(s) == Approx(exact).epsilon(1e-12));
}

TEST_CASE("the solver agrees with brute force on last adventures", "[dice-adventures][solver]") {
    Rules basic = rules();
    SECTION("warrior 2, cleric, wizard, a provision and a magic weapon") {
        check_last_adventure(basic, last_adventure(basic, party({"warrior", "cleric", "wizard"}),
                                                   {2, 1, 1}, 1, 1, false));
    }
    SECTION("bard, ranger 2, thief with a hireling and a provision") {
        check_last_adventure(basic, last_adventure(basic, party({"bard", "ranger", "thief"}),
                                                   {1, 2, 1}, 1, 0, true));
    }
    SECTION("hardcore+: two shifts on cleric, warrior, wizard 2 with a hireling") {
        // 10 s and 400 MB of brute force in release; the sanitizer build drops the hireling and
        // the magic weapon.
        Rules plus = rules("hardcore+");
        check_last_adventure(plus, last_adventure(plus, party({"cleric", "warrior", "wizard"}),
                                                  {1, 1, 2}, 0, test::k_sanitized_build ? 0 : 1,
                                                  !test::k_sanitized_build));
    }
    SECTION("hardcore, a party of two (every class used)") {
        Rules hard = rules("hardcore");
        State s = last_adventure(hard, party({"bard", "cleric"}), {2, 1}, 1, 0, false);
        s.used = 0x3f;
        s.deaths = 4;
        check_last_adventure(hard, s);
    }
    SECTION(
        "deck: the sleeping dragon (+1 at the end, deadly table) and the sticky swamp (no "
        "changes)") {
        Rules deck = rules("basic", true);
        check_last_adventure(
            deck, last_adventure(deck, party({"bard", "cleric", "wizard"}), {1, 1, 1}, 1, 1, false,
                                 *shipped().find_card("sleeping-dragon")));
        check_last_adventure(
            deck, last_adventure(deck, party({"ranger", "warrior", "cleric"}), {2, 1, 1}, 1, 0,
                                 true, *shipped().find_card("sticky-swamp")));
    }
}

TEST_CASE("the solver agrees with brute force on a whole two-adventure game",
          "[dice-adventures][solver]") {
    // Three classes (the ranger, the thief and the warrior), two adventures and dearer items keep
    // the brute force small; the basic game then cannot replace its dead, hardcore+ adds two
    // shifts.
    // The sanitizer build plays a one-adventure game (2.6 and 3.4 million states take minutes there).
    CraftedData crafted(
        {{"game.toml", "adventures = 5", test::k_sanitized_build ? "adventures = 1" : "adventures = 2"},
         {"shop.toml", "effect = \"change\"\ncost = 1", "effect = \"change\"\ncost = 2"},
         {"shop.toml", "effect = \"reroll\"\ncost = 2", "effect = \"reroll\"\ncost = 3"},
         {"modes.toml", "shifts = [0, 1, 1, 2, 2]",
          test::k_sanitized_build ? "shifts = [2]" : "shifts = [0, 2]"}});
    GameData data = crafted.data();
    data.classes.erase(data.classes.begin(), data.classes.begin() + 2);  // bard and cleric
    data.classes.pop_back();                                             // wizard
    for (const char* mode : {"basic", "hardcore+"}) {
        Rules r = rules_for(data, mode);
        std::vector<int> classes{0, 1, 2};  // ranger, thief, warrior
        BruteForce brute(r);
        Solver solver(r, Bounds{4, 2});  // two adventures bring at most 4 gold: no bound binds
        double exact = brute.value(start_game(r, classes));
        INFO(mode << ": brute force visited " << brute.states() << " states");
        CHECK(solver.start_value(classes) == Approx(exact).epsilon(1e-12));
        CHECK(score_distribution(solver, classes).mean() == Approx(exact).epsilon(1e-12));
    }
}

}  // namespace
}  // namespace pnpkit::dice_adventures
