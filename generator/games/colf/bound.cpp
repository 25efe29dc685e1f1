#include "games/colf/bound.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include "games/colf/bound_options.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/ladder.hpp"

namespace pnpkit::colf {

namespace {

// One decision of the current path: how many answers it has, the place in the search's order of
// the one taken (0: the patient policy's), the answer's index among bound_options' and, at the
// start of a turn, the position for the memo.
struct BoundStep {
    std::uint32_t width = 1;
    std::uint32_t position = 0;
    std::uint32_t preferred = 0;  // the patient policy's answer, tried first
    std::uint32_t option = 0;
    std::string key;
};

// The answer at place `position` of the search's order: the preferred one first, then the others
// in bound_options' order.
std::uint32_t option_at(std::uint32_t position, std::uint32_t preferred) {
    if (position == 0) return preferred;
    return position <= preferred ? position - 1 : position;
}

template <typename T>
void put_bytes(std::string& key, const T& value) {
    static_assert(std::is_trivially_copyable_v<T>);
    key.append(reinterpret_cast<const char*>(&value), sizeof value);
}

void put_deck(std::string& key, const CardDeck& deck) {
    put_bytes(key, deck.draw_pile().size());
    for (CardRef card : deck.draw_pile()) put_bytes(key, card);
    put_bytes(key, deck.discards().size());
    for (CardRef card : deck.discards()) put_bytes(key, card);
}

// Everything the rest of a game depends on at the start of a turn (its token not yet taken): the
// hero, the tokens, both decks and both streams; the pool is every tile the hero does not hold.
std::string turn_key(const Hero& hero, int tokens, const CardDeck& nouns,
                     const CardDeck& adjectives, const Rng& dice, const Rng& draws) {
    std::string key;
    put_bytes(key, hero.level);
    put_bytes(key, hero.xp);
    put_bytes(key, tokens);
    put_bytes(key, hero.tiles.size());
    for (const Tile& tile : hero.tiles) {
        put_bytes(key, static_cast<std::uint8_t>(tile.domino.low * 8 + tile.domino.high));
        put_bytes(key, static_cast<std::uint8_t>(tile.hits * 2 + (tile.side == Side::attack)));
    }
    put_deck(key, nouns);
    put_deck(key, adjectives);
    put_bytes(key, dice);
    put_bytes(key, draws);
    return key;
}

using LostSet = std::unordered_set<std::string>;

// Answers each question with the path's answer while the path lasts, then with the first answer
// of the search's order, recording each new decision. A turn start already known lost ends the
// search of this run: the rest of the game is played out with forced answers (the Master at once)
// and the run counts as lost.
class ScriptedChooser final : public Chooser {
public:
    ScriptedChooser(std::vector<BoundStep>& path, std::size_t fixed, const LostSet* lost,
                    const Rng& dice, const Rng& draws, bool dominated_out)
        : m_path(path),
          m_fixed(fixed),
          m_lost(lost),
          m_dice(dice),
          m_draws(draws),
          m_dominated_out(dominated_out),
          m_patient(guided_advisor()) {}

    bool pruned() const { return m_pruned; }

