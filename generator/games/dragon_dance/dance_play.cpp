#include "games/dragon_dance/dance_play.hpp"

#include <algorithm>
#include <cctype>

#include "core/error.hpp"
#include "core/text.hpp"
#include "games/dragon_dance/advice.hpp"
#include "games/dragon_dance/cli_common.hpp"
#include "games/dragon_dance/coach.hpp"
#include "games/dragon_dance/console.hpp"
#include "games/dragon_dance/lookahead.hpp"
#include "games/dragon_dance/narrate.hpp"
#include "games/dragon_dance/why.hpp"
#include "play/console.hpp"
#include "play/table.hpp"

namespace pnpkit::dragon_dance {

namespace {

// Says a line of the round's narration as the outcome it is (a line of no known kind is said).
void tell_line(play::Table& table, const std::string& line) {
    if (auto kind = applied_of_line(line))
        table.outcome(*kind, line);
    else
        table.say(line);
}

std::string id_of(Side side, const char* what) {
    return std::string(to_string(side)) + "-" + what;
}

// A die answer ("none", "0", "-", "n" or a face of `options`) as the log keeps it.
std::optional<Die> parse_die(std::string_view text, const std::vector<Die>& options) {
    std::string word(trim(text));
    for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    Die die = -1;
    if (word == "none" || word == "0" || word == "-" || word == "n")
        die = k_no_die;
    else if (word.size() == 1 && word[0] >= '1' && word[0] <= '6')
        die = word[0] - '0';
    if (std::find(options.begin(), options.end(), die) == options.end()) return std::nullopt;
    return die;
}

std::string die_choices(const std::vector<Die>& options) {
    std::vector<std::string> words;
    for (Die d : options)
        if (d != k_no_die) words.push_back(std::to_string(d));
    words.emplace_back("none");
    return join(words, ", ");
}

play::Checker check_die(std::vector<Die> options) {
    return [options](std::string_view text) {
        if (auto die = parse_die(text, options)) return play::Checked::ok(die_answer(*die));
        return play::Checked::bad("'" + std::string(trim(text)) +
                                  "' is not one of your dice; type " + die_choices(options));
    };
}

// Every answer a die question takes, as logged.
std::function<std::vector<std::string>()> die_answers(std::vector<Die> options) {
    return [options] {
        std::vector<std::string> out;
        for (Die d : options) out.push_back(die_answer(d));
        return out;
    };
}

// "none 2 | 1:4 2:3 3:2 4:2 5:1 6:1": a card's table, what each die makes it worth.
std::string table_text(const Card& card) {
    if (card.kind == Kind::movement || card.kind == Kind::special || card.has(Keyword::dodge))
        return card_summary(card, k_no_die);
    std::string out =
        std::string(to_string(card.kind)) + ": none " + std::to_string(card.value(k_no_die)) + " |";
    for (Die d = 1; d <= 6; ++d)
        out += " " + std::to_string(d) + ":" + std::to_string(card.value(d));
    return out;
}

// What `card` does with each of `dice` (faces alike once): "with 6: attack 4 / with 3: attack 3";
// a card that uses no table once.
std::string with_each(const Card& card, const DiceCounts& dice) {
    if (!card.uses_table()) return card_summary(card, k_no_die);
    std::vector<Die> faces = dice.faces();
    faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
    faces.push_back(k_no_die);
    std::vector<std::string> parts;
    for (Die d : faces)
        parts.push_back((d == k_no_die ? "none: " : "with " + std::to_string(d) + ": ") +
                        card_summary(card, d));
    return join(parts, " / ");
}

// What a follow-up `card` deals with each of `dice` and with none: "Slash deals 3 with a 5, 1 with
// no die".
std::string follow_up_text(const Card& card, const DiceCounts& dice) {
    std::vector<Die> faces = dice.faces();
    faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
    faces.push_back(k_no_die);
    std::vector<std::string> parts;
    for (Die d : faces) parts.push_back(std::to_string(card.value(d)) + " with " + die_text(d));
    return card.name + " deals " + join(parts, ", ");
}

std::string dice_count(int n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

}  // namespace

Seats seats_from_setup(const std::map<std::string, std::string>& setup) {
    auto it = setup.find("as");
    if (it == setup.end() || it->second == "knight") return Seats::knight;
    if (it->second == "dragon") return Seats::dragon;
    if (it->second == "both") return Seats::both;
    throw UsageError("--as is knight, dragon or both, not '" + it->second + "'");
}

DancePlay::DancePlay(const GameData& data, Seats seats)
    : m_data(&data),
      m_seats(seats),
      m_evaluate(best_evaluation(data)),
      m_computer(data, m_evaluate) {}

bool DancePlay::seated(Side side) const {
    return m_seats == Seats::both || (side == Side::knight) == (m_seats == Seats::knight);
}

void DancePlay::play(play::Table& table) {
    // A new game with its dice still to roll: new_game() rolls them, so they are taken back.
    Rng unused(0);
    m_state = new_game(*m_data, unused);
    for (Side s : k_sides) {
        SideState& side = m_state.side(s);
        side.unrolled = side.dice.total();
        side.dice = {};
    }
    table.add_command("cards",
                      "your hand's tables; their cards playable here, with their shown die",
                      [this] { return cards_text(m_turn); });
    if (m_seats == Seats::both)
        table.say(
            "Dragon Dance at one terminal: the Knight and the Dragon take turns; the screen "
            "is cleared before each secret choice.");
    else
        table.say("Dragon Dance: you are the " +
                  side_name(*m_data, m_seats == Seats::knight ? Side::knight : Side::dragon) +
                  "; the computer plays the other side. Type help at any prompt.");
    for (Side s : k_sides) roll(table, s, "rolls");
    while (m_outcome == Outcome::none) play_round(table);
    table.say("");
    table.outcome(Applied::game_over,
                  outcome_text(*m_data, m_outcome) + " (" +
                      count_of(static_cast<std::size_t>(m_state.round), "round") + ")");
}

void DancePlay::roll(play::Table& table, Side side, const std::string& why) {
    SideState& s = m_state.side(side);
    if (s.unrolled == 0) return;
    play::Ask ask{
        id_of(side, "roll"),
        "The " + side_name(*m_data, side) + " " + why + " " + dice_count(s.unrolled),
        "the dice this side rolls (at the table, or pnpkit rolls them with --dice rolled)"};
    for (int face : table.dice(ask, s.unrolled, 6)) s.dice.add(face);
    s.unrolled = 0;
}

void DancePlay::play_round(play::Table& table) {
    m_shown.reset();
    table.say("");
    table.say("== Round " + std::to_string(m_state.round + 1) + " ==");
    if (m_seats != Seats::both) table.say(status_line());
    std::array<Die, 2> dice{};
    for (Side s : k_sides) dice[index(s)] = ask_die(table, s);
    m_shown = dice;
    if (m_seats == Seats::both)
        hand_over(table, Side::knight);
    else
        table.outcome(Applied::dice_shown, shown_text());
    Plays plays{};
    for (Side s : k_sides) plays[index(s)] = Play{ask_card(table, s), dice[index(s)]};
    if (m_seats == Seats::both && !table.replaying()) table.console().clear_screen();
    std::size_t told = 0;
    ComboChoices combos = ask_combos(table, plays, told);
    GameState before = m_state;
    RoundResult result = resolve_round(*m_data, m_state, plays, combos);
    auto lines = narrate_round(*m_data, before, result, m_state);
    for (std::size_t i = told; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        if (line.starts_with("Recuperate:") || line.starts_with("Life:") ||
            line.starts_with("Result:"))
            continue;
        tell_line(table, line);
    }
    for (Side s : k_sides) {
        if (!result.recuperated[index(s)]) continue;
        table.outcome(Applied::recuperate, "Recuperate: the " + side_name(*m_data, s) +
                                               " takes back every card and die.");
        roll(table, s, "recuperates and rolls");
    }
    for (const auto& line : lines) {
        if (line.starts_with("Life:")) tell_line(table, line);
    }
    m_outcome = result.outcome;
}

ComboChoices DancePlay::ask_combos(play::Table& table, const Plays& plays, std::size_t& told) {
    ComboOffers offers = combo_offers(*m_data, m_state, plays);
    ComboChoices combos{};
    if (!offers[0] && !offers[1]) return combos;
    // The round so far, which no follow-up changes, before anyone decides on one.
    GameState preview = m_state;
    RoundResult first = resolve_round(*m_data, preview, plays);
    std::vector<std::string> lines = narrate_plays(*m_data, m_state, first);
    for (const auto& line : lines) tell_line(table, line);
    told = lines.size();
    for (Side s : k_sides) {
        if (offers[index(s)]) combos[index(s)] = ask_combo(table, s, plays, offers[index(s)]);
    }
    return combos;
}

void DancePlay::hand_over(play::Table& table, Side side) {
    if (table.replaying()) return;
    table.console().clear_screen();
    table.say("-- " + side_name(*m_data, side) + " --");
    table.say(status_line());
    if (m_shown) table.outcome(Applied::dice_shown, shown_text());
}

std::string DancePlay::shown_text() const {
    return "Dice shown: " + side_name(*m_data, Side::knight) + " " + die_text((*m_shown)[0]) +
           ", " + side_name(*m_data, Side::dragon) + " " + die_text((*m_shown)[1]) + ".";
}

Die DancePlay::ask_die(play::Table& table, Side side) {
    m_turn = side;
    std::vector<Die> options = die_options(m_state, side);
    std::string name = side_name(*m_data, side);
    if (options.size() == 1) {  // no dice: no die, nothing to ask
        if (seated(side))
            table.outcome(Applied::no_die, (m_seats == Seats::both ? name + ", you" : "You") +
                                               " hold no dice: no die this round.");
        play::Ask ask{id_of(side, "die"), "The " + name + " holds no dice"};
        auto none = [](Rng&) { return die_answer(k_no_die); };
        return *parse_die(table.decide(ask, none, check_die(options), play::Reveal::later),
                          options);
    }
    if (!seated(side)) {
        // From the position alone, never the other side's choice; shown once both have chosen.
        play::Ask ask{id_of(side, "die"), "The " + name + " chooses its die in secret"};
        auto compute = [this, side](Rng& rng) {
            return die_answer(*m_computer.choose_die(m_state, side, rng));
        };
        return *parse_die(table.decide(ask, compute, check_die(options), play::Reveal::later),
                          options);
    }
    if (m_seats == Seats::both) hand_over(table, side);
    play::Ask ask{id_of(side, "die"), (m_seats == Seats::both ? name + ", your die" : "Your die"),
                  "Phase 1: choose one of your dice to spend this round, or none; the other side "
                  "chooses at the same time, and both are shown before the cards. `cards` shows "
                  "what each card makes of a die; `advise` gives the computer's equilibrium mix "
                  "for your side.",
                  [this, side] {
                      return advice_text(*m_data, die_advice(*m_data, *m_evaluate, m_state, side));
                  },
                  die_answers(options)};
    ask.evaluate = [data = m_data, evaluate = m_evaluate, state = m_state, side] {
        return die_evaluation(*data, *evaluate, state, side);
    };
    return *parse_die(table.text(ask, check_die(options), die_choices(options)), options);
}

std::size_t DancePlay::ask_card(play::Table& table, Side side) {
    m_turn = side;
    std::string name = side_name(*m_data, side);
    Die die = (*m_shown)[index(side)];
    std::vector<play::Option> options;
    for (std::size_t c : card_list(legal_cards(*m_data, m_state, side))) {
        const Card& card = m_data->card(side, c);
        options.push_back({card.id, card.name + ": " + card_summary(card, die)});
    }
    if (!seated(side)) {
        // From the position and both dice alone; shown once both sides have chosen.
        play::Ask ask{id_of(side, "card"), "The " + name + " chooses its card in secret"};
        auto compute = [this, side](Rng& rng) {
            return m_data->card(side, *m_computer.choose_card(m_state, side, *m_shown, rng)).id;
        };
        return *m_data->find_card(
            side,
            table.decide(ask, compute, play::check_option(options, false), play::Reveal::later));
    }
    if (m_seats == Seats::both && side == Side::dragon) hand_over(table, side);
    play::Ask ask{id_of(side, "card"),
                  (m_seats == Seats::both ? name + ", your card" : "Your card") + " at " +
                      std::string(to_string(m_state.range)) + " range, with " + die_text(die),
                  "Phase 2: the card you play with your die; both cards are then shown and the "
                  "round resolved. `cards` shows the other side's cards playable here; `advise` "
                  "gives the computer's equilibrium mix for your side.",
                  [this, side] {
                      return advice_text(
                          *m_data, card_advice(*m_data, *m_evaluate, m_state, side, *m_shown));
                  }};
    // Against the other side's mix given both dice, never the card the computer drew.
    ask.evaluate = [data = m_data, evaluate = m_evaluate, state = m_state, side, dice = *m_shown] {
        return card_evaluation(*data, *evaluate, state, side, dice);
    };
    std::size_t chosen = table.choose(ask, options);
    return *m_data->find_card(side, options[chosen].key);
}

ComboChoice DancePlay::ask_combo(play::Table& table, Side side, const Plays& plays,
                                 const ComboOffer& offer) {
    m_turn = side;
    std::size_t card = card_list(offer.cards).front();
    std::vector<Die> options = offer.dice.faces();
    options.erase(std::unique(options.begin(), options.end()), options.end());
    options.push_back(k_no_die);
    // "skip", or a die ("4", "none"), logged as "follow 4"; the log's own form is taken too.
    auto check = [options, die_check = check_die(options)](std::string_view text) {
        std::string word(trim(text));
        for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (word == "skip") return play::Checked::ok("skip");
        std::string_view die =
            word.starts_with("follow ") ? std::string_view(word).substr(7) : word;
        play::Checked checked = die_check(die);
        if (checked.value) return play::Checked::ok("follow " + *checked.value);
        checked.error += ", or skip";
        return checked;
    };
    auto choice_of = [&](const std::string& answer) {
        if (answer == "skip") return ComboChoice{};
        return ComboChoice{true, card, *parse_die(answer.substr(7), options)};
    };
    const Card& follow = m_data->card(side, card);
    if (!seated(side)) {
        // Told by the narration that follows.
        play::Ask ask{id_of(side, "combo"),
                      "The " + side_name(*m_data, side) + " may follow up with " + follow.name};
        auto compute = [&, side](Rng& rng) {
            ComboChoice c = *m_computer.choose_combo(m_state, side, plays, offer, rng);
            return c.follow ? "follow " + die_answer(c.die) : std::string("skip");
        };
        return choice_of(table.decide(ask, compute, check, play::Reveal::later));
    }
    table.outcome(Applied::combo_offered,
                  (m_seats == Seats::both ? side_name(*m_data, side) + ", your " : "Your ") +
                      m_data->card(side, plays[index(side)].card).name +
                      " hurt, and the fight is at short range: you may follow up with " +
                      follow.name + ", which no defence stops (" +
                      follow_up_text(follow, offer.dice) + ").");
    auto answers = [options] {
        std::vector<std::string> out{"skip"};
        for (Die d : options) out.push_back("follow " + die_answer(d));
        return out;
    };
    play::Ask ask{
        id_of(side, "combo"),
        (m_seats == Seats::both ? side_name(*m_data, side) + ", follow-up die" : "Follow-up die"),
        "A combo: a die for " + follow.name +
            " (or none), or skip; `advise` gives what each "
            "is worth to you",
        [this, side, plays, offer, card] {
            return advice_text(
                *m_data, combo_advice(*m_data, *m_evaluate, m_state, side, plays, offer, card));
        },
        answers};
    ask.evaluate = [data = m_data, evaluate = m_evaluate, state = m_state, side, plays, card,
                    options] {
        return combo_evaluation(*data, *evaluate, state, side, plays, card, options);
    };
    return choice_of(table.text(ask, check, die_choices(options) + ", or skip"));
}

std::string DancePlay::status_line() const {
    std::string out = "Round " + std::to_string(m_state.round + 1) + ", " +
                      std::string(to_string(m_state.range)) + " range";
    for (Side s : k_sides) {
        const SideState& side = m_state.side(s);
        CardSet discards = full_hand(m_data->side(s)) & ~side.hand;
        out += " | " + side_name(*m_data, s) + " " + std::to_string(side.life) + "/" +
               std::to_string(m_data->side(s).life) + ", dice " + dice_text(side.dice) +
               ", discards " + dragon_dance::cards_text(*m_data, s, discards);
    }
    return out;
}

std::optional<play::Game::Result> DancePlay::result() const {
    if (m_outcome == Outcome::none) return std::nullopt;
    if (m_outcome == Outcome::draw) return Result{"drew", 0.5};
    Outcome win = m_seats == Seats::dragon ? Outcome::dragon_wins : Outcome::knight_wins;
    bool won = m_outcome == win;
    std::string side = m_seats == Seats::both ? " (the knight)" : "";
    return Result{(won ? "won" : "lost") + side, won ? 1.0 : 0.0};
}

std::string DancePlay::brief() const {
    std::string out =
        "round " + std::to_string(m_state.round + 1) + ", " + std::string(to_string(m_state.range));
    for (Side s : k_sides) {
        const SideState& side = m_state.side(s);
        out += "; " + side_name(*m_data, s) + " " + std::to_string(side.life) + " life, dice " +
               dice_text(side.dice);
        if (m_shown) out += ", shown " + die_text((*m_shown)[index(s)]);
    }
    return out;
}

std::string DancePlay::status() const {
    std::vector<std::string> lines{status_line()};
    for (auto& line : board_lines(*m_data, m_state)) lines.push_back(std::move(line));
    if (m_outcome != Outcome::none) lines.push_back(outcome_text(*m_data, m_outcome));
    return join(lines, "\n");
}

std::string DancePlay::cards_text(Side me) const {
    std::string range(to_string(m_state.range));
    std::vector<std::string> lines{"Your hand (" + side_name(*m_data, me) + "), at " + range +
                                   " range:"};
    CardSet hand = m_state.side(me).hand;
    for (std::size_t c : card_list(hand)) {
        const Card& card = m_data->card(me, c);
        std::string where = card.playable_at(m_state.range) ? "" : " (not at " + range + " range)";
        lines.push_back("  " + card.name + ": " + table_text(card) + where);
    }
    Side them = other(me);
    lines.push_back("The " + side_name(*m_data, them) + "'s cards playable at " + range + " range" +
                    (m_shown ? ", having chosen " + die_text((*m_shown)[index(them)]) + ":"
                             : " (its die is not shown yet; dice " +
                                   dice_text(m_state.side(them).dice) + "):"));
    for (std::size_t c : card_list(legal_cards(*m_data, m_state, them))) {
        const Card& card = m_data->card(them, c);
        lines.push_back("  " + card.name + ": " +
                        (m_shown ? card_summary(card, (*m_shown)[index(them)])
                                 : with_each(card, m_state.side(them).dice)));
    }
    return join(lines, "\n");
}

play::GameDef dance_def(std::function<std::shared_ptr<const GameData>()> load) {
    auto loaded = std::make_shared<std::shared_ptr<const GameData>>();
    auto make = [load = std::move(load),
                 loaded](const play::Log& log) -> std::unique_ptr<play::Game> {
        if (!*loaded) *loaded = load();
        if (!*loaded) throw play::DataUnavailable{};  // its problems are printed: exit 1
        return std::make_unique<DancePlay>(**loaded, seats_from_setup(log.setup));
    };
    play::GameDef def{"dragon-dance",
                      "Dragon Dance",
                      "pnpkit dragon-dance play",
                      std::move(make),
                      {"as"},
                      {{{"as", "knight"}}, {{"as", "dragon"}}, {{"as", "both"}}},
                      k_coach_threshold};
    def.outcomes = &outcome_table();
    return def;
}

play::GameDef dance_def(std::shared_ptr<const GameData> data) {
    return dance_def([data] { return data; });
}

}  // namespace pnpkit::dragon_dance
