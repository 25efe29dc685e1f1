#include "games/dragon_dance/card_policy.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace pnpkit::dragon_dance {

namespace {

using Question = CardQuestion;
using Phase = CardQuestion::Phase;

// The index of the card `id` of the side asking, if it is legal now.
std::optional<std::size_t> legal_card(const Question& q, std::string_view id) {
    auto card = q.data->find_card(q.me, id);
    if (!card || !contains(legal_cards(*q.data, *q.state, q.me), *card)) return std::nullopt;
    return card;
}

std::optional<CardAnswer> play_card(const Question& q, std::string_view id) {
    auto card = legal_card(q, id);
    if (!card) return std::nullopt;
    CardAnswer a;
    a.card = *card;
    return a;
}

CardAnswer die_answer_of(Die die) {
    CardAnswer a;
    a.die = die;
    return a;
}

const SideState& mine(const Question& q) {
    return q.state->side(q.me);
}
Die my_die(const Question& q) {
    return q.dice[index(q.me)];
}
Die their_die(const Question& q) {
    return q.dice[index(other(q.me))];
}
bool at_short(const Question& q) {
    return q.state->range == Range::short_range;
}

// The highest die held, or k_no_die.
Die highest(const DiceCounts& dice) {
    for (Die f = 6; f >= 1; --f) {
        if (dice.has(f)) return f;
    }
    return k_no_die;
}
Die lowest(const DiceCounts& dice) {
    for (Die f = 1; f <= 6; ++f) {
        if (dice.has(f)) return f;
    }
    return k_no_die;
}

// Follow-ups: always, with the highest die left.
std::optional<CardAnswer> follow_up_highest(const Question& q) {
    if (q.phase != Phase::combo) return std::nullopt;
    CardAnswer a;
    a.combo = ComboChoice{true, card_list(q.offer->cards).front(), highest(q.offer->dice)};
    return a;
}

// ---- the knight ----

// The first of `ids` that is legal now.
std::optional<CardAnswer> first_card(const Question& q,
                                     std::initializer_list<std::string_view> ids) {
    for (std::string_view id : ids) {
        if (auto a = play_card(q, id)) return a;
    }
    return std::nullopt;
}

// The middle die held (of an even number, the higher middle one), or none.
Die middle(const DiceCounts& dice) {
    std::vector<Die> faces = dice.faces();
    if (faces.empty()) return k_no_die;
    return faces[(faces.size() - 1) / 2];
}

std::optional<CardAnswer> knight_long_die(const Question& q) {
    if (q.phase != Phase::die || at_short(q)) return std::nullopt;
    return die_answer_of(middle(mine(q).dice));
}

std::optional<CardAnswer> knight_short_die(const Question& q) {
    if (q.phase != Phase::die) return std::nullopt;
    const DiceCounts& dice = mine(q).dice;
    return die_answer_of(dice.has(6) ? 6 : dice.has(4) ? 4 : lowest(dice));
}

std::optional<CardAnswer> knight_high(const Question& q) {
    if (q.phase != Phase::card || my_die(q) < 5) return std::nullopt;
    if (my_die(q) == 5 && their_die(q) >= 5)
        return first_card(q, {"thrust", "hack", "slash", "charge"});
    return first_card(q, {"charge", "hack", "slash", "thrust"});
}

// Two or more cards discarded: Recuperate; else the attack of the range.
std::optional<CardAnswer> knight_idle(const Question& q) {
    if (q.phase != Phase::card || (my_die(q) != k_no_die && their_die(q) != k_no_die))
        return std::nullopt;
    if (std::popcount(mine(q).hand) <= 6) return first_card(q, {"knight-recuperate"});
    return first_card(q, {"hack", "slash", "charge", "thrust", "knight-recuperate"});
}

std::optional<CardAnswer> knight_middle(const Question& q) {
    if (q.phase != Phase::card || my_die(q) < 3) return std::nullopt;
    return first_card(q, {"dodge", "charge", "hack", "slash", "thrust", "knight-recuperate"});
}

std::optional<CardAnswer> knight_low(const Question& q) {
    if (q.phase != Phase::card) return std::nullopt;
    return first_card(q, {"shield", "dodge", "knight-recuperate"});
}

constexpr DanceCardRule k_knight_rules[] = {
    {"Follow up every combo, with your highest die left.", follow_up_highest},
    {"Die at long range: show your middle die (of four, the higher middle one).", knight_long_die},
    {"Die at short range: show a 6, else a 4, else your lowest die.", knight_short_die},
    {"Card with a 5 or 6: attack: at long range Charge (Lance Thrust with a 5 against a 5 or 6, "
     "or if Charge is spent); at short Hack, else Slash.",
     knight_high},
    {"If you or the dragon show no die: Recuperate once two cards are discarded, else attack.",
     knight_idle},
    {"Card with a 3 or 4: Dodge (if spent, attack as with a 5).", knight_middle},
    {"Card with a 1 or 2: Shield Block (if spent, Dodge, else Recuperate).", knight_low},
};

// ---- the dragon ----

std::optional<CardAnswer> dragon_die(const Question& q) {
    if (q.phase != Phase::die) return std::nullopt;
    const DiceCounts& dice = mine(q).dice;
    if (at_short(q)) return die_answer_of(highest(dice));
    return die_answer_of(dice.has(5) ? 5 : middle(dice));
}

std::optional<CardAnswer> dragon_idle(const Question& q) {
    if (q.phase != Phase::card) return std::nullopt;
    if (my_die(q) != k_no_die && (my_die(q) > 2 || their_die(q) != k_no_die)) return std::nullopt;
    if (at_short(q) && their_die(q) >= 5) return first_card(q, {"take-wing", "flap"});
    if (std::popcount(mine(q).hand) <= 7) return first_card(q, {"dragon-recuperate"});
    return first_card(q, {"rake", "breathe-fire", "tail-lash", "dragon-recuperate"});
}

std::optional<CardAnswer> dragon_low(const Question& q) {
    if (q.phase != Phase::card || my_die(q) > 2) return std::nullopt;
    return first_card(q, {"flap"});
}

std::optional<CardAnswer> dragon_long(const Question& q) {
    if (q.phase != Phase::card || at_short(q)) return std::nullopt;
    return first_card(q, {"breathe-fire", "tail-lash"});
}

std::optional<CardAnswer> dragon_short(const Question& q) {
    if (q.phase != Phase::card || !at_short(q)) return std::nullopt;
    if (my_die(q) == 3) return first_card(q, {"rake", "bite", "tail-lash"});
    return first_card(q, {"bite", "rake", "tail-lash"});
}

std::optional<CardAnswer> dragon_rest(const Question& q) {
    if (q.phase != Phase::card) return std::nullopt;
    return first_card(q, {"dragon-recuperate"});
}

constexpr DanceCardRule k_dragon_rules[] = {
    {"Die at long range: show a 5, else your middle die; at short range, your highest.",
     dragon_die},
    {"No die shown by you, or a 1 or 2 against no die: Take Wing at short range from a 5 or 6, "
     "else Recuperate once a card is discarded, else Rake.",
     dragon_idle},
    {"Card with a 1 or 2: Flap.", dragon_low},
    {"Card at long range: Breathe Fire (if spent, Tail Lash).", dragon_long},
    {"Card at short range: Rake with a 3, else Bite (if spent, Rake, then Tail Lash).",
     dragon_short},
    {"Otherwise: Recuperate.", dragon_rest},
};

}  // namespace

