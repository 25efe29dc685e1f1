// The combat rounds of a guided game: each step of combat_round.hpp asked of the table.

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/foe_odds.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/policy.hpp"
#include "games/colf/round_assist.hpp"
#include "games/colf/solver.hpp"
#include "games/colf/why.hpp"

namespace pnpkit::colf {

namespace {

std::string percent(double p) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100 * p);
    return buffer;
}

std::string figure(double value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    return buffer;
}

// "survive 91.7%, kill 33.3%, deals 1.42, takes 0.58"
std::string odds_text(const LineOdds& odds) {
    return "survive " + percent(odds.survive) + ", kill " + percent(odds.kill) + ", deals " +
           figure(odds.dealt) + ", takes " + figure(odds.taken);
}

// A line's key, stable and readable: "atk2-def1", "atk2-def1-blanks10" with dice on blanks.
std::string line_key(const Line& line) {
    std::string key = "atk" + std::to_string(line.attack) + "-def" + std::to_string(line.defense);
    if (line.blank_attack + line.blank_defense > 0)
        key += "-blanks" + std::to_string(line.blank_attack) + std::to_string(line.blank_defense);
    return key;
}

Dice to_dice(const std::vector<int>& values) {
    Dice dice;
    for (int v : values) dice.push_back(static_cast<std::uint8_t>(v));
    return dice;
}

std::optional<std::pair<int, int>> parse_pair(std::string_view text) {
    std::vector<int> numbers;
    for (const std::string& word : split(trim(text), ' ')) {
        if (word.empty()) continue;
        int value = 0;
        auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
        numbers.push_back(value);
    }
    if (numbers.size() != 2) return std::nullopt;
    return std::pair{numbers[0], numbers[1]};
}

}  // namespace

CombatEnd GuidedGame::fight(play::Table& table) {
    for (int number = 1;; ++number) {
        m_round = number;
        CombatEnd end = fight_round(table, number);
        if (end != CombatEnd::goes_on) {
            m_round = 0;
            return end;
        }
    }
}

CombatEnd GuidedGame::fight_round(play::Table& table, int number) {
    Foe& foe = *m_foe;
    const int unarmed = m_data->settings.unarmed_damage;
    table.say("\nRound " + std::to_string(number) + " against " + monster_name(*m_data, foe) +
              " (HP " + std::to_string(foe.hp) + ", rage " + std::to_string(foe.rage) + ").");
    m_round_state = CombatRound{};  // a member, so that status sees the round so far
    CombatRound& round = m_round_state;
    if (foe.master) {
        choose_flight(round, foe, false);
    } else {
        const play::Option options[] = {{"fight", "roll your dice and place them"},
                                        {"flee", "roll nothing, take its attack once, and go"}};
        play::Ask ask{
            "fight-or-flee", "Fight or flee", "fleeing ends the combat after this round (R12)",
            [this, &foe, unarmed] {
                RoundStakes stakes{foe.bite, foe.hp, unarmed, m_hero.xp};
                LineOdds flee = judge(flee_line(m_hero), foe_odds(foe), stakes);
                bool run = should_flee(m_hero, foe, estimate_foe(foe), unarmed, guided_advisor());
                return std::string(run ? "flee" : "fight") + " (the " +
                       std::string(guided_advisor().name) + " policy); fleeing: " + odds_text(flee);
            }};
        ask.evaluate = [table = snapshot()] {
            return estimate_answers(table, "fight-or-flee", {"fight", "flee"},
                                    [](std::size_t i, Snapshot& t, Rng& rng) {
                                        choose_flight(t.round, *t.foe, i == 1);
                                        return play_on_in_combat(t, rng);
                                    });
        };
        choose_flight(round, foe, table.choose(ask, options) == 1);
    }
    if (!round.fled) place_hero_dice(table, round);
    roll_monster(table, round);
    boost(table, round);
    place_hits(table, round);
    int xp_before = m_hero.xp;
    std::string destroyed = destroyed_text(round);
    CombatEnd end = finish_round(round, m_hero, foe, m_pool);
    std::string result = "You deal " + std::to_string(round.dealt) + " (its HP " +
                         std::to_string(foe.hp) + ") and take " + std::to_string(round.taken) + ".";
    switch (end) {
        case CombatEnd::hero_dead:
            result += " Every number of yours is covered: you are dead (R4).";
            break;
        case CombatEnd::foe_dead:
            result += " It dies: +" + std::to_string(foe.level) + " XP (XP " +
                      std::to_string(m_hero.xp) + ").";
            break;
        case CombatEnd::fled:
            result += " You flee: the combat is over and the monster is discarded.";
            break;
        case CombatEnd::goes_on:
            result += " Both stand (XP " + std::to_string(xp_before) + " -> " +
                      std::to_string(m_hero.xp) + "); next round.";
            break;
    }
    m_round_state = CombatRound{};  // applied: status shows the sheets alone again
    Applied kind = end == CombatEnd::hero_dead  ? Applied::hero_dies
                   : end == CombatEnd::foe_dead ? Applied::foe_dies
                   : end == CombatEnd::fled     ? Applied::fled
                                                : Applied::round_damage;
    table.outcome(kind, result);
    if (!destroyed.empty()) table.outcome(Applied::destroyed, destroyed.substr(1));
    return end;
}

