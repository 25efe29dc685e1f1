#include "core/session.hpp"

#include <sys/resource.h>

#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <set>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
namespace fs = std::filesystem;

using pnpkit::test::TempDir;

namespace {

// Reads `text` as the session file "s.toml"; `messages` gets every diagnostic, one per line.
std::optional<Session> read_text(std::string_view text, std::string& messages) {
    Diagnostics ds;
    std::optional<Session> session;
    if (auto doc = load::parse_toml(text, "s.toml", ds)) session = read_session(*doc, ds);
    messages = test::messages(ds);
    return session;
}

// The messages a broken session text gives (it must not load).
std::string errors_of(std::string_view text) {
    std::string messages;
    CHECK_FALSE(read_text(text, messages));
    return messages;
}

Session round_trip(const Session& session) {
    std::string messages;
    auto back = read_text(session_to_toml(session), messages);
    INFO(session_to_toml(session));
    CHECK(messages.empty());
    REQUIRE(back);
    return std::move(*back);
}

SessionDeck deck_of(std::string name, std::vector<std::string> draw_pile,
                    std::vector<std::string> discards, std::vector<std::string> out) {
    SessionDeck deck;
    deck.name = std::move(name);
    deck.cards = Deck<std::string>(std::move(draw_pile), std::move(discards));
    deck.out = std::move(out);
    return deck;
}

// A session with a few tiles out of a double-six bag and two decks part-way through.
Session sample_session() {
    Session session;
    Rng rng(4);
    draw_dominoes(session_dominoes(session, 6), 5, rng);
    session.add_deck(deck_of("colf:nouns", {"ogre", "imp", "bat"}, {"rat"}, {"goblin"}));
    session.add_deck(deck_of("colf:adjectives", {"tiny", "huge"}, {}, {}));
    return session;
}

const std::string k_header = "version = 1\n";

}  // namespace

TEST_CASE("a session written and read back holds the same state", "[session]") {
    Session session = sample_session();
    Session back = round_trip(session);
    REQUIRE(back.dominoes);
    CHECK(back.dominoes->bag.max_pips() == 6);
    CHECK(back.dominoes->bag.tiles() == session.dominoes->bag.tiles());
    CHECK(back.dominoes->out == session.dominoes->out);
    REQUIRE(back.decks.size() == 2);
    for (const SessionDeck& deck : session.decks) {
        SessionDeck* read = back.find_deck(deck.name);
        REQUIRE(read);
        CHECK(read->cards.draw_pile() == deck.cards.draw_pile());
        CHECK(read->cards.discards() == deck.cards.discards());
        CHECK(read->out == deck.out);
    }
    // Decks are kept in name order whatever order they were added in.
    CHECK(back.decks.front().name == "colf:adjectives");
}

TEST_CASE("a session file lists piles top card first and wraps long arrays", "[session]") {
    Session session;
    session.add_deck(deck_of("colf:nouns", {"bottom", "middle", "top"}, {"old", "new"}, {}));
    std::string text = session_to_toml(session);
    CHECK(text.find("draw_pile = [\"top\", \"middle\", \"bottom\"]\n") != std::string::npos);
    CHECK(text.find("discards = [\"new\", \"old\"]\n") != std::string::npos);

    Session big;
    session_dominoes(big, 18);
    std::string big_text = session_to_toml(big);
    std::size_t start = 0;
    while (start < big_text.size()) {
        std::size_t end = big_text.find('\n', start);
        CHECK(end - start <= 100);
        start = end + 1;
    }
    Session back = round_trip(big);
    CHECK(back.dominoes->bag.size() == 190);
}

TEST_CASE("an empty session and awkward names survive the round trip", "[session]") {
    CHECK(session_to_toml(Session{}).find("version = 1\n") != std::string::npos);
    Session empty = round_trip(Session{});
    CHECK_FALSE(empty.dominoes);
    CHECK(empty.decks.empty());
    // Card ids come from a file and are written back whatever they hold.
    Session odd;
    odd.add_deck(deck_of("g:d", {"quote\"back\\slash", std::string("del\x7f")}, {}, {}));
    CHECK(round_trip(odd).decks.front().cards.draw_pile() == odd.decks.front().cards.draw_pile());
}

