#include "games/domino_run/card_policy.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/domino_run/engine.hpp"
#include "games/domino_run/simple_policies.hpp"

namespace pnpkit::domino_run {

namespace {

// The doubles whose second space lies among the places after `from` (keys ahead).
int card_doubles_ahead(const State& s, int from) {
    return keys_between(s, from, s.line.size() - 1);
}

// The pips of the spaces after place `from`.
int card_pips_ahead(const State& s, int from) {
    return start_score(s, from, 0);
}

std::vector<CardRule> make_card_rules() {
    std::vector<CardRule> rules;
    rules.push_back(
        {CardQuestion::mulligan,
         "Starting line: add the pips after the 6th space. Lay a fresh line at 11 or more, at 17 "
         "or more with a double there; keep it with two.",
         [](const State& s, const Rules& r) -> std::optional<int> {
             int from = r.player_start;
             int doubles = card_doubles_ahead(s, from);
             int pips = card_pips_ahead(s, from);
             if (doubles >= 2) return 0;
             return pips >= (doubles == 1 ? 17 : 11) ? 1 : 0;
         }});
    rules.push_back({CardQuestion::move,
                     "Move as far as your dice allow, claiming every key you reach.",
                     [](const State& s, const Rules&) -> std::optional<int> { return s.reach; }});
    rules.push_back({CardQuestion::treasure,
                     "Treasure: a bonus die while the box has one, else an ability.",
                     [](const State& s, const Rules& r) -> std::optional<int> {
                         return static_cast<int>(treasure_choices(s, r).front());
                     }});
    rules.push_back({CardQuestion::sacrifice,
                     "Caught: give up the ability whose two numbers are closest; a bonus die only "
                     "when you have no ability.",
                     [](const State& s, const Rules&) -> std::optional<int> {
                         int weakest = weakest_ability(s);
                         return weakest >= 0 ? weakest : k_give_die;
                     }});
    return rules;
}

}  // namespace

const std::vector<CardRule>& card_rule_list() {
    static const std::vector<CardRule> rules = make_card_rules();
    return rules;
}

std::vector<std::string> card_rules() {
    std::vector<std::string> texts;
    for (const CardRule& rule : card_rule_list()) texts.push_back(rule.text);
    return texts;
}

int card_answer(CardQuestion question, const State& state, const Rules& rules) {
    for (const CardRule& rule : card_rule_list()) {
        if (rule.question != question) continue;
        if (auto answer = rule.decide(state, rules)) return *answer;
    }
    throw std::logic_error("the strategy card has no rule for this question");
}

std::string_view CardPolicy::objective() const {
    return "the strategy card's rules, each decision the first rule's that applies";
}

bool CardPolicy::mulligan(const State& state, const Rules& rules, Rng&) const {
    return card_answer(CardQuestion::mulligan, state, rules) == 1;
}

int CardPolicy::move(const State& state, const Rules& rules, Rng&) const {
    return std::clamp(card_answer(CardQuestion::move, state, rules), state.player, state.reach);
}

TreasureKind CardPolicy::treasure(const State& state, const Rules& rules,
                                  std::span<const TreasureKind> choices, Rng&) const {
    auto kind = static_cast<TreasureKind>(card_answer(CardQuestion::treasure, state, rules));
    return std::find(choices.begin(), choices.end(), kind) != choices.end() ? kind
                                                                            : choices.front();
}

int CardPolicy::sacrifice(const State& state, const Rules& rules, std::span<const int> choices,
                          Rng&) const {
    int choice = card_answer(CardQuestion::sacrifice, state, rules);
    return std::find(choices.begin(), choices.end(), choice) != choices.end() ? choice
                                                                              : choices.front();
}

}  // namespace pnpkit::domino_run
