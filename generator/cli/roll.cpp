#include "core/dice/roll.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "cli/commands.hpp"
#include "cli/context.hpp"
#include "core/dice/describe.hpp"
#include "core/dice/parser.hpp"
#include "core/dice/stats.hpp"
#include "core/dice/stats_table.hpp"
#include "core/json.hpp"

namespace pnpkit::cli {

namespace {

constexpr int k_default_bar_width = 60;
constexpr int k_least_bar_width = 10;

struct RollOptions {
    std::vector<std::string> expressions;
    bool stats = false;
};

struct Failure {
    std::string expression;
    dice::DiceError error;
};

void report_failures(const std::vector<Failure>& failures, Context& context) {
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().key("errors").begin_array();
        for (const Failure& f : failures) {
            json.begin_object()
                .field("expression", f.expression)
                .field("column", f.error.column)
                .field("message", f.error.message)
                .field("hint", f.error.hint)
                .end_object();
        }
        json.end_array().end_object();
        return;
    }
    for (const Failure& f : failures)
        context.err() << "pnpkit: error: " << dice::format_error(f.expression, f.error);
}

// The widest bar the terminal on stdout leaves beside the table, or the default without one.
int bar_width(Context& context, dice::ValueBounds bounds) {
    winsize size{};
    bool terminal = context.out().rdbuf() == std::cout.rdbuf() && isatty(STDOUT_FILENO) &&
                    ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0;
    if (!terminal)
        return k_default_bar_width;
    int value_width = static_cast<int>(std::max(
        {std::size_t{5}, std::to_string(bounds.min).size(), std::to_string(bounds.max).size()}));
    int table_width = value_width + 2 + 12 + 2 + 9 + 2;
    return std::max(k_least_bar_width, static_cast<int>(size.ws_col) - table_width - 1);
}

void write_die(JsonWriter& json, const dice::Die& die) {
    json.begin_object()
        .field("value", die.value)
        .field("kept", die.kept)
        .field("exploded", die.exploded)
        .field("extra", die.extra)
        .field("capped", die.capped)
        .field("success", die.success);
    json.key("rerolled_from").begin_array();
    for (int from : die.rerolled_from)
        json.value(from);
    json.end_array();
    json.field("rerolls_cut", die.rerolls_cut).end_object();
}

ExitCode print_rolls(const std::vector<dice::Expression>& expressions, Context& context) {
    Rng rng = context.make_rng();
    std::vector<dice::Roll> rolls;
    for (const auto& expression : expressions)
        rolls.push_back(dice::roll(expression, rng));
    if (!context.json()) {
        for (std::size_t i = 0; i < expressions.size(); ++i) {
            context.out() << expressions[i].text << ": "
                          << dice::describe_roll(expressions[i], rolls[i]) << " = "
                          << rolls[i].total << '\n';
            if (dice::reached_cap(rolls[i])) {
                context.out() << "  note: a die stopped exploding at the cap of "
                              << dice::k_max_explosions << " extra dice\n";
            }
        }
        return ExitCode::ok;
    }
    JsonWriter json(context.out());
    json.begin_object().field("seed", rng.seed()).key("rolls").begin_array();
    for (std::size_t i = 0; i < expressions.size(); ++i) {
        const dice::Expression& expression = expressions[i];
        json.begin_object()
            .field("expression", expression.text)
            .field("total", rolls[i].total)
            .field("detail", dice::describe_roll(expression, rolls[i]));
        json.key("pools").begin_array();
        for (std::size_t p = 0; p < expression.pools.size(); ++p) {
            const dice::PoolRoll& pool = rolls[i].pools[p];
            json.begin_object()
                .field("notation", expression.pools[p].text)
                .field("column", expression.pools[p].column)
                .field("value", pool.value)
                .field("counts_successes", expression.pools[p].success.has_value());
            json.key("dice").begin_array();
            for (const dice::Die& die : pool.dice)
                write_die(json, die);
            json.end_array().end_object();
        }
        json.end_array().end_object();
    }
    json.end_array().end_object();
    return ExitCode::ok;
}

ExitCode print_stats(const std::vector<dice::Expression>& expressions, Context& context) {
    std::vector<dice::ExactStats> all;
    std::vector<Failure> failures;
    for (const auto& expression : expressions) {
        auto result = dice::exact_stats(expression);
        if (auto* error = std::get_if<dice::DiceError>(&result)) {
            failures.push_back({expression.text, *error});
        } else {
            all.push_back(std::get<dice::ExactStats>(std::move(result)));
        }
    }
    if (!failures.empty()) {
        report_failures(failures, context);
        return ExitCode::usage;  // an expression typed on the command line is a usage mistake
    }
    if (!context.json()) {
        for (std::size_t i = 0; i < expressions.size(); ++i) {
            if (i > 0)
                context.out() << '\n';
            context.out() << expressions[i].text << '\n'
                          << dice::stats_table(all[i].distribution, all[i].bounds, all[i].omitted,
                                               bar_width(context, all[i].bounds));
        }
        return ExitCode::ok;
    }
    JsonWriter json(context.out());
    json.begin_object().key("stats").begin_array();
    for (std::size_t i = 0; i < expressions.size(); ++i) {
        const dice::Distribution& d = all[i].distribution;
        std::int64_t group =
            dice::group_for(static_cast<std::int64_t>(d.width()), dice::k_max_listed_rows);
        json.begin_object()
            .field("expression", expressions[i].text)
            .field("mean", d.mean())
            .field("standard_deviation", d.standard_deviation())
            .field("min", all[i].bounds.min)
            .field("max", all[i].bounds.max)
            .field("omitted_probability", all[i].omitted)
            .field("grouped_by", group);
        json.key("distribution").begin_array();
        for (const dice::StatsRow& row : dice::stats_rows(d, group)) {
            json.begin_object()
                .field("value", row.value)
                .field("to", row.to)
                .field("probability", row.probability)
                .field("at_least", row.at_least)
                .end_object();
        }
        json.end_array().end_object();
    }
    json.end_array().end_object();
    return ExitCode::ok;
}

ExitCode run_roll(const RollOptions& options, Context& context) {
    std::vector<dice::Expression> expressions;
    std::vector<Failure> failures;
    auto all = dice::parse_arguments(options.expressions);
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (auto* error = std::get_if<dice::DiceError>(&all[i])) {
            failures.push_back({options.expressions[i], *error});
        } else {
            expressions.push_back(std::get<dice::Expression>(std::move(all[i])));
        }
    }
    if (!failures.empty()) {
        report_failures(failures, context);
        return ExitCode::usage;  // an expression typed on the command line is a usage mistake
    }
    return options.stats ? print_stats(expressions, context) : print_rolls(expressions, context);
}

}  // namespace

