#include "games/dragon_dance/examples.hpp"

namespace pnpkit::dragon_dance {

namespace {

std::string lose_words(Side side, int n) {
    return "the " + std::string(to_string(side)) + " must lose " + std::to_string(n) + " life";
}

// The rules' four examples. Example 1 and 4 happen at short range (Hack is a short-range card),
// Example 2 at long range (Charge is a long-range card); Example 3 names no range and is played at
// short range, where Rake belongs.
const std::vector<WorkedExample>& examples() {
    static const std::vector<WorkedExample> k_examples = {
        {1,
         "Hack with a 5 against Flap with a 1",
         Range::short_range,
         {{{"hack", 5, {}}, {"flap", 1, {}}}},
         std::nullopt,
         "",
         {{Side::knight, "hack", 5, 3}, {Side::dragon, "flap", 1, 4}},
         {0, 0},
         Range::short_range},
        {2,
         "Charge with a 6 against Breathe Fire with a 3",
         Range::long_range,
         {{{"charge", 6, {}}, {"breathe-fire", 3, {}}}},
         std::nullopt,
         "",
         {{Side::knight, "charge", 6, 5}, {Side::dragon, "breathe-fire", 3, 3}},
         {3, 5},
         Range::short_range},
        {3,
         "Dodge with no die against Rake with a 6",
         Range::short_range,
         {{{"dodge", k_no_die, {}}, {"rake", 6, {}}}},
         std::nullopt,
         "",
         {{Side::dragon, "rake", 6, 3}},
         {0, 0},
         Range::short_range},
        {4,
         "Hack with a 4 against Advance with a 2, then Slash with the 1",
         Range::short_range,
         {{{"hack", 4, {4, 1}}, {"advance", 2, {}}}},
         ComboChoice{true, 0, 1},
         "slash",
         {{Side::knight, "hack", 4, 2}, {Side::knight, "slash", 1, 1}},
         {0, 3},
         Range::short_range},
    };
    return k_examples;
}

}  // namespace

std::span<const WorkedExample> worked_examples() {
    return examples();
}

ExampleReplay replay(const GameData& data, const WorkedExample& example) {
    ExampleReplay out;
    out.where = data.source;
    std::string prefix = "worked example " + std::to_string(example.number) + " of the rules (" +
                         std::string(example.title) + "): ";

    GameState state;
    state.range = example.range;
    Plays plays{};
    for (Side s : k_sides) {
        const ExampleSide& ex = example.sides[index(s)];
        auto card = data.find_card(s, ex.card);
        if (!card) {
            out.problems.push_back(prefix + "the " + std::string(to_string(s)) + " has no card '" +
                                   std::string(ex.card) + "'");
            continue;
        }
        if (s == Side::knight)
            out.where = data.card(s, *card).source.card;
        SideState& side = state.side(s);
        side.life = data.side(s).life;
        side.hand = full_hand(data.side(s));
        if (ex.dice.empty() && ex.die != k_no_die)
            side.dice.add(ex.die);
        for (Die d : ex.dice)
            side.dice.add(d);
        plays[index(s)] = Play{*card, ex.die};
    }
    if (!out.problems.empty())
        return out;

    for (const ExampleValue& v : example.values) {
        auto card = data.find_card(v.side, v.card);
        if (!card) {
            out.problems.push_back(prefix + "the " + std::string(to_string(v.side)) +
                                   " has no card '" + std::string(v.card) + "'");
            continue;
        }
        const Card& c = data.card(v.side, *card);
        std::string verb = c.kind == Kind::defence ? " must prevent " : " must deal ";
        if (c.value(v.die) != v.value) {
            out.problems.push_back(
                prefix + c.name + " with " +
                (v.die == k_no_die ? std::string("no die") : "a " + std::to_string(v.die)) + verb +
                std::to_string(v.value) + ", its table gives " + std::to_string(c.value(v.die)));
        }
    }
    for (Side s : k_sides) {
        if (!is_legal(data, state, s, plays[index(s)])) {
            out.problems.push_back(prefix + data.card(s, plays[index(s)].card).name +
                                   " must be playable at " + std::string(to_string(example.range)) +
                                   " range");
        }
    }
    if (!out.problems.empty())
        return out;

    ComboOffers offers = combo_offers(data, state, plays);
    ComboChoices combos{};
    if (example.knight_combo) {
        auto follow = data.find_card(Side::knight, example.combo_card);
        const auto& offer = offers[index(Side::knight)];
        if (!follow || !offer || !contains(offer.cards, *follow)) {
            out.problems.push_back(prefix + "the knight must be able to follow up with '" +
                                   std::string(example.combo_card) + "'");
            return out;
        }
        combos[index(Side::knight)] = ComboChoice{true, *follow, example.knight_combo->die};
    } else if (offers[index(Side::knight)] || offers[index(Side::dragon)]) {
        out.problems.push_back(prefix + "no combo may follow");
    }

    RoundResult result = resolve_round(data, state, plays, combos);
    for (Side s : k_sides) {
        int lost = result.damage_taken[index(s)];
        if (lost != example.life_lost[index(s)]) {
            out.problems.push_back(prefix + lose_words(s, example.life_lost[index(s)]) +
                                   ", the engine gives " + std::to_string(lost));
        }
    }
    if (result.range_after != example.range_after) {
        out.problems.push_back(
            prefix + "the fight must end at " + std::string(to_string(example.range_after)) +
            " range, the engine gives " + std::string(to_string(result.range_after)));
    }
    out.result = result;
    return out;
}

void check_examples(const GameData& data, Diagnostics& diagnostics) {
    for (const WorkedExample& example : worked_examples()) {
        ExampleReplay r = replay(data, example);
        for (const std::string& problem : r.problems)
            diagnostics.error(r.where, problem);
    }
}

}  // namespace pnpkit::dragon_dance