    TurnChoice turn(const Hero& hero, int tokens, const CardDeck& nouns, const CardDeck& adjectives,
                    const ColfData& data) override {
        std::vector<TurnChoice> options = turn_options(nouns, adjectives, data);
        auto master = std::find_if(options.begin(), options.end(),
                                   [](const TurnChoice& c) { return c.action == Action::master; });
        std::uint32_t forced = static_cast<std::uint32_t>(master - options.begin());
        std::uint32_t index = decide(
            options.size(), forced,
            [&] {
                TurnChoice mine = m_patient.turn(hero, tokens, nouns, adjectives, data);
                return find_index(options, [&](const TurnChoice& c) {
                    return c.action == mine.action && c.level == mine.level;
                });
            },
            [&] { return turn_key(hero, tokens, nouns, adjectives, m_dice, m_draws); });
        return options[index];
    }
    bool flee(const Hero& hero, const Foe& foe, int unarmed) override {
        return decide(2, 0, [&] { return m_patient.flee(hero, foe, unarmed) ? 1U : 0U; }) == 1;
    }
    Line line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
              const RoundStakes& stakes) override {
        std::vector<Line> options = candidate_lines(hero, dice, Blanks::include);
        return options[decide(options.size(), 0, [&] {
            Line mine = m_patient.line(hero, dice, foe, stakes);
            return find_index(options, [&](const Line& l) { return same_line(l, mine); });
        })];
    }
    Boosts boosts(const Hero& hero, const Foe& foe, const Placement& placement, int foe_attack,
                  int foe_defense, int unarmed, bool fleeing) override {
        std::vector<Boosts> options = boost_options(hero, foe, placement, foe_attack, foe_defense,
                                                    unarmed, fleeing, m_dominated_out);
        // Patient's boosts are tried first even when cheaper ones give the same round, so that
        // the first run is its game: one answer more, never one fewer.
        Boosts mine =
            m_patient.boosts(hero, foe, placement, foe_attack, foe_defense, unarmed, fleeing);
        auto same = [&](const Boosts& b) {
            return b.attack == mine.attack && b.defense == mine.defense;
        };
        if (std::none_of(options.begin(), options.end(), same)) options.push_back(mine);
        return options[decide(options.size(), 0, [&] { return find_index(options, same); })];
    }
    std::pair<std::size_t, int> hit(const Hero& hero, const CombatRound& round) override {
        auto options = hit_options(hero, round);
        return options[decide(options.size(), 0, [&] {
            auto mine = m_patient.hit(hero, round);
            return find_index(options, [&](const auto& h) { return h == mine; });
        })];
    }
    bool level_up(const Hero& hero, const Settings& settings) override {
        return decide(2, 0, [&] { return m_patient.level_up(hero, settings) ? 1U : 0U; }) == 1;
    }
    void arrange(Hero& hero) override {
        std::size_t width = std::size_t{1} << hero.tiles.size();
        std::uint32_t mask = decide(width, 0, [&] {
            Hero mine = hero;
            m_patient.arrange(mine);
            return arrangement_mask(mine);
        });
        arrange_by_mask(hero, mask);
    }
    Dice rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice) override {
        std::vector<Dice> options = reroll_options(dice);
        return options[decide(options.size(), 0, [&] {
            Dice mine = m_patient.rest_rerolls(hero, dice);
            std::sort(mine.begin(), mine.end());
            if (mine.size() < 2) return 0U;  // none
            return find_index(options, [&](const Dice& d) {
                return std::equal(d.begin(), d.end(), mine.begin(), mine.end());
            });
        })];
    }

private:
    template <typename T, typename Same>
    static std::uint32_t find_index(const std::vector<T>& options, Same same) {
        auto it = std::find_if(options.begin(), options.end(), same);
        return it == options.end() ? 0U : static_cast<std::uint32_t>(it - options.begin());
    }

    // The index of the answer to this decision: the path's while it lasts, then the preferred
    // answer (`preferred()`), recorded as a new step; `forced` once the run is pruned.
    template <typename Preferred>
    std::uint32_t decide(std::size_t width, std::uint32_t forced, Preferred preferred,
                         const std::function<std::string()>& key = {}) {
        if (m_at < m_fixed) return m_path[m_at++].option;
        ++m_at;
        BoundStep step;
        if (!m_pruned && m_lost && key) {
            step.key = key();
            if (m_lost->contains(step.key)) m_pruned = true;
        }
        if (m_pruned) {
            m_path.push_back({1, 0, forced, forced, {}});
            return forced;
        }
        step.width = static_cast<std::uint32_t>(width);
        step.preferred = width > 1 ? preferred() : 0;
        step.option = step.preferred;
        m_path.push_back(std::move(step));
        return m_path.back().option;
    }

    std::vector<BoundStep>& m_path;
    std::size_t m_fixed;
    std::size_t m_at = 0;
    const LostSet* m_lost;
    const Rng& m_dice;
    const Rng& m_draws;
    bool m_dominated_out;
    bool m_pruned = false;
    PolicyChooser m_patient;
};

class BoundSearch {
public:
    BoundSearch(const ColfData& data, std::optional<Position> start, const Rng& dice,
                const Rng& draws, BoundLimits limits)
        : m_data(data), m_start(std::move(start)), m_dice(dice), m_draws(draws), m_limits(limits) {}

    ClairvoyantResult run() {
        ClairvoyantResult out;
        std::size_t fixed = 0;
        while (true) {
            bool won = play(fixed, out);
            if (won) {
                out.win = true;
                return out;
            }
            std::size_t k = m_path.size();
            while (k > 0 && m_path[k - 1].position + 1 >= m_path[k - 1].width) --k;
            // Every decision from k on has had all its answers tried: their turn starts are lost.
            if (m_limits.memo) {
                for (std::size_t j = k; j < m_path.size(); ++j) {
                    if (!m_path[j].key.empty()) m_lost.insert(std::move(m_path[j].key));
                }
            }
            if (k == 0) return out;
            if (out.decisions >= m_limits.max_decisions) {
                out.win = true;
                out.resolved = false;
                return out;
            }
            BoundStep& next = m_path[k - 1];
            ++next.position;
            next.option = option_at(next.position, next.preferred);
            fixed = k;
        }
    }

private:
    // Plays one run: the path's first `fixed` answers, then new ones. Whether it won (a pruned run
    // did not).
    bool play(std::size_t fixed, ClairvoyantResult& out) {
        m_path.resize(fixed);
        Rng dice = m_dice;
        Rng draws = m_draws;
        ScriptedChooser chooser(m_path, fixed, m_limits.memo ? &m_lost : nullptr, dice, draws,
                                m_limits.dominated_out);
        Chance chance{dice, draws};
        GameResult result = m_start ? play_from(*m_start, m_data, chooser, chance)
                                    : play_game(m_data, chooser, chance);
        ++out.runs;
        out.decisions += m_path.size();
        return result.won && !chooser.pruned();
    }

