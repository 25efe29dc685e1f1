#include "play/draw_log.hpp"

#include <catch2/catch.hpp>

#include "games/deck_session.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/sanitized.hpp"
#include "support/session_text.hpp"

using namespace pnpkit;
using namespace pnpkit::play;
using pnpkit::test::messages;
using pnpkit::test::session_text;

namespace {

games::DeckDef small_deck() {
    games::DeckDef deck{"nouns", "Nouns", {}};
    for (int i = 0; i < 7; ++i)
        deck.cards.push_back({"c" + std::to_string(i),
                              "Card " + std::to_string(i),
                              {{"level", std::to_string(i % 3)}}});
    return deck;
}

// The log as its file holds it, read back: what a later command replays.
std::optional<Log> through_file(const Log& log, Diagnostics& ds) {
    auto document = load::parse_toml(log_to_toml(log, "test", Modes::left_out), "s.toml", ds);
    if (!document) return std::nullopt;
    return read_log(*document, ds);
}

// The table a draw session's text gives, and every diagnostic as `errors`.
std::optional<Session> replay_text(const std::string& steps, std::string& errors,
                                   const std::string& setup = "{}") {
    Diagnostics ds;
    std::string text = "pnpkit_play = 1\ngame = \"draw\"\nseed = 1\nsetup = " + setup +
                       "\nsteps = [\n" + steps + "]\n";
    std::optional<Session> table;
    if (auto document = load::parse_toml(text, "s.toml", ds)) {
        if (auto log = read_log(*document, ds)) table = replay_draws(*log, ds);
    }
    errors = messages(ds);
    return table;
}

std::string step(std::string ask, std::string answer) {
    return "{ ask = \"" + ask + "\", answer = \"" + answer + "\", by = \"pnpkit\" },\n";
}
std::string command(std::string answer) {
    return "{ ask = \"command\", answer = \"" + answer + "\" },\n";
}

// One random command of the kinds pnpkit's commands make, applied to the table.
std::string random_command(Session& table, const games::DeckDef& deck, Rng& rng) {
    switch (rng.below(8)) {
        case 0: {
            std::size_t count = 1 + rng.below(6);
            draw_dominoes(session_dominoes(table, 6), count, rng);
            return "draw domino " + std::to_string(count);
        }
        case 1: {
            if (!table.dominoes || table.dominoes->out.empty()) return "draw return";
            std::vector<Domino> out = table.dominoes->out;
            rng.shuffle(std::span<Domino>(out));
            out.resize(1 + rng.below(out.size()));
            REQUIRE(return_dominoes(*table.dominoes, out).empty());
            return "draw return";
        }
        case 2: {  // another set, as draw domino --set does with no tile out
            if (table.dominoes && !table.dominoes->out.empty()) return "draw domino --set";
            table.dominoes = SessionDominoes{DominoBag(rng.below(2) ? 9 : 6), {}, {}};
            return "draw domino --set";
        }
        case 3: {  // a game's piece holds some tiles out, as colf monster does
            if (!table.dominoes || table.dominoes->out.empty()) return "colf monster";
            std::vector<Domino>& held = table.dominoes->held["g:piece"];
            held = {table.dominoes->out.back()};
            return "colf monster";
        }
        case 4:
        case 5: {
            SessionDeck* state = table.find_deck("g:nouns");
            if (!state) state = &table.add_deck(games::new_session_deck({"g", "nouns"}, deck, rng));
            games::BackFilter filter;
            if (rng.below(2)) {
                std::vector<std::string> back{"level=" + std::to_string(rng.below(3))};
                filter = games::BackFilter(back, deck, {"g", "nouns"});
            }
            games::draw_cards(*state, deck, 1 + rng.below(4), filter, rng);
            return "draw deck g:nouns";
        }
        case 6: {
            SessionDeck* state = table.find_deck("g:nouns");
            if (!state || state->out.empty()) return "draw discard";
            std::vector<std::string> out = state->out;
            rng.shuffle(std::span<std::string>(out));
            out.resize(1 + rng.below(out.size()));
            REQUIRE(games::discard_cards(*state, deck, out).empty());
            return "draw discard";
        }
        default:
            if (rng.below(2)) {
                table.remove_deck("g:nouns");
                return "draw reset g:nouns";
            }
            if (table.dominoes) {
                int set = table.dominoes->bag.max_pips();
                table.dominoes = SessionDominoes{DominoBag(set), {}, {}};
            }
            return "draw reset dominoes";
    }
}

}  // namespace