TEST_CASE("drawn tiles are distinct and with those left make the whole set", "[session]") {
    for (std::uint64_t seed : {1u, 2u, 99u}) {
        Session session;
        SessionDominoes& dominoes = session_dominoes(session, 6);
        Rng rng(seed);
        std::vector<Domino> first = draw_dominoes(dominoes, 3, rng);
        Session reread = round_trip(session);
        SessionDominoes& again = *reread.dominoes;
        std::vector<Domino> second = draw_dominoes(again, 3, rng);

        std::set<Domino> drawn(first.begin(), first.end());
        drawn.insert(second.begin(), second.end());
        CHECK(drawn.size() == 6);
        CHECK(again.bag.size() == 22);
        for (Domino tile : drawn) CHECK_FALSE(again.bag.contains(tile));
        std::vector<Domino> all = again.bag.tiles();
        all.insert(all.end(), again.out.begin(), again.out.end());
        std::sort(all.begin(), all.end());
        CHECK(all == domino_set(6));
    }
}

TEST_CASE("the same seed draws the same tiles from the same session", "[session]") {
    Session a = sample_session(), b = round_trip(sample_session());
    Rng ra(12), rb(12);
    CHECK(draw_dominoes(*a.dominoes, 4, ra) == draw_dominoes(*b.dominoes, 4, rb));
}

TEST_CASE("drawing more tiles than the bag holds draws what is there", "[session]") {
    Session session;
    SessionDominoes& dominoes = session_dominoes(session, 6);
    Rng rng(3);
    CHECK(draw_dominoes(dominoes, 26, rng).size() == 26);
    CHECK(draw_dominoes(dominoes, 5, rng).size() == 2);
    CHECK(dominoes.bag.empty());
    CHECK(draw_dominoes(dominoes, 1, rng).empty());
    CHECK(dominoes.out.size() == 28);
}

TEST_CASE("only tiles that are out go back, all or none", "[session]") {
    Session session;
    SessionDominoes& dominoes = session_dominoes(session, 6);
    Rng rng(8);
    std::vector<Domino> drawn = draw_dominoes(dominoes, 2, rng);
    Domino in_bag = dominoes.bag.tiles().front();
    std::vector<Domino> bad{drawn[0], in_bag, Domino{2, 7}, drawn[0]};
    CHECK(return_dominoes(dominoes, bad) ==
          std::vector<std::string>{"tile " + in_bag.to_string() + " is in the bag, not out",
                                   "tile 2-7 is not of a double-six set",
                                   "tile " + drawn[0].to_string() + " is named twice"});
    CHECK(dominoes.out == drawn);  // nothing moved
    CHECK(return_dominoes(dominoes, std::vector<Domino>{drawn[1]}).empty());
    CHECK(dominoes.out == std::vector<Domino>{drawn[0]});
    CHECK(dominoes.bag.contains(drawn[1]));
    CHECK(dominoes.bag.size() == 27);
}

TEST_CASE("tiles held for a game's piece survive the round trip and leave with the tiles",
          "[session]") {
    Session session = sample_session();
    std::vector<Domino> out = session.dominoes->out;
    session.dominoes->held["colf:monster"] = {out[3], out[4]};
    Session back = round_trip(session);
    CHECK(back.dominoes->held == session.dominoes->held);
    CHECK(session_to_toml(session).find("[dominoes.held]\n\"colf:monster\" = [") !=
          std::string::npos);
    std::vector<Domino> one{out[3]};
    CHECK(return_dominoes(*back.dominoes, one).empty());
    CHECK(back.dominoes->held["colf:monster"] == std::vector<Domino>{out[4]});
    std::vector<Domino> other{out[4]};
    CHECK(return_dominoes(*back.dominoes, other).empty());
    CHECK(back.dominoes->held.empty());  // a holder with no tile left is dropped
}

