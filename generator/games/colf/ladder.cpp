#include "games/colf/ladder.hpp"

#include <array>
#include <stdexcept>

#include "core/interval.hpp"
#include "core/text.hpp"
#include "games/colf/bound.hpp"
#include "games/colf/card_policy.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

// Uniform over the legal choices of every decision (policy.hpp's questions).
class RandomChooser final : public Chooser {
public:
    explicit RandomChooser(Rng& choices) : m_rng(choices) {}

    TurnChoice turn(const Hero&, int, const CardDeck& nouns, const CardDeck& adjectives,
                    const ColfData& data) override {
        std::vector<TurnChoice> options{{Action::rest, 0}};
        int master = data.settings.master_level;
        for (int level = 2; level < master; ++level) {
            if (choose_split(nouns, adjectives, data, level))
                options.push_back({Action::explore, level});
        }
        options.push_back({Action::master, master});
        return options[m_rng.below(options.size())];
    }
    bool flee(const Hero&, const Foe&, int) override { return m_rng.below(2) == 1; }
    Line line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe&,
              const RoundStakes&) override {
        std::vector<Line> lines = candidate_lines(hero, dice, Blanks::include);
        return lines[m_rng.below(lines.size())];
    }
    Boosts boosts(const Hero& hero, const Foe&, const Placement&, int, int, int,
                  bool fleeing) override {
        Boosts b;
        int xp = std::max(0, hero.xp);
        if (!fleeing) b.attack = static_cast<int>(m_rng.below(static_cast<std::uint64_t>(xp) + 1));
        b.defense = static_cast<int>(m_rng.below(static_cast<std::uint64_t>(xp - b.attack) + 1));
        return b;
    }
    std::pair<std::size_t, int> hit(const Hero& hero, const CombatRound& round) override {
        std::vector<std::pair<std::size_t, int>> ends;
        for (std::size_t t = 0; t < hero.tiles.size(); ++t) {
            for (int e = 0; e < 2; ++e) {
                if (hit_allowed(round, hero, t, e)) ends.emplace_back(t, e);
            }
        }
        return ends[m_rng.below(ends.size())];
    }
    bool level_up(const Hero&, const Settings&) override { return m_rng.below(2) == 1; }
    void arrange(Hero& hero) override {
        std::vector<Side> sides;
        for (std::size_t t = 0; t < hero.tiles.size(); ++t)
            sides.push_back(m_rng.below(2) == 1 ? Side::attack : Side::defense);
        adapt(hero, sides);
    }
    Dice rest_rerolls(const Hero&, std::span<const std::uint8_t>) override { return {}; }

private:
    Rng& m_rng;
};

class LadderPlayers final : public ladder::Players {
public:
    LadderPlayers(const ColfData& data, BoundTally* tally, std::uint64_t bound_decisions,
                  std::uint64_t perfect_games)
        : m_data(data),
          m_shared(std::make_shared<const ColfData>(data)),
          m_bold(*find_policy("bold")),
          m_patient(guided_advisor()),
          m_tally(tally),
          m_bound_decisions(bound_decisions),
          m_perfect_games(perfect_games) {}

    ladder::GameResult play(std::size_t policy, std::uint64_t game, Rng stream) override {
        LadderChance chance(stream);
        switch (policy) {
            case row_random: {
                Rng choices = stream.stream(2);
                RandomChooser random(choices);
                return finish(random, chance);
            }
            case row_bold:
                return finish(m_bold, chance);
            case row_card:
                return cheap(row_card, game, finish(m_card, chance));
            case row_patient:
                return cheap(row_patient, game, finish(m_patient, chance));
            case row_bound:
                return bound(game, stream);
            default:
                return advisor(stream);
        }
    }

private:
    ladder::GameResult finish(Chooser& chooser, LadderChance& chance) {
        return ladder_result(m_data, play_game(m_data, chooser, chance.chance()));
    }

    // Notes a cheap row's result of game `game` for the bound, which the runner asks next.
    ladder::GameResult cheap(std::size_t row, std::uint64_t game, ladder::GameResult result) {
        if (m_noted_game != game) {
            m_noted_game = game;
            m_noted = {};
        }
        m_noted[row == row_card ? 0 : 1] = result.perfect ? 2 : result.score > 0 ? 1 : 0;
        return result;
    }

    // The bound: won when card or patient wins the game (their answers are one path of the
    // clairvoyant's search, on the same dice and draws), or another named policy does, else the
    // search's verdict. On the first m_perfect_games games, perfect (won in the top tier) where a
    // named policy's game is or patient with one turn answered otherwise wins there: a perfect play
    // found, so the share is at least the true one (the search cannot settle the top tier: the
    // clairvoyant may face the Master at any of the turns that leave enough tokens, after any play
    // of those before).
    ladder::GameResult bound(std::uint64_t game, const Rng& stream) {
        bool look = game < m_perfect_games && !m_data.tiers.empty();
        bool won = false;
        for (std::size_t row : {row_card, row_patient}) {
            std::size_t slot = row == row_card ? 0 : 1;
            if (m_noted_game != game || m_noted[slot] < 0) {
                LadderChance chance(stream);
                Chooser& chooser = row == row_card ? static_cast<Chooser&>(m_card) : m_patient;
                cheap(row, game, finish(chooser, chance));
            }
            won = won || m_noted[slot] >= 1;
            if (look && m_noted[slot] == 2) return {1.0, true};
        }
        if (!won && m_tally) ++m_tally->searched;
        // The named policies' games are paths of the search's tree too: a cheap first try.
        for (const Policy& policy : all_policies()) {
            if (won && !look) break;
            PolicyChooser chooser(policy);
            LadderChance chance(stream);
            ladder::GameResult named = finish(chooser, chance);
            if (look && named.perfect) return {1.0, true};
            won = won || named.score > 0;
        }
        if (!won) {
            BoundLimits limits;
            limits.max_decisions = m_bound_decisions;
            ClairvoyantResult r = clairvoyant_game(m_data, stream, limits);
            if (m_tally) {
                if (!r.resolved) ++m_tally->unsettled;
                if (!r.win) ++m_tally->lost;
            }
            if (!r.win) return {0.0, false};
        }
        if (!look) return {1.0, false};
        std::uint64_t runs = 0;
        bool found = one_turn_off_wins(m_data, stream, BoundLimits{}.one_turn_off_games,
                                       m_data.tiers.back().min, runs);
        if (m_tally) {
            ++m_tally->perfect_searched;
            if (found) ++m_tally->perfect_found;
        }
        return {1.0, found};
    }

