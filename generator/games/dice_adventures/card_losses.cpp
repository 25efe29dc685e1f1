#include "games/dice_adventures/card_losses.hpp"

#include <algorithm>

#include "games/dice_adventures/card_policy.hpp"
#include "games/dice_adventures/ladder.hpp"
#include "games/dice_adventures/play_values.hpp"

namespace pnpkit::dice_adventures {

double CardLosses::total_loss() const {
    double sum = 0;
    for (const LossTally& t : by_rule) sum += t.loss;
    return sum;
}

std::string action_kind_name(const Rules& rules, const State& state, const Action& action) {
    auto hero = [&](int who) {
        return std::string(rules.cls(state.heroes[static_cast<std::size_t>(who)].cls).name);
    };
    switch (action.kind) {
        case ActionKind::recruit:
            return "recruit";
        case ActionKind::buy:
            return "buy " + rules.data->items[static_cast<std::size_t>(action.who)].name;
        case ActionKind::leave:
            return "leave the shop";
        case ActionKind::power:
            return hero(action.who) + (action.delta == 0 ? " re-roll" : " change");
        case ActionKind::provisions:
            return "provisions";
        case ActionKind::weapon:
            return "magic weapon";
        case ActionKind::done:
            return "stop";
        case ActionKind::substitute:
            return "hireling's die";
        case ActionKind::shift:
            return "+1";
        case ActionKind::level_up:
            return "level up";
    }
    return "?";
}

CardLosses card_losses(Solver& solver, std::span<const int> party, std::uint64_t seed,
                       std::uint64_t first, std::uint64_t games) {
    const Rules& rules = solver.rules();
    PlayValues values(solver);
    CardPolicy card(rules);
    CardLosses out;
    out.by_rule.resize(card_rule_list().size());
    Rng base(seed);
    for (std::uint64_t i = first; i < first + games; ++i) {
        Future future(base.stream(i));
        State end = play_future(rules, party, future, [&](const State& s) {
            Action chosen = card.choose(s);
            std::vector<Action> legal = legal_actions(rules, s);
            std::vector<double> v = values.action_values(s);
            std::size_t at = static_cast<std::size_t>(
                std::find(legal.begin(), legal.end(), chosen) - legal.begin());
            std::size_t best =
                static_cast<std::size_t>(std::max_element(v.begin(), v.end()) - v.begin());
            double loss = v[best] - v[at];
            std::string kind = action_kind_name(rules, s, chosen) + " -> " +
                               action_kind_name(rules, s, legal[best]);
            for (LossTally* t : {&out.by_rule[card.last_rule()], &out.by_kind[kind]}) {
                ++t->decisions;
                if (loss > 1e-9) ++t->losing;
                t->loss += loss;
            }
            return chosen;
        });
        out.card_score += score(rules, end);
        ++out.games;
    }
    return out;
}

}  // namespace pnpkit::dice_adventures