void setup_roll(CLI::App& app, Context& context) {
    auto options = std::make_shared<RollOptions>();
    CLI::App* cmd =
        app.add_subcommand("roll", "Roll dice expressions, or show their exact distribution");
    cmd->add_option("expressions", options->expressions, "Dice expressions, one result line each")
        ->required()
        ->type_name("EXPR");
    cmd->add_flag(
        "--stats", options->stats,
        "Print each expression's exact distribution (value, probability, at least, histogram) "
        "with mean, sd, min and max instead of rolling");
    cmd->footer(
        "Notation: NdS, dS, d% (= d100), whole numbers, + - *, unary -, parentheses.\n"
        "After a pool, in any order:\n"
        "  khN klN dhN dlN  keep or drop the N highest or lowest dice (k = kh; N defaults to 1)\n"
        "  rC  roC        reroll while the die matches C, or once (C: 1 =1 <3 <=3 >5 >=5)\n"
        "  !  !C          explode on the highest face, or on C; at most 100 extra dice a die\n"
        "and last, a success condition (>=5, <=2, >5, <2, =6) to count the kept dice meeting it.\n"
        "Output marks: ~3~ dropped, 1→4 rerolled from 1, 6! exploded (its extra die follows),\n"
        "5* success. An expression starting with '-' goes after '--'.\n"
        "Examples:\n"
        "  pnpkit roll 4d6kh3 --seed 7\n"
        "  pnpkit roll 2d20kl1+5 '6d10>=7' '3d6!' 'd6r1'\n"
        "  pnpkit roll --stats 4d6kh3\n");
    cmd->callback([options, &context] { context.result = run_roll(*options, context); });
}

}  // namespace pnpkit::cli
