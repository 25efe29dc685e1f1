#include <algorithm>
#include <cstdio>

#include "cli/context.hpp"
#include "core/json.hpp"
#include "games/dice_adventures/card_losses.hpp"
#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/cli.hpp"
#include "games/dice_adventures/solver_cache.hpp"

namespace pnpkit::dice_adventures {

namespace {

// The losses as JSON: per game, by rule (from 1) and by kind of choice.
void write_json(std::ostream& out, const CardLosses& losses, const Rules& rules,
                std::span<const int> party, std::uint64_t seed, double optimum) {
    double games = static_cast<double>(losses.games);
    JsonWriter json(out);
    json.begin_object().field("game", "dice-adventures").field("mode", rules.mode->id);
    std::vector<std::string> ids;
    for (int c : party) ids.push_back(rules.cls(c).id);
    json.key("party").value(std::span<const std::string>(ids));
    json.field("seed", seed).field("games", losses.games);
    json.field("loss_per_game", losses.total_loss() / games);
    json.field("card_mean", losses.card_score / games).field("exact_optimal", optimum);
    auto tally = [&](const LossTally& t) {
        json.field("decisions_per_game", static_cast<double>(t.decisions) / games)
            .field("losing_per_game", static_cast<double>(t.losing) / games)
            .field("loss_per_game", t.loss / games);
    };
    json.key("rules").begin_array();
    for (std::size_t r = 0; r < losses.by_rule.size(); ++r) {
        json.begin_object().field("rule", r + 1);
        tally(losses.by_rule[r]);
        json.end_object();
    }
    json.end_array().key("kinds").begin_array();
    for (const auto& [kind, t] : losses.by_kind) {
        json.begin_object().field("kind", kind);
        tally(t);
        json.end_object();
    }
    json.end_array().end_object();
    out << '\n';
}

}  // namespace

ExitCode run_card_losses_command(const LadderOptions& o, cli::Context& context) {
    auto game = load_for_command(context);
    if (!game) return ExitCode::data;
    const GameData& data = game->data();
    Rules rules{&data, &mode_named(data, o.mode), o.deck};
    std::vector<int> party = ladder_party(data, o.party);
    Solver solver(rules);
    solve_party_start(solver, rules, party, ladder_threads(o.threads));
    CardLosses losses = card_losses(solver, party, context.seed(), 0, o.games);
    double games = static_cast<double>(losses.games);
    if (context.json()) {
        write_json(context.out(), losses, rules, party, context.seed(), solver.start_value(party));
        return ExitCode::ok;
    }
    char line[200];
    std::snprintf(line, sizeof line,
                  "Dice Adventures, %s, party %s: where the strategy card loses, over the "
                  "ladder's first %llu games (seed %llu)\n",
                  rules.mode->name.c_str(), party_names(data, party).c_str(),
                  static_cast<unsigned long long>(losses.games),
                  static_cast<unsigned long long>(context.seed()));
    std::ostream& out = context.out();
    out << line
        << "Loss: the exact solver's expected final score of the best choice minus the card's, "
           "summed, per game.\n"
        << "  rule  decisions/game  losing/game  loss/game\n";
    for (std::size_t r = 0; r < losses.by_rule.size(); ++r) {
        const LossTally& t = losses.by_rule[r];
        std::snprintf(line, sizeof line, "  %4zu  %14.2f  %11.3f  %9.4f\n", r + 1,
                      static_cast<double>(t.decisions) / games,
                      static_cast<double>(t.losing) / games, t.loss / games);
        out << line;
    }
    std::vector<std::pair<std::string, LossTally>> kinds(losses.by_kind.begin(),
                                                         losses.by_kind.end());
    std::sort(kinds.begin(), kinds.end(),
              [](const auto& a, const auto& b) { return a.second.loss > b.second.loss; });
    out << "  card's choice -> the best choice            losing/game  loss/game\n";
    for (const auto& [kind, t] : kinds) {
        if (t.loss / games < 0.0005) break;
        std::snprintf(line, sizeof line, "  %-40s  %11.3f  %9.4f\n", kind.c_str(),
                      static_cast<double>(t.losing) / games, t.loss / games);
        out << line;
    }
    std::snprintf(line, sizeof line,
                  "Total %.4f points a game; the card scored %.3f a game, the exact optimum is "
                  "%.3f.\n",
                  losses.total_loss() / games, losses.card_score / games,
                  solver.start_value(party));
    out << line;
    return ExitCode::ok;
}

}  // namespace pnpkit::dice_adventures
