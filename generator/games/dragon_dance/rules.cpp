#include "games/dragon_dance/rules.hpp"

#include <algorithm>
#include <cassert>

namespace pnpkit::dragon_dance {

namespace {

// What the played cards do before any follow-up: the two primary strikes and the movement.
struct Primary {
    std::array<std::optional<Strike>, 2> strikes;
    std::array<bool, 2> dodging{};
    bool reduce = false;
    bool increase = false;
    Range range_after = Range::long_range;
};

Primary primary(const GameData& data, const GameState& state, const Plays& plays) {
    Primary p;
    for (Side s : k_sides) {
        const Card& card = data.card(s, plays[index(s)].card);
        p.dodging[index(s)] = card.has(Keyword::dodge);
        p.reduce = p.reduce || card.has(Keyword::reduce_range);
        p.increase = p.increase || card.has(Keyword::increase_range);
    }
    for (Side s : k_sides) {
        const Play& play = plays[index(s)];
        const Card& card = data.card(s, play.card);
        if (card.kind != Kind::attack)
            continue;
        const Card& defence = data.card(other(s), plays[index(other(s))].card);
        Strike strike;
        strike.attacker = s;
        strike.card = play.card;
        strike.die = play.die;
        strike.attack = card.value(play.die);
        strike.protection = defence.uses_table() && defence.kind == Kind::defence
                                ? defence.value(plays[index(other(s))].die)
                                : 0;
        strike.dodged = p.dodging[index(other(s))];
        strike.damage = strike.dodged ? 0 : std::max(0, strike.attack - strike.protection);
        p.strikes[index(s)] = strike;
    }
    // Both movements cancel; one alone sets the range; none leaves it.
    p.range_after = state.range;
    if (p.reduce && !p.increase)
        p.range_after = Range::short_range;
    if (p.increase && !p.reduce)
        p.range_after = Range::long_range;
    return p;
}

ComboOffers offers_from(const GameData& data, const GameState& state, const Plays& plays,
                        const Primary& p) {
    ComboOffers offers{};
    if (p.range_after != Range::short_range)
        return offers;
    for (Side s : k_sides) {
        const Play& play = plays[index(s)];
        const Card& card = data.card(s, play.card);
        const auto& strike = p.strikes[index(s)];
        if (!card.has(Keyword::combo) || !strike || strike->damage <= 0)
            continue;
        const SideDef& def = data.side(s);
        CardSet followers = 0;
        for (std::size_t i = 0; i < def.cards.size(); ++i) {
            if (i == play.card || !contains(state.side(s).hand, i))
                continue;
            const Card& f = def.cards[i];
            if (f.has(Keyword::combo) && f.kind == Kind::attack &&
                f.playable_at(Range::short_range))
                followers |= card_bit(i);
        }
        if (followers == 0)
            continue;
        ComboOffer& offer = offers[index(s)];
        offer.cards = followers;
        offer.dice = state.side(s).dice;
        if (play.die != k_no_die)
            offer.dice.remove(play.die);
    }
    return offers;
}

}  // namespace

int DiceCounts::total() const {
    int n = 0;
    for (std::size_t f = 1; f < k_table_size; ++f)
        n += count[f];
    return n;
}

std::vector<Die> DiceCounts::faces() const {
    std::vector<Die> out;
    for (Die f = 6; f >= 1; --f) {
        for (int i = 0; i < count[static_cast<std::size_t>(f)]; ++i)
            out.push_back(f);
    }
    return out;
}

CardSet full_hand(const SideDef& def) {
    return def.cards.size() >= 32 ? ~CardSet{0} : card_bit(def.cards.size()) - 1;
}

std::vector<std::size_t> card_list(CardSet set) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; set != 0; ++i, set >>= 1) {
        if (set & 1u)
            out.push_back(i);
    }
    return out;
}

GameState new_game(const GameData& data, Rng& rng) {
    GameState state;
    state.range = data.starting_range;
    for (Side s : k_sides) {
        const SideDef& def = data.side(s);
        SideState& side = state.side(s);
        side.life = def.life;
        side.hand = full_hand(def);
        side.unrolled = def.dice;
    }
    roll_dice(state, rng);
    return state;
}

void roll_dice(GameState& state, Rng& rng) {
    for (SideState& side : state.sides) {
        for (; side.unrolled > 0; --side.unrolled)
            side.dice.add(rng.roll(6));
    }
}

