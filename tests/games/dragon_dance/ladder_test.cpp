#include "games/dragon_dance/ladder.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "games/dragon_dance/bound.hpp"
#include "games/dragon_dance/card_policy.hpp"
#include "games/dragon_dance/duel.hpp"
#include "games/dragon_dance/fixture.hpp"
#include "games/dragon_dance/lookahead.hpp"
#include "load/toml_file.hpp"
#include "support/guide_rules.hpp"
#include "support/sanitized.hpp"

namespace pnpkit::dragon_dance {
namespace {

using namespace support;

enum : std::size_t { row_random, row_old, row_card, row_advisor, row_bound };

DuelComputer make_computer() {
    return DuelComputer(shipped(), best_evaluation(shipped()), std::make_shared<AnalysisCache>());
}

// Records, for one duel, every die each side rolled (by reading the dice that appear) and the
// computer's die of the first round.
struct DiceWatcher final : public Player {
    Player& inner;
    explicit DiceWatcher(Player& p) : inner(p) {}
    std::optional<Die> choose_die(const GameState& s, Side me, Rng& rng) override {
        states.push_back(s);
        return inner.choose_die(s, me, rng);
    }
    std::optional<std::size_t> choose_card(const GameState& s, Side me,
                                           const std::array<Die, 2>& dice, Rng& rng) override {
        shown.push_back(dice);
        return inner.choose_card(s, me, dice, rng);
    }
    std::optional<ComboChoice> choose_combo(const GameState& s, Side me, const Plays& p,
                                            const ComboOffer& o, Rng& rng) override {
        return inner.choose_combo(s, me, p, o, rng);
    }
    std::vector<GameState> states;
    std::vector<std::array<Die, 2>> shown;
};

TEST_CASE(
    "dragon-dance ladder: a future gives each side the same dice in the same order whoever reads "
    "them",
    "[dragon-dance][ladder]") {
    Rng base(3);
    DuelFuture interleaved(base.stream(4));
    DuelFuture knight_first(base.stream(4));
    std::vector<Die> a, b;
    for (std::size_t k = 0; k < 12; ++k) {
        a.push_back(interleaved.die(Side::knight, k));
        a.push_back(interleaved.die(Side::dragon, k));
    }
    for (std::size_t k = 0; k < 12; ++k) b.push_back(knight_first.die(Side::knight, k));
    for (std::size_t k = 0; k < 12; ++k) {
        CHECK(b[k] == a[2 * k]);
        CHECK(knight_first.die(Side::dragon, k) == a[2 * k + 1]);
    }
    CHECK(interleaved.computer_draw(5) == knight_first.computer_draw(5));

    // The knight's Recuperate rolls its dice 5 to 9 whatever the dragon has rolled.
    DuelFuture future(base.stream(4));
    DuelAt at;
    GameState s = new_game_future(shipped(), future, at);
    CHECK(s.side(Side::knight).dice.total() == 5);
    CHECK(s.side(Side::dragon).dice.total() == 3);
    s.side(Side::knight).dice = {};
    s.side(Side::knight).unrolled = 5;
    roll_future(s, future, at);
    DiceCounts expected;
    for (std::size_t k = 5; k < 10; ++k) expected.add(future.die(Side::knight, k));
    CHECK(s.side(Side::knight).dice == expected);
    CHECK(at.dice == std::array<std::size_t, 2>{10, 3});
}

TEST_CASE(
    "dragon-dance ladder: every policy meets the same start and the same computer in the first "
    "round",
    "[dragon-dance][ladder]") {
    const GameData& data = shipped();
    Rng base(8);
    for (std::uint64_t game = 0; game < 10; ++game) {
        RandomPlayer random(data);
        CardPlayer card(data);
        DiceWatcher a(random), b(card);
        DuelComputer ca = make_computer(), cb = make_computer();
        DuelFuture fa(base.stream(game)), fb(base.stream(game));
        play_duel(data, a, Side::knight, ca, fa, policy_stream(base.stream(game)), 200);
        play_duel(data, b, Side::knight, cb, fb, policy_stream(base.stream(game)), 200);
        REQUIRE(!a.states.empty());
        REQUIRE(!b.states.empty());
        CHECK(a.states.front() == b.states.front());
        // The computer's die of round 1 depends only on the start and the future's draw.
        CHECK(a.shown.front()[index(Side::dragon)] == b.shown.front()[index(Side::dragon)]);
    }
}

// The best result of a clairvoyant `me` by plain exhaustive search: no memory, no ordering, no
// cut.
double brute_force(const GameData& data, const GameState& state, const DuelAt& at, Side me,
                   DuelComputer& computer, DuelFuture& future, int max_rounds) {
    if (state.round >= max_rounds) return 0.5;
    Side them = other(me);
    double best = 0;
    std::array<Die, 2> dice{};
    dice[index(them)] = computer.die(state, them, future);
    for (Die mine : die_options(state, me)) {
        dice[index(me)] = mine;
        Plays plays{};
        plays[index(them)] = Play{computer.card(state, them, dice, future), dice[index(them)]};
        for (std::size_t card : card_list(legal_cards(data, state, me))) {
            plays[index(me)] = Play{card, mine};
            ComboOffers offers = combo_offers(data, state, plays);
            ComboChoices combos{};
            if (offers[index(them)])
                combos[index(them)] = computer.combo(state, them, plays, offers[index(them)]);
            std::vector<ComboChoice> follow{ComboChoice{}};
            if (offers[index(me)]) follow = combo_choices(offers[index(me)]);
            for (const ComboChoice& c : follow) {
                combos[index(me)] = c;
                GameState next = state;
                DuelAt next_at = at;
                Outcome o = finish_round(data, next, plays, combos, future, next_at);
                best = std::max(
                    best, o != Outcome::none
                              ? duel_score(o, me)
                              : brute_force(data, next, next_at, me, computer, future, max_rounds));
            }
        }
    }
    return best;
}

TEST_CASE("dragon-dance ladder: the bound's search agrees with brute force on short endings",
          "[dragon-dance][ladder]") {
    const GameData& data = shipped();
    Rng base(21);
    int endings = test::k_sanitized_build ? 3 : 12;
    std::set<double> seen;
    for (int i = 0; i < endings; ++i) {
        DuelFuture future(base.stream(static_cast<std::uint64_t>(i)));
        DuelAt at;
        GameState s = new_game_future(data, future, at);
        // Late in a duel: little life left, a few dice, two rounds to the limit.
        Rng pick = base.stream(1000 + static_cast<std::uint64_t>(i));
        s.side(Side::knight).life = 1 + static_cast<int>(pick.below(3));
        s.side(Side::dragon).life = 1 + static_cast<int>(pick.below(4));
        s.range = pick.below(2) ? Range::short_range : Range::long_range;
        s.round = 48;
        Side me = i % 2 ? Side::dragon : Side::knight;
        DuelComputer computer = make_computer();
        BoundResult b = clairvoyant_bound_from(data, s, at, me, computer, future, 50, 100000);
        REQUIRE(b.proven);
        double brute = brute_force(data, s, at, me, computer, future, 50);
        INFO("ending " << i);
        CHECK(b.score == brute);
        seen.insert(brute);
    }
    CHECK(seen.size() >= 2);  // the endings are not all alike
}

TEST_CASE(
    "ladder: the bound is at least every policy's result, duel by duel; the advisor beats "
    "random",
    "[dragon-dance][ladder]") {
    const GameData& data = shipped();
    std::uint64_t games = test::k_sanitized_build ? 6 : 60;
    for (Side me : k_sides) {
        ladder::LadderSpec spec = ladder_spec(me, 0);
        REQUIRE(spec.policies[spec.reference].name == "advisor");
        REQUIRE(spec.policies[row_bound].name == "bound");
        ladder::LadderResult r = ladder::run_ladder(
            spec, [&] { return make_ladder_players(data, me); }, 4, games, 2);
        for (std::uint64_t i = 0; i < games; ++i) {
            for (std::size_t p = 0; p < row_bound; ++p) {
                INFO(to_string(me) << " game " << i << " " << spec.policies[p].name);
                CHECK(r.scores[row_bound][i] >= r.scores[p][i]);
            }
        }
        CHECK(r.rows[row_advisor].mean > r.rows[row_random].mean);
        // A duel plays the same again on its stream.
        auto players = make_ladder_players(data, me);
        for (std::size_t p = 0; p < spec.policies.size(); ++p)
            CHECK(players->play(p, 2, Rng(4).stream(2)).score == r.scores[p][2]);
    }
}

TEST_CASE(
    "dragon-dance ladder: a row with max_games plays only its first games and pairs only those",
    "[dragon-dance][ladder]") {
    ladder::LadderSpec spec = ladder_spec(Side::knight, 3);
    ladder::LadderResult r = ladder::run_ladder(
        spec, [&] { return make_ladder_players(shipped(), Side::knight); }, 6, 8, 1);
    CHECK(r.scores[row_bound].size() == 3);
    CHECK(r.rows[row_bound].games == 3);
    CHECK(r.rows[row_advisor].games == 8);
    double diff = 0;
    for (std::size_t i = 0; i < 3; ++i) diff += r.scores[row_bound][i] - r.scores[row_advisor][i];
    CHECK(r.rows[row_bound].diff == Approx(diff / 3));
}

TEST_CASE(
    "dragon-dance ladder: the knight's card has at most seven short rules, each deciding some "
    "question",
    "[dragon-dance][ladder]") {
    const GameData& data = shipped();
    std::span<const DanceCardRule> rules = card_rule_list(Side::knight);
    REQUIRE(rules.size() <= 7);
    std::vector<std::string> texts = card_rules(Side::knight);
    REQUIRE(texts.size() == rules.size());
    for (std::size_t i = 0; i < rules.size(); ++i) {
        CHECK(texts[i] == rules[i].text);
        CHECK(texts[i].size() <= 140);
    }
    CHECK(card_rules() == texts);
    // Each answer is the first rule's that speaks, and every rule speaks in some duel.
    struct Checked final : public Player {
        CardPlayer card;
        std::set<std::size_t> used;
        explicit Checked(const GameData& d) : card(d) {}
        void check(const CardQuestion& q, const CardAnswer& expected) {
            std::span<const DanceCardRule> list = card_rule_list(q.me);
            for (std::size_t i = 0; i < card.last_rule(); ++i) CHECK(!list[i].decide(q));
            auto a = list[card.last_rule()].decide(q);
            REQUIRE(a);
            CHECK(a->die == expected.die);
            CHECK(a->card == expected.card);
            CHECK(a->combo.follow == expected.combo.follow);
            CHECK(a->combo.die == expected.combo.die);
            used.insert(card.last_rule());
        }
        std::optional<Die> choose_die(const GameState& s, Side me, Rng& rng) override {
            Die d = *card.choose_die(s, me, rng);
            CardAnswer a;
            a.die = d;
            check({CardQuestion::Phase::die, &shipped(), &s, me, {}, nullptr}, a);
            return d;
        }
        std::optional<std::size_t> choose_card(const GameState& s, Side me,
                                               const std::array<Die, 2>& dice, Rng& rng) override {
            std::size_t c = *card.choose_card(s, me, dice, rng);
            CHECK(contains(legal_cards(shipped(), s, me), c));
            CardAnswer a;
            a.card = c;
            check({CardQuestion::Phase::card, &shipped(), &s, me, dice, nullptr}, a);
            return c;
        }
        std::optional<ComboChoice> choose_combo(const GameState& s, Side me, const Plays& p,
                                                const ComboOffer& o, Rng& rng) override {
            ComboChoice c = *card.choose_combo(s, me, p, o, rng);
            CardAnswer a;
            a.combo = c;
            check({CardQuestion::Phase::combo, &shipped(), &s, me, {p[0].die, p[1].die}, &o}, a);
            return c;
        }
    } checked(data);
    Rng base(9);
    int games = test::k_sanitized_build ? 20 : 150;
    for (int g = 0; g < games; ++g) {
        DuelComputer computer = make_computer();
        DuelFuture future(base.stream(static_cast<std::uint64_t>(g)));
        play_duel(data, checked, Side::knight, computer, future,
                  policy_stream(base.stream(static_cast<std::uint64_t>(g))), 200);
    }
    if (!test::k_sanitized_build) {
        for (std::size_t i = 0; i < rules.size(); ++i) {
            INFO("rule " << i + 1 << ": " << rules[i].text);
            CHECK(checked.used.count(i) == 1);
        }
    }
}

TEST_CASE("dragon-dance ladder: strategy.toml's figures agree with a small ladder of the same seed",
          "[dragon-dance][ladder]") {
    Diagnostics ds;
    auto doc = load::load_toml(shipped_dir() / "strategy.toml", ds);
    REQUIRE(doc);
    const toml::table& t = doc->root;
    std::string command = t["command"].value_or(std::string());
    CHECK(command.find("simulate dragon-dance --ladder") != std::string::npos);
    CHECK(t["unit"].value_or(std::string()) == "percent");
    double card = t["card"].value_or(-1.0);
    double advisor = t["advisor"].value_or(-1.0);
    REQUIRE(t["games"].value_or(std::int64_t{0}) >= 100000);
    REQUIRE(command.find("--seed 1 ") != std::string::npos);
    // The card and advisor rows of the published ladder's first games (the other rows skipped).
    ladder::LadderSpec spec = ladder_spec(Side::knight, 1);
    spec.policies[row_random].max_games = 1;
    spec.policies[row_old].max_games = 1;
    std::uint64_t games = test::k_sanitized_build ? 150 : 2000;
    ladder::LadderResult r = ladder::run_ladder(
        spec, [&] { return make_ladder_players(shipped(), Side::knight); }, 1, games, 2);
    for (std::size_t row : {row_card, row_advisor}) {
        double recorded = row == row_card ? card : advisor;
        const ladder::RowStats& s = r.rows[row];
        INFO(spec.policies[row].name << ": recorded " << recorded << ", this run " << 100 * s.mean
                                     << " ± " << 100 * s.half_width);
        CHECK(std::abs(recorded - 100 * s.mean) <= 100 * s.half_width);
    }
    CHECK(card >= 0.95 * advisor);
}

TEST_CASE(
    "dragon-dance ladder: the card's rules printed in the guide are the rules the card policy runs",
    "[dragon-dance][ladder]") {
    test::check_guide_lists_rules(test::source_dir() / "docs" / "dragon-dance.md",
                                  card_rules(Side::knight));
}

}  // namespace
}  // namespace pnpkit::dragon_dance
