#include "games/colf/ladder.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "core/interval.hpp"
#include "games/colf/card_policy.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/guided_value.hpp"
#include "games/colf/load.hpp"
#include "games/colf/rules.hpp"
#include "load/toml_file.hpp"
#include "support/guide_rules.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::colf {
namespace {

// The published ladder's first coach game (seed 1, game 0): the dice and dominoes it drew.
constexpr std::size_t k_published_first_coach_dice = 193;
constexpr std::size_t k_published_first_coach_tiles = 33;

const ColfData& shipped_colf() {
    static const ColfData data = [] {
        Diagnostics ds;
        auto d = load_data(pnpkit::test::source_dir() / "data" / "colf", ds);
        REQUIRE(d);
        return *d;
    }();
    return data;
}

// Every die a game read, in the order it read them: each round's hero dice, then the monster's
// roll and its rage re-rolls (the policies below never rest, so nothing else rolls).
std::vector<int> dice_read(const Policy& policy, const Rng& game, bool ladder_chance) {
    std::vector<int> read;
    RoundObserver record = [&](const RoundRecord& r) {
        for (auto d : r.hero_dice) read.push_back(d);
        for (auto d : r.foe_dice) read.push_back(d);
        for (auto d : r.foe_rerolls) read.push_back(d);
    };
    PolicyChooser chooser(policy);
    if (ladder_chance) {
        LadderChance chance(game);
        play_game(shipped_colf(), chooser, chance.chance(), &record);
    } else {
        Rng one = game;  // the simulator's single generator
        play_game(shipped_colf(), chooser, Chance{one, one}, &record);
    }
    return read;
}

std::size_t common_prefix(const std::vector<int>& a, const std::vector<int>& b) {
    std::size_t n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
    return n;
}

TEST_CASE("colf ladder: every policy meets the same dice in the same order", "[colf][ladder]") {
    // Two policies that never rest and choose differently (levels, columns, flights).
    Policy low = guided_advisor();
    low.rest_percent = 101;
    Policy high = *find_policy("bold");
    high.rest_percent = 101;
    high.attack_percent = 80;
    Rng base(11);
    std::size_t diverged = 0;
    for (std::uint64_t game = 0; game < 20; ++game) {
        std::vector<int> a = dice_read(low, base.stream(game), true);
        std::vector<int> b = dice_read(high, base.stream(game), true);
        std::size_t shorter = std::min(a.size(), b.size());
        INFO("game " << game << ": " << a.size() << " and " << b.size() << " dice");
        CHECK(shorter >= 3);
        CHECK(common_prefix(a, b) == shorter);
        // On one generator for the dice and the draws, the same games part ways.
        std::vector<int> c = dice_read(low, base.stream(game), false);
        std::vector<int> d = dice_read(high, base.stream(game), false);
        if (common_prefix(c, d) < std::min(c.size(), d.size())) ++diverged;
    }
    CHECK(diverged >= 10);
}

TEST_CASE("colf ladder: patient beats random and bold, and a game replays on its stream",
          "[colf][ladder]") {
    ladder::LadderSpec spec = ladder_spec(0);  // the advisor's row: below
    REQUIRE(spec.policies.size() == row_advisor);
    REQUIRE(spec.policies[spec.reference].name == "patient");
    REQUIRE(spec.policies[row_bound].name == "bound");
    std::uint64_t games = test::k_sanitized_build ? 60 : 600;
    const ColfData& data = shipped_colf();
    // The bound's searches kept short: its row is checked in bound_test.cpp.
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(data, nullptr, 20000); }, 5, games, 2);
    const auto& rows = result.rows;
    CHECK(rows[row_patient].mean > rows[row_random].mean);
    CHECK(rows[row_patient].mean > rows[row_bold].mean);
    CHECK(rows[row_card].mean > rows[row_bold].mean);
    for (std::size_t p = 0; p < row_advisor; ++p) {
        INFO(spec.policies[p].name << " " << rows[p].mean);
        auto players = make_ladder_players(data, nullptr, 20000);
        CHECK(players->play(p, 3, Rng(5).stream(3)).score == result.scores[p][3]);
    }
    // The same numbers on one thread.
    ladder::LadderResult one = ladder::run_ladder(
        spec, [&] { return make_ladder_players(data, nullptr, 20000); }, 5, games, 1);
    CHECK(one.scores == result.scores);
}

