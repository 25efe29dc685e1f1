#include "games/dice_adventures/play.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "games/dice_adventures/solver_cache.hpp"
#include "games/dice_adventures/why.hpp"

namespace pnpkit::dice_adventures {

namespace {

// The phases in which dice are on the table; leaving them ends the adventure.
bool dice_out(Phase phase) {
    return phase == Phase::roll || phase == Phase::act || phase == Phase::reroll ||
           phase == Phase::substitute || phase == Phase::shift;
}

// "wizard", "hireling": a die's owner as keys name it.
std::string target_key(const Rules& rules, const State& s, int slot) {
    if (slot == k_hireling_slot) return "hireling";
    return rules.cls(s.heroes[static_cast<std::size_t>(slot)].cls).id;
}

std::string dice_word(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

// "Warrior 3, Cleric 5, Hireling 4": the dice on the table.
std::string dice_line(const Rules& rules, const State& s) {
    std::vector<std::string> parts;
    for (int i = 0; i < s.size; ++i)
        parts.push_back(slot_name(rules, s, i) + " " +
                        std::to_string(s.dice[static_cast<std::size_t>(i)]));
    if (s.hireling) parts.push_back("Hireling " + std::to_string(s.dice[k_hireling_slot]));
    return join(parts, ", ");
}

int heroes_result(const State& s) {
    return read_result(std::span<const int>(s.dice.data(), static_cast<std::size_t>(s.size)));
}

struct Question {
    const char* id;
    std::string prompt;
    const char* help;
};

Question question_for(const Rules& rules, const State& s) {
    switch (s.phase) {
        case Phase::recruit:
            return {"recruit",
                    "Recruit a hero (" + std::to_string(s.size + 1) + " of " +
                        std::to_string(rules.settings().party) + ")",
                    "A party is three heroes of different classes; each class has one power."};
        case Phase::shop:
            return {"shop",
                    "Adventure " + std::to_string(s.adventure) +
                        ", the shop: " + std::to_string(s.gold) + " gold",
                    "Buy one item at a time; set off when done. Provisions turn a die one pip, a "
                    "magic weapon re-rolls a hero's die, a hireling adds a die this adventure."};
        case Phase::act:
            return {"act",
                    "Dice: " + dice_line(rules, s) + " (the heroes' read " +
                        std::to_string(heroes_result(s)) + ")",
                    "Use powers and items on the dice in any order, one at a time; stop to read "
                    "the result (all different: the highest; a match: its value)."};
        case Phase::substitute:
            return {"swap",
                    "The hireling's " + std::to_string(s.dice[k_hireling_slot]) +
                        ": swap it for a hero's die?",
                    "The hireling's die may take the place of one hero's die in the result."};
        case Phase::shift: {
            int delta = rules.shifts(s.adventure, s.card)[static_cast<std::size_t>(s.shifts_done)];
            return {"shift",
                    std::string("Place a ") + (delta > 0 ? "+" : "") + std::to_string(delta) +
                        " on a die",
                    "The mode or the card moves dice that count at the end, each die once."};
        }
        case Phase::level_up:
            return {"level-up", "A hero gains a level: who?",
                    "Levels score a point each and give active powers more uses."};
        case Phase::final_shop:
            return {"final-shop",
                    "The adventures are over: " + std::to_string(s.gold) + " gold to spend",
                    "Treasure scores a point for each gold it costs; gold left scores nothing."};
        default:
            return {"decision", "Choose", ""};
    }
}

}  // namespace

AdventurePlay::AdventurePlay(std::shared_ptr<const GameData> data, const ModeDef& mode, bool deck)
    : m_data(std::move(data)), m_rules{m_data.get(), &mode, deck}, m_state(new_game(m_rules)) {}

std::string AdventurePlay::action_key(const Rules& rules, const State& s, const Action& a) {
    auto turn = [](int delta) { return delta > 0 ? "raise-" : "lower-"; };
    switch (a.kind) {
        case ActionKind::recruit:
            return rules.cls(a.who).id;
        case ActionKind::buy:
            return "buy-" + rules.data->items[static_cast<std::size_t>(a.who)].id;
        case ActionKind::leave:
            return s.phase == Phase::final_shop ? "end" : "set-off";
        case ActionKind::power:
            return rules.cls(s.heroes[static_cast<std::size_t>(a.who)].cls).id + "-" +
                   (a.delta == 0 ? "reroll-" : turn(a.delta)) + target_key(rules, s, a.slot);
        case ActionKind::provisions:
            return std::string("provisions-") + turn(a.delta) + target_key(rules, s, a.slot);
        case ActionKind::weapon:
            return "weapon-reroll-" + target_key(rules, s, a.slot);
        case ActionKind::done:
            return "stop";
        case ActionKind::substitute:
            return a.slot < 0 ? "no-swap" : "swap-" + target_key(rules, s, a.slot);
        case ActionKind::shift:
            return "shift-" + (a.slot == s.substitute ? std::string("hireling")
                                                      : target_key(rules, s, a.slot));
        case ActionKind::level_up:
            return target_key(rules, s, a.who);
    }
    return "?";
}

void AdventurePlay::play(play::Table& table) {
    m_state = new_game(m_rules);
    table.add_command("results", "the result table of this adventure",
                      [this] { return result_table(); });
    for (;;) {
        State before = m_state;
        m_picked_class = -1;
        switch (pending(m_rules, m_state).need) {
            case Need::decision:
                decide(table);
                break;
            case Need::die:
                roll(table);
                break;
            case Need::pick:
                pick(table);
                break;
            case Need::over:
                return;
        }
        narrate(table, before);
    }
}

void AdventurePlay::decide(play::Table& table) {
    std::vector<Action> actions = legal_actions(m_rules, m_state);
    std::vector<play::Option> options;
    for (const Action& a : actions)
        options.push_back({action_key(m_rules, m_state, a), describe(m_rules, m_state, a)});
    Question q = question_for(m_rules, m_state);
    play::Ask ask{q.id, q.prompt, q.help};
    ask.evaluate = [this, s = m_state] { return evaluation(s); };
    std::size_t i = table.choose(ask, options);
    m_state = apply(m_rules, m_state, actions[i]);
}

void AdventurePlay::roll(play::Table& table) {
    // How many dice the phase takes and whose they are: never depends on what they show.
    Phase phase = m_state.phase;
    std::vector<int> slots;
    for (State probe = m_state; probe.phase == phase; probe = apply_random(m_rules, probe, 1))
        slots.push_back(probe.slot);
    std::vector<std::string> whose;
    for (std::size_t i = 0, j = 0; i < slots.size(); i = j) {
        while (j < slots.size() && slots[j] == slots[i]) ++j;
        std::string name = slot_name(m_rules, m_state, slots[i]);
        whose.push_back(
            j - i == 1 ? name : name + " \u00d7" + std::to_string(j - i) + ", the lowest counts");
    }
    std::size_t count = slots.size();
    bool first = phase == Phase::roll;
    play::Ask ask{first ? "dice" : "reroll",
                  (first ? "Adventure " + std::to_string(m_state.adventure) + ": roll "
                         : std::string("Re-roll ")) +
                      dice_word(count) + " (" + join(whose, ", ") + ")",
                  "Type the dice in the order asked, e.g. 5 3 1, or `roll` to let pnpkit roll."};
    for (int d : table.dice(ask, static_cast<int>(count), k_faces))
        m_state = apply_random(m_rules, m_state, d);
}

void AdventurePlay::pick(play::Table& table) {
    std::vector<play::Option> pool;
    play::Ask ask;
    if (m_state.phase == Phase::draw_card) {
        for (const AdventureCard& card : m_data->deck) pool.push_back({card.id, card.name});
        ask = {"card", "Draw the adventure card for adventure " + std::to_string(m_state.adventure),
               "The card gives this adventure its own result table and modifier."};
    } else {
        for (int slot : pick_candidates(m_rules, m_state))
            pool.push_back({target_key(m_rules, m_state, slot), slot_name(m_rules, m_state, slot)});
        bool kill = m_state.phase == Phase::kill;
        ask = {kill ? "dies" : "loses-level",
               kill ? "A hero dies: which one?" : "A hero loses a level: which one?",
               "The rules pick at random: pnpkit draws one, or roll for it and type the hero "
               "(--draws typed)."};
    }
    std::size_t i = table.draw(ask, pool);
    if (m_state.phase == Phase::draw_card) {
        const AdventureCard& card = m_data->deck[i];
        table.outcome(Applied::card_drawn, card.name + ": " + card.flavour +
                                               (card.modifier.empty() ? "" : " " + card.modifier));
    } else {
        bool kill = m_state.phase == Phase::kill;
        table.outcome(kill ? Applied::hero_dies : Applied::level_lost,
                      "The " + pool[i].label + (kill ? " dies." : " loses a level."));
        int slot = pick_candidates(m_rules, m_state)[i];
        m_picked_class = m_state.heroes[static_cast<std::size_t>(slot)].cls;
        m_picked_kill = kill;
    }
    m_state = apply_random(m_rules, m_state, static_cast<int>(i));
}

void AdventurePlay::narrate(play::Table& table, const State& before) {
    const State& s = m_state;
    if (dice_out(before.phase) && (!dice_out(s.phase) || s.adventure != before.adventure)) {
        const Outcome& row = m_rules.table(before.card)[static_cast<std::size_t>(s.result - 1)];
        std::string text = result_text(m_rules, before, row);
        table.outcome(Applied::result, "Result " + std::to_string(s.result) + ", " + row.title +
                                           (text.empty() ? "." : ": " + text));
    }
    narrate_forced(table, before);
    narrate_skipped(table, before);
    if (s.phase == Phase::over) {
        table.outcome(Applied::game_over, "The game is over.\n" + sheet_text(m_rules, s) +
                                              "Final score: " + std::to_string(score(m_rules, s)) +
                                              ".");
    }
}

void AdventurePlay::narrate_forced(play::Table& table, const State& before) {
    for (int i = 0; i < before.size; ++i) {
        const Hero& was = before.heroes[static_cast<std::size_t>(i)];
        const Hero* now = nullptr;
        for (int j = 0; j < m_state.size; ++j) {
            if (m_state.heroes[static_cast<std::size_t>(j)].cls == was.cls)
                now = &m_state.heroes[static_cast<std::size_t>(j)];
        }
        bool said = m_picked_class == was.cls;
        std::string name = "The " + slot_name(m_rules, before, i);
        if (!now) {
            if (!(said && m_picked_kill))
                table.outcome(Applied::hero_dies,
                              name + " dies: the result leaves no one else to choose.");
            continue;
        }
        int lost = was.level - now->level - (said && !m_picked_kill ? 1 : 0);
        for (int n = 0; n < lost; ++n)
            table.outcome(Applied::level_lost,
                          name + " loses a level: no other hero can lose one.");
    }
}

void AdventurePlay::narrate_skipped(play::Table& table, const State& before) {
    const State& s = m_state;
    if (s.size == 0) return;  // nobody left: the deaths said it all
    if (s.result < 1) return;
    const Outcome& row = m_rules.table(before.card)[static_cast<std::size_t>(s.result - 1)];
    auto passed = [&](Phase phase) {
        bool was_at_or_before = dice_out(before.phase) || before.phase == Phase::kill ||
                                before.phase == Phase::drain ||
                                (phase == Phase::level_up && before.phase == Phase::level_up);
        bool now_after = s.adventure != before.adventure ||
                         (!dice_out(s.phase) && s.phase != Phase::kill && s.phase != Phase::drain &&
                          (phase == Phase::drain || s.phase != Phase::level_up));
        return was_at_or_before && now_after;
    };
    // R9: "Ignore if all are level 1"; R8: a level for a party all at the top is lost.
    if (s.drains_left > 0 && passed(Phase::drain)) {
        table.outcome(Applied::no_level_lost,
                      std::string(s.drains_left == row.lose_level ? "Nobody" : "Nobody else") +
                          " loses a level: every hero is at level " +
                          std::to_string(m_rules.settings().start_level) + ".");
    }
    if (s.level_ups_left > 0 && passed(Phase::level_up)) {
        table.outcome(Applied::no_level_up,
                      std::string(s.level_ups_left == row.level_up ? "Nobody" : "Nobody else") +
                          " can gain a level: every hero is at level " +
                          std::to_string(m_rules.settings().max_level) + " (ruling R8).");
    }
}

std::string AdventurePlay::result_table() const {
    std::string out = m_state.card >= 0 ? m_data->deck[static_cast<std::size_t>(m_state.card)].name
                                        : std::string("The adventure");
    out += ", result by result:\n";
    for (const Outcome& row : m_rules.table(m_state.card)) {
        std::string text = result_text(m_rules, m_state, row);
        out += "  " + std::to_string(row.roll) + "  " + row.title +
               (text.empty() ? "" : ": " + text) + "\n";
    }
    return out;
}

std::string AdventurePlay::status() const {
    std::string out = sheet_text(m_rules, m_state);
    if (dice_out(m_state.phase) && m_state.phase != Phase::roll && m_state.phase != Phase::act)
        out += "Dice: " + dice_line(m_rules, m_state) + ".\n";
    return out + (m_state.phase == Phase::over ? "Final score: " : "Score if it ended now: ") +
           std::to_string(score(m_rules, m_state)) + ".";
}

play::Evaluation AdventurePlay::evaluation(const State& s) {
    Bounds bounds;
    bounds.provisions = std::max(bounds.provisions, s.provisions);
    bounds.weapons = std::max(bounds.weapons, s.weapons);
    if (!m_solver || m_solver->bounds().provisions < bounds.provisions ||
        m_solver->bounds().weapons < bounds.weapons) {
        m_values.reset();
        m_solver = std::make_unique<Solver>(m_rules, bounds);
        m_values = std::make_unique<PlayValues>(*m_solver);
        m_saved = load_camp_cache(*m_solver);
    }
    std::vector<Action> actions = legal_actions(m_rules, s);
    std::vector<double> values = m_values->action_values(s);
    save_camp_cache(*m_solver, m_saved);
    m_saved = std::max(m_saved, m_solver->camps().size());
    play::Evaluation out;
    out.objective = "the expected final score (exact, with optimal play after)";
    out.unit = "points";
    out.numbered = true;
    for (std::size_t i = 0; i < actions.size(); ++i)
        out.values.push_back({action_key(m_rules, s, actions[i]), values[i]});
    return out;
}

std::string AdventurePlay::advice(const State& s) {
    return play::evaluation_advice(evaluation(s));
}

std::optional<play::Game::Result> AdventurePlay::result() const {
    if (m_state.phase != Phase::over) return std::nullopt;
    int points = score(m_rules, m_state);
    return Result{std::to_string(points) + (points == 1 ? " point" : " points"),
                  static_cast<double>(points)};
}

std::string AdventurePlay::brief() const {
    const State& s = m_state;
    std::string out = s.phase == Phase::recruit ? std::string("recruiting")
                                                : "adventure " + std::to_string(s.adventure);
    std::vector<std::string> heroes;
    for (int i = 0; i < s.size; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        std::string hero = m_rules.cls(h.cls).name + " " + std::to_string(h.level);
        if (dice_out(s.phase) && s.phase != Phase::roll)
            hero += " rolled " + std::to_string(s.dice[static_cast<std::size_t>(i)]);
        heroes.push_back(hero);
    }
    if (s.hireling && dice_out(s.phase) && s.phase != Phase::roll)
        heroes.push_back("Hireling rolled " + std::to_string(s.dice[k_hireling_slot]));
    if (!heroes.empty()) out += "; " + join(heroes, ", ");
    if (s.phase != Phase::recruit)
        out += "; " + std::to_string(s.gold) + " gold, " + std::to_string(s.provisions) +
               " prov., " + std::to_string(s.weapons) + " weap.";
    return out;
}

play::GameDef adventure_play_def(std::function<std::shared_ptr<const GameData>()> load) {
    auto loaded = std::make_shared<std::shared_ptr<const GameData>>();
    auto make = [load = std::move(load),
                 loaded](const play::Log& log) -> std::unique_ptr<play::Game> {
        if (!*loaded) *loaded = load();
        if (!*loaded) throw play::DataUnavailable{};  // its problems are printed above: exit 1
        auto mode = log.setup.find("mode");
        const ModeDef* m = mode == log.setup.end() ? &(*loaded)->modes.front()
                                                   : (*loaded)->find_mode(mode->second);
        if (!m) throw UsageError("dice-adventures: unknown mode '" + mode->second + "'");
        auto deck = log.setup.find("deck");
        return std::make_unique<AdventurePlay>(*loaded, *m,
                                               deck != log.setup.end() && deck->second == "yes");
    };
    return {"dice-adventures",
            "Dice Adventures",
            "pnpkit dice-adventures play",
            std::move(make),
            {"mode", "deck"},
            {{}, {{"mode", "hardcore"}, {"deck", "yes"}}, {{"mode", "hardcore+"}}},
            k_coach_threshold,
            &outcome_table()};
}

}  // namespace pnpkit::dice_adventures
