#include "games/colf/ladder.hpp"

#include <stdexcept>

#include "core/interval.hpp"
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
    explicit LadderPlayers(const ColfData& data)
        : m_data(data),
          m_shared(std::make_shared<const ColfData>(data)),
          m_bold(*find_policy("bold")),
          m_advisor(guided_advisor()) {}

    ladder::GameResult play(std::size_t policy, std::uint64_t, Rng stream) override {
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
                return finish(m_card, chance);
            case row_coach:
                return coach(stream);
            default:
                return finish(m_advisor, chance);
        }
    }

private:
    ladder::GameResult finish(Chooser& chooser, LadderChance& chance) {
        return ladder_result(m_data, play_game(m_data, chooser, chance.chance()));
    }

    // The coach's own choices on the same chance as the other rows (play_coach_game).
    ladder::GameResult coach(const Rng& stream) {
        CoachGame game = play_coach_game(m_shared, stream);
        bool top = game.won && game.tier + 1 == static_cast<int>(m_data.tiers.size());
        return {game.won ? 1.0 : 0.0, top};
    }

    const ColfData& m_data;
    std::shared_ptr<const ColfData> m_shared;
    PolicyChooser m_bold;
    PolicyChooser m_advisor;
    CardChooser m_card;
};

}  // namespace

ladder::LadderSpec ladder_spec(std::uint64_t coach_games) {
    ladder::LadderSpec spec;
    spec.policies = {
        {"random", "every decision uniform over the legal choices (no XP re-rolls)"},
        {"bold",
         "the simplest named policy (simulate --policy bold): a level above its own, never "
         "flees, rushes the master with 8 XP; dice placed by the round solver"},
        {"card",
         "the strategy card: its rules (card_policy.cpp), each decision the first rule's "
         "that applies"},
        {"advisor",
         "the play the coach's and review's roll-outs follow (simulate --policy patient): dice "
         "placed by the exact round solver"},
    };
    if (coach_games > 0) {
        spec.policies.push_back(
            {"coach",
             "the coach's own choice at every question (`colf play --coach always`: the best of "
             "its roll-outs, 240 a question), in guided games on the same dice and draws",
             coach_games});
    }
    spec.reference = row_advisor;
    spec.win_rate = true;
    spec.unit = "percent";
    return spec;
}

ladder::GameResult ladder_result(const ColfData& data, const GameResult& game) {
    bool top = game.won && game.tier >= 0 && game.tier + 1 == static_cast<int>(data.tiers.size());
    return {game.won ? 1.0 : 0.0, top};
}

std::optional<CardShare> card_share(const ladder::LadderResult& result) {
    if (result.scores.size() <= row_coach || result.scores[row_coach].empty()) return std::nullopt;
    const std::vector<double>& coach = result.scores[row_coach];
    const std::vector<double>& card = result.scores[row_card];
    CardShare out;
    out.games = std::min(coach.size(), card.size());
    double card_sum = 0;
    double coach_sum = 0;
    for (std::size_t i = 0; i < out.games; ++i) {
        card_sum += card[i];
        coach_sum += coach[i];
    }
    if (coach_sum <= 0) return std::nullopt;
    out.share = card_sum / coach_sum;
    // The share's error is that of the mean of card - share * coach, over the coach's mean.
    std::vector<double> residual(out.games);
    for (std::size_t i = 0; i < out.games; ++i) residual[i] = card[i] - out.share * coach[i];
    out.half_width =
        mean_interval(residual).half_width / (coach_sum / static_cast<double>(out.games));
    return out;
}

std::unique_ptr<Chooser> make_random_chooser(Rng& choices) {
    return std::make_unique<RandomChooser>(choices);
}

std::unique_ptr<ladder::Players> make_ladder_players(const ColfData& data) {
    return std::make_unique<LadderPlayers>(data);
}

}  // namespace pnpkit::colf