TEST_CASE("colf ladder: the coach's games meet the same dice and first draws as every row",
          "[colf][ladder]") {
    // Fewer roll-outs: what is checked here is where the dice and tiles come from.
    FewerRollouts fewer(test::k_sanitized_build ? 40 : 8);
    auto data = std::make_shared<const ColfData>(shipped_colf());
    Rng base(5);
    for (std::uint64_t i = 0; i < 2; ++i) {
        CoachGame coach = play_coach_game(data, base.stream(i));
        // The k-th die of the game is the k-th of its dice stream, as for the other rows.
        LadderChance chance(base.stream(i));
        REQUIRE(coach.dice_read.size() >= 3);
        for (std::size_t k = 0; k < coach.dice_read.size(); ++k) {
            INFO("game " << i << ", die " << k);
            REQUIRE(coach.dice_read[k] == chance.dice.roll(k_faces));
        }
        // The hero starts with the tiles play_game deals it from the draws stream.
        make_deck(*data, DeckKind::nouns, chance.draws);
        make_deck(*data, DeckKind::adjectives, chance.draws);
        TilePool pool;
        Hero hero = start_hero(data->settings, pool, chance.draws);
        REQUIRE(coach.tiles_drawn.size() >= hero.tiles.size());
        for (std::size_t t = 0; t < hero.tiles.size(); ++t)
            CHECK(coach.tiles_drawn[t] == hero.tiles[t].domino);
    }
}

TEST_CASE("colf ladder: the card's share of the advisor, paired on the advisor's games",
          "[colf][ladder]") {
    ladder::LadderResult r;
    r.scores.assign(row_count, {});
    CHECK_FALSE(card_share(r));  // no advisor row
    r.scores[row_card] = {1, 0, 1, 1, 1, 0};
    r.scores[row_advisor] = {1, 1, 1, 0};  // the advisor played the first 4 games only
    auto share = card_share(r);
    REQUIRE(share);
    CHECK(share->games == 4);
    CHECK(share->share == Approx(1.0));  // 3 wins each on the first 4 games
    // Paired: the card lost where the advisor won and the reverse, which widens the interval.
    std::vector<double> residual{0, -1, 0, 1};
    CHECK(share->half_width == Approx(mean_interval(residual).half_width / 0.75));
    r.scores[row_advisor] = {0, 0, 0, 0};
    CHECK_FALSE(card_share(r));  // the advisor won none
}

TEST_CASE("colf ladder: the advisor's row plays its first games only, as guided games",
          "[colf][ladder]") {
    // A coach's game takes about 2 s of processor time (240 roll-outs a question).
    if (test::k_sanitized_build) return;
    ladder::LadderSpec spec = ladder_spec(1);
    REQUIRE(spec.policies.size() == row_count);
    CHECK(spec.policies[row_advisor].name == "advisor");
    CHECK(spec.policies[row_advisor].max_games == 1);
    const ColfData& data = shipped_colf();
    ladder::LadderResult r = ladder::run_ladder(
        spec, [&] { return make_ladder_players(data); }, 5, 3, 1);
    CHECK(r.rows[row_patient].games == 3);
    REQUIRE(r.rows[row_advisor].games == 1);
    REQUIRE(r.scores[row_advisor].size() == 1);
    double advisor = r.scores[row_advisor][0];
    CHECK((advisor == 0 || advisor == 1));
    CHECK(r.rows[row_advisor].diff == advisor - r.scores[row_patient][0]);
}

// The card policy, noting which rule made each decision.
class CardWatch final : public Chooser {
public:
    CardChooser card;
    std::set<std::size_t> used;
    TurnChoice turn(const Hero& h, int t, const CardDeck& n, const CardDeck& a,
                    const ColfData& d) override {
        return seen(card.turn(h, t, n, a, d));
    }
    bool flee(const Hero& h, const Foe& f, int u) override { return seen(card.flee(h, f, u)); }
    Line line(const Hero& h, std::span<const std::uint8_t> d, const Foe& f,
              const RoundStakes& s) override {
        return seen(card.line(h, d, f, s));
    }
    Boosts boosts(const Hero& h, const Foe& f, const Placement& p, int a, int d, int u,
                  bool fl) override {
        return seen(card.boosts(h, f, p, a, d, u, fl));
    }
    std::pair<std::size_t, int> hit(const Hero& h, const CombatRound& r) override {
        return seen(card.hit(h, r));
    }
    bool level_up(const Hero& h, const Settings& s) override { return seen(card.level_up(h, s)); }
    void arrange(Hero& h) override {
        card.arrange(h);
        used.insert(card.last_rule());
    }
    Dice rest_rerolls(const Hero& h, std::span<const std::uint8_t> d) override {
        return card.rest_rerolls(h, d);
    }

private:
    template <typename T>
    T seen(T value) {
        used.insert(card.last_rule());
        return value;
    }
};