    const ColfData& m_data;
    std::optional<Position> m_start;
    Rng m_dice;
    Rng m_draws;
    BoundLimits m_limits;
    std::vector<BoundStep> m_path;
    LostSet m_lost;
};

// Patient's play, except at its `turn`-th turn (from 0), where it answers `option` of
// turn_options (of its Master answers only, when `masters_only`): one path of the search's tree,
// tried before the depth-first search.
class OneTurnOff final : public Chooser {
public:
    OneTurnOff(int turn, std::size_t option, bool masters_only)
        : m_turn(turn), m_option(option), m_masters_only(masters_only) {}
    bool applied() const { return m_applied; }

    TurnChoice turn(const Hero& hero, int tokens, const CardDeck& nouns, const CardDeck& adjectives,
                    const ColfData& data) override {
        if (m_seen++ == m_turn) {
            std::vector<TurnChoice> options = turn_options(nouns, adjectives, data);
            if (m_masters_only) {
                std::erase_if(options,
                              [](const TurnChoice& c) { return c.action != Action::master; });
            }
            if (m_option < options.size()) {
                m_applied = true;
                return options[m_option];
            }
        }
        return m_patient.turn(hero, tokens, nouns, adjectives, data);
    }
    bool flee(const Hero& h, const Foe& f, int u) override { return m_patient.flee(h, f, u); }
    Line line(const Hero& h, std::span<const std::uint8_t> d, const Foe& f,
              const RoundStakes& s) override {
        return m_patient.line(h, d, f, s);
    }
    Boosts boosts(const Hero& h, const Foe& f, const Placement& p, int a, int d, int u,
                  bool fl) override {
        return m_patient.boosts(h, f, p, a, d, u, fl);
    }
    std::pair<std::size_t, int> hit(const Hero& h, const CombatRound& r) override {
        return m_patient.hit(h, r);
    }
    bool level_up(const Hero& h, const Settings& s) override { return m_patient.level_up(h, s); }
    void arrange(Hero& h) override { m_patient.arrange(h); }
    Dice rest_rerolls(const Hero& h, std::span<const std::uint8_t> d) override {
        return m_patient.rest_rerolls(h, d);
    }

private:
    int m_turn;
    std::size_t m_option;
    bool m_masters_only;
    int m_seen = 0;
    bool m_applied = false;
    PolicyChooser m_patient{guided_advisor()};
};

}  // namespace

bool one_turn_off_wins(const ColfData& data, const Rng& stream, std::uint64_t max_games,
                       int min_tokens, std::uint64_t& runs) {
    PolicyChooser patient(guided_advisor());
    LadderChance first(stream);
    int turns = std::min(play_game(data, patient, first.chance()).turns,
                         data.settings.turn_tokens - min_tokens);
    for (int turn = turns - 1; turn >= 0; --turn) {
        for (std::size_t option = 0;; ++option) {
            if (runs >= max_games) return false;
            // Patient faces the Master only at its last turn: a win with tokens left can come
            // from a Master answer only.
            OneTurnOff chooser(turn, option, min_tokens > 0);
            LadderChance chance(stream);
            GameResult result = play_game(data, chooser, chance.chance());
            ++runs;
            if (!chooser.applied()) break;  // no such answer at that turn
            if (result.won && result.tokens_left >= min_tokens) return true;
        }
    }
    return false;
}

ClairvoyantResult clairvoyant_game(const ColfData& data, const Rng& stream, BoundLimits limits) {
    ClairvoyantResult first;
    if (limits.one_turn_off_games > 0 &&
        one_turn_off_wins(data, stream, limits.one_turn_off_games, 0, first.runs)) {
        first.win = true;
        return first;
    }
    LadderChance chance(stream);
    ClairvoyantResult out =
        BoundSearch(data, std::nullopt, chance.dice, chance.draws, limits).run();
    out.runs += first.runs;
    return out;
}

ClairvoyantResult clairvoyant_from(const ColfData& data, const Position& start, const Rng& dice,
                                   const Rng& draws, BoundLimits limits) {
    return BoundSearch(data, start, dice, draws, limits).run();
}

}  // namespace pnpkit::colf