std::string GuidedGame::destroyed_text(const CombatRound& round) const {
    auto lost = [](const Tiles& tiles, const Placement& placement) {
        std::vector<std::string> words;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            if (placement.destroys(tiles[i], i)) words.push_back(tiles[i].domino.to_string());
        }
        return words;
    };
    std::string text;
    auto mine = lost(m_hero.tiles, round.hero);
    auto its = lost(m_foe->tiles, round.foe.placement);
    if (!mine.empty())
        text += " Your " + join(mine, " and ") + (mine.size() == 1 ? " goes" : " go") +
                " back to the bag: a die on a blank destroys its domino at clean-up.";
    if (!its.empty())
        text += std::string(" The monster's ") + join(its, " and ") +
                (its.size() == 1 ? " goes" : " go") +
                " back to the bag: a die on a blank destroys its domino (R13).";
    return text;
}

void GuidedGame::place_hero_dice(play::Table& table, CombatRound& round) {
    const Foe& foe = *m_foe;
    Dice dice =
        roll_hero(table, "hero-dice", "Your " + dice_count(static_cast<std::size_t>(m_hero.dice())),
                  {});  // `advise` shows the evaluation: each re-roll's P(win)
    give_hero_dice(round, m_hero, dice);
    std::vector<Line> lines = candidate_lines(m_hero, round.hero_dice, Blanks::include);
    std::size_t picked = 0;
    if (lines.size() > 1) {
        std::vector<play::Option> options;
        for (const Line& line : lines)
            options.push_back({line_key(line), line_text(m_hero, round.hero_dice, line)});
        RoundStakes stakes{foe.bite, foe.hp, m_data->settings.unarmed_damage, m_hero.xp};
        play::Ask ask{"placement", "Place your dice",
                      "a die goes on a free number of its value; the others on a blank (the domino "
                      "is destroyed) or kept off for 1 XP (R7)",
                      [this, &round, &foe, stakes] {
                          auto ranked = rank_lines(m_hero, round.hero_dice, foe_odds(foe), stakes,
                                                   Blanks::include);
                          std::string text = "best first (survive, then kill, then value: R16):";
                          for (std::size_t i = 0; i < ranked.size() && i < 4; ++i) {
                              text += "\n  " + line_key(ranked[i].line) + "  " +
                                      odds_text(ranked[i]) + ", value " + figure(ranked[i].value);
                          }
                          return text;
                      }};
        std::vector<std::string> keys;
        for (const play::Option& option : options) keys.push_back(option.key);
        ask.evaluate = [table = snapshot(), keys, lines] {
            return estimate_answers(
                table, "placement", keys,
                [&lines](std::size_t i, Snapshot& t, Rng& rng) {
                    choose_line(t.round, t.position.hero, lines[i]);
                    return play_on_in_combat(t, rng);
                },
                "the round solver's placements after this round");
        };
        picked = table.choose(ask, options);
    }
    choose_line(round, m_hero, lines[picked]);
    std::string kept = round.hero.unplaced.empty()
                           ? ""
                           : "; " + dice_count(round.hero.unplaced.size()) + " kept off (+" +
                                 std::to_string(round.hero.unplaced.size()) + " XP)";
    table.outcome(Applied::hero_placed,
                  "Your dice: Attack " + std::to_string(round.hero.attack) + " (" +
                      column_text(m_hero.tiles, round.hero, Side::attack) + "), Defense " +
                      std::to_string(round.hero.defense) + " (" +
                      column_text(m_hero.tiles, round.hero, Side::defense) + ")" + kept + ".");
}