std::span<const DanceCardRule> card_rule_list(Side side) {
    if (side == Side::knight) return k_knight_rules;
    return k_dragon_rules;
}

std::vector<std::string> card_rules(Side side) {
    std::vector<std::string> out;
    for (const DanceCardRule& rule : card_rule_list(side)) out.emplace_back(rule.text);
    return out;
}

CardAnswer CardPlayer::answer(const CardQuestion& question) {
    std::span<const DanceCardRule> rules = card_rule_list(question.me);
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (auto a = rules[i].decide(question)) {
            m_last_rule = i;
            return *a;
        }
    }
    throw std::logic_error("the strategy card answers no rule to this question");
}

std::optional<Die> CardPlayer::choose_die(const GameState& state, Side me, Rng&) {
    CardQuestion q{CardQuestion::Phase::die, m_data, &state, me, {}, nullptr};
    return answer(q).die;
}

std::optional<std::size_t> CardPlayer::choose_card(const GameState& state, Side me,
                                                   const std::array<Die, 2>& dice, Rng&) {
    CardQuestion q{CardQuestion::Phase::card, m_data, &state, me, dice, nullptr};
    return answer(q).card;
}

std::optional<ComboChoice> CardPlayer::choose_combo(const GameState& state, Side me,
                                                    const Plays& plays, const ComboOffer& offer,
                                                    Rng&) {
    std::array<Die, 2> dice{plays[0].die, plays[1].die};
    CardQuestion q{CardQuestion::Phase::combo, m_data, &state, me, dice, &offer};
    return answer(q).combo;
}

}  // namespace pnpkit::dragon_dance