TEST_CASE("colf card: at most seven short rules, each of which decides something",
          "[colf][ladder]") {
    std::span<const CardRule> rules = card_policy_rules();
    std::vector<std::string> texts = card_rules();
    REQUIRE(rules.size() <= 7);
    REQUIRE(texts.size() == rules.size());
    for (std::size_t i = 0; i < rules.size(); ++i) {
        INFO(texts[i]);
        CHECK(texts[i] == rules[i].text);
        CHECK(texts[i].size() <= 140);
    }
    // The card policy walks the rules: each decision comes from the first that speaks to it, and
    // over a few games every rule decides something.
    const ColfData& data = shipped_colf();
    CardWatch watch;
    Rng base(3);
    for (std::uint64_t i = 0; i < 40; ++i) {
        LadderChance chance(base.stream(i));
        play_game(data, watch, chance.chance());
    }
    for (std::size_t i = 0; i < rules.size(); ++i) {
        INFO("rule " << i + 1 << ": " << texts[i]);
        CHECK(watch.used.count(i) == 1);
    }
    // The ladder's card row is this policy.
    auto players = make_ladder_players(data);
    for (std::uint64_t i = 0; i < 5; ++i) {
        CardChooser card;
        LadderChance chance(base.stream(i));
        GameResult g = play_game(data, card, chance.chance());
        CHECK(players->play(row_card, i, base.stream(i)).score == (g.won ? 1.0 : 0.0));
    }
}

// The card, but fleeing (never, as the card) and placing dice as the advisor does.
class CardWithAdvisorFights final : public Chooser {
public:
    TurnChoice turn(const Hero& h, int t, const CardDeck& n, const CardDeck& a,
                    const ColfData& d) override {
        return m_card.turn(h, t, n, a, d);
    }
    bool flee(const Hero& h, const Foe& f, int u) override { return m_advisor.flee(h, f, u); }
    Line line(const Hero& h, std::span<const std::uint8_t> d, const Foe& f,
              const RoundStakes& s) override {
        return m_advisor.line(h, d, f, s);
    }
    Boosts boosts(const Hero& h, const Foe& f, const Placement& p, int a, int d, int u,
                  bool fl) override {
        return m_card.boosts(h, f, p, a, d, u, fl);
    }
    std::pair<std::size_t, int> hit(const Hero& h, const CombatRound& r) override {
        return m_card.hit(h, r);
    }
    bool level_up(const Hero& h, const Settings& s) override { return m_card.level_up(h, s); }
    void arrange(Hero& h) override { m_card.arrange(h); }
    Dice rest_rerolls(const Hero& h, std::span<const std::uint8_t> d) override {
        return m_card.rest_rerolls(h, d);
    }

private:
    CardChooser m_card;
    PolicyChooser m_advisor{guided_advisor()};
};

TEST_CASE("colf card: distilled from the advisor, only rule 5 (dice) differs", "[colf][ladder]") {
    // With the advisor's placements (and its flights: none), the card's other rules play every
    // game exactly as the advisor: the same decisions, so the same dice, the same ends.
    const ColfData& data = shipped_colf();
    Rng base(17);
    std::uint64_t games = test::k_sanitized_build ? 20 : 200;
    for (std::uint64_t i = 0; i < games; ++i) {
        CardWithAdvisorFights card;
        PolicyChooser advisor(guided_advisor());
        LadderChance a(base.stream(i));
        LadderChance b(base.stream(i));
        GameResult x = play_game(data, card, a.chance());
        GameResult y = play_game(data, advisor, b.chance());
        INFO("game " << i);
        CHECK(x.won == y.won);
        CHECK(x.turns == y.turns);
        CHECK(x.tokens_left == y.tokens_left);
        CHECK(x.kills == y.kills);
        CHECK(x.flights == y.flights);
        CHECK(x.rests == y.rests);
        CHECK(x.level == y.level);
    }
    // The card itself does differ (by its placements): in one of the first games at least, which
    // the search stops at (the first 20 games of the sanitizer build's check may all agree).
    std::uint64_t differs_at = 0;
    for (; differs_at < 200; ++differs_at) {
        CardChooser plain;
        PolicyChooser advisor(guided_advisor());
        LadderChance b(base.stream(differs_at));
        LadderChance c(base.stream(differs_at));
        GameResult y = play_game(data, advisor, b.chance());
        GameResult z = play_game(data, plain, c.chance());
        if (z.won != y.won || z.turns != y.turns || z.kills != y.kills || z.rests != y.rests ||
            z.level != y.level || z.tokens_left != y.tokens_left)
            break;
    }
    INFO("the card and the advisor first differ in game " << differs_at);
    CHECK(differs_at < 200);
}

