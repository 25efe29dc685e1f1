#include "games/domino_run/ladder.hpp"

#include <toml++/toml.h>

#include <catch2/catch.hpp>

#include "games/domino_run/bound.hpp"
#include "games/domino_run/card_policy.hpp"
#include "games/domino_run/engine.hpp"
#include "games/domino_run/fixture.hpp"
#include "games/domino_run/future.hpp"
#include "games/domino_run/simple_policies.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::domino_run {
namespace {

using test::rules;

// The dice a game rolled, in order, and the first starting line, when `choose` answers every
// decision (0: the first legal answer, 1: the last) against the future of `game`.
struct Read {
    std::vector<int> dice;
    std::string first_line;
};

Read read_future(const Rng& game, bool last) {
    Rules r = rules();
    Future future(game);
    FutureAt at;
    State s = new_game(r);
    Read read;
    for (int step = 0; step < 400; ++step) {
        std::size_t before = at.dice;
        play_future_chance(s, r, future, at);
        for (std::size_t k = before; k < at.dice; ++k) read.dice.push_back(future.die(k, 6));
        if (read.first_line.empty()) read.first_line = test::line_of(s);
        if (s.over()) break;
        switch (s.phase) {
            case Phase::mulligan:
                choose_mulligan(s, r, last);
                break;
            case Phase::move:
                move_to(s, r, last ? s.player : s.reach);
                break;
            case Phase::treasure: {
                auto c = treasure_choices(s, r);
                choose_treasure(s, r, last ? c.back() : c.front());
                break;
            }
            case Phase::sacrifice: {
                auto c = sacrifice_choices(s);
                sacrifice(s, r, last ? c.back() : c.front());
                break;
            }
            default:
                break;
        }
    }
    return read;
}

TEST_CASE("domino-run ladder: every row meets the same dice and draws in the same order",
          "[domino-run][ladder]") {
    Rng base(5);
    for (std::uint64_t game = 0; game < 20; ++game) {
        Read a = read_future(base.stream(2 * game), false);
        Read b = read_future(base.stream(2 * game), true);
        // The same starting line (the first draws), and the same dice in the same order, die for
        // die, however differently the two players answer.
        CHECK(a.first_line == b.first_line);
        std::size_t common = std::min(a.dice.size(), b.dice.size());
        CHECK(common >= 2);
        CHECK(std::equal(a.dice.begin(), a.dice.begin() + static_cast<std::ptrdiff_t>(common),
                         b.dice.begin()));
        // And what the state rolled is what the future holds.
        Future future(base.stream(2 * game));
        for (std::size_t k = 0; k < a.dice.size(); ++k) CHECK(a.dice[k] == future.die(k, 6));
    }
}

TEST_CASE("domino-run ladder: a draw picks uniformly among the tiles the state can take",
          "[domino-run][ladder]") {
    State s = new_game(rules());
    int n = std::popcount(tile_choices(s));
    std::vector<int> seen(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
        Domino tile = tile_at(s, (k + 0.5) / n);
        ++seen[static_cast<std::size_t>(domino_index(tile, 6))];
    }
    for (int c : seen) CHECK(c == 1);  // each of the n intervals of [0, 1) takes another tile
    CHECK(tile_at(s, 0.0) == domino_at(0, 6));
    CHECK(tile_at(s, 0.999999) == domino_at(n - 1, 6));
}

TEST_CASE("domino-run ladder: the bound wins every game any row wins; the advisor beats random",
          "[domino-run][ladder]") {
    std::uint64_t games = pnpkit::test::k_sanitized_build ? 4 : 12;
    ladder::LadderSpec spec = ladder_spec(games);
    Rules r = rules();
    ladder::LadderResult result = ladder::run_ladder(
        spec, [&] { return make_ladder_players(r, 3); }, 3, games, 2);
    REQUIRE(result.rows.size() == 5);
    REQUIRE(spec.policies[4].name == "bound");
    for (std::size_t p = 0; p < 4; ++p) {
        for (std::uint64_t i = 0; i < games; ++i) {
            INFO(spec.policies[p].name << " game " << i);
            CHECK(result.scores[4][i] >= result.scores[p][i]);
        }
    }
    if (!pnpkit::test::k_sanitized_build) {
        CHECK(result.rows[3].mean > result.rows[0].mean);
        CHECK(result.rows[4].mean >= result.rows[3].mean);
    }
}

TEST_CASE("domino-run ladder: the clairvoyant search finds a win a fixed plan misses",
          "[domino-run][ladder]") {
    // Over many futures the greedy player loses some the search still wins: the search is more
    // than the greedy line (and counts none of these as won for lack of budget).
    Rules r = rules();
    Rng base(8);
    GreedyPolicy greedy;
    int greedy_wins = 0, bound_wins = 0;
    int games = pnpkit::test::k_sanitized_build ? 5 : 30;
    for (int i = 0; i < games; ++i) {
        Future f1(base.stream(2 * i));
        Rng own = base.stream(2 * i + 1);
        greedy_wins += play_future_game(r, greedy, f1, own).phase == Phase::won;
        Future f2(base.stream(2 * i));
        ClairvoyantResult c = clairvoyant_win(r, f2, k_bound_nodes);
        bound_wins += c.win;
    }
    CHECK(bound_wins >= greedy_wins);
    if (!pnpkit::test::k_sanitized_build) CHECK(bound_wins > greedy_wins);
}

}  // namespace
}  // namespace pnpkit::domino_run

