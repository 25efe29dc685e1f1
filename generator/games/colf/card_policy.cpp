#include "games/colf/card_policy.hpp"

#include <stdexcept>

#include "games/colf/guided.hpp"
#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

// The numbers the card reads, as its texts print them (the advisor's, policy.cpp's patient).
constexpr int k_card_top_level = 5;
constexpr int k_card_level_below = 1;  // fight a monster this many levels below the hero's
constexpr int k_card_keep_xp = 6;

// The advisor's numbers where a rule does what the advisor does, as its text says.
Policy card_numbers() {
    Policy p = guided_advisor();
    p.level_cap = k_card_top_level;
    p.boost_reserve = k_card_keep_xp;
    p.attack_percent = 50;
    p.rest_percent = 40;
    p.level_offset = -k_card_level_below;
    return p;
}

const Policy& card_policy_numbers() {
    static const Policy p = card_numbers();
    return p;
}

// Hurt: at least 2 of every 5 of the hero's numbers are hit.
bool card_hurt(const Hero& hero) {
    return 5 * hero.hits() >= 2 * hero.numbers();
}

std::optional<CardAnswer> rule_grow(const CardQuestion& q) {
    CardAnswer a;
    if (q.ask == CardAsk::level_up) {
        a.yes = q.hero->level < k_card_top_level;
        return a;
    }
    if (q.ask != CardAsk::arrange) return std::nullopt;
    Hero arranged = *q.hero;
    arrange(arranged, card_policy_numbers());
    for (const Tile& t : arranged.tiles) a.sides.push_back(t.side);
    return a;
}

std::optional<CardAnswer> rule_master(const CardQuestion& q) {
    if (q.ask != CardAsk::turn) return std::nullopt;
    if (q.tokens_left > 0) return std::nullopt;  // this turn's token is not the last
    CardAnswer a;
    a.turn = {Action::master, q.data->settings.master_level};
    return a;
}

std::optional<CardAnswer> rule_turn(const CardQuestion& q) {
    if (q.ask != CardAsk::turn) return std::nullopt;
    CardAnswer a;
    if (card_hurt(*q.hero)) {
        a.turn = {Action::rest, 0};
        return a;
    }
    Policy explorer = card_policy_numbers();  // never the master here: rule 2 spoke to it
    explorer.master_at_level = 1 << 20;
    explorer.master_xp = 1 << 20;
    explorer.master_turns_left = -1;
    a.turn = choose_turn(*q.hero, q.tokens_left, *q.nouns, *q.adjectives, *q.data, explorer);
    return a;
}

std::optional<CardAnswer> rule_flee(const CardQuestion& q) {
    if (q.ask != CardAsk::flee) return std::nullopt;
    return CardAnswer{};  // never
}

std::optional<CardAnswer> rule_dice(const CardQuestion& q) {
    if (q.ask != CardAsk::line) return std::nullopt;
    // Without blanks, fewest Attack dice first: the last puts every die that may go to Attack.
    CardAnswer a;
    a.line = candidate_lines(*q.hero, q.dice, Blanks::skip).back();
    return a;
}

std::optional<CardAnswer> rule_boosts(const CardQuestion& q) {
    if (q.ask != CardAsk::boosts) return std::nullopt;
    CardAnswer a;
    a.boosts = choose_boosts(*q.hero, *q.foe, *q.placement, q.foe_attack, q.foe_defense,
                             q.unarmed_damage, q.fleeing, card_policy_numbers());
    return a;
}

std::optional<CardAnswer> rule_hits(const CardQuestion& q) {
    if (q.ask != CardAsk::hit) return std::nullopt;
    CardAnswer a;
    choose_hit(hero_with_hits(*q.hero, *q.round), q.round->hero, a.hit.first, a.hit.second);
    return a;
}

constexpr CardRule k_card_rules[] = {
    {"Level up when you can, up to level 5. After each turn put about half your open numbers in "
     "Attack (big dominoes first, fewest moves).",
     rule_grow},
    {"Never challenge the Master early: face it on your last turn token, however strong you are.",
     rule_master},
    {"Else rest if 2 of every 5 of your numbers are hit; if not, fight a monster a level below "
     "yours (or the nearest you can build, lower first).",
     rule_turn},
    {"Never flee.", rule_flee},
    {"Put each die on a free number it matches, never on a blank; a die that fits both columns "
     "goes to Attack.",
     rule_dice},
    {"XP after both rolls: Defense to survive, then Attack to kill; the rest to Attack vs the "
     "Master, else all but 6 to Defense that stops hits.",
     rule_boosts},
    {"Put each hit on an open number you have the most copies of, in Defense on a tie.", rule_hits},
};

}  // namespace

std::span<const CardRule> card_policy_rules() {
    return k_card_rules;
}

std::vector<std::string> card_rules() {
    std::vector<std::string> texts;
    for (const CardRule& r : k_card_rules) texts.emplace_back(r.text);
    return texts;
}

CardAnswer CardChooser::ask(const CardQuestion& question) {
    for (std::size_t i = 0; i < std::size(k_card_rules); ++i) {
        if (auto a = k_card_rules[i].decide(question)) {
            m_last_rule = i;
            return *a;
        }
    }
    throw std::logic_error("colf: the strategy card has no rule for this decision");
}

TurnChoice CardChooser::turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                             const CardDeck& adjectives, const ColfData& data) {
    CardQuestion q;
    q.ask = CardAsk::turn;
    q.hero = &hero;
    q.data = &data;
    q.tokens_left = tokens_left;
    q.nouns = &nouns;
    q.adjectives = &adjectives;
    return ask(q).turn;
}

bool CardChooser::flee(const Hero& hero, const Foe& foe, int unarmed_damage) {
    CardQuestion q;
    q.ask = CardAsk::flee;
    q.hero = &hero;
    q.foe = &foe;
    q.unarmed_damage = unarmed_damage;
    return ask(q).yes;
}

Line CardChooser::line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
                       const RoundStakes& stakes) {
    CardQuestion q;
    q.ask = CardAsk::line;
    q.hero = &hero;
    q.foe = &foe;
    q.dice = dice;
    q.unarmed_damage = stakes.unarmed_damage;
    return ask(q).line;
}

Boosts CardChooser::boosts(const Hero& hero, const Foe& foe, const Placement& placement,
                           int foe_attack, int foe_defense, int unarmed_damage, bool fleeing) {
    CardQuestion q;
    q.ask = CardAsk::boosts;
    q.hero = &hero;
    q.foe = &foe;
    q.placement = &placement;
    q.foe_attack = foe_attack;
    q.foe_defense = foe_defense;
    q.unarmed_damage = unarmed_damage;
    q.fleeing = fleeing;
    return ask(q).boosts;
}

std::pair<std::size_t, int> CardChooser::hit(const Hero& hero, const CombatRound& round) {
    CardQuestion q;
    q.ask = CardAsk::hit;
    q.hero = &hero;
    q.round = &round;
    return ask(q).hit;
}

bool CardChooser::level_up(const Hero& hero, const Settings& settings) {
    CardQuestion q;
    q.ask = CardAsk::level_up;
    q.hero = &hero;
    q.settings = &settings;
    return ask(q).yes;
}

void CardChooser::arrange(Hero& hero) {
    CardQuestion q;
    q.ask = CardAsk::arrange;
    q.hero = &hero;
    adapt(hero, ask(q).sides);
}

Dice CardChooser::rest_rerolls(const Hero&, std::span<const std::uint8_t>) {
    return {};
}

}  // namespace pnpkit::colf
