#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <numeric>
#include <ostream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/play_values.hpp"
#include "games/dice_adventures/solver_cache.hpp"

namespace pnpkit::dice_adventures {

namespace {

struct AdviseOptions {
    std::string party;
    std::string dice;
    std::optional<int> hireling;
    std::string uses;
    int gold = 0;
    int provisions = 0;
    int weapons = 0;
    int treasure = 0;
    int deaths = 0;
    int adventure = 1;
    std::string mode;
    std::string card;
    std::string used;
};

struct Choice {
    std::string what;
    double value = 0;
};

int number(const std::string& text, const std::string& option) {
    try {
        std::size_t end = 0;
        int v = std::stoi(std::string(trim(text)), &end);
        if (end == trim(text).size()) return v;
    } catch (const std::exception&) {
    }
    throw UsageError(option + ": '" + text + "' is not a number");
}

void check_range(int value, int low, int high, const std::string& what) {
    if (value < low || value > high)
        throw UsageError(what + " must be from " + std::to_string(low) + " to " +
                         std::to_string(high) + ", found " + std::to_string(value));
}

// The game state the options describe: a party at the shop of an adventure, or rolling in it.
State state_of(const Rules& rules, const AdviseOptions& o) {
    const GameData& data = *rules.data;
    const Settings& st = data.settings;
    State s;
    check_range(o.adventure, 1, st.adventures, "--adventure");
    s.adventure = o.adventure;
    for (const std::string& entry : split(o.party, ',')) {
        auto parts = split(entry, ':');
        int c = class_named(data, parts[0], "--party");
        int level = parts.size() > 1 ? number(parts[1], "--party") : st.start_level;
        check_range(level, st.start_level, st.max_level,
                    "--party: the " + data.classes[static_cast<std::size_t>(c)].id + "'s level");
        if (s.has_class(c))
            throw UsageError("--party: '" + parts[0] +
                             "' twice; a party's heroes are of different classes");
        if (s.size == st.party)
            throw UsageError("--party: a party holds at most " + std::to_string(st.party) +
                             " heroes");
        const Power& p = rules.cls(c).power;
        s.heroes[static_cast<std::size_t>(s.size++)] =
            Hero{c, level, p.active() ? rules.uses_at(level) : 0};
        s.used = static_cast<std::uint8_t>(s.used | 1u << c);
    }
    if (s.size == 0) throw UsageError("--party: give the party, e.g. warrior:2,cleric,wizard");
    if (!o.used.empty()) {
        for (const std::string& id : split(o.used, ','))
            s.used = static_cast<std::uint8_t>(s.used | 1u << class_named(data, id, "--used"));
    }
    for (auto [value, what] : {std::pair{o.gold, "--gold"},
                               {o.provisions, "--provisions"},
                               {o.weapons, "--weapons"},
                               {o.treasure, "--treasure"},
                               {o.deaths, "--deaths"}})
        check_range(value, 0, 99, what);
    s.gold = o.gold;
    s.provisions = o.provisions;
    s.weapons = o.weapons;
    s.treasure = o.treasure;
    s.deaths = o.deaths;
    s.card = rules.deck ? *data.find_card(o.card) : -1;
    if (o.dice.empty()) {
        if (o.hireling || !o.uses.empty())
            throw UsageError("--hireling and --uses describe dice: give --dice too");
        s.phase = Phase::shop;
        return s;
    }
    auto dice = split(o.dice, ',');
    if (static_cast<int>(dice.size()) != s.size)
        throw UsageError("--dice: one die per hero of --party (" + std::to_string(s.size) +
                         "), found " + std::to_string(dice.size()));
    for (int i = 0; i < s.size; ++i) {
        s.dice[static_cast<std::size_t>(i)] = number(dice[static_cast<std::size_t>(i)], "--dice");
        check_range(s.dice[static_cast<std::size_t>(i)], 1, k_faces, "--dice");
    }
    if (o.hireling) {
        check_range(*o.hireling, 1, k_faces, "--hireling");
        s.hireling = true;
        s.dice[k_hireling_slot] = *o.hireling;
    }
    if (!o.uses.empty()) {
        for (const std::string& entry : split(o.uses, ',')) {
            auto parts = split(entry, ':');
            int c = class_named(data, parts[0], "--uses");
            if (!s.has_class(c) || parts.size() != 2)
                throw UsageError("--uses: give class:uses for heroes of --party, e.g. wizard:0");
            for (Hero& h : s.heroes) {
                if (h.cls != c) continue;
                int uses = number(parts[1], "--uses");
                check_range(uses, 0, rules.cls(c).power.active() ? rules.uses_at(h.level) : 0,
                            "--uses: the " + rules.cls(c).id + "'s uses left");
                h.uses = uses;
            }
        }
    }
    s.phase = Phase::act;
    return s;
}

// Every purchase the shop allows within the solver's bounds, with its value.
std::vector<Choice> shop_choices(Solver& solver, const State& s) {
    const Rules& rules = solver.rules();
    Camp camp = camp_of(rules, s);
    std::vector<Choice> out;
    bool hire = !(rules.forbid(s.card) & forbid_hireling);
    for (int h = 0; h <= (hire ? 1 : 0); ++h) {
        for (int a = 0; camp.provisions + a <= solver.max_provisions(); ++a) {
            for (int b = 0; camp.weapons + b <= solver.max_weapons(); ++b) {
                int cost = a * rules.cost(ItemEffect::change) + b * rules.cost(ItemEffect::reroll) +
                           h * rules.cost(ItemEffect::hireling);
                if (cost > camp.gold) continue;
                Camp after = camp;
                after.gold -= cost;
                after.provisions += a;
                after.weapons += b;
                std::vector<std::string> items;
                if (a) items.push_back(count_of(static_cast<std::size_t>(a), "provision"));
                if (b) items.push_back(count_of(static_cast<std::size_t>(b), "magic weapon"));
                if (h) items.push_back("a hireling");
                out.push_back({items.empty() ? "buy nothing" : "buy " + join(items, ", "),
                               solver.table_value(after, s.card, h == 1)});
            }
        }
    }
    return out;
}

ExitCode run_advise(const AdviseOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    if (!options.card.empty() && !data.find_card(options.card)) {
        std::vector<std::string> ids = data.card_ids();
        throw UsageError(with_hint("--card: unknown adventure card '" + options.card + "'",
                                   did_you_mean(options.card, ids)));
    }
    Rules rules{&data, &mode_named(data, options.mode), !options.card.empty()};
    State s = state_of(rules, options);
    Bounds bounds;
    bounds.provisions = std::max(bounds.provisions, s.provisions);
    bounds.weapons = std::max(bounds.weapons, s.weapons);
    Solver solver(rules, bounds);
    std::size_t cached = load_camp_cache(solver);
    std::vector<Choice> choices;
    if (s.phase == Phase::shop) {
        choices = shop_choices(solver, s);
    } else {
        PlayValues values(solver);
        std::vector<Action> actions = legal_actions(rules, s);
        std::vector<double> v = values.action_values(s);
        for (std::size_t i = 0; i < actions.size(); ++i)
            choices.push_back({describe(rules, s, actions[i]), v[i]});
    }
    save_camp_cache(solver, cached);
    std::stable_sort(choices.begin(), choices.end(),
                     [](const Choice& a, const Choice& b) { return a.value > b.value; });
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object()
            .field("objective", "expected final score")
            .field("best", choices.front().what);
        json.key("choices").begin_array();
        for (const Choice& c : choices)
            json.begin_object().field("action", c.what).field("value", c.value).end_object();
        json.end_array().end_object();
        context.out() << '\n';
        return ExitCode::ok;
    }
    std::ostream& out = context.out();
    out << sheet_text(rules, s);
    char line[200];
    std::snprintf(line, sizeof line, "Best: %s (expected final score %.3f)\n",
                  choices.front().what.c_str(), choices.front().value);
    out << line << "Every choice, by expected final score under optimal play afterwards:\n";
    for (const Choice& c : choices) {
        std::snprintf(line, sizeof line, "  %8.3f  %s\n", c.value, c.what.c_str());
        out << line;
    }
    return ExitCode::ok;
}

}  // namespace

