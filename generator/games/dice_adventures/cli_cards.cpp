#include <CLI/CLI.hpp>
#include <cstdio>
#include <ostream>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/difficulty.hpp"

namespace pnpkit::dice_adventures {

namespace {

ExitCode run_cards(cli::Context& context) {
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    std::vector<CardDifficulty> cards = card_difficulties(data);
    std::stable_sort(cards.begin(), cards.end(),
                     [](const auto& a, const auto& b) { return a.loss < b.loss; });
    if (context.json()) {
        JsonWriter json(context.out());
        json.begin_object().key("stated").begin_object();
        json.field("least", data.spread.least)
            .field("most", data.spread.most)
            .field("spread", data.spread.spread);
        json.end_object().key("cards").begin_array();
        for (const CardDifficulty& d : cards) {
            json.begin_object().field("id", data.deck[static_cast<std::size_t>(d.card)].id);
            json.field("hero_loss", d.loss).field("score", d.score).end_object();
        }
        json.end_array().end_object();
        context.out() << '\n';
        return ExitCode::ok;
    }
    std::ostream& out = context.out();
    char line[200];
    out << "The adventure deck, easiest first: the chance that a fresh party loses a hero on the "
           "card, and the\n"
           "expected score of that one adventure, both under optimal play, averaged over every "
           "starting party.\n";
    for (const CardDifficulty& d : cards) {
        const AdventureCard& c = data.deck[static_cast<std::size_t>(d.card)];
        std::snprintf(line, sizeof line, "  %5.1f%%  %5.2f  %-34s %s\n", 100 * d.loss, d.score,
                      c.name.c_str(), c.modifier.c_str());
        out << line;
    }
    std::snprintf(
        line, sizeof line,
        "stated: every card from %.0f%% to %.0f%%, spread over at least %.0f%% (found %.1f%%)\n",
        100 * data.spread.least, 100 * data.spread.most, 100 * data.spread.spread,
        100 * (cards.back().loss - cards.front().loss));
    out << line;
    return ExitCode::ok;
}

}  // namespace

void setup_cards(CLI::App& app, cli::Context& context) {
    CLI::App* cmd =
        app.add_subcommand("cards", "The adventure deck's cards with their exact difficulty");
    cmd->footer(
        "Examples:\n"
        "  pnpkit dice-adventures cards\n"
        "  pnpkit --format json dice-adventures cards\n");
    cmd->callback([&context] { context.result = run_cards(context); });
}

}  // namespace pnpkit::dice_adventures