TEST_CASE("colf card: the rules printed in the guide are the rules the card policy runs",
          "[colf][ladder]") {
    test::check_guide_lists_rules(pnpkit::test::source_dir() / "docs" / "colf.md", card_rules());
}

// The card only, as row 0.
class CardOnly final : public ladder::Players {
public:
    ladder::GameResult play(std::size_t, std::uint64_t game, Rng stream) override {
        return m_all->play(row_card, game, stream);
    }

private:
    std::unique_ptr<ladder::Players> m_all = make_ladder_players(shipped_colf());
};

TEST_CASE("colf card: data/colf/strategy.toml holds figures of the published ladder",
          "[colf][ladder]") {
    Diagnostics ds;
    auto doc = load::load_toml(pnpkit::test::source_dir() / "data" / "colf" / "strategy.toml", ds);
    REQUIRE(doc);
    const toml::table& t = doc->root;
    REQUIRE(t["unit"].value<std::string>() == "percent");
    std::string command = t["command"].value_or(std::string());
    CHECK(command.find("pnpkit --seed 1 simulate colf --ladder") == 0);
    auto games = t["games"].value<std::int64_t>();
    auto card = t["card"].value<double>();
    auto advisor = t["advisor"].value<double>();
    REQUIRE(games);
    REQUIRE(card);
    REQUIRE(advisor);
    CHECK(*games >= 100000);
    CHECK(*card >= 0.95 * *advisor);
    // The advisor's row plays its first games only: the file says how many, as the command does.
    auto advisor_games = t["advisor_games"].value<std::int64_t>();
    REQUIRE(advisor_games);
    CHECK(*advisor_games < *games);
    CHECK(command.find(" --advisor-games " + std::to_string(*advisor_games)) != std::string::npos);
    // The first games of the published run, again: the recorded card's win rate lies within the
    // rerun's 95% interval (a changed card without a new ladder fails here).
    ladder::LadderSpec spec;
    spec.policies = {{"card", ""}};
    spec.win_rate = true;
    std::uint64_t n = test::k_sanitized_build ? 300 : 3000;
    ladder::LadderResult r = ladder::run_ladder(
        spec, [] { return std::make_unique<CardOnly>(); }, 1, n, 2);
    std::uint64_t wins = 0;
    for (double score : r.scores[0]) wins += score > 0 ? 1 : 0;
    Interval rerun = wilson_interval(wins, n);
    INFO("card: recorded " << *card << "%, rerun " << 100.0 * static_cast<double>(wins) / n << "% ("
                           << 100 * rerun.low << "% to " << 100 * rerun.high << "%)");
    CHECK(*card >= 100 * rerun.low);
    CHECK(*card <= 100 * rerun.high);
}

TEST_CASE("colf card: the coach's figure is of the coach that plays now", "[colf][ladder]") {
    // The advisor's figure in strategy.toml is the coach's row of the published run (seed 1). A
    // coach's game costs about 2 s of processor time, too many to check that figure again, so
    // the first game of that run is pinned instead: how many dice and dominoes its choices led
    // to. Changing the coach's play (its roll-outs' policy, their number) changes them: then run
    // the ladder again, update strategy.toml and the guide, and these.
    if (test::k_sanitized_build) return;
    auto data = std::make_shared<const ColfData>(shipped_colf());
    CoachGame game = play_coach_game(data, Rng(1).stream(0));
    CHECK(game.won);
    CHECK(game.dice_read.size() == k_published_first_coach_dice);
    CHECK(game.tiles_drawn.size() == k_published_first_coach_tiles);
}

}  // namespace
}  // namespace pnpkit::colf