TEST_CASE("a held tile must be out, and held once", "[session]") {
    std::string text = k_header +
                       "[dominoes]\nset = 6\nbag = []\nout = [" + [] {
                           std::string all;
                           for (Domino d : domino_set(6))
                               all += (all.empty() ? "\"" : ", \"") + d.to_string() + "\"";
                           return all;
                       }() + "]\n[dominoes.held]\na = [\"0-0\", \"9-9\"]\nb = [\"0-0\"]\n";
    std::string messages = errors_of(text);
    INFO(messages);
    CHECK(messages.find("s.toml:7:13: error: held tile '9-9' is not out") != std::string::npos);
    CHECK(messages.find("s.toml:8:6: error: tile 0-0 is held twice") != std::string::npos);
}

TEST_CASE("a broken session file is reported at its position", "[session]") {
    CHECK(errors_of("versoin = 1\n") == "s.toml:1:1: error: missing required key 'version'\n");
    CHECK(errors_of("version = 2\n") ==
          "s.toml:1:11: error: session format version 2 is not supported; this pnpkit reads "
          "version 1\n"
          "  hint: the file was written by a newer pnpkit\n");
    CHECK(errors_of("version = 0\n") ==
          "s.toml:1:11: error: session format version 0 is not supported; this pnpkit reads "
          "version 1\n");
    CHECK(errors_of("version = \"1\"\n") ==
          "s.toml:1:11: error: 'version' must be an integer, found string\n"
          "  hint: remove the quotes: version = 1\n");
    CHECK(errors_of(k_header + "colour = 'red'\n") == "s.toml:2:1: error: unknown key 'colour'\n");
    CHECK(errors_of(k_header + "dominoes = 6\n") ==
          "s.toml:2:12: error: 'dominoes' must be a table, found integer\n");
}

TEST_CASE("a session that is not TOML is a syntax error with its position", "[session]") {
    std::string messages;
    CHECK_FALSE(read_text("version = 1\n[dominoes\nset = 6\n", messages));
    CHECK(messages.rfind("s.toml:2:", 0) == 0);
    CHECK(messages.find(": error: TOML syntax: ") != std::string::npos);
}

TEST_CASE("a corrupt domino bag is reported tile by tile", "[session]") {
    auto tiles_except = [](std::set<std::string> skip) {
        std::string list;
        for (Domino tile : domino_set(6)) {
            if (!skip.contains(tile.to_string())) list += "\"" + tile.to_string() + "\", ";
        }
        return list;
    };
    CHECK(errors_of(k_header + "[dominoes]\nset = 6\nbag = [" + tiles_except({}) +
                    "]\nout = [\"5|2\"]\n") ==
          "s.toml:5:8: error: tile 2-5 appears twice\n  hint: first at s.toml:4:" +
              std::to_string(8 + 16 * 7) +
              "\n");  // 2-5 is the 17th tile, each written in 7 columns
    CHECK(errors_of(k_header + "[dominoes]\nset = 6\nbag = [" + tiles_except({"0-0"}) +
                    "]\nout = [\"6-7\", 3, \"2x5\"]\n") ==
          "s.toml:5:8: error: tile 6-7 is not of a double-six set\n"
          "s.toml:5:15: error: 'out' must hold tiles such as \"2-5\", found integer\n"
          "s.toml:5:18: error: '2x5' is not a tile such as \"2-5\"\n"
          "s.toml:2:1: error: tile 0-0 is neither in 'bag' nor in 'out'\n"
          "  hint: every tile of a double-six set is in one of them\n");
    CHECK(errors_of(k_header + "[dominoes]\nset = 6\nbag = []\nout = []\n")
              .find("s.toml:2:1: error: tiles 0-0, 0-1, 0-2, ") == 0);
    CHECK(errors_of(k_header + "[dominoes]\nset = 7\nbags = []\n") ==
          "s.toml:3:7: error: 'set' must be 6, 9, 12, 15 or 18 (a double-N set), found 7\n"
          "s.toml:4:1: error: unknown key 'bags'\n  hint: did you mean 'bag'?\n");
}

