#include <CLI/CLI.hpp>
#include <memory>
#include <optional>
#include <ostream>

#include "core/json.hpp"
#include "core/text.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/commands.hpp"
#include "games/dragon_dance/narrate.hpp"

namespace pnpkit::dragon_dance {

namespace {

struct RoundOptions {
    std::string range;
    std::array<std::string, 2> play;  // CARD[:DIE], indexed by Side
    std::array<std::vector<int>, 2> dice;
    std::array<bool, 2> dice_given{};
    std::array<std::vector<std::string>, 2> discards;
    std::array<std::optional<int>, 2> life;
    std::string combo;  // a die, "none" or "skip"; empty: the highest die left
};

std::vector<std::string> card_ids(const GameData& data, Side side) {
    std::vector<std::string> ids;
    for (const Card& c : data.side(side).cards)
        ids.push_back(c.id);
    return ids;
}

std::size_t find_card_or_throw(const GameData& data, Side side, const std::string& text) {
    if (auto i = data.find_card(side, text))
        return *i;
    std::vector<std::string> ids = card_ids(data, side);
    std::string hint = did_you_mean(text, ids);
    throw UsageError("unknown " + std::string(to_string(side)) + " card '" + text + "'" +
                     (hint.empty() ? "" : "; " + hint) + " (" + std::string(to_string(side)) +
                     " cards: " + join(ids, ", ") + ")");
}

// "none", "-" and "0" mean no die; otherwise a face from 1 to 6.
Die parse_die(const std::string& text, const std::string& what) {
    if (text == "none" || text == "-" || text == "0")
        return k_no_die;
    if (text.size() == 1 && text[0] >= '1' && text[0] <= '6')
        return text[0] - '0';
    throw UsageError(what + ": '" + text + "' is not a die; use 1 to 6 or none");
}

Play parse_play(const GameData& data, Side side, const std::string& text) {
    std::string option = "--" + std::string(to_string(side));
    auto colon = text.find(':');
    std::string card = text.substr(0, colon);
    Die die = colon == std::string::npos ? k_no_die : parse_die(text.substr(colon + 1), option);
    return Play{find_card_or_throw(data, side, card), die};
}

// "1 die", "5 dice".
std::string dice_count(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

std::string legal_names(const GameData& data, const GameState& state, Side side) {
    return cards_text(data, side, legal_cards(data, state, side));
}

// The position the options describe, checked: every play must be legal in it.
GameState build_state(const GameData& data, const RoundOptions& options, Plays& plays) {
    GameState state;
    state.range = options.range == "short" ? Range::short_range : Range::long_range;
    for (Side s : k_sides) {
        const std::size_t i = index(s);
        const std::string who = "the " + std::string(to_string(s));
        SideState& side = state.side(s);
        plays[i] = parse_play(data, s, options.play[i]);
        side.life = options.life[i].value_or(data.side(s).life);
        side.hand = full_hand(data.side(s));
        for (const auto& name : options.discards[i]) {
            std::size_t card = find_card_or_throw(data, s, name);
            if (data.card(s, card).has(Keyword::recuperate)) {
                throw UsageError("--" + std::string(to_string(s)) + "-discards: " +
                                 data.card(s, card).name +
                                 " is never in the discard pile: it takes itself back with "
                                 "everything else (ruling R3)");
            }
            side.hand &= ~card_bit(card);
        }
        const int owned = data.side(s).dice;
        if (static_cast<int>(options.dice[i].size()) > owned) {
            throw UsageError("--" + std::string(to_string(s)) + "-dice gives " +
                             dice_count(options.dice[i].size()) + "; " + who + " has only " +
                             dice_count(static_cast<std::size_t>(owned)));
        }
        for (int d : options.dice[i])
            side.dice.add(d);
        if (!options.dice_given[i] && plays[i].die != k_no_die)
            side.dice.add(plays[i].die);
        const Card& card = data.card(s, plays[i].card);
        if (!contains(side.hand, plays[i].card)) {
            throw UsageError(who + "'s " + card.name +
                             " is discarded; in hand: " + cards_text(data, s, side.hand));
        }
        if (!card.playable_at(state.range)) {
            throw UsageError(who + " cannot play " + card.name + " at " +
                             std::string(to_string(state.range)) + " range (it is played at " +
                             ranges_text(card) +
                             " range); playable now: " + legal_names(data, state, s));
        }
        if (plays[i].die != k_no_die && !side.dice.has(plays[i].die)) {
            throw UsageError(who + "'s die " + std::to_string(plays[i].die) + " is not among --" +
                             std::string(to_string(s)) + "-dice " + dice_text(side.dice));
        }
    }
    return state;
}

ComboChoices choose_combos(const ComboOffers& offers, const std::string& combo,
                           cli::Context& context) {
    ComboChoices choices{};
    bool any = false;
    for (Side s : k_sides) {
        const ComboOffer& offer = offers[index(s)];
        if (!offer)
            continue;
        any = true;
        if (combo == "skip")
            continue;
        Die die = k_no_die;
        if (combo.empty()) {
            std::vector<Die> faces = offer.dice.faces();
            if (!faces.empty())
                die = faces.front();
        } else {
            die = parse_die(combo, "--combo");
            if (die != k_no_die && !offer.dice.has(die)) {
                throw UsageError("--combo " + combo + ": the " + std::string(to_string(s)) +
                                 " has no " + combo + " left; dice left: " + dice_text(offer.dice));
            }
        }
        choices[index(s)] = ComboChoice{true, card_list(offer.cards).front(), die};
    }
    if (!any && !combo.empty())
        context.info("note: --combo ignored: no combo follow-up is possible this round");
    return choices;
}

void write_side_json(JsonWriter& json, const GameData& data, Side s, const GameState& before,
                     const RoundResult& r, const GameState& after) {
    json.key(to_string(s)).begin_object();
    const Play& play = r.plays[index(s)];
    json.field("card", data.card(s, play.card).id).field("die", play.die);
    json.field("life_before", before.side(s).life).field("life_after", after.side(s).life);
    json.key("discarded_cards").begin_array();
    for (std::size_t c : card_list(r.discarded_cards[index(s)]))
        json.value(data.card(s, c).id);
    json.end_array();
    json.key("discarded_dice").begin_array();
    for (Die d : r.discarded_dice[index(s)].faces())
        json.value(d);
    json.end_array();
    json.field("recuperated", r.recuperated[index(s)]);
    json.key("dice_after").begin_array();
    for (Die d : after.side(s).dice.faces())
        json.value(d);
    json.end_array();
    json.end_object();
}

void write_json(std::ostream& out, const GameData& data, const GameState& before,
                const RoundResult& r, const GameState& after) {
    static constexpr const char* k_outcomes[] = {"none", "knight_wins", "dragon_wins", "draw"};
    JsonWriter json(out);
    json.begin_object();
    json.field("range_before", to_string(r.range_before))
        .field("range_after", to_string(r.range_after));
    json.field("reduce_range", r.reduce).field("increase_range", r.increase);
    for (Side s : k_sides)
        write_side_json(json, data, s, before, r, after);
    json.key("strikes").begin_array();
    for (std::size_t i = 0; i < r.strike_count; ++i) {
        const Strike& s = r.strikes[i];
        json.begin_object();
        json.field("attacker", to_string(s.attacker))
            .field("card", data.card(s.attacker, s.card).id);
        json.field("die", s.die).field("attack", s.attack).field("protection", s.protection);
        json.field("dodged", s.dodged).field("damage", s.damage).field("follow_up", s.follow_up);
        json.end_object();
    }
    json.end_array();
    json.field("outcome", k_outcomes[static_cast<int>(r.outcome)]);
    json.end_object();
    out << '\n';
}

ExitCode run_round(const RoundOptions& options, cli::Context& context) {
    auto data = load_for_command(context);
    if (!data)
        return ExitCode::data;
    Plays plays{};
    GameState before = build_state(*data, options, plays);
    ComboChoices combos = choose_combos(combo_offers(*data, before, plays), options.combo, context);
    GameState after = before;
    RoundResult result = resolve_round(*data, after, plays, combos);
    if (after.side(Side::knight).unrolled + after.side(Side::dragon).unrolled > 0) {
        Rng rng = context.make_rng();
        roll_dice(after, rng);
    }
    if (context.json()) {
        write_json(context.out(), *data, before, result, after);
    } else {
        for (const auto& line : narrate_round(*data, before, result, after))
            context.out() << line << '\n';
    }
    return ExitCode::ok;
}

}  // namespace

void setup_round(CLI::App& game, cli::Context& context) {
    auto options = std::make_shared<RoundOptions>();
    CLI::App* cmd = game.add_subcommand("round", "Resolve one round and show each step");
    cmd->add_option("--range", options->range, "The range the round is played at")
        ->required()
        ->check(CLI::IsMember({"long", "short"}))
        ->type_name("long|short");
    for (Side s : k_sides) {
        const std::string side(to_string(s));
        const std::size_t i = index(s);
        cmd->add_option("--" + side, options->play[i],
                        "The " + side + "'s card (id or name) and die, if any")
            ->required()
            ->type_name("CARD[:DIE]");
        cmd->add_option_function<std::vector<int>>(
               "--" + side + "-dice",
               [options, i](const std::vector<int>& dice) {
                   options->dice[i] = dice;
                   options->dice_given[i] = true;
               },
               "The " + side +
                   "'s unspent dice, the chosen one included (default: only the chosen die)")
            ->delimiter(',')
            ->check(CLI::Range(1, 6))
            ->type_name("D,D,...");
        cmd->add_option("--" + side + "-discards", options->discards[i],
                        "The " + side + "'s cards already discarded")
            ->delimiter(',')
            ->type_name("CARD,...");
        cmd->add_option("--" + side + "-life", options->life[i],
                        "The " + side + "'s life before the round (default: full)")
            ->check(CLI::Range(1, 99));
    }
    cmd->add_option(
           "--combo", options->combo,
           "A combo follow-up's die, 'none', or 'skip' to decline (default: the highest die left)")
        ->type_name("DIE|none|skip");
    cmd->footer(
        "Dice a Recuperate takes back are re-rolled (--seed replays them).\n"
        "Examples:\n"
        "  pnpkit dragon-dance round --range short --knight hack:4 --dragon advance:2 "
        "--knight-dice 4,1\n"
        "  pnpkit dragon-dance round --range long --knight charge:6 --dragon breathe-fire:3\n");
    cmd->callback([options, &context] { context.result = run_round(*options, context); });
}

}  // namespace pnpkit::dragon_dance
