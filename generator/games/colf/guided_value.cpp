#include "games/colf/guided_value.hpp"

#include <algorithm>
#include <charconv>

#include "core/interval.hpp"
#include "core/text.hpp"
#include "games/colf/build.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

// Roll-outs a question spends in all, and the fewest and most an answer gets: about 10 ms of one
// core for a question of a few answers (a roll-out plays the rest of a game, to its last turn
// with the patient policy, in about 40 microseconds), so that a whole game of about 100
// decisions is reviewed within 2 s. An answer's 95% half-width near P(win) 50% is then about 8.9
// points (120 roll-outs), 10.8 (80), 23 (16); near 99% about 2 points.
constexpr int k_rollouts_per_question = 240;
constexpr int k_least_per_answer = 16;
constexpr int k_most_per_answer = 120;

// FNV-1a over what the table holds and the question: the seed of its common futures.
class StateHash {
public:
    void add(std::uint64_t value) {
        for (int i = 0; i < 8; ++i) {
            m_hash ^= (value >> (8 * i)) & 0xffu;
            m_hash *= 0x100000001b3ull;
        }
    }
    void add(std::string_view text) {
        for (char c : text) add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
        add(text.size());
    }
    void add(const Tiles& tiles, bool sides = true) {
        for (const Tile& t : tiles)
            add(static_cast<std::uint64_t>(t.domino.low) << 24 | t.domino.high << 16 |
                static_cast<std::uint64_t>(sides ? t.side : Side::attack) << 8 | t.hits);
        add(tiles.size());
    }
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ull;
};

thread_local int t_rollout_divisor = 1;

std::uint64_t seed_of(const Snapshot& table, std::string_view question,
                      const std::vector<std::string>& answers, Futures futures) {
    StateHash hash;
    hash.add(question);
    for (const std::string& answer : answers) hash.add(answer);
    const Position& p = table.position;
    hash.add(static_cast<std::uint64_t>(p.hero.level) << 32 |
             static_cast<std::uint32_t>(p.hero.xp));
    hash.add(p.hero.tiles, futures == Futures::table);
    hash.add(static_cast<std::uint64_t>(p.tokens));
    for (Domino d : domino_set(k_faces)) hash.add(p.pool.contains(d) ? 1u : 0u);
    for (const CardDeck* deck : {&p.nouns, &p.adjectives}) {
        std::vector<CardRef> pile = deck->draw_pile();
        std::sort(pile.begin(), pile.end());
        for (CardRef r : pile) hash.add(r);
        hash.add(pile.size());
    }
    if (table.foe) {
        hash.add(static_cast<std::uint64_t>(table.foe->hp) << 32 |
                 static_cast<std::uint32_t>(table.foe->rage));
        hash.add(table.foe->tiles);
    }
    hash.add(static_cast<std::uint64_t>(table.round.step));
    for (std::uint8_t d : table.round.hero_dice) hash.add(d);
    hash.add(static_cast<std::uint64_t>(table.round.hits.size()));
    for (Domino d : table.pending) hash.add(static_cast<std::uint64_t>(d.low * 8 + d.high));
    return hash.value();
}

}  // namespace

FewerRollouts::FewerRollouts(int divisor) : m_previous(t_rollout_divisor) {
    t_rollout_divisor = std::max(1, divisor);
}

FewerRollouts::~FewerRollouts() {
    t_rollout_divisor = m_previous;
}

int rollouts_per_answer(std::size_t answers) {
    int each = k_rollouts_per_question / static_cast<int>(std::max<std::size_t>(answers, 1));
    return std::max(4, std::clamp(each, k_least_per_answer, k_most_per_answer) / t_rollout_divisor);
}

play::Evaluation estimate_answers(const Snapshot& table, std::string_view question,
                                  const std::vector<std::string>& answers, const PlayOn& play_on,
                                  std::string_view objective_detail, Futures shared) {
    const int n = rollouts_per_answer(answers.size());
    const Rng futures(seed_of(table, question, answers, shared));
    play::Evaluation evaluation;
    evaluation.objective =
        "P(win) of the whole game with the advisor's play after this answer (the simulator's " +
        std::string(guided_advisor().name) + " policy" +
        (objective_detail.empty() ? std::string() : "; " + std::string(objective_detail)) +
        "), estimated from " + std::to_string(n) +
        " roll-outs an answer, every answer on the same futures";
    evaluation.unit = "percentage points of P(win)";
    // outcome[a][i]: answer a's result on future i, 100 for a win (kept for the paired losses).
    std::vector<std::vector<double>> outcome(answers.size(),
                                             std::vector<double>(static_cast<std::size_t>(n)));
    for (std::size_t a = 0; a < answers.size(); ++a) {
        std::uint64_t wins = 0;
        for (int i = 0; i < n; ++i) {
            Rng rng = futures.stream(static_cast<std::uint64_t>(i));
            Snapshot copy = table;
            copy.position.nouns.shuffle(rng);  // the guided game keeps its piles as sets
            copy.position.adjectives.shuffle(rng);
            bool win = play_on(a, copy, rng);
            outcome[a][static_cast<std::size_t>(i)] = win ? 100.0 : 0.0;
            wins += win ? 1 : 0;
        }
        Interval interval = wilson_interval(wins, static_cast<std::uint64_t>(n));
        evaluation.values.push_back({answers[a], 100.0 * static_cast<double>(wins) / n,
                                     100.0 * (interval.high - interval.low) / 2});
    }
    play::set_paired_losses(evaluation, outcome);
    return evaluation;
}