TEST_CASE("a draw log replays to the table its commands made, through its file", "[draw-log]") {
    const games::DeckDef deck = small_deck();
    const int games = test::k_sanitized_build ? 20 : 200;
    for (int game = 0; game < games; ++game) {
        Rng rng(static_cast<std::uint64_t>(game));
        Log log;
        log.game = std::string(k_draw_game);
        Session table;
        std::vector<std::string> states{session_text(table)};
        for (int i = 0; i < 25; ++i) {
            Session before = table;
            std::string name = random_command(table, deck, rng);
            record_draws(log, name, before, table);
            states.push_back(session_text(table));
        }
        Diagnostics ds;
        auto read = through_file(log, ds);
        REQUIRE(read);
        auto replayed = replay_draws(*read, ds);
        INFO("game " << game << "\n" << messages(ds) << log_to_toml(log, "t", Modes::left_out));
        REQUIRE(replayed);
        CHECK(session_text(*replayed) == states.back());

        // Undo takes back whole commands: the table is as it was before them.
        for (std::size_t back : {1u, 3u, 25u}) {
            Log undone = *read;
            undone.steps.resize(steps_after_undo(undone, back));
            auto earlier = replay_draws(undone, ds);
            REQUIRE(earlier);
            CHECK(session_text(*earlier) == states[states.size() - 1 - back]);
        }
    }
}

TEST_CASE("a command is logged with what it did, as pnpkit's steps", "[draw-log]") {
    games::DeckDef deck = small_deck();
    Session before;
    Session after = before;
    SessionDominoes& dominoes = session_dominoes(after, 9);
    dominoes.bag.take({1, 2});
    dominoes.out.push_back({1, 2});
    dominoes.held["g:piece"] = {{1, 2}};
    SessionDeck state;
    state.name = "g:nouns";
    state.cards = Deck<std::string>({"c3", "c1", "c2"});  // c2 on top
    after.add_deck(state);
    after.find_deck("g:nouns")->out = {"c0"};

    Log log;
    record_draws(log, "colf monster --level 4", before, after);
    std::vector<std::string> steps;
    for (const Step& s : log.steps)
        steps.push_back(s.ask + ": " + s.answer + (s.by == By::player ? " (player)" : ""));
    CHECK(steps == std::vector<std::string>{"command: colf monster --level 4 (player)", "set: 9",
                                            "tile: 1-2", "hold: g:piece 1-2",
                                            "shuffle: g:nouns c0 c2 c1 c3", "card: g:nouns c0"});

    // Returning the held tile lets it go; discarding a card puts it on top of the discards.
    Session later = after;
    std::vector<Domino> back{{1, 2}};
    REQUIRE(return_dominoes(*later.dominoes, back).empty());
    std::vector<std::string> ids{"c0"};
    REQUIRE(games::discard_cards(*later.find_deck("g:nouns"), deck, ids).empty());
    log.steps.clear();
    record_draws(log, "colf discard", after, later);
    steps.clear();
    for (const Step& s : log.steps) steps.push_back(s.ask + ": " + s.answer);
    CHECK(steps ==
          std::vector<std::string>{"command: colf discard", "return: 1-2", "discard: g:nouns c0"});
}

