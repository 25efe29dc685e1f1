#include "games/colf/guided.hpp"

#include <algorithm>

#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/play.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/round_assist.hpp"
#include "games/colf/rules.hpp"
#include "games/colf/why.hpp"

namespace pnpkit::colf {

const Policy& guided_advisor() {
    static const Policy& patient = *find_policy("patient");
    return patient;
}

namespace {

// The piles' order is never used (see GuidedGame), so refreshing one needs no real shuffle.
Rng& unused_order() {
    static thread_local Rng rng(0);
    return rng;
}

const char* side_name(Side side) {
    return side == Side::attack ? "Attack" : "Defense";
}

// Every way to write backs adding up to `level` (a noun's level, then one or more adjectives',
// highest first), as the backs question takes them: answers to try in random play.
std::vector<std::string> backs_adding_up_to(int level) {
    std::vector<std::string> out;
    std::vector<int> parts;
    // Appends each partition of `left` into parts of at most `largest` to the noun in parts[0].
    auto partitions = [&](auto& self, int left, int largest) -> void {
        if (left == 0) {
            if (parts.size() >= 2) out.push_back(numbers_text(parts));
            return;
        }
        for (int p = std::min(left, largest); p >= 1; --p) {
            parts.push_back(p);
            self(self, left - p, p);
            parts.pop_back();
        }
    };
    for (int noun = 1; noun < level; ++noun) {
        parts = {noun};
        partitions(partitions, level - noun, level - noun);
    }
    return out;
}

}  // namespace

GuidedGame::GuidedGame(std::shared_ptr<const ColfData> data)
    : m_data(std::move(data)), m_tokens(m_data->settings.turn_tokens), m_pool(TilePool()) {
    for (DeckKind kind : {DeckKind::nouns, DeckKind::adjectives}) {
        std::vector<CardRef> refs;
        for (std::size_t i = 0; i < m_data->deck(kind).size(); ++i)
            refs.push_back(static_cast<CardRef>(i));
        (kind == DeckKind::nouns ? m_nouns : m_adjectives) = CardDeck(std::move(refs));
    }
}

void GuidedGame::play(play::Table& table) {
    const Settings& settings = m_data->settings;
    set_up(table);
    for (;;) {
        if (m_tokens == 0) {
            table.outcome(Applied::master_comes,
                          "No turn token is left: the Master Monster comes for you (level " +
                              std::to_string(settings.master_level) + ").");
            face_master(table, settings.master_level);
            break;
        }
        --m_tokens;
        ++m_turn;
        refresh_empty_piles();
        table.say("\nTurn " + std::to_string(m_turn) + ": " +
                  count_of(static_cast<std::size_t>(m_tokens), "turn token") +
                  " left after this one.");
        std::vector<int> levels = buildable_levels();
        std::vector<play::Option> options{
            {"rest", "roll your dice; each heals a hit on its number"}};
        if (!levels.empty()) options.push_back({"explore", "pick a monster's level and fight it"});
        options.push_back({"master", "challenge the Master Monster: the last fight"});
        play::Ask ask{
            "turn", "Turn " + std::to_string(m_turn) + ": rest, explore or face the Master",
            "Rest heals, Explore fights a monster of the level you pick (its level in XP "
            "when it dies), the Master ends the game",
            [this] {
                TurnChoice c =
                    choose_turn(m_hero, m_tokens, m_nouns, m_adjectives, *m_data, guided_advisor());
                std::string policy =
                    "(the simulator's " + std::string(guided_advisor().name) + " policy)";
                if (c.action == Action::rest) return "rest " + policy;
                if (c.action == Action::master)
                    return "master, at level " + std::to_string(c.level) + " " + policy;
                return "explore, a level-" + std::to_string(c.level) + " monster " + policy;
            }};
        std::vector<std::string> keys;
        for (const play::Option& option : options) keys.push_back(option.key);
        ask.evaluate = [table = snapshot(), keys] { return turn_values(table, keys); };
        std::string action = options[table.choose(ask, options)].key;
        if (action == "master") {
            face_master(table, master_target(table));
            break;
        }
        if (action == "rest") {
            take_rest(table);
        } else if (!explore(table)) {
            break;
        }
        grow_and_adapt(table);
    }
    if (m_outcome == Outcome::won) {
        const ScoreTier* tier = m_data->tier_for(m_tokens);
        m_tier = m_data->tier_index(m_tokens);
        table.outcome(
            Applied::master_beaten,
            "You beat the Master Monster with " +
                count_of(static_cast<std::size_t>(m_tokens), "turn token") + " left: " +
                (tier ? tier->title + ". " + tier->line : std::string("no tier covers that")));
    } else {
        table.outcome(Applied::game_lost,
                      "Your hero is dead: every number is covered. The game is lost.");
    }
}

int GuidedGame::master_target(play::Table& table) {
    const int least = m_data->settings.master_level;
    // The dealt adjectives may pass the target by one card's level, and the Master rolls a die a
    // level: a target above `most` could ask for more dice than pnpkit rolls for one side.
    int widest = 1;
    for (const Card& card : m_data->adjectives) widest = std::max(widest, card.level);
    const int most = std::max(static_cast<int>(k_max_dice) - widest, least);
    play::Checker check = [least, most](std::string_view text) {
        auto n = parse_numbers(text);
        if (!n || n->size() != 1 || n->front() < least)
            return play::Checked::bad("type a level of " + std::to_string(least) + " or more");
        if (n->front() > most) {
            return play::Checked::bad(
                "pnpkit rolls at most " + std::to_string(k_max_dice) +
                " dice for the Master, a die a level, and its last adjective may pass the "
                "target: a level up to " +
                std::to_string(most));
        }
        return play::Checked::ok(std::to_string(n->front()));
    };
    play::Ask ask{"master-level",
                  "The Master's level",
                  "its adjectives are dealt until their levels reach this (R11); it may come out "
                  "higher",
                  {},
                  [least, most] {
                      std::vector<std::string> levels;
                      for (int level = least; level <= most; ++level)
                          levels.push_back(std::to_string(level));
                      return levels;
                  }};
    ask.evaluate = [table = snapshot(), levels = ask.answers()] {
        return master_level_values(table, levels);
    };
    return std::stoi(table.text(ask, check, std::to_string(least) + " or more"));
}

void GuidedGame::set_up(play::Table& table) {
    const Settings& settings = m_data->settings;
    m_hero.level = settings.start_level;
    table.say("CoLF DaDA: your hero starts at level " + std::to_string(settings.start_level) +
              " with " + dice_count(static_cast<std::size_t>(settings.start_level)) + " and " +
              count_of(static_cast<std::size_t>(settings.turn_tokens), "turn token") + ".");
    m_pending = draw_tiles(table, settings.start_dominoes, "hero-tile", "Your hero");
    while (!m_pending.empty()) {
        Domino tile = m_pending.front();
        m_pending.erase(m_pending.begin());
        Side side = choose_side(table, tile);
        m_hero.tiles.push_back(Tile{tile, side, 0});
    }
    table.say(status());
}

void GuidedGame::take_rest(play::Table& table) {
    Dice dice = roll_hero(
        table, "rest-dice", "Rest: your " + dice_count(static_cast<std::size_t>(m_hero.dice())),
        [this](const Dice& d) {
            Dice useless = rest_rerolls(m_hero, d, guided_advisor());
            std::vector<int> values(useless.begin(), useless.end());
            return values.size() >= 2 ? "re-roll " + numbers_text(values) + ": they heal nothing"
                                      : std::string("none");
        });
    Hero before = m_hero;
    int healed = rest(m_hero, dice);
    // The hit tokens to lift, one for each end rest uncovered (R14).
    std::vector<std::string> lifted;
    for (std::size_t i = 0; i < m_hero.tiles.size(); ++i) {
        const Tile& tile = m_hero.tiles[i];
        for (int end = 0; end < 2; ++end) {
            if (before.tiles[i].covered(end) && !tile.covered(end)) {
                lifted.push_back("the " + std::to_string(tile.value(end)) + " of " +
                                 tile.domino.to_string() + " (" + side_name(tile.side) + ")");
            }
        }
    }
    table.outcome(
        Applied::rest_heals,
        "Rest heals " + count_of(static_cast<std::size_t>(healed), "hit") +
            (lifted.empty() ? "." : ": lift the hit tokens off " + join(lifted, ", ") + "."));
}

bool GuidedGame::explore(play::Table& table) {
    std::vector<int> levels = buildable_levels();
    std::vector<std::string> words;
    for (int level : levels) words.push_back(std::to_string(level));
    int master = m_data->settings.master_level;
    play::Checker level_check = [levels](std::string_view text) {
        auto n = parse_numbers(text);
        if (!n || n->size() != 1 ||
            std::find(levels.begin(), levels.end(), n->front()) == levels.end())
            return play::Checked::bad("type one of the levels the draw piles can build");
        return play::Checked::ok(std::to_string(n->front()));
    };
    play::Ask level_ask{"level", "The monster's level",
                        "a level from 2 to " + std::to_string(master - 1) +
                            " that the backs in the draw piles can add up to (R9)",
                        [this] {
                            TurnChoice c = choose_turn(m_hero, m_tokens, m_nouns, m_adjectives,
                                                       *m_data, guided_advisor());
                            return c.action == Action::explore ? std::to_string(c.level)
                                                               : std::string("rest instead");
                        },
                        [words] { return words; }};
    level_ask.evaluate = [table = snapshot(), words] { return explore_level_values(table, words); };
    int level = std::stoi(table.text(level_ask, level_check, join(words, ", ")));

    play::Checker backs_check = [this, level](std::string_view text) {
        auto n = parse_numbers(text);
        if (n && n->size() == 1)
            return play::Checked::bad(
                "a monster needs at least one adjective: type the noun's "
                "level, then each adjective's, like " +
                std::to_string(n->front()) + " 1");
        if (!n || n->size() < 2)
            return play::Checked::bad("type the noun's level, then the adjectives', like 3 1 1");
        LevelSplit split{n->front(), std::vector<int>(n->begin() + 1, n->end())};
        if (split.level() != level)
            return play::Checked::bad("those backs add up to " + std::to_string(split.level()) +
                                      ", not " + std::to_string(level));
        if (!split_available(m_nouns, m_adjectives, *m_data, split))
            return play::Checked::bad("the draw piles do not hold those backs");
        return play::Checked::ok(numbers_text(*n));
    };
    play::Ask backs_ask{
        "backs", "The backs you pick: the noun's level, then the adjectives'",
        "one noun and one or more adjectives whose levels add up to " + std::to_string(level),
        [this, level] {
            auto split = choose_split(m_nouns, m_adjectives, *m_data, level);
            if (!split) return std::string("none");
            std::vector<int> all{split->noun};
            all.insert(all.end(), split->adjectives.begin(), split->adjectives.end());
            return numbers_text(all) +
                   " (the highest noun that leaves room, then "
                   "the fewest adjectives)";
        },
        [level] { return backs_adding_up_to(level); }};
    backs_ask.evaluate = [table = snapshot(), level] {
        return backs_values(table, backs_adding_up_to(level));
    };
    auto backs = *parse_numbers(table.text(backs_ask, backs_check, "like 3 1 1"));

    FoeCards cards;
    cards.level = level;
    cards.noun = draw_card(
        table, DeckKind::nouns, [&](CardRef r) { return m_data->nouns[r].level == backs[0]; },
        "noun", "The noun of level " + std::to_string(backs[0]));
    for (std::size_t i = 1; i < backs.size(); ++i) {
        int back = backs[i];
        cards.adjectives.push_back(draw_card(
            table, DeckKind::adjectives,
            [&](CardRef r) { return m_data->adjectives[r].level == back; }, "adjective",
            "An adjective of level " + std::to_string(back)));
    }
    build_foe(table, cards, false);
    CombatEnd end = fight(table);
    if (end == CombatEnd::hero_dead) {
        m_outcome = Outcome::dead;
        return false;
    }
    release_foe(*m_foe, m_nouns, m_adjectives, m_pool);
    m_foe.reset();
    return true;
}

void GuidedGame::face_master(play::Table& table, int target) {
    int top = 0;
    for (const Card& card : m_data->nouns) top = std::max(top, card.level);
    auto is_top = [&](CardRef r) { return m_data->nouns[r].level == top; };
    const auto& pile = m_nouns.draw_pile();
    if (std::none_of(pile.begin(), pile.end(), is_top)) m_nouns.refresh(unused_order());
    FoeCards cards;
    cards.noun = draw_card(table, DeckKind::nouns, is_top, "master-noun",
                           "The Master's noun, of the highest level (" + std::to_string(top) + ")");
    cards.level = top;
    while (cards.level < target && cards.adjectives.size() < k_max_cards) {
        if (m_adjectives.draw_pile().empty()) m_adjectives.refresh(unused_order());
        if (m_adjectives.draw_pile().empty()) break;
        CardRef r = draw_card(
            table, DeckKind::adjectives, [](CardRef) { return true; }, "master-adjective",
            "An adjective off the top (level " + std::to_string(cards.level) + " of " +
                std::to_string(target) + " so far)");
        cards.adjectives.push_back(r);
        cards.level += m_data->adjectives[r].level;
    }
    build_foe(table, cards, true);
    CombatEnd end = fight(table);
    m_outcome = end == CombatEnd::foe_dead ? Outcome::won : Outcome::dead;
}

void GuidedGame::build_foe(play::Table& table, const FoeCards& cards, bool master) {
    Foe foe = foe_of_cards(*m_data, cards, master);
    std::string name = monster_name(*m_data, foe);
    for (Side side : {Side::attack, Side::defense}) {
        int count = side == Side::attack ? foe.attack_tiles : foe.defense_tiles;
        for (Domino tile : draw_tiles(table, count, "monster-tile",
                                      "The monster's " + std::string(side_name(side))))
            foe.tiles.push_back(Tile{tile, side, 0});
    }
    m_foe = foe;
    m_round = 0;
    table.outcome(Applied::foe_built, std::string(master ? "The Master Monster" : "Your foe") +
                                          ": " + name + ", level " + std::to_string(foe.level) +
                                          ", HP " + std::to_string(foe.hp) + ", bite " +
                                          std::to_string(foe.bite) +
                                          "\n  Attack:  " + column_line(foe.tiles, Side::attack) +
                                          "\n  Defense: " + column_line(foe.tiles, Side::defense));
}

void GuidedGame::grow_and_adapt(play::Table& table) {
    const Settings& settings = m_data->settings;
    while (m_hero.xp >= level_up_cost(settings, m_hero) &&
           m_hero.level < static_cast<int>(k_max_dice)) {
        int cost = level_up_cost(settings, m_hero);
        play::Ask ask{
            "grow",
            "Grow to level " + std::to_string(m_hero.level + 1) + " for " + std::to_string(cost) +
                " of your " + std::to_string(m_hero.xp) + " XP?",
            "one more die, and a domino drawn for a column of your choice", [this, &settings] {
                return std::string(wants_level_up(m_hero, settings, guided_advisor()) ? "yes"
                                                                                      : "no");
            }};
        ask.evaluate = [table = snapshot()] { return grow_values(table); };
        if (!table.yes_no(ask)) break;
        m_hero.xp -= cost;
        ++m_hero.level;
        m_pending = draw_tiles(table, 1, "hero-tile", "Your hero");
        while (!m_pending.empty()) {
            Domino tile = m_pending.front();
            m_pending.erase(m_pending.begin());
            m_hero.tiles.push_back(Tile{tile, choose_side(table, tile), 0});
        }
    }
    for (;;) {
        std::vector<play::Option> options{{"done", "keep the columns as they are"}};
        for (const Tile& tile : m_hero.tiles) {
            options.push_back(
                {tile.domino.to_string(),
                 std::string("move from ") + side_name(tile.side) + " to " +
                     side_name(tile.side == Side::attack ? Side::defense : Side::attack)});
        }
        play::Ask ask{"adapt", "Adapt: move a domino to the other column, or done",
                      "hits move with their domino", [this] {
                          Hero arranged = m_hero;
                          arrange(arranged, guided_advisor());
                          for (std::size_t i = 0; i < m_hero.tiles.size(); ++i) {
                              if (arranged.tiles[i].side != m_hero.tiles[i].side)
                                  return m_hero.tiles[i].domino.to_string();
                          }
                          return std::string("done");
                      }};
        std::vector<std::string> keys;
        for (const play::Option& option : options) keys.push_back(option.key);
        ask.evaluate = [table = snapshot(), keys] { return adapt_values(table, keys); };
        std::size_t picked = table.choose(ask, options);
        if (picked == 0) break;
        Tile& tile = m_hero.tiles[picked - 1];
        tile.side = tile.side == Side::attack ? Side::defense : Side::attack;
    }
}

std::vector<Domino> GuidedGame::draw_tiles(play::Table& table, int count, const std::string& id,
                                           const std::string& who) {
    std::vector<Domino> drawn;
    for (int owed = count; owed > 0; --owed) {
        if (m_pool.empty()) {
            table.outcome(Applied::bag_empty, "The bag is empty: the draws left are lost (R6).");
            break;
        }
        Domino tile = table.tile({id, who + ": draw a domino"}, bag());
        m_pool.take(tile);
        drawn.push_back(tile);
        if (tile.has_blank()) {
            table.outcome(Applied::blank_redraw,
                          tile.to_string() + " has a blank: one more domino (R5).");
            ++owed;
        }
    }
    return drawn;
}

Side GuidedGame::choose_side(play::Table& table, Domino tile) {
    const play::Option options[] = {{"attack", "the Attack column"},
                                    {"defense", "the Defense column"}};
    play::Ask ask{
        "column", "Where does " + tile.to_string() + " go",
        "dice on Attack dominoes hurt the monster, on Defense ones shield you", [this, tile] {
            Hero arranged = m_hero;
            arranged.tiles.push_back(Tile{tile, Side::attack, 0});
            arrange(arranged, guided_advisor(), arranged.tiles.size() - 1);
            return std::string(arranged.tiles.back().side == Side::attack ? "attack" : "defense");
        }};
    ask.evaluate = [table = snapshot(), tile] { return column_values(table, tile); };
    return table.choose(ask, options) == 0 ? Side::attack : Side::defense;
}

CardRef GuidedGame::draw_card(play::Table& table, DeckKind kind,
                              const std::function<bool(CardRef)>& fits, const std::string& id,
                              const std::string& prompt) {
    CardDeck& deck = kind == DeckKind::nouns ? m_nouns : m_adjectives;
    std::vector<CardRef> refs;
    std::vector<play::Option> options;
    for (CardRef r : deck.draw_pile()) {
        if (!fits(r)) continue;
        refs.push_back(r);
        const Card& card = m_data->deck(kind)[r];
        options.push_back({card.id, card.name});
    }
    std::size_t picked = table.draw({id, prompt}, options);
    CardRef chosen = refs[picked];
    deck.draw_if([chosen](CardRef r) { return r == chosen; }, unused_order());
    const Card& card = m_data->deck(kind)[chosen];
    table.outcome(Applied::card_drawn,
                  "  " + card.name + ": attack " + std::to_string(card.attack) + ", defense " +
                      std::to_string(card.defense) + ", bite " + std::to_string(card.bite) +
                      ", HP " + std::to_string(card.hp));
    return chosen;
}

void GuidedGame::refresh_empty_piles() {
    for (CardDeck* deck : {&m_nouns, &m_adjectives}) {
        if (deck->draw_pile().empty()) deck->refresh(unused_order());
    }
}

std::vector<Domino> GuidedGame::bag() const {
    std::vector<Domino> tiles;
    for (Domino d : domino_set(k_faces)) {
        if (m_pool.contains(d)) tiles.push_back(d);
    }
    return tiles;
}

std::vector<int> GuidedGame::buildable_levels() const {
    std::vector<int> levels;
    for (int level = 2; level < m_data->settings.master_level; ++level) {
        if (choose_split(m_nouns, m_adjectives, *m_data, level)) levels.push_back(level);
    }
    return levels;
}

play::GameDef guided_def(std::function<std::shared_ptr<const ColfData>()> load) {
    play::GameDef def{"colf",
                      "CoLF DaDA",
                      "pnpkit colf play",
                      [load](const play::Log&) {
                          auto data = load();
                          if (!data) throw play::DataUnavailable{};
                          return std::make_unique<GuidedGame>(std::move(data));
                      },
                      {},
                      {},
                      1.0};
    def.outcomes = &outcome_table();
    return def;
}

}  // namespace pnpkit::colf