    // The advisor's row: the coach's own choices on the same chance as the other rows
    // (play_coach_game).
    ladder::GameResult advisor(const Rng& stream) {
        CoachGame game = play_coach_game(m_shared, stream);
        bool top = game.won && game.tier + 1 == static_cast<int>(m_data.tiers.size());
        return {game.won ? 1.0 : 0.0, top};
    }

    const ColfData& m_data;
    std::shared_ptr<const ColfData> m_shared;
    PolicyChooser m_bold;
    PolicyChooser m_patient;
    CardChooser m_card;
    BoundTally* m_tally;
    std::uint64_t m_bound_decisions;
    std::uint64_t m_perfect_games;  // the bound looks for top-tier wins in these first games
    // The card's and patient's results of game m_noted_game (2 won in the top tier, 1 won, 0 lost,
    // -1 not played).
    std::uint64_t m_noted_game = ~std::uint64_t{0};
    std::array<int, 2> m_noted{-1, -1};
};

}  // namespace

ladder::LadderSpec ladder_spec(std::uint64_t advisor_games, std::uint64_t perfect_games) {
    ladder::LadderSpec spec;
    spec.policies = {
        {"random", "every decision uniform over the legal choices (no XP re-rolls)"},
        {"bold",
         "the simplest named policy (simulate --policy bold): a level above its own, never "
         "flees, rushes the master with 8 XP; dice placed by the round solver"},
        {"card",
         "the strategy card: its rules (card_policy.cpp), each decision the first rule's "
         "that applies"},
        {"patient",
         "the play the advisor's roll-outs follow (simulate --policy patient): dice placed by "
         "the exact round solver"},
        {"bound",
         "upper bound: a player who knows the game's future dice and draws. Won where card, "
         "patient or another named policy wins, or patient with one turn answered otherwise; "
         "else a search over every answer (a game it cannot settle in " +
             grouped_number(k_bound_decisions) + " decisions counts as won)"},
    };
    if (advisor_games > 0) {
        spec.policies.push_back(
            {"advisor",
             "what advise, the coach and review recommend: the best of 240 roll-outs at every "
             "question (`colf play --coach always`), in guided games on the same dice and draws",
             advisor_games});
    }
    ladder::PolicyRow& bound = spec.policies[row_bound];
    if (perfect_games == 0) {
        bound.perfect = ladder::Perfect::unknown;
        bound.summary += "; its perfect share is not looked for (--perfect-games)";
    } else {
        bound.perfect = ladder::Perfect::at_least;
        bound.perfect_games = perfect_games;
        bound.summary +=
            "; perfect at least where a named policy, or patient with one turn answered "
            "otherwise (the Master faced early), wins in the top tier";
    }
    spec.reference = row_patient;
    spec.win_rate = true;
    spec.unit = "percent";
    return spec;
}

ladder::GameResult ladder_result(const ColfData& data, const GameResult& game) {
    bool top = game.won && game.tier >= 0 && game.tier + 1 == static_cast<int>(data.tiers.size());
    return {game.won ? 1.0 : 0.0, top};
}

std::optional<CardShare> card_share(const ladder::LadderResult& result) {
    if (result.scores.size() <= row_advisor || result.scores[row_advisor].empty())
        return std::nullopt;
    const std::vector<double>& advisor = result.scores[row_advisor];
    const std::vector<double>& card = result.scores[row_card];
    CardShare out;
    out.games = std::min(advisor.size(), card.size());
    double card_sum = 0;
    double advisor_sum = 0;
    for (std::size_t i = 0; i < out.games; ++i) {
        card_sum += card[i];
        advisor_sum += advisor[i];
    }
    if (advisor_sum <= 0) return std::nullopt;
    out.share = card_sum / advisor_sum;
    // The share's error is that of the mean of card - share * advisor, over the advisor's mean.
    std::vector<double> residual(out.games);
    for (std::size_t i = 0; i < out.games; ++i) residual[i] = card[i] - out.share * advisor[i];
    out.half_width =
        mean_interval(residual).half_width / (advisor_sum / static_cast<double>(out.games));
    return out;
}

std::unique_ptr<Chooser> make_random_chooser(Rng& choices) {
    return std::make_unique<RandomChooser>(choices);
}

std::unique_ptr<ladder::Players> make_ladder_players(const ColfData& data, BoundTally* tally,
                                                     std::uint64_t bound_decisions,
                                                     std::uint64_t perfect_games) {
    return std::make_unique<LadderPlayers>(data, tally, bound_decisions, perfect_games);
}

}  // namespace pnpkit::colf
