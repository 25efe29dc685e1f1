#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <ostream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/round_assist.hpp"

namespace pnpkit::colf {

namespace {

std::string dice_text(const Dice& dice) {
    std::vector<std::string> words;
    for (std::uint8_t d : dice) words.push_back(std::to_string(d));
    return words.empty() ? "none" : join(words, " ");
}

void print_side(std::ostream& out, const Tiles& tiles, const Placement& placement) {
    out << "  Attack " << placement.attack << ":  " << column_text(tiles, placement, Side::attack)
        << '\n';
    out << "  Defense " << placement.defense << ": " << column_text(tiles, placement, Side::defense)
        << '\n';
}

std::string tiles_list(const std::vector<Domino>& tiles) {
    std::vector<std::string> words;
    for (Domino d : tiles) words.push_back(d.to_string());
    return join(words, ", ");
}

std::string figure(const char* format, double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

constexpr std::size_t k_lines_shown = 8;

void print_lines(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    out << "Lines against the monster's " << dice_count(static_cast<std::size_t>(in.foe.dice()))
        << " (rage " << in.foe.rage << "; its Attack " << figure("%.2f", r.odds.mean_attack())
        << " and Defense " << figure("%.2f", r.odds.mean_defense())
        << " on average), best first:\n";
    std::size_t shown = std::min(r.lines.size(), k_lines_shown);
    std::vector<std::string> labels;
    std::size_t width = 0;
    for (std::size_t i = 0; i < shown; ++i) {
        labels.push_back(std::to_string(i + 1) + ". " + line_text(in.hero, in.hero_dice, r.lines[i].line));
        width = std::max(width, labels.back().size());
    }
    out << "  " << std::string(width, ' ') << "  survive     kill   dealt   taken   value\n";
    for (std::size_t i = 0; i < shown; ++i) {
        const LineOdds& l = r.lines[i];
        out << "  " << labels[i] << std::string(width - labels[i].size(), ' ') << "  "
            << figure("%6.1f%%", 100 * l.survive) << "  " << figure("%6.1f%%", 100 * l.kill) << "  "
            << figure("%6.2f", l.dealt) << "  " << figure("%6.2f", l.taken) << "  "
            << figure("%6.2f", l.value) << '\n';
    }
    if (r.lines.size() > shown)
        out << "  ... and " << count_of(r.lines.size() - shown, "line") << " more\n";
    out << "  (survive and kill: chances this round, after the best XP boosts; dealt and taken:\n"
           "  expected damage; value: dealt up to its HP - taken + XP held - each destroyed\n"
           "  domino's numbers + 1, a point taken weighing the hero's numbers over those open\n"
           "  to a hit. Ranked by survive, then kill, then value: ruling R16.)\n";
}

void print_advice(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    if (in.flee) {
        out << "Hero: flees, rolls nothing, XP " << in.hero.xp << '\n';
    } else {
        out << "Hero: rolled " << dice_text(in.hero_dice) << ", XP " << in.hero.xp << '\n';
        out << "Best placement, chosen before the monster rolls:\n";
        print_side(out, in.hero.tiles, r.hero);
        out << "  left over: " << dice_text(r.hero.unplaced);
        if (!r.hero.unplaced.empty()) out << " (+" << r.hero.unplaced.size() << " XP)";
        out << "; XP now " << r.hero_xp << '\n';
    }
    print_lines(out, in, r);
}

void print_boosts(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    if (r.hero_xp == 0) return;  // nothing to spend
    std::vector<std::string> boosts;
    if (r.attack_to_kill > 0) {
        boosts.push_back(std::to_string(r.attack_to_kill) + " attack kills the monster");
    } else if (!in.flee && !in.hp_known && r.attack_gap < r.hero_xp) {
        boosts.push_back(r.attack_gap == 0 ? "each point of attack adds 1 damage"
                                           : "attack adds 1 damage a point after the first " +
                                                 std::to_string(r.attack_gap));
    }
    if (r.defense_useful > 0) {
        boosts.push_back("up to " + std::to_string(r.defense_useful) +
                         " defense lowers the damage taken");
    }
    if (r.defense_to_survive > 0)
        boosts.push_back(std::to_string(r.defense_to_survive) + " defense saves the hero");
    out << "XP boosts (1 XP a point, " << r.hero_xp
        << " XP): " << (boosts.empty() ? "none would change the outcome" : join(boosts, "; "))
        << '\n';
}

void print_resolution(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    const Placement& fp = r.foe.placement;
    out << "Monster: rolled " << dice_text(in.foe_dice) << ", rage " << in.foe.rage << '\n';
    if (r.foe.rage_spent > 0) {
        Dice used;
        for (int i = 0; i < r.foe.dice_rerolled; ++i)
            used.push_back(in.rage_rolls[static_cast<std::size_t>(i)]);
        out << "  spent " << r.foe.rage_spent << " rage re-rolling: " << dice_text(used) << '\n';
    }
    print_side(out, in.foe.tiles, fp);
    out << "  left over: " << dice_text(fp.unplaced);
    if (r.foe.rage_gained > 0) out << " (+" << r.foe.rage_gained << " rage)";
    out << "; rage now " << r.foe_rage << '\n';
    if (!in.flee) {
        out << "Damage dealt: " << r.dealt << " (attack " << r.hero.attack << " - defense "
            << fp.defense << ", not below 0, + damage " << in.damage << ")\n";
    }
    out << "Damage taken: " << r.taken << " (attack " << fp.attack << " - defense "
        << r.hero.defense << ", not below 0, + bite " << in.foe.bite << ")\n";
    if (!r.hero_destroyed.empty()) {
        out << "Destroyed at clean-up (die on a blank): " << tiles_list(r.hero_destroyed)
            << " (hero)\n";
    }
    if (!r.foe_destroyed.empty()) {
        out << "Destroyed at clean-up (die on a blank): " << tiles_list(r.foe_destroyed)
            << " (monster)\n";
    }
    if (r.taken > 0) {
        std::vector<std::string> where;
        for (auto [tile, end] : r.hits) {
            const Tile& t = in.hero.tiles[tile];
            where.push_back("the " + std::to_string(t.value(end)) + " of " + t.domino.to_string());
        }
        out << "Hits: " << r.taken << " on uncovered numbers (" << r.open_for_hits
            << " open); suggested: " << (where.empty() ? "none left" : join(where, ", ")) << '\n';
    }
    print_boosts(out, in, r);
    if (r.hero_dies) {
        out << "Outcome: the hero dies"
            << (r.defense_to_survive > 0 ? " unless it boosts its defense" : "") << '\n';
    } else if (in.flee) {
        out << "Outcome: the hero flees; the combat is over (put the monster away: pnpkit colf "
               "discard)\n";
    } else if (r.foe_dies) {
        out << "Outcome: the monster dies\n";
    } else if (r.attack_to_kill > 0) {
        out << "Outcome: both stand; next round, unless you boost your attack by "
            << r.attack_to_kill << ": that kills the monster\n";
    } else {
        out << "Outcome: both stand; next round\n";
    }
}

void print_text(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    print_advice(out, in, r);
    if (r.resolved) print_resolution(out, in, r);
}

void write_side(JsonWriter& json, const Tiles& tiles, const Placement& placement) {
    json.begin_object();
    json.field("attack", placement.attack).field("defense", placement.defense);
    json.key("dice").begin_array();
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        for (int end = 0; end < 2; ++end) {
            if (placement.die[i][end] == 0) continue;
            json.begin_object();
            json.field("die", static_cast<int>(placement.die[i][end]))
                .field("domino", tiles[i].domino.to_string())
                .field("column", to_string(tiles[i].side))
                .field("blank", tiles[i].value(end) == 0);
            json.end_object();
        }
    }
    json.end_array();
    json.key("left_over").begin_array();
    for (std::uint8_t d : placement.unplaced) json.value(static_cast<int>(d));
    json.end_array();
    json.end_object();
}

void write_lines(JsonWriter& json, const RoundInput& in, const RoundReport& r) {
    json.key("monster_odds").begin_object();
    json.field("dice", in.foe.dice()).field("rage", in.foe.rage);
    json.field("mean_attack", r.odds.mean_attack()).field("mean_defense", r.odds.mean_defense());
    json.end_object();
    json.key("lines").begin_array();
    for (const LineOdds& l : r.lines) {
        json.begin_object();
        json.field("flee", l.line.fleeing)
            .field("attack", l.line.attack)
            .field("defense", l.line.defense)
            .field("left_over", l.line.left_over)
            .field("destroyed", l.line.destroyed);
        json.field("survive", l.survive).field("kill", l.kill);
        json.field("dealt", l.dealt).field("taken", l.taken).field("value", l.value);
        json.end_object();
    }
    json.end_array();
}

void print_json(std::ostream& out, const RoundInput& in, const RoundReport& r) {
    JsonWriter json(out);
    json.begin_object();
    json.key("hero");
    write_side(json, in.hero.tiles, r.hero);
    json.field("xp", r.hero_xp);
    write_lines(json, in, r);
    json.field("resolved", r.resolved);
    if (r.resolved) {
        json.key("monster");
        write_side(json, in.foe.tiles, r.foe.placement);
        json.field("rage_spent", r.foe.rage_spent).field("rage", r.foe_rage);
        json.field("flees", in.flee);
        json.field("dealt", r.dealt).field("taken", r.taken);
        json.field("hero_dies", r.hero_dies).field("monster_dies", r.foe_dies);
        json.key("hits").begin_array();
        for (auto [tile, end] : r.hits) {
            json.begin_object();
            json.field("domino", in.hero.tiles[tile].domino.to_string())
                .field("number", in.hero.tiles[tile].value(end));
            json.end_object();
        }
        json.end_array();
        json.key("boosts").begin_object();
        json.field("xp", r.hero_xp);
        json.field("attack_to_kill", r.attack_to_kill).field("attack_gap", r.attack_gap);
        json.field("defense_useful", r.defense_useful);
        json.field("defense_to_survive", r.defense_to_survive);
        json.end_object();
    }
    json.end_object();
    out << '\n';
}

ExitCode run_round(const RoundArgs& args, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data) return ExitCode::data;
    RoundInput input = parse_round(args, data->settings);
    RoundReport report = resolve_round(input);
    if (report.foe.dice_short > 0) {
        int rolled = static_cast<int>(input.rage_rolls.size());
        int short_by = report.foe.dice_short;
        throw UsageError("the monster spends rage to re-roll: roll " + std::to_string(short_by) +
                         (short_by == 1 ? " more die" : " more dice") +
                         " and add them to --rage-rolls" +
                         (rolled > 0 ? " (after the " + std::to_string(rolled) + " given)" : ""));
    }
    if (context.json()) {
        print_json(context.out(), input, report);
    } else {
        print_text(context.out(), input, report);
    }
    return ExitCode::ok;
}

}  // namespace

