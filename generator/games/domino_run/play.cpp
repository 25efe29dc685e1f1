#include "games/domino_run/play.hpp"

#include <bit>
#include <functional>
#include <memory>
#include <span>
#include <sstream>
#include <vector>

#include "core/text.hpp"
#include "games/domino_run/advise.hpp"
#include "games/domino_run/advise_text.hpp"
#include "games/domino_run/describe.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/evaluate.hpp"
#include "games/domino_run/lookahead.hpp"
#include "games/domino_run/notation.hpp"
#include "games/domino_run/reach.hpp"
#include "games/domino_run/why.hpp"

namespace pnpkit::domino_run {

namespace {

std::string spaces(int n) {
    return count_of(static_cast<std::size_t>(n), "space");
}

// What one event of the engine means at the table, in a sentence; empty for those not told.
// `s` is the state just after the event's step (a tile laid is still where it was laid).
std::string event_text(const Event& e, const State& s, const Rules& rules) {
    switch (e.kind) {
        case EventKind::placed:
            return "It lies as " + to_string(s.line.laid(e.a)) + " at the far end.";
        case EventKind::mulligan:
            return "The starting line is set aside; a fresh one is dealt.";
        case EventKind::aside_returned:
            return "The old starting line goes back into the pile.";
        case EventKind::cubes:
            return "The enemy's cube goes on space " + std::to_string(space_number(e.a)) +
                   ", yours on space " + std::to_string(space_number(e.b)) + ".";
        case EventKind::rolled:
            return "";
        case EventKind::moved:
            return e.b == e.a ? "You stay where you are." : "You move " + spaces(e.b - e.a) + ".";
        case EventKind::key:
            return "You claim the key " + e.tile.to_string() + ": " + std::to_string(e.a) + " of " +
                   std::to_string(rules.keys_to_win) + ".";
        case EventKind::won:
            return "The last key: you escape the run. You win!";
        case EventKind::bonus_die:
            return "You take a bonus die: you roll " + std::to_string(rules.start_dice + e.a) +
                   " dice from now on.";
        case EventKind::ability:
            return "Your bonus ability: " + e.tile.to_string() + " (a " +
                   std::to_string(e.tile.low) + " may pay as a " + std::to_string(e.tile.high) +
                   ").";
        case EventKind::no_treasure:
            return "No treasure is left for this key.";
        case EventKind::enemy_moved:
            return "The enemy moves " + spaces(e.b - e.a) + ".";
        case EventKind::enemy_took:
            return "The enemy takes your key " + e.tile.to_string() + " and stops in its pit.";
        case EventKind::caught:
            return "The enemy catches you!";
        case EventKind::gave_die:
            return "You give up a bonus die.";
        case EventKind::gave_ability:
            return "You give up the ability " + e.tile.to_string() +
                   "; it goes back into the pile.";
        case EventKind::enemy_back:
            return "The enemy goes back to the pit behind the first tile.";
        case EventKind::lost:
            return "No treasure to give up: the enemy has you. You lose.";
        case EventKind::cleaned:
            return "Clean-up: " + count_of(static_cast<std::size_t>(e.a), "tile") +
                   " behind the enemy " + (e.a == 1 ? "goes" : "go") + " back into the pile.";
    }
    return "";
}

void tell(play::Table& table, const Events& events, const State& s, const Rules& rules) {
    for (const Event& e : events) {
        std::string text = event_text(e, s, rules);
        if (!text.empty()) table.outcome(applied_of(e.kind), text);
    }
}

std::vector<Domino> tiles_of(std::uint64_t bits, int max_pips) {
    std::vector<Domino> tiles;
    for (; bits != 0; bits &= bits - 1)
        tiles.push_back(domino_at(std::countr_zero(bits), max_pips));
    return tiles;
}

}  // namespace

DominoRunPlay::DominoRunPlay(GameData data, std::uint64_t seed, int samples)
    : m_data(std::move(data)), m_seed(seed), m_samples(samples), m_state(new_game(m_data.rules)) {}

void DominoRunPlay::play(play::Table& table) {
    m_state = new_game(rules());
    table.say("Deal the starting line: " + std::to_string(rules().setup_tiles) +
              " tiles, each matched to the end of the line when it can be, else low to high.");
    while (!m_state.over()) step(table);
    table.say(status());
}

void DominoRunPlay::step(play::Table& table) {
    if (m_state.phase == Phase::roll) return ask_dice(table);
    if (tile_choices(m_state) != 0) return ask_tile(table);
    switch (m_state.phase) {
        case Phase::mulligan:
            return ask_mulligan(table);
        case Phase::move:
            return ask_move(table);
        case Phase::treasure:
            return ask_treasure(table);
        case Phase::sacrifice:
            return ask_sacrifice(table);
        default:
            break;
    }
    throw std::logic_error(std::string("domino-run play: nothing to ask in phase ") +
                           to_string(m_state.phase));
}

void DominoRunPlay::ask_tile(play::Table& table) {
    std::vector<Domino> pool = tiles_of(tile_choices(m_state), m_state.max_pips());
    play::Ask ask;
    switch (m_state.phase) {
        case Phase::deal:
            ask = {"deal",
                   "Starting line, tile " + std::to_string(m_state.line.tiles() + 1) + " of " +
                       std::to_string(rules().setup_tiles),
                   "Draw a tile from the pile for the starting line; pnpkit lays it."};
            break;
        case Phase::ability:
            ask = {"ability-tile", "Draw your bonus ability",
                   "Draw until a tile with no blank that is not a double turns up (those drawn "
                   "before it go back): its low end may pay as its high end."};
            break;
        default:
            ask = {"refill", "Refill the line ahead",
                   "Draw a tile for the far end of the line: " +
                       std::to_string(rules().ahead(m_state.key_count())) +
                       " whole tiles lie ahead of you at the start of a turn."};
            break;
    }
    Domino tile = table.tile(ask, pool);
    Events events;
    give_tile(m_state, rules(), tile, &events);
    tell(table, events, m_state, rules());
}

void DominoRunPlay::ask_dice(play::Table& table) {
    int count = m_state.pool_size(rules()) - m_state.dice_rolled;
    table.say(draw_line(m_state));
    play::Ask ask{"roll",
                  "Turn " + std::to_string(m_state.turn) + ": roll your " +
                      (count == 1 ? std::string("die") : std::to_string(count) + " dice"),
                  "Roll your dice and type them: each pays for the spaces it carries you over."};
    std::vector<int> dice = table.dice(ask, count, rules().die_faces);
    Events events;
    for (int die : dice) give_die(m_state, rules(), die, &events);
    tell(table, events, m_state, rules());
}

void DominoRunPlay::ask_mulligan(play::Table& table) {
    table.say(draw_line(m_state).substr(0, draw_line(m_state).find('\n')));
    const play::Option options[] = {{"keep", "keep this starting line"},
                                    {"fresh", "set it aside and deal a fresh one (once a game)"}};
    play::Ask ask{"mulligan", "The starting line",
                  "Once a game you may set the starting line aside and deal a fresh one; the old "
                  "one goes back into the pile after."};
    ask.evaluate = [this, s = m_state, seed = decision_seed(m_seed, table.steps())] {
        return mulligan_evaluation(s, rules(), m_samples, seed);
    };
    std::size_t choice = table.choose(ask, options);
    Events events;
    choose_mulligan(m_state, rules(), choice == 1, &events);
    tell(table, events, m_state, rules());
}

void DominoRunPlay::ask_move(play::Table& table) {
    Events events;
    if (m_state.reach == m_state.player) {
        table.outcome(Applied::stuck,
                      "No space ahead can be paid with " + roll_text(m_state) + ": you stay.");
        move_to(m_state, rules(), m_state.player, &events);
        return tell(table, events, m_state, rules());
    }
    std::vector<play::Option> options;
    std::vector<int> places;
    for (int place = m_state.reach; place >= m_state.player; --place) {
        std::string label =
            (place == m_state.player ? "stay on " : "stop on ") + place_name(m_state, place);
        if (place > m_state.player) label += ", " + spaces(place - m_state.player) + " on";
        int keys = keys_between(m_state, m_state.player, place);
        if (keys > 0) label += ", claiming " + count_of(static_cast<std::size_t>(keys), "key");
        if (auto plan = plan_to(m_state, place); plan && place > m_state.player)
            label += ": " + spend_text(m_state, *plan);
        options.push_back({move_key(place), std::move(label)});
        places.push_back(place);
    }
    play::Ask ask{"move", "Roll " + roll_text(m_state) + ", you may stop on",
                  "Each die pays for successive spaces of its value or less (a blank or a pit "
                  "is free); once a turn two unused dice may be added together; an ability tile "
                  "turns its low value into its high one. You may stop on any space you reach."};
    std::uint64_t seed = decision_seed(m_seed, table.steps());
    ask.advice = [this, seed] {
        auto ways = advise(m_state, rules(), m_samples, seed);
        return advice_text(m_state, rules(), ways, m_samples, seed, 5);
    };
    ask.evaluate = [this, s = m_state, seed] {
        return move_evaluation(s, rules(), m_samples, seed);
    };
    std::size_t choice = table.choose(ask, options);
    move_to(m_state, rules(), places[choice], &events);
    tell(table, events, m_state, rules());
}

void DominoRunPlay::ask_treasure(play::Table& table) {
    auto kinds = treasure_choices(m_state, rules());
    Events events;
    if (kinds.size() == 1) {
        choose_treasure(m_state, rules(), kinds.front(), &events);
        return tell(table, events, m_state, rules());
    }
    std::vector<play::Option> options;
    for (TreasureKind kind : kinds) {
        const Treasure* t = m_data.treasure(kind);
        std::string label = t ? t->name + ": " + t->effect : std::string(to_string(kind));
        options.push_back({std::string(to_string(kind)), std::move(label)});
    }
    play::Ask ask{"treasure", "The key's treasure", "A claimed key gives one treasure."};
    ask.evaluate = [this, s = m_state, seed = decision_seed(m_seed, table.steps())] {
        return treasure_evaluation(s, rules(), m_samples, seed);
    };
    std::size_t choice = table.choose(ask, options);
    choose_treasure(m_state, rules(), kinds[choice], &events);
    tell(table, events, m_state, rules());
}

void DominoRunPlay::ask_sacrifice(play::Table& table) {
    std::vector<int> choices = sacrifice_choices(m_state);
    Events events;
    if (choices.size() == 1) {
        sacrifice(m_state, rules(), choices.front(), &events);
        return tell(table, events, m_state, rules());
    }
    std::vector<play::Option> options;
    for (int c : choices) {
        std::string label = c == k_give_die
                                ? std::string("give up a bonus die")
                                : "give up the ability " + m_state.ability(c).to_string();
        options.push_back({sacrifice_key(m_state, c), std::move(label)});
    }
    play::Ask ask{"sacrifice", "The enemy caught you; give up one",
                  "Give up a treasure (a bonus die or an ability tile) and the enemy goes back to "
                  "the pit behind the first tile."};
    ask.evaluate = [this, s = m_state, seed = decision_seed(m_seed, table.steps())] {
        return sacrifice_evaluation(s, rules(), m_samples, seed);
    };
    std::size_t choice = table.choose(ask, options);
    sacrifice(m_state, rules(), choices[choice], &events);
    tell(table, events, m_state, rules());
}

std::string DominoRunPlay::status() const {
    const State& s = m_state;
    std::ostringstream out;
    out << "Domino Run, turn " << s.turn << ": keys " << s.key_count() << " of "
        << rules().keys_to_win;
    std::vector<std::string> keys;
    for (Domino key : tiles_of(s.keys, s.max_pips())) keys.push_back(key.to_string());
    if (!keys.empty()) out << " (" << join(keys, " ") << ")";
    out << ", bonus dice " << s.bonus_dice << " of " << rules().bonus_dice() << ", abilities "
        << abilities_text(s) << ", pile "
        << count_of(static_cast<std::size_t>(s.pile.size()), "tile");
    if (!s.line.empty()) out << "\n" << draw_line(s);
    if (s.phase == Phase::move || s.phase == Phase::treasure) out << "\nroll " << roll_text(s);
    if (s.line.size() > 0 && s.phase != Phase::deal && s.phase != Phase::mulligan)
        out << "\nthe enemy moves " << rules().enemy_speed(s.key_count()) << " a turn";
    if (s.phase == Phase::won) out << "\nYou won in " << s.turn << " turns.";
    if (s.phase == Phase::lost) out << "\nYou lost on turn " << s.turn << ".";
    return out.str();
}

std::string DominoRunPlay::brief() const {
    const State& s = m_state;
    if (s.phase == Phase::deal || s.phase == Phase::mulligan)
        return "the starting line " + draw_line(s).substr(0, draw_line(s).find('\n'));
    std::string out = "turn " + std::to_string(s.turn) + ", keys " + std::to_string(s.key_count()) +
                      " of " + std::to_string(rules().keys_to_win) + ", you on " +
                      std::to_string(space_number(s.player)) + ", the enemy on " +
                      std::to_string(space_number(s.enemy)) + ", " +
                      std::to_string(s.pool_size(rules())) + " dice";
    if (s.ability_count > 0) out += ", abilities " + abilities_text(s);
    if (s.dice_rolled > 0) out += ", roll " + roll_text(s);
    return out;
}

std::optional<play::Game::Result> DominoRunPlay::result() const {
    const State& s = m_state;
    if (s.phase == Phase::won) return Result{"won on turn " + std::to_string(s.turn), 1};
    if (s.phase != Phase::lost) return std::nullopt;
    return Result{"lost on turn " + std::to_string(s.turn) + " with " +
                      count_of(static_cast<std::size_t>(s.key_count()), "key"),
                  0};
}

play::GameDef play_def(std::function<const GameData&()> data, int samples) {
    play::GameDef def{"domino-run", "Domino Run", "pnpkit domino-run play",
                      [data = std::move(data), samples](const play::Log& log) {
                          return std::make_unique<DominoRunPlay>(data(), log.seed, samples);
                      }};
    def.outcomes = &outcome_table();
    def.coach_threshold = k_coach_threshold;
    return def;
}

}  // namespace pnpkit::domino_run