namespace pnpkit::domino_run {
namespace {

// Card rules by question: the rules the policy walks for `question`, in order.
std::vector<const CardRule*> rules_for(CardQuestion question) {
    std::vector<const CardRule*> out;
    for (const CardRule& rule : card_rule_list()) {
        if (rule.question == question) out.push_back(&rule);
    }
    return out;
}

TEST_CASE("domino-run card: at most seven short rules, and the policy is the rules' walk",
          "[domino-run][ladder]") {
    std::vector<std::string> texts = card_rules();
    REQUIRE(texts.size() <= 7);
    REQUIRE(texts.size() == card_rule_list().size());
    for (std::size_t i = 0; i < texts.size(); ++i) {
        CHECK(texts[i] == card_rule_list()[i].text);
        CHECK(!texts[i].empty());
        CHECK(texts[i].size() <= 140);
    }
    // Play card games against fixed futures; at every decision the policy's answer is the first
    // applying rule's (walked here independently), legal, and some rule of the question applies.
    Rules r = test::rules();
    CardPolicy card;
    Rng base(21);
    int games = pnpkit::test::k_sanitized_build ? 5 : 60;
    std::vector<int> used(card_rule_list().size());
    auto first_rule = [&](CardQuestion q, const State& s) -> std::pair<int, std::size_t> {
        for (const CardRule* rule : rules_for(q)) {
            if (auto answer = rule->decide(s, r))
                return {*answer, static_cast<std::size_t>(rule - card_rule_list().data())};
        }
        FAIL("no card rule answers this question");
        return {0, 0};
    };
    for (int g = 0; g < games; ++g) {
        Future future(base.stream(2 * g));
        FutureAt at;
        State s = new_game(r);
        Rng own(0);
        for (int step = 0; step < 2000; ++step) {
            play_future_chance(s, r, future, at);
            if (s.over()) break;
            switch (s.phase) {
                case Phase::mulligan: {
                    auto [answer, rule] = first_rule(CardQuestion::mulligan, s);
                    ++used[rule];
                    bool fresh = card.mulligan(s, r, own);
                    CHECK(fresh == (answer == 1));
                    choose_mulligan(s, r, fresh);
                    break;
                }
                case Phase::move: {
                    auto [answer, rule] = first_rule(CardQuestion::move, s);
                    ++used[rule];
                    CHECK(answer >= s.player);
                    CHECK(answer <= s.reach);
                    int place = card.move(s, r, own);
                    CHECK(place == answer);
                    move_to(s, r, place);
                    break;
                }
                case Phase::treasure: {
                    auto choices = treasure_choices(s, r);
                    auto [answer, rule] = first_rule(CardQuestion::treasure, s);
                    ++used[rule];
                    TreasureKind kind = card.treasure(s, r, choices, own);
                    CHECK(static_cast<int>(kind) == answer);
                    choose_treasure(s, r, kind);
                    break;
                }
                case Phase::sacrifice: {
                    auto choices = sacrifice_choices(s);
                    auto [answer, rule] = first_rule(CardQuestion::sacrifice, s);
                    ++used[rule];
                    int choice = card.sacrifice(s, r, choices, own);
                    CHECK(choice == answer);
                    sacrifice(s, r, choice);
                    break;
                }
                default:
                    FAIL("a decision the card does not know");
            }
        }
    }
    // Every rule decides something in these games: none is dead text.
    if (!pnpkit::test::k_sanitized_build) {
        for (std::size_t i = 0; i < used.size(); ++i) {
            INFO(texts[i]);
            CHECK(used[i] > 0);
        }
    }
}

TEST_CASE(
    "domino-run strategy.toml: the card's and the advisor's recorded figures are the "
    "ladder's",
    "[domino-run][ladder]") {
    auto table = toml::parse_file(
        (pnpkit::test::source_dir() / "data" / "domino-run" / "strategy.toml").string());
    std::string command = table["command"].value_or(std::string());
    REQUIRE(command.find("simulate domino-run --ladder") != std::string::npos);
    auto at = command.find("--seed ");
    REQUIRE(at != std::string::npos);
    std::uint64_t seed = std::stoull(command.substr(at + 7));
    CHECK(table["unit"].value_or(std::string()) == "percent");
    CHECK(table["games"].value_or(std::int64_t{0}) >= 100000);
    double card = table["card"].value_or(-1.0);
    double advisor = table["advisor"].value_or(-1.0);
    REQUIRE(card > 0);
    REQUIRE(advisor > 0);
    // Replay the ladder's first games of the card and the advisor rows with the recorded seed:
    // the recorded figures lie within this run's 95% intervals.
    Rules r = test::rules();
    ladder::LadderSpec spec = ladder_spec(1);
    auto players = make_ladder_players(r, seed);
    auto row = [&](const std::string& name) {
        for (std::size_t p = 0; p < spec.policies.size(); ++p) {
            if (spec.policies[p].name == name) return p;
        }
        FAIL("no row " << name);
        return std::size_t{0};
    };
    auto check_row = [&](const std::string& name, std::uint64_t games, double recorded) {
        std::vector<double> scores;
        for (std::uint64_t i = 0; i < games; ++i)
            scores.push_back(100 * players->play(row(name), i, Rng(0)).score);
        auto [mean, half] = ladder::mean_interval(scores);
        INFO(name << ": recorded " << recorded << ", replayed " << mean << " ± " << half);
        CHECK(std::abs(recorded - mean) <= half);
    };
    check_row("card", pnpkit::test::k_sanitized_build ? 300 : 4000, card);
    // The advisor's roll-outs are too slow for enough games in the sanitizer build.
    if (!pnpkit::test::k_sanitized_build) check_row("advisor", 20, advisor);
}

}  // namespace
}  // namespace pnpkit::domino_run