std::optional<int> advisor_explore_level(const Snapshot& table) {
    Policy explorer = guided_advisor();  // the advisor, never resting or facing the Master
    explorer.rest_percent = 101;
    explorer.master_at_level = 1 << 20;
    explorer.master_turns_left = -1;
    const Position& p = table.position;
    TurnChoice c = choose_turn(p.hero, p.tokens, p.nouns, p.adjectives, *table.data, explorer);
    if (c.action != Action::explore) return std::nullopt;
    return c.level;
}

play::Evaluation reroll_values(const Snapshot& table, const Dice& dice, bool rest,
                               const std::vector<std::string>& texts) {
    // The distinct choices (as sorted values) and the one each text names.
    std::vector<std::vector<int>> choices;
    std::vector<std::size_t> choice_of;
    for (const std::string& text : texts) {
        std::vector<int> values;
        if (text != "none") {
            for (const std::string& word : split(text, ' '))
                if (!word.empty()) values.push_back(std::stoi(word));
        }
        std::sort(values.begin(), values.end());
        auto it = std::find(choices.begin(), choices.end(), values);
        choice_of.push_back(static_cast<std::size_t>(it - choices.begin()));
        if (it == choices.end()) choices.push_back(std::move(values));
    }
    std::vector<std::string> names;
    for (const auto& values : choices) {
        std::vector<std::string> words;
        for (int v : values) words.push_back(std::to_string(v));
        names.push_back(values.empty() ? "none" : join(words, " "));
    }
    play::Evaluation distinct = estimate_answers(
        table, rest ? "reroll-rest" : "reroll", names,
        [&](std::size_t i, Snapshot& t, Rng& rng) {
            Hero& hero = t.position.hero;
            Dice now = dice;
            if (!choices[i].empty()) {
                --hero.xp;
                Dice left = now;  // the dice not yet re-rolled, by value
                for (int v : choices[i]) {
                    for (std::size_t d = 0; d < now.size(); ++d) {
                        if (now[d] != v || left[d] == 0) continue;
                        now[d] = static_cast<std::uint8_t>(rng.roll(k_faces));
                        left[d] = 0;
                        break;
                    }
                }
            }
            if (rest) {
                if (choices[i].empty())
                    colf::rest(hero, now);
                else
                    policy_rest(hero, now, rng, guided_advisor());
                return play_on_after_turn(t, rng);
            }
            give_hero_dice(t.round, hero, now);
            return play_on_in_combat(t, rng);
        },
        rest ? std::string_view{} : "the round solver's placements");
    play::Evaluation out = distinct;
    out.values.clear();
    for (std::size_t i = 0; i < texts.size(); ++i) {
        out.values.push_back(distinct.values[choice_of[i]]);
        out.values.back().answer = texts[i];
    }
    return out;
}

Snapshot GuidedGame::snapshot() const {
    Snapshot table;
    table.data = m_data;
    table.position = Position{m_hero, m_tokens, m_nouns, m_adjectives, m_pool};
    table.foe = m_foe;
    table.round = m_round_state;
    table.pending = m_pending;
    table.setting_up = m_turn == 0;
    return table;
}

bool play_on_turns(Snapshot& table, Rng& rng) {
    return play_from(table.position, *table.data, guided_advisor(), rng).won;
}

bool play_on_after_turn(Snapshot& table, Rng& rng) {
    Position& p = table.position;
    policy_grow_and_adapt(p.hero, table.data->settings, p.pool, rng, guided_advisor());
    return play_on_turns(table, rng);
}

bool play_on_after_tiles(Snapshot& table, Rng& rng) {
    Hero& hero = table.position.hero;
    for (Domino tile : table.pending) {
        hero.tiles.push_back(Tile{tile, Side::attack, 0});
        arrange(hero, guided_advisor(), hero.tiles.size() - 1);
    }
    table.pending.clear();
    return table.setting_up ? play_on_turns(table, rng) : play_on_after_turn(table, rng);
}

bool play_on_in_combat(Snapshot& table, Rng& rng) {
    const ColfData& data = *table.data;
    const Policy& policy = guided_advisor();
    Position& p = table.position;
    Foe& foe = *table.foe;
    CombatEnd end = complete_round(table.round, p.hero, foe, p.pool, data, policy, rng);
    if (end == CombatEnd::goes_on) end = fight(p.hero, foe, p.pool, data, policy, rng);
    if (foe.master) return end == CombatEnd::foe_dead;
    if (end == CombatEnd::hero_dead) return false;
    release_foe(foe, p.nouns, p.adjectives, p.pool);
    table.foe.reset();
    return play_on_after_turn(table, rng);
}

