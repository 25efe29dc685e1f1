#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <sstream>

#include "cli/context.hpp"
#include "core/error.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dice_solo/cli_commands.hpp"
#include "games/dragon_dice_solo/heal.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

struct HealOptions {
    std::vector<std::string> units;
    bool roll = false;
};

std::string percent(const Fraction& f) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", f.to_double() * 100.0);
    return buf;
}

std::string how_words(const DeadUnit& unit) {
    if (unit.rolled)
        return "rolled " + unit.rolled->name;
    return std::to_string(unit.surviving) + " of " + std::to_string(unit.faces) + " faces";
}

void print_distribution(std::ostream& out, const std::string& title,
                        const std::vector<Fraction>& dist, const Fraction& expected) {
    out << title << ":\n";
    for (std::size_t k = 0; k < dist.size(); ++k) {
        if (dist[k].num == 0)
            continue;
        out << "  " << std::setw(3) << k << "  " << std::setw(9) << percent(dist[k]) << "  "
            << dist[k].to_string() << '\n';
    }
    char mean[32];
    std::snprintf(mean, sizeof mean, "%.2f", expected.to_double());
    out << "  expected " << mean << " (" << expected.to_string() << ")\n";
}

void write_distribution(JsonWriter& json, const std::string& key,
                        const std::vector<Fraction>& dist) {
    json.key(key).begin_array();
    for (std::size_t k = 0; k < dist.size(); ++k) {
        json.begin_object()
            .field("count", static_cast<int>(k))
            .field("chance", dist[k].to_string())
            .field("probability", dist[k].to_double())
            .end_object();
    }
    json.end_array();
}

// The roll itself, after the odds: each unit's face and fate, then how the result compares.
void print_roll(std::ostream& out, const std::vector<DeadUnit>& units, const std::vector<int>& faces,
                const std::vector<bool>& returned, const HealOdds& odds) {
    out << "The roll:\n";
    int back = 0;
    int health = 0;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const DeadUnit& u = units[i];
        std::string how = u.rolled ? "typed " + u.rolled->name
                                   : "face " + std::to_string(faces[i]) + " of " +
                                         std::to_string(u.faces);
        std::string why = u.rolled || u.surviving == 0
                              ? ""
                              : " (faces 1 to " + std::to_string(u.surviving) + " bring it back)";
        out << "  " << std::left << std::setw(12) << u.label << std::right << how << ": "
            << (returned[i] ? "returns" : "buried") << why << '\n';
        if (returned[i]) {
            ++back;
            health += u.health();
        }
    }
    double at_least = 0.0;
    for (std::size_t h = static_cast<std::size_t>(health); h < odds.health.size(); ++h)
        at_least += odds.health[h].to_double();
    char chance[32];
    std::snprintf(chance, sizeof chance, "%.2f%%", std::min(1.0, at_least) * 100.0);
    out << "Result: " << back << " of " << units.size() << " units return (" << health
        << " health); " << units.size() - static_cast<std::size_t>(back)
        << " buried. Health back of " << health << " or more had a " << chance << " chance.\n";
}

ExitCode run_heal(const HealOptions& options, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game)
        return context.result;
    const SoloData& data = game->data();
    std::vector<DeadUnit> units;
    for (const auto& text : options.units) {
        if (trim(text).empty())
            continue;
        if (auto problem = parse_dead_units(data, text, units))
            throw UsageError("--units: " + *problem);
    }
    if (units.empty())
        throw UsageError("--units: name at least one dead unit, such as common:1 or rare:id");
    auto odds = heal_odds(units);
    if (!odds)
        throw UsageError("--units: too many units for exact odds; roll them in smaller groups");
    std::vector<int> faces(units.size(), 0);
    std::vector<bool> returned(units.size(), false);
    if (options.roll) {
        Rng rng = context.make_rng();
        RollDie roll = dice_from(rng);
        for (std::size_t i = 0; i < units.size(); ++i) {
            if (units[i].rolled)
                returned[i] = units[i].rolled->returns;
            else
                returned[i] = roll_dead_unit(units[i], roll, faces[i]);
        }
    }
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().key("units").begin_array();
        for (std::size_t i = 0; i < units.size(); ++i) {
            const DeadUnit& u = units[i];
            json.begin_object()
                .field("label", u.label)
                .field("rarity", u.rarity->id)
                .field("health", u.health());
            if (u.rolled)
                json.field("rolled", u.rolled->id);
            else
                json.field("surviving", u.surviving).field("faces", u.faces);
            json.field("chance", odds->chances[i].to_string())
                .field("probability", odds->chances[i].to_double());
            if (options.roll) {
                if (!u.rolled)
                    json.field("rolled_face", faces[i]);
                json.field("returns", static_cast<bool>(returned[i]));
            }
            json.end_object();
        }
        json.end_array();
        write_distribution(json, "units_returning", odds->units);
        write_distribution(json, "health_returning", odds->health);
        json.field("expected_units", odds->expected_units.to_string())
            .field("expected_health", odds->expected_health.to_string());
        json.end_object();
        context.out() << '\n';
        return ExitCode::ok;
    }
    std::vector<std::string> comes_back;
    for (const auto& r : data.heal_results) {
        if (r.returns)
            comes_back.push_back(r.name);
    }
    std::ostream& out = context.out();
    out << "Heal dead units (4.6): a unit comes back on " << print::join_and(comes_back, "or")
        << "; any other result buries it.\n";
    for (std::size_t i = 0; i < units.size(); ++i) {
        const DeadUnit& u = units[i];
        out << "  " << std::left << std::setw(12) << u.label << std::setw(10) << (u.rarity->id)
            << std::right << std::setw(2) << u.health() << " health  " << std::left << std::setw(16)
            << how_words(u) << std::right << std::setw(9) << percent(odds->chances[i]) << "  "
            << odds->chances[i].to_string() << '\n';
    }
    const std::string before = options.roll ? "Before rolling, the odds of " : "";
    print_distribution(out, before.empty() ? "Units returning" : before + "units returning",
                       odds->units, odds->expected_units);
    print_distribution(out, before.empty() ? "Health returning" : before + "health returning",
                       odds->health, odds->expected_health);
    if (options.roll)
        print_roll(out, units, faces, returned, *odds);
    return ExitCode::ok;
}

}  // namespace

void setup_heal(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<HealOptions>();
    CLI::App* cmd =
        game.add_subcommand("heal", "Exact odds of your dead units returning between battles");
    cmd->add_option("--units", options->units,
                    "Dead units, comma-separated: [Nx][NAME=]RARITY:SURVIVING[/FACES] or "
                    "[Nx][NAME=]RARITY:RESULT")
        ->required()
        ->delimiter(',')
        ->type_name("UNIT,...");
    cmd->add_flag("--roll", options->roll, "Also roll each unit whose result was not typed in");
    cmd->footer(
        "SURVIVING is how many faces of the unit's die show ID, SAI or magic; FACES defaults to "
        "the\n"
        "rarity's (6, monsters 10). A RESULT (id, sai, magic, melee, ...) is a roll you made "
        "yourself.\n"
        "Examples:\n"
        "  pnpkit dragon-dice-solo heal --units 5xcommon:1,uncommon:2,Sentinel=rare:3\n"
        "  pnpkit dragon-dice-solo heal --units rare:2,common:id,common:melee --roll --seed 4\n");
    cmd->callback([options, &context] { context.result = run_heal(*options, context); });
}

}  // namespace pnpkit::games::dragon_dice_solo
