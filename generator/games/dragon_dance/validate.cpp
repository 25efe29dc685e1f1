#include "games/dragon_dance/validate.hpp"

#include <string>

#include "games/dragon_dance/examples.hpp"
#include "games/dragon_dance/lookahead.hpp"

namespace pnpkit::dragon_dance {

namespace {

constexpr std::size_t k_cards_a_side = 8;

std::string q(const std::string& text) {
    return "'" + text + "'";
}

std::string entry_name(std::size_t i) {
    return i == 0 ? "no die" : "die " + std::to_string(i);
}

enum class Favoured { high, low };

// Attacks must never weaken as the die rises (high dice favoured), defences never strengthen
// (low dice favoured); and the favoured end must beat the other end.
void check_slope(const Card& c, Diagnostics& ds, Favoured favoured) {
    const bool high = favoured == Favoured::high;
    const std::string what = (high ? "attack " : "defence ") + q(c.name);
    const std::string rule = high ? "high dice strengthen attacks" : "low dice strengthen defences";
    for (std::size_t d = 2; d < k_table_size; ++d) {
        bool wrong = high ? c.values[d] < c.values[d - 1] : c.values[d] > c.values[d - 1];
        if (!wrong)
            continue;
        ds.error(c.source.values[d],
                 what + (high ? " weakens" : " strengthens") + " as the die rises: " +
                     entry_name(d) + " gives " + std::to_string(c.values[d]) + ", " +
                     entry_name(d - 1) + " gives " + std::to_string(c.values[d - 1]),
                 rule + ": from die 1 to die 6 each entry is at " + (high ? "least" : "most") +
                     " the one before");
    }
    const std::size_t best = high ? 6 : 1;
    const std::size_t worst = high ? 1 : 6;
    if (c.values[best] <= c.values[worst]) {
        ds.error(c.source.values[best],
                 entry_name(best) + " does not strengthen " + what + " more than " +
                     entry_name(worst) + " (" + std::to_string(c.values[best]) + " against " +
                     std::to_string(c.values[worst]) + ")",
                 rule);
    }
}

void check_table(const Card& c, Diagnostics& ds) {
    if (!c.uses_table()) {
        for (std::size_t d = 0; d < k_table_size; ++d) {
            if (c.values[d] == 0)
                continue;
            std::string what =
                c.has(Keyword::dodge) ? "a dodge" : "a " + std::string(to_string(c.kind)) + " card";
            ds.error(
                c.source.values[d],
                q(c.name) + " is " + what + ", which uses no table, so " + entry_name(d) +
                    " must be 0, found " + std::to_string(c.values[d]),
                "only attacks (damage) and defences other than dodges (protection) use the table");
        }
        return;
    }
    for (std::size_t d = 1; d < k_table_size; ++d) {
        if (c.values[d] < c.values[0]) {
            ds.error(c.source.values[d],
                     entry_name(d) + " makes " + q(c.name) + " weaker than no die (" +
                         std::to_string(c.values[d]) + " against " + std::to_string(c.values[0]) +
                         ")",
                     "a die never weakens a card");
        }
    }
    for (std::size_t d : {std::size_t{3}, std::size_t{4}}) {
        if (c.values[d] == c.values[0]) {
            ds.error(c.source.values[d],
                     entry_name(d) + " does not help " + q(c.name) + " (" +
                         std::to_string(c.values[d]) + ", as with no die)",
                     "middle dice help attacks and defences a little: die 3 and die 4 beat no die");
        }
    }
    check_slope(c, ds, c.kind == Kind::attack ? Favoured::high : Favoured::low);
}

void check_keywords(const Card& c, Diagnostics& ds) {
    if (c.has(Keyword::charge) && (c.kind != Kind::attack || !c.has(Keyword::reduce_range))) {
        ds.error(c.source.keywords,
                 q(c.name) + " has 'charge', so it must be an attack with 'reduce range'");
    }
    if (c.has(Keyword::reduce_range) && c.has(Keyword::increase_range)) {
        ds.error(c.source.keywords, q(c.name) + " cannot both reduce and increase range");
    }
    if (c.has(Keyword::dodge) && c.kind != Kind::defence) {
        ds.error(c.source.kind, q(c.name) + " has 'dodge', so its kind must be 'defence'");
    }
    if (c.has(Keyword::recuperate) && c.kind != Kind::special) {
        ds.error(c.source.kind, q(c.name) + " has 'recuperate', so its kind must be 'special'");
    }
    if (c.kind == Kind::movement && !c.has(Keyword::reduce_range) &&
        !c.has(Keyword::increase_range)) {
        ds.error(c.source.keywords,
                 "movement card " + q(c.name) + " must 'reduce range' or 'increase range'");
    }
    if (c.has(Keyword::combo) && (c.kind != Kind::attack || !c.playable_at(Range::short_range))) {
        ds.error(c.source.kind,
                 "combo card " + q(c.name) + " must be an attack playable at short range");
    }
    if (c.ranges.empty()) {
        ds.error(c.source.ranges, q(c.name) + " can be played at no range",
                 "list \"long\", \"short\" or both in 'ranges'");
    }
}

// The cards the rules name, with the behaviour the rules give them.
struct NamedCard {
    Side side;
    std::string_view id;
    std::string_view name;
    Kind kind;
    std::vector<Keyword> keywords;
    std::vector<Range> ranges;
    std::string_view described;
};

const std::vector<NamedCard>& named_cards() {
    static const std::vector<NamedCard> k_named = {
        {Side::knight,
         "hack",
         "Hack",
         Kind::attack,
         {Keyword::combo},
         {Range::short_range},
         "a short-range attack with 'combo'"},
        {Side::knight,
         "slash",
         "Slash",
         Kind::attack,
         {Keyword::combo},
         {Range::short_range},
         "a short-range attack with 'combo'"},
        {Side::knight,
         "charge",
         "Charge",
         Kind::attack,
         {Keyword::charge, Keyword::reduce_range},
         {Range::long_range},
         "a long-range attack with 'charge' and 'reduce range'"},
        {Side::knight,
         "dodge",
         "Dodge",
         Kind::defence,
         {Keyword::dodge},
         {},
         "a defence with 'dodge'"},
        {Side::dragon,
         "advance",
         "Advance",
         Kind::movement,
         {Keyword::reduce_range},
         {Range::long_range, Range::short_range},
         "a movement with 'reduce range', playable at both ranges"},
        {Side::dragon,
         "flap",
         "Flap",
         Kind::defence,
         {},
         {Range::short_range},
         "a defence playable at short range"},
        {Side::dragon,
         "breathe-fire",
         "Breathe Fire",
         Kind::attack,
         {},
         {Range::long_range},
         "an attack playable at long range"},
        {Side::dragon,
         "rake",
         "Rake",
         Kind::attack,
         {},
         {Range::short_range},
         "an attack playable at short range"},
    };
    return k_named;
}

void check_named(const GameData& data, Diagnostics& ds) {
    for (const NamedCard& named : named_cards()) {
        const SideDef& def = data.side(named.side);
        auto i = data.find_card(named.side, named.id);
        if (!i || def.cards[*i].id != named.id) {
            ds.error(def.cards_source, "the rules name the " + std::string(to_string(named.side)) +
                                           "'s card " + q(std::string(named.name)) +
                                           ", but no card has id " + q(std::string(named.id)));
            continue;
        }
        const Card& c = def.cards[*i];
        bool ok = c.kind == named.kind;
        for (Keyword k : named.keywords)
            ok = ok && c.has(k);
        for (Range r : named.ranges)
            ok = ok && c.playable_at(r);
        if (!ok)
            ds.error(c.source.card,
                     "the rules make " + q(c.name) + " " + std::string(named.described));
    }
}

void check_side(const SideDef& def, Diagnostics& ds) {
    std::string who = "the " + std::string(to_string(def.side));
    if (def.cards.size() != k_cards_a_side) {
        ds.error(def.cards_source, who + " has " + std::to_string(def.cards.size()) +
                                       " action cards; the game needs " +
                                       std::to_string(k_cards_a_side));
    }
    for (Range r : k_ranges) {
        bool any = false;
        for (const Card& c : def.cards)
            any = any || c.playable_at(r);
        if (!any)
            ds.error(def.cards_source,
                     who + " has no card to play at " + std::string(to_string(r)) + " range");
    }
    std::vector<const Card*> recuperates;
    std::vector<const Card*> combos;
    for (const Card& c : def.cards) {
        if (c.has(Keyword::recuperate))
            recuperates.push_back(&c);
        if (c.has(Keyword::combo))
            combos.push_back(&c);
    }
    if (recuperates.empty()) {
        ds.error(def.cards_source,
                 who + " has no Recuperate card (one with the 'recuperate' keyword)");
    }
    for (std::size_t i = 1; i < recuperates.size(); ++i) {
        ds.error(recuperates[i]->source.card, who + " has a second Recuperate card, " +
                                                  q(recuperates[i]->name) +
                                                  "; a side has exactly one");
    }
    for (const Card* c : recuperates) {
        if (!c->playable_at(Range::long_range) || !c->playable_at(Range::short_range)) {
            ds.error(
                c->source.ranges,
                "Recuperate card " + q(c->name) + " must be playable at long and short range",
                "it is the one card always in hand (ruling R3), so a side is never without a play");
        }
    }
    if (!combos.empty() && combos.size() != 2) {
        ds.error(combos.back()->source.card,
                 who + " has " + std::to_string(combos.size()) +
                     " combo cards; combos come in a pair, each following the other");
    }
}

}  // namespace

void check_tables(const GameData& data, Diagnostics& diagnostics) {
    for (const SideDef& def : data.sides) {
        for (const Card& c : def.cards)
            check_table(c, diagnostics);
    }
}

void check_decks(const GameData& data, Diagnostics& diagnostics) {
    for (const SideDef& def : data.sides) {
        check_side(def, diagnostics);
        for (const Card& c : def.cards)
            check_keywords(c, diagnostics);
    }
    check_named(data, diagnostics);
}

void check_lookahead(const GameData& data, Diagnostics& diagnostics) {
    const Lookahead& l = data.lookahead;
    if (l.source.file.empty())
        return;
    if (l.weights.size() != feature_count(data) || l.fingerprint != card_fingerprint(data)) {
        diagnostics.warning(l.source,
                            "the computer's value function was fitted to other cards; until it "
                            "is fitted again the computer plays with the old evaluation",
                            "run: pnpkit dragon-dance fit --seed 1");
    }
}

void validate(const GameData& data, Diagnostics& diagnostics) {
    check_tables(data, diagnostics);
    check_decks(data, diagnostics);
    check_lookahead(data, diagnostics);
    Diagnostics structure;
    check_named(data, structure);
    if (!structure.has_errors())
        check_examples(data, diagnostics);
}

}  // namespace pnpkit::dragon_dance