void setup_advise(CLI::App& app, cli::Context& context) {
    auto o = std::make_shared<AdviseOptions>();
    CLI::App* cmd = app.add_subcommand(
        "advise", "The best next action and the expected final score of each choice");
    cmd->add_option("--party", o->party,
                    "The heroes in order with their levels, e.g. warrior:2,cleric:1,wizard:1")
        ->required()
        ->type_name("CLASS:LEVEL,...");
    cmd->add_option("--dice", o->dice,
                    "The heroes' dice in --party order (the ranger's kept die); without it, advise "
                    "the shop before the adventure")
        ->type_name("D,D,D");
    cmd->add_option("--hireling", o->hireling, "The hireling's die, when one was hired")
        ->type_name("D");
    cmd->add_option("--uses", o->uses,
                    "Power uses left when not all, e.g. wizard:0 (default: level)")
        ->type_name("CLASS:N,...");
    cmd->add_option("--gold", o->gold, "Gold kept");
    cmd->add_option("--provisions", o->provisions, "Provisions held");
    cmd->add_option("--weapons", o->weapons, "Magic weapons held");
    cmd->add_option("--treasure", o->treasure, "Treasure bought so far");
    cmd->add_option("--deaths", o->deaths, "Heroes dead so far");
    cmd->add_option("--adventure", o->adventure, "Which adventure, from 1 (default 1)");
    cmd->add_option("--mode", o->mode, "basic, hardcore or hardcore+ (default: basic)")
        ->type_name("MODE");
    cmd->add_option("--card", o->card, "The adventure card in play (a deck game)")->type_name("ID");
    cmd->add_option("--used", o->used, "Hardcore: classes used before, besides the party's")
        ->type_name("CLASSES");
    cmd->footer(
        "The objective is the expected final score; each value assumes optimal play afterwards.\n"
        "Examples:\n"
        "  pnpkit dice-adventures advise --party warrior:2,cleric:1,wizard:1 --dice 3,5,1 "
        "--adventure 3\n"
        "  pnpkit dice-adventures advise --party bard,ranger,thief --dice 6,2,6 --hireling 3 "
        "--provisions 1\n"
        "  pnpkit dice-adventures advise --party bard:2,cleric,wizard --gold 5 --adventure 4\n");
    cmd->callback([o, &context] { context.result = run_advise(*o, context); });
}

}  // namespace pnpkit::dice_adventures