TEST_CASE("a corrupt deck is reported card by card", "[session]") {
    CHECK(errors_of(
              k_header +
              "[decks.\"colf:nouns\"]\ndraw_pile = [\"imp\", \"ogre\"]\ndiscards = [\"imp\"]\n") ==
          "s.toml:4:13: error: card 'imp' appears twice in deck colf:nouns\n  hint: first at "
          "s.toml:3:14\n");
    CHECK(errors_of(k_header + "[decks.nouns]\ndraw_pile = [1]\nhand = []\n") ==
          "s.toml:2:1: error: deck 'nouns' must be named GAME:DECK, such as \"colf:nouns\"\n"
          "s.toml:3:14: error: 'draw_pile' must hold card ids, found integer\n"
          "s.toml:4:1: error: unknown key 'hand'\n");
    CHECK(errors_of(k_header + "[decks]\n\"colf:nouns\" = []\n") ==
          "s.toml:3:16: error: deck 'colf:nouns' must be a table, found array\n"
          "  hint: write it as [decks.\"colf:nouns\"]\n");
}

TEST_CASE("a session file read from disk keeps each card's position", "[session]") {
    TempDir dir;
    fs::path path = dir.write(
        "s.toml", k_header + "[decks.\"g:d\"]\ndraw_pile = [\"a\", \"b\"]\nout = [\"c\"]\n");
    Diagnostics ds;
    auto opened = open_session(path, ds);
    REQUIRE(opened);
    CHECK(opened->origin == SessionOrigin::file);
    SessionDeck* deck = opened->session.find_deck("g:d");
    REQUIRE(deck);
    CHECK(deck->where("b").to_string().ends_with("s.toml:3:19"));
    CHECK(deck->where("c").line == 4);
    CHECK(deck->where("zzz").line == 2);           // unknown: the deck's own position
    CHECK(deck->cards.draw_pile().back() == "a");  // the file lists the top card first
}

TEST_CASE("only a missing session file starts a new session", "[session]") {
    TempDir dir;
    Diagnostics ds;
    auto fresh = open_session(dir / "new.toml", ds);
    REQUIRE(fresh);
    CHECK(fresh->origin == SessionOrigin::new_session);
    CHECK_FALSE(fresh->session.dominoes);
    CHECK_FALSE(fs::exists(dir / "new.toml"));  // opening writes nothing

    fs::path empty = dir.write("empty.toml", "");
    CHECK_FALSE(open_session(empty, ds));
    fs::create_directory(dir / "folder.toml");
    CHECK_FALSE(open_session(dir / "folder.toml", ds));
    REQUIRE(ds.items().size() == 2);
    CHECK(ds.items()[0].message == "file is empty");
    CHECK(ds.items()[1].message == "is a directory, expected a TOML file");
}

TEST_CASE("a session that cannot be written leaves the old file whole", "[session]") {
    TempDir dir;
    fs::path path = dir / "game.toml";
    Session old;
    session_dominoes(old, 6);
    save_session(path, old);
    std::string before = read_file(path);

    Session bigger = sample_session();
    session_dominoes(bigger, 6);
    REQUIRE(session_to_toml(bigger).size() > before.size());
    // Files may grow no larger than the old session: writing the new one fails part-way (this
    // works for root too, unlike a read-only directory).
    rlimit saved{};
    REQUIRE(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    rlimit limited = saved;
    limited.rlim_cur = before.size();
    auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
    REQUIRE(setrlimit(RLIMIT_FSIZE, &limited) == 0);
    bool threw = false;
    try {
        save_session(path, bigger);
    } catch (const OutsideError&) {
        threw = true;
    }
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, old_handler);

    CHECK(threw);
    CHECK(read_file(path) == before);
    CHECK(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()) == 1);
    save_session(path, bigger);
    CHECK(read_file(path) == session_to_toml(bigger));
}