TEST_CASE("a step that does not fit the table is reported at its position", "[draw-log]") {
    std::string errors;
    const std::string hint =
        "  hint: delete this step and those after it, or take back the last commands with: "
        "pnpkit draw undo N --session FILE\n";
    CHECK(replay_text(command("draw domino 1") + step("set", "6") + step("tile", "0-0"), errors));
    CHECK(errors.empty());

    CHECK_FALSE(replay_text(
        command("d") + step("set", "6") + step("tile", "0-0") + step("tile", "0|0"), errors));
    CHECK(errors == "s.toml:9:1: error: step 4: tile 0-0 is not in the bag\n" + hint);
    CHECK_FALSE(replay_text(command("d") + step("tile", "0-0"), errors));
    CHECK(errors == "s.toml:7:1: error: step 2: a tile drawn before any set\n" + hint);
    CHECK_FALSE(replay_text(command("d") + step("set", "7"), errors));
    CHECK(errors ==
          "s.toml:7:1: error: step 2: a set is 6, 9, 12, 15 or 18 (a double-N set)\n" + hint);
    CHECK_FALSE(replay_text(
        command("d") + step("set", "6") + step("tile", "3-3") + step("set", "9"), errors));
    CHECK(errors.find("step 4: a new set while tiles are out (3-3)") != std::string::npos);
    CHECK_FALSE(replay_text(command("d") + step("set", "6") + step("return", "3-3"), errors));
    CHECK(errors.find("s.toml:8:1: error: step 3: tile 3-3 is in the bag, not out") == 0);
    CHECK_FALSE(replay_text(command("d") + step("set", "6") + step("hold", "p 3-3"), errors));
    CHECK(errors.find("step 3: held tile 3-3 is not out") != std::string::npos);

    CHECK_FALSE(replay_text(command("d") + step("shuffle", "g:d a b a"), errors));
    CHECK(errors.find("step 2: card 'a' is named twice") != std::string::npos);
    CHECK_FALSE(replay_text(command("d") + step("shuffle", "nouns a"), errors));
    CHECK(errors.find("a shuffle names its deck as GAME:DECK") != std::string::npos);
    CHECK_FALSE(
        replay_text(command("d") + step("shuffle", "g:d a b") + step("card", "g:d c"), errors));
    CHECK(errors.find("s.toml:8:1: error: step 3: card 'c' is not in the draw pile of g:d") == 0);
    CHECK_FALSE(replay_text(command("d") + step("shuffle", "g:d a b") + step("card", "g:d a") +
                                step("shuffle", "g:d a b"),
                            errors));
    CHECK(errors.find("step 4: the shuffle holds 'a', in neither the draw pile nor the discards "
                      "of g:d") != std::string::npos);
    CHECK_FALSE(
        replay_text(command("d") + step("shuffle", "g:d a b") + step("shuffle", "g:d a"), errors));
    CHECK(errors.find("step 3: the shuffle leaves out 'b' of g:d") != std::string::npos);
    CHECK_FALSE(
        replay_text(command("d") + step("shuffle", "g:d a b") + step("discard", "g:d a"), errors));
    CHECK(errors.find("step 3: card 'a' of g:d is not out") != std::string::npos);
    CHECK_FALSE(replay_text(command("d") + step("reset", "g:d"), errors));
    CHECK(errors.find("step 2: deck g:d is not on the table") != std::string::npos);

    CHECK_FALSE(replay_text(command("d") + step("deal", "x"), errors));
    CHECK(errors.find("step 2: 'deal' is no step of a draw session") != std::string::npos);
    CHECK_FALSE(replay_text("{ ask = \"tile\", answer = \"1-1\" },\n", errors));
    CHECK(errors.find("step 1: 'tile' is what pnpkit did: it needs by = \"pnpkit\"") !=
          std::string::npos);
    CHECK_FALSE(replay_text(step("command", "draw domino"), errors));
    CHECK(errors.find("step 1: a command is the player's") != std::string::npos);
    CHECK_FALSE(replay_text("", errors, "{ mode = \"x\" }"));
    CHECK(errors ==
          "s.toml:4:9: error: a draw session has no set-up options\n"
          "  hint: write it as setup = {}\n");
}

TEST_CASE("deck names are GAME:DECK", "[draw-log]") {
    CHECK(is_deck_name("colf:nouns"));
    CHECK(is_deck_name("my-game:deck_2"));
    CHECK_FALSE(is_deck_name("nouns"));
    CHECK_FALSE(is_deck_name("colf:"));
    CHECK_FALSE(is_deck_name("Colf:nouns"));
    CHECK_FALSE(is_deck_name("colf:nouns:x"));
}