bool play_on_explore(Snapshot& table, const LevelSplit& split, Rng& rng) {
    Position& p = table.position;
    FoeCards cards = take_cards(p.nouns, p.adjectives, *table.data, split, rng);
    table.foe = prepare_foe(*table.data, cards, false, p.pool, rng);
    table.round = CombatRound{};
    return play_on_in_combat(table, rng);
}

bool play_on_explore_level(Snapshot& table, int level, Rng& rng) {
    const Position& p = table.position;
    auto split = choose_split(p.nouns, p.adjectives, *table.data, level);
    return split && play_on_explore(table, *split, rng);
}

bool play_on_master(Snapshot& table, int target, Rng& rng) {
    Position& p = table.position;
    FoeCards cards = deal_master(p.nouns, p.adjectives, *table.data, target, rng);
    table.foe = prepare_foe(*table.data, cards, true, p.pool, rng);
    table.round = CombatRound{};
    return play_on_in_combat(table, rng);
}

std::optional<std::vector<int>> parse_numbers(std::string_view text) {
    std::vector<int> numbers;
    for (const std::string& word : split(std::string(trim(text)), ' ')) {
        if (word.empty()) continue;
        int value = 0;
        auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
        numbers.push_back(value);
    }
    return numbers;
}

std::string numbers_text(const std::vector<int>& numbers) {
    std::vector<std::string> words;
    for (int n : numbers) words.push_back(std::to_string(n));
    return join(words, " ");
}

play::Evaluation turn_values(const Snapshot& table, const std::vector<std::string>& keys) {
    return estimate_answers(table, "turn", keys, [&keys](std::size_t i, Snapshot& t, Rng& rng) {
        Hero& hero = t.position.hero;
        if (keys[i] == "rest") {
            policy_rest(hero, roll_dice(hero.dice(), rng), rng, guided_advisor());
            return play_on_after_turn(t, rng);
        }
        if (keys[i] == "master") return play_on_master(t, t.data->settings.master_level, rng);
        auto level = advisor_explore_level(t);
        return level && play_on_explore_level(t, *level, rng);
    });
}

play::Evaluation master_level_values(const Snapshot& table,
                                     const std::vector<std::string>& levels) {
    return estimate_answers(table, "master-level", levels,
                            [&levels](std::size_t i, Snapshot& t, Rng& rng) {
                                return play_on_master(t, std::stoi(levels[i]), rng);
                            });
}

play::Evaluation explore_level_values(const Snapshot& table,
                                      const std::vector<std::string>& levels) {
    return estimate_answers(table, "level", levels,
                            [&levels](std::size_t i, Snapshot& t, Rng& rng) {
                                return play_on_explore_level(t, std::stoi(levels[i]), rng);
                            });
}

play::Evaluation backs_values(const Snapshot& table, const std::vector<std::string>& texts) {
    std::vector<std::string> legal;
    std::vector<LevelSplit> splits;
    for (const std::string& text : texts) {
        auto n = *parse_numbers(text);
        LevelSplit split{n.front(), std::vector<int>(n.begin() + 1, n.end())};
        const Position& p = table.position;
        if (!split_available(p.nouns, p.adjectives, *table.data, split)) continue;
        legal.push_back(text);
        splits.push_back(std::move(split));
    }
    return estimate_answers(table, "backs", legal, [&splits](std::size_t i, Snapshot& t, Rng& rng) {
        return play_on_explore(t, splits[i], rng);
    });
}

play::Evaluation grow_values(const Snapshot& table) {
    return estimate_answers(table, "grow", {"yes", "no"}, [](std::size_t i, Snapshot& t, Rng& rng) {
        Position& p = t.position;
        if (i == 1) {
            arrange(p.hero, guided_advisor());
            return play_on_turns(t, rng);
        }
        level_up(p.hero, t.data->settings, p.pool, rng);
        return play_on_after_turn(t, rng);
    });
}

play::Evaluation adapt_values(const Snapshot& table, const std::vector<std::string>& keys) {
    return estimate_answers(
        table, "adapt", keys,
        [](std::size_t i, Snapshot& t, Rng& rng) {
            if (i > 0) {
                Tile& tile = t.position.hero.tiles[i - 1];
                tile.side = tile.side == Side::attack ? Side::defense : Side::attack;
            }
            return play_on_turns(t, rng);
        },
        {}, Futures::any_columns);
}

play::Evaluation column_values(const Snapshot& table, Domino tile) {
    return estimate_answers(
        table, "column", {"attack", "defense"}, [tile](std::size_t i, Snapshot& t, Rng& rng) {
            t.position.hero.tiles.push_back(Tile{tile, i == 0 ? Side::attack : Side::defense, 0});
            return play_on_after_tiles(t, rng);
        });
}

}  // namespace pnpkit::colf