void GuidedGame::roll_monster(play::Table& table, CombatRound& round) {
    const Foe& foe = *m_foe;
    int count = foe.dice();
    std::string prompt = "The monster's " + dice_count(static_cast<std::size_t>(count));
    std::string id = "monster-dice";
    while (count > 0) {
        give_monster_dice(round, foe, to_dice(table.dice({id, prompt}, count, k_faces)));
        count = monster_dice_wanted(round, foe);
        id = "rage-dice";
        prompt = "Rage: the monster re-rolls " + dice_count(static_cast<std::size_t>(count));
    }
    const FoePlacement& placed = round.foe;
    std::string rage;
    if (placed.rage_spent > 0) rage += ", spent " + std::to_string(placed.rage_spent) + " rage";
    if (placed.rage_gained > 0)
        rage += ", " + dice_count(static_cast<std::size_t>(placed.rage_gained)) +
                " left over (+1 rage each)";
    table.outcome(Applied::monster_placed,
                  "The monster: Attack " + std::to_string(placed.placement.attack) + " (" +
                      column_text(foe.tiles, placed.placement, Side::attack) + "), Defense " +
                      std::to_string(placed.placement.defense) + " (" +
                      column_text(foe.tiles, placed.placement, Side::defense) + ")" + rage +
                      "; rage now " + std::to_string(round.foe_rage) + ".");
}

void GuidedGame::boost(play::Table& table, CombatRound& round) {
    const Foe& foe = *m_foe;
    const int unarmed = m_data->settings.unarmed_damage;
    int xp = m_hero.xp + static_cast<int>(round.hero.unplaced.size());
    if (xp == 0) {
        spend_boosts(round, m_hero, 0, 0, unarmed, foe.bite);
        return;
    }
    play::Checker check = [this, &round, &foe, unarmed](std::string_view text) {
        auto pair = parse_pair(text);
        if (!pair)
            return play::Checked::bad("type two numbers: XP on Attack, then on Defense, like 0 1");
        CombatRound trial = round;
        if (auto problem =
                spend_boosts(trial, m_hero, pair->first, pair->second, unarmed, foe.bite))
            return play::Checked::bad(*problem);
        return play::Checked::ok(std::to_string(pair->first) + " " + std::to_string(pair->second));
    };
    const Placement& theirs = round.foe.placement;
    play::Ask ask{"boosts",
                  "Boosts: XP on Attack and on Defense (you have " + std::to_string(xp) +
                      "; its Attack " + std::to_string(theirs.attack) + ", Defense " +
                      std::to_string(theirs.defense) + ", bite " + std::to_string(foe.bite) + ")",
                  "each XP adds 1 to your Attack or Defense this round (a fleeing hero: Defense "
                  "only); the XP of dice kept off this round counts (R15)",
                  [this, &round, &foe, unarmed] {
                      Line line = round.fled ? flee_line(m_hero) : line_of(m_hero, round.hero);
                      RoundStakes stakes{foe.bite, foe.hp, unarmed, m_hero.xp};
                      const Placement& theirs = round.foe.placement;
                      OutcomeResult best = meet(line, theirs.attack, theirs.defense, stakes);
                      return std::to_string(best.boost_attack) + " " +
                             std::to_string(best.boost_defense) + ": deals " +
                             std::to_string(best.dealt) + ", takes " + std::to_string(best.taken) +
                             (best.kills ? ", kills it" : "") + (best.alive ? "" : ", you die") +
                             " (the fewest Defense points that save you, then the fewest Attack "
                             "points that kill, then, when you are hurt, the Defense points that "
                             "spare you hits: R16)";
                  },
                  [xp] {
                      std::vector<std::string> pairs;
                      for (int a = 0; a <= xp; ++a) {
                          for (int d = 0; a + d <= xp; ++d)
                              pairs.push_back(std::to_string(a) + " " + std::to_string(d));
                      }
                      return pairs;
                  }};
    ask.evaluate = [table = snapshot(), pairs = ask.answers(), unarmed] {
        std::vector<std::string> legal;
        std::vector<std::pair<int, int>> spends;
        for (const std::string& text : pairs) {
            auto pair = *parse_pair(text);
            CombatRound trial = table.round;
            if (spend_boosts(trial, table.position.hero, pair.first, pair.second, unarmed,
                             table.foe->bite))
                continue;
            legal.push_back(text);
            spends.push_back(pair);
        }
        return estimate_answers(table, "boosts", legal,
                                [&spends, unarmed](std::size_t i, Snapshot& t, Rng& rng) {
                                    spend_boosts(t.round, t.position.hero, spends[i].first,
                                                 spends[i].second, unarmed, t.foe->bite);
                                    return play_on_in_combat(t, rng);
                                });
    };
    auto pair = *parse_pair(table.text(ask, check, "attack defense, like 0 1"));
    spend_boosts(round, m_hero, pair.first, pair.second, unarmed, foe.bite);
}