void setup_round(CLI::App& colf, cli::Context& context) {
    auto args = std::make_shared<RoundArgs>();
    CLI::App* cmd = colf.add_subcommand(
        "round", "Resolve one combat round: best hero placement, monster placement, damage");
    cmd->add_option("--hero-attack", args->hero_attack, "Dominoes in the hero's Attack column")
        ->type_name("A-B,...");
    cmd->add_option("--hero-defense", args->hero_defense, "Dominoes in the hero's Defense column")
        ->type_name("A-B,...");
    cmd->add_option("--hits", args->hits,
                    "Hits on the hero's dominoes: domino:number, once per hit")
        ->type_name("A-B:N,...");
    cmd->add_option("--hero-dice", args->hero_dice,
                    "The hero's dice as rolled (after any XP re-rolls)")
        ->type_name("D,D,...");
    cmd->add_option("--monster-attack", args->monster_attack,
                    "Dominoes in the monster's Attack column")
        ->type_name("A-B,...");
    cmd->add_option("--monster-defense", args->monster_defense,
                    "Dominoes in the monster's Defense column")
        ->type_name("A-B,...");
    cmd->add_option("--monster-dice", args->monster_dice,
                    "The monster's dice as rolled; without them, advice before it rolls")
        ->type_name("D,D,...");
    cmd->add_option("--monster-level", args->monster_level,
                    "The monster's level (its dice), when --monster-dice is not given")
        ->type_name("N");
    cmd->add_option("--rage-rolls", args->rage_rolls,
                    "Dice rolled for the monster's rage re-rolls, in order")
        ->type_name("D,D,...");
    cmd->add_option("--bite", args->bite, "The monster's Bite")->type_name("N");
    cmd->add_option("--monster-hp", args->monster_hp, "Hit tokens left in the monster's HP pool")
        ->type_name("N");
    cmd->add_option("--xp", args->xp, "The hero's XP before the round")->type_name("N");
    cmd->add_option("--rage", args->rage, "The monster's rage tokens before the round")
        ->type_name("N");
    cmd->add_option("--damage", args->damage,
                    "The hero's damage (default: unarmed damage from the data)")
        ->type_name("N");
    cmd->add_flag("--flee", args->flee, "The hero flees this round: it rolls nothing");
    cmd->footer(
        "Dominoes are written 2-5 (or 2|5), dice as numbers 1-6, lists with commas,\n"
        "hits as domino:number.\n"
        "The hero places before the monster rolls, so each way of placing (a line) is\n"
        "judged against the exact odds of the monster's procedure, with XP boosts chosen\n"
        "after both rolls: most likely to survive the round, then to kill the monster, then\n"
        "the highest expected value (damage dealt up to its HP, less damage taken, plus XP\n"
        "held, less each destroyed domino's numbers plus one). See ruling R16.\n"
        "Examples:\n"
        "  pnpkit colf round --hero-attack 2-5,3-3 --hero-defense 1-4 --hits 2-5:5 \\\n"
        "      --hero-dice 5,3,1,4 --monster-attack 1-2 --monster-defense 3-6 --bite 1 \\\n"
        "      --monster-level 3 --xp 2 --rage 0\n"
        "  pnpkit colf round ... --monster-dice 2,6,6     # the same, then resolved\n");
    cmd->callback([args, &context] { context.result = run_round(*args, context); });
}

}  // namespace pnpkit::colf