CardSet legal_cards(const GameData& data, const GameState& state, Side side) {
    CardSet legal = 0;
    const auto& cards = data.side(side).cards;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (contains(state.side(side).hand, i) && cards[i].playable_at(state.range))
            legal |= card_bit(i);
    }
    return legal;
}

std::vector<Die> die_options(const GameState& state, Side side) {
    std::vector<Die> out{k_no_die};
    const DiceCounts& dice = state.side(side).dice;
    for (Die f = 6; f >= 1; --f) {
        if (dice.has(f))
            out.push_back(f);
    }
    return out;
}

bool is_legal(const GameData& data, const GameState& state, Side side, const Play& play) {
    if (play.card >= data.side(side).cards.size())
        return false;
    if (!contains(legal_cards(data, state, side), play.card))
        return false;
    return play.die == k_no_die || state.side(side).dice.has(play.die);
}

ComboOffers combo_offers(const GameData& data, const GameState& state, const Plays& plays) {
    return offers_from(data, state, plays, primary(data, state, plays));
}

RoundResult resolve_round(const GameData& data, GameState& state, const Plays& plays,
                          const ComboChoices& combos) {
    for ([[maybe_unused]] Side s : k_sides)
        assert(is_legal(data, state, s, plays[index(s)]));
    RoundResult result;
    result.range_before = state.range;
    result.plays = plays;
    Primary p = primary(data, state, plays);
    ComboOffers offers = offers_from(data, state, plays, p);
    result.reduce = p.reduce;
    result.increase = p.increase;
    result.range_after = p.range_after;

    for (Side s : k_sides) {
        if (!p.strikes[index(s)])
            continue;
        result.strikes[result.strike_count++] = *p.strikes[index(s)];
        result.damage_taken[index(other(s))] += p.strikes[index(s)]->damage;
    }
    // Discards: the played card and its die (ruling R4: a chosen die is spent whatever the card).
    for (Side s : k_sides) {
        const Play& play = plays[index(s)];
        result.discarded_cards[index(s)] |= card_bit(play.card);
        if (play.die != k_no_die)
            result.discarded_dice[index(s)].add(play.die);
    }
    // Follow-ups (ruling R1: after movement; R5: a dodge stops them; R6: no defence does).
    for (Side s : k_sides) {
        const auto& offer = offers[index(s)];
        const ComboChoice& choice = combos[index(s)];
        if (!offer || !choice.follow)
            continue;
        assert(contains(offer.cards, choice.card));
        assert(choice.die == k_no_die || offer.dice.has(choice.die));
        Strike strike;
        strike.attacker = s;
        strike.card = choice.card;
        strike.die = choice.die;
        strike.attack = data.card(s, choice.card).value(choice.die);
        strike.dodged = p.dodging[index(other(s))];
        strike.damage = strike.dodged ? 0 : strike.attack;
        strike.follow_up = true;
        result.strikes[result.strike_count++] = strike;
        result.damage_taken[index(other(s))] += strike.damage;
        result.discarded_cards[index(s)] |= card_bit(choice.card);
        if (choice.die != k_no_die)
            result.discarded_dice[index(s)].add(choice.die);
    }

    state.range = p.range_after;
    for (Side s : k_sides) {
        SideState& side = state.side(s);
        side.life = std::max(0, side.life - result.damage_taken[index(s)]);
        side.hand &= ~result.discarded_cards[index(s)];
        for (Die f = 1; f <= 6; ++f) {
            for (int n = 0; n < result.discarded_dice[index(s)].count[static_cast<std::size_t>(f)];
                 ++n) {
                side.dice.remove(f);
                side.spent.add(f);
            }
        }
        // Ruling R3: Recuperate comes after the discards, so it takes back itself and its die too.
        if (data.card(s, plays[index(s)].card).has(Keyword::recuperate)) {
            result.recuperated[index(s)] = true;
            side.hand = full_hand(data.side(s));
            side.unrolled = data.side(s).dice;
            side.dice = {};
            side.spent = {};
        }
    }
    ++state.round;
    result.outcome = outcome(state);
    return result;
}

Outcome outcome(const GameState& state) {
    bool knight_down = state.side(Side::knight).life <= 0;
    bool dragon_down = state.side(Side::dragon).life <= 0;
    if (knight_down && dragon_down)
        return Outcome::draw;
    if (knight_down)
        return Outcome::dragon_wins;
    if (dragon_down)
        return Outcome::knight_wins;
    return Outcome::none;
}

}  // namespace pnpkit::dragon_dance