void GuidedGame::place_hits(play::Table& table, CombatRound& round) {
    if (round.step != RoundStep::hits) return;
    table.outcome(Applied::hits_to_place,
                  count_of(static_cast<std::size_t>(round.hits_to_place), "hit") +
                      " to place on your uncovered numbers (R3).");
    while (round.step == RoundStep::hits) {
        Hero hit = m_hero;
        for (auto [tile, end] : round.hits) cover(hit, round.hero, tile, end);
        std::vector<play::Option> options;
        std::vector<std::pair<std::size_t, int>> ends;
        for (std::size_t i = 0; i < m_hero.tiles.size(); ++i) {
            const Tile& tile = m_hero.tiles[i];
            for (int end = 0; end < 2; ++end) {
                if (!hit_allowed(round, m_hero, i, end)) continue;
                std::string key = tile.domino.to_string() + ":" + std::to_string(tile.value(end));
                if (std::any_of(options.begin(), options.end(),
                                [&](const play::Option& o) { return o.key == key; }))
                    continue;
                options.push_back({key, "the " + std::to_string(tile.value(end)) + " of " +
                                            tile.domino.to_string() + " (" +
                                            (tile.side == Side::attack ? "Attack" : "Defense") +
                                            ")"});
                ends.emplace_back(i, end);
            }
        }
        std::size_t picked = 0;
        if (options.size() > 1) {
            play::Ask ask{"hit",
                          "Hit " + std::to_string(round.hits.size() + 1) + " of " +
                              std::to_string(round.hits_to_place) + ": which number does it cover",
                          "a covered number takes no die until Rest heals it", [hit, &round] {
                              std::size_t tile = 0;
                              int end = 0;
                              if (!choose_hit(hit, round.hero, tile, end))
                                  return std::string("none");
                              return hit.tiles[tile].domino.to_string() + ":" +
                                     std::to_string(hit.tiles[tile].value(end)) +
                                     " (a number you have most copies of)";
                          }};
            std::vector<std::string> keys;
            for (const play::Option& option : options) keys.push_back(option.key);
            ask.evaluate = [table = snapshot(), keys, ends] {
                return estimate_answers(
                    table, "hit", keys, [&ends](std::size_t i, Snapshot& t, Rng& rng) {
                        place_hit(t.round, t.position.hero, ends[i].first, ends[i].second);
                        return play_on_in_combat(t, rng);
                    });
            };
            picked = table.choose(ask, options);
        } else {
            table.outcome(Applied::hit_forced, "The hit goes on " + options.front().label + ".");
        }
        place_hit(round, m_hero, ends[picked].first, ends[picked].second);
    }
}

}  // namespace pnpkit::colf
