// `why`: rule references on the outcomes pnpkit applies by itself. Every game's outcome table must
// resolve against its data; random games, with sessions of stronger play for the rarest kinds, must
// produce every kind of outcome, and every line the game says between two answers must be an
// outcome or on the short list of plain narration below.
#include "play/why.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "core/rng.hpp"
#include "core/text.hpp"
#include "games/game.hpp"
#include "play/console.hpp"
#include "play/log_file.hpp"
#include "play/session.hpp"
#include "play/table.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

using namespace pnpkit;
using namespace pnpkit::play;

namespace {

// Every game's guided play definition that has an outcome table, by id.
std::map<std::string, GameDef> defs_with_outcomes(
    std::vector<std::unique_ptr<games::LoadedGame>>& keep) {
    std::map<std::string, GameDef> out;
    for (const games::GameInfo& info : games::all_games()) {
        Diagnostics diagnostics;
        auto loaded = info.load(test::source_dir() / "data" / std::string(info.id), diagnostics);
        REQUIRE(loaded);
        std::optional<GameDef> def = loaded->play_def();
        keep.push_back(std::move(loaded));
        if (def && def->outcomes) out.emplace(def->id, *def);
    }
    return out;
}

RuleBook book_of(const std::string& id) {
    return load_rule_book(test::source_dir() / "data" / id);
}

// The lines a game may say that are not outcomes: titles, headings, status, instructions.
const std::map<std::string, std::vector<std::string>> k_plain_narration = {
    {"colf",
     {R"(CoLF DaDA: your hero starts at level .*)", R"(\nTurn \d+: .*)",
      R"(\nRound \d+ against .*)", R"(Hero: level (.|\n)*)"}},
    {"dice-adventures", {}},
    {"domino-run",
     {R"(Deal the starting line: .*)", R"(\[(.|\n)*)", R"(Domino Run, turn (.|\n)*)"}},
    {"dragon-dance",
     {R"(Dragon Dance(:| at one terminal).*)", "", R"(== Round \d+ ==)",
      R"(Round \d+, \w+ range \|.*)", R"(-- (Knight|Dragon) --)"}},
};

// The ways the test's games answer: at random, the first answer, the answer the game's advice
// names first (else at random), or the advisor's (the best value of the question's evaluation,
// else at random).
enum class Answering { random, first, advice, advisor };

// Sessions of guided play that reach the kinds of outcome the random games below rarely or never
// meet in their budget (a Master beaten, heroes at the top level and losing levels, every treasure
// taken), replayed with them. Each was found by the search `pnpkit_tests '[.why-search]'`, which
// plays the game answering `answering` (pnpkit rolling and drawing) from seed 1 up and writes the
// first session that met the kind into the current folder (to copy into tests/fixtures/sessions/).
struct StrongPlay {
    std::string game;
    std::string kind;     // the kind of outcome its search looked for
    std::string session;  // in tests/fixtures/sessions/
    std::map<std::string, std::string> setup;
    Answering answering;
};
const std::vector<StrongPlay> k_strong_play = {
    {"colf", "victory", "why-colf-victory.toml", {}, Answering::advisor},
    // The bag runs dry only in long fights of big monsters, which the advised (patient) games no
    // longer pick.
    {"colf", "the bag empty", "why-colf-bag-empty.toml", {}, Answering::random},
    {"dice-adventures",
     "a level lost",
     "why-dice-adventures-level-lost.toml",
     {{"deck", "yes"}},
     Answering::advisor},
    {"dice-adventures",
     "no level to gain",
     "why-dice-adventures-top-level.toml",
     {{"deck", "yes"}},
     Answering::advisor},
    {"domino-run", "no treasure left", "why-domino-run-no-treasure.toml", {}, Answering::first},
};

std::filesystem::path fixture_session(const std::string& name) {
    return test::source_dir() / "tests" / "fixtures" / "sessions" / name;
}

bool plain_narration(const std::string& game, const std::string& line) {
    for (const std::string& pattern : k_plain_narration.at(game)) {
        if (std::regex_match(line, std::regex(pattern))) return true;
    }
    return false;
}

// One random game: the kinds of outcome it said, and the lines it said that are neither outcomes
// nor plain narration.
struct Heard {
    std::set<std::size_t> kinds;
    std::vector<std::string> stray;
};

// One game of `log` (a new one, or a session to replay and go on with) answered `answering`: what
// it said is added to `heard`, and the log holds its answers.
void play_game(const GameDef& def, Log& log, Answering answering, Heard& heard) {
    std::unique_ptr<Game> game = def.make(log);
    Rng chooser = Rng(log.seed).stream(7);
    std::istringstream in;
    std::ostringstream out;
    Console console(in, out, Terminal::no);
    Table::Hooks hooks;
    hooks.player = [&](const Question& q) {
        REQUIRE(!q.answers.empty());
        std::string chosen = q.answers[chooser.below(q.answers.size())];
        if (answering == Answering::first) return q.answers.front();
        if (answering == Answering::advice) {
            // The answer the game's advice names first, when it names one.
            std::string advice = q.ask->advice ? q.ask->advice() : std::string();
            std::size_t best = std::string::npos;
            for (const std::string& a : q.answers) {
                std::size_t at = advice.find(a);
                if (at < best) {
                    best = at;
                    chosen = a;
                }
            }
        }
        if (answering == Answering::advisor && q.ask->evaluate) {
            Evaluation e = q.ask->evaluate();
            if (auto best = e.best()) chosen = e.values[*best].answer;
        }
        return chosen;
    };
    hooks.on_outcome = [&](std::size_t kind, std::string_view) { heard.kinds.insert(kind); };
    hooks.on_say = [&](std::string_view text) {
        if (!plain_narration(def.id, std::string(text))) heard.stray.emplace_back(text);
    };
    Table table(log, console, hooks);
    game->play(table);
}

void play_randomly(const GameDef& def, const std::map<std::string, std::string>& setup,
                   std::uint64_t seed, int strategy, Heard& heard) {
    Log log;
    log.game = def.id;
    log.seed = seed;
    log.dice = DiceMode::rolled;
    log.setup = setup;
    play_game(def, log, static_cast<Answering>(strategy), heard);
}

// The index of the kind of outcome called `name` in the game's table.
std::size_t kind_index(const GameDef& def, std::string_view name) {
    for (std::size_t k = 0; k < def.outcomes->size(); ++k) {
        if (def.outcomes->kind(k).name == name) return k;
    }
    FAIL("no kind of outcome '" << name << "' in " << def.id);
    return 0;
}

// The rules documents beside the project, when they are there (they are not in the repository).
std::optional<std::filesystem::path> rules_dir() {
    std::vector<std::filesystem::path> candidates;
    if (const char* dir = std::getenv("PNPKIT_RULES_DIR")) candidates.emplace_back(dir);
    candidates.push_back(test::source_dir() / ".." / "shared" / "rules");
    candidates.push_back("/work/shared/rules");
    for (const auto& dir : candidates) {
        if (std::filesystem::is_directory(dir)) return dir;
    }
    return std::nullopt;
}

// The document's lines as headings: without leading '#' and spaces, nor a trailing ':'.
std::vector<std::string> heading_lines(const std::filesystem::path& file) {
    std::ifstream in(file);
    REQUIRE(in);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) {
        std::size_t start = line.find_first_not_of("# \t");
        std::size_t end = line.find_last_not_of(" \t\r");
        out.push_back(start == std::string::npos ? "" : line.substr(start, end - start + 1));
    }
    return out;
}

bool is_heading(const std::string& line, const std::string& part) {
    return line == part || line == part + ":" || line.starts_with(part + ": ");
}

}  // namespace

TEST_CASE("rulings are read from both forms of rulings.md", "[play][why]") {
    auto bold = parse_rulings(
        "# Rulings\n\nIntro.\n\n**What it maximises.** Not a ruling.\n\n"
        "**R1. Damage clamps\nat zero.** Dealt = max(0, a - d)\nplus bite.\n\nMore reasons.\n\n"
        "**R2. Hits.** On numbers.\n");
    REQUIRE(bold.size() == 2);
    CHECK(bold[0].id == "R1");
    CHECK(bold[0].title == "Damage clamps at zero.");
    CHECK(bold[0].text == "Dealt = max(0, a - d) plus bite.");
    CHECK(bold[1].title == "Hits.");
    CHECK(bold[1].text == "On numbers.");
    auto headed =
        parse_rulings("## R1. Spaces\nA space costs.\n*Why:* so.\n\nLater.\n## R2: Pay\nB.\n");
    REQUIRE(headed.size() == 2);
    CHECK(headed[0].title == "Spaces");
    CHECK(headed[0].text == "A space costs. Why: so.");
    CHECK(headed[1].id == "R2");
    CHECK(headed[1].title == "Pay");
}

TEST_CASE("every game's rulings.md reads as numbered rulings with a title and a text",
          "[play][why]") {
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    for (const auto& [id, def] : defs_with_outcomes(keep)) {
        INFO(id);
        RuleBook book = book_of(id);
        REQUIRE(!book.rulings.empty());
        for (std::size_t i = 0; i < book.rulings.size(); ++i) {
            INFO(book.rulings[i].id);
            CHECK(book.rulings[i].id == "R" + std::to_string(i + 1));
            CHECK(!book.rulings[i].title.empty());
            CHECK(!book.rulings[i].text.empty());
        }
        for (const RuleText& section : book.sections) CHECK(!section.text.empty());
    }
}

TEST_CASE("every kind of outcome of every game has references that resolve", "[play][why]") {
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    auto defs = defs_with_outcomes(keep);
    std::set<std::string> ids;
    for (const auto& [id, def] : defs) ids.insert(id);
    CHECK(ids == std::set<std::string>{"colf", "dice-adventures", "domino-run", "dragon-dance"});
    for (const auto& [id, def] : defs) {
        RuleBook book = book_of(id);
        const OutcomeTable& table = *def.outcomes;
        REQUIRE(table.size() > 0);
        std::set<std::string> cited;
        for (std::size_t k = 0; k < table.size(); ++k) {
            const OutcomeKind& kind = table.kind(k);
            INFO(id << ": outcome " << k << " (" << kind.name << ")");
            CHECK(!kind.refs.empty());
            for (const RuleRef& ref : kind.refs) {
                INFO(ref.id);
                CHECK(book.find(ref) != nullptr);
                if (ref.type == RuleRef::Type::section) cited.emplace(ref.id);
            }
        }
        // Every section the data keeps is cited: none is left over from a kind since removed.
        for (const RuleText& section : book.sections) {
            INFO(id << ": " << section.id);
            CHECK(cited.count(section.id) == 1);
        }
    }
}

TEST_CASE("an outcome table refuses a missing kind, and the table a kind of another enum",
          "[play][why]") {
    enum class Two { a, b, count };
    enum class Other { a, count };
    CHECK_THROWS_AS(OutcomeTable::of<Two>({{Two::a, {"a", {RuleRef::ruling("R1")}}}}),
                    std::logic_error);
    CHECK_THROWS_AS(
        OutcomeTable::of<Two>({{Two::a, {"a", {RuleRef::ruling("R1")}}}, {Two::b, {"b", {}}}}),
        std::logic_error);
    static const OutcomeTable table = OutcomeTable::of<Two>(
        {{Two::a, {"a", {RuleRef::ruling("R1")}}}, {Two::b, {"b", {RuleRef::section("Play")}}}});
    Log log;
    std::istringstream in;
    std::ostringstream out;
    Console console(in, out, Terminal::no);
    Table::Hooks hooks;
    hooks.why = std::make_shared<const Why>(
        Why{&table, {{{"Play", "", "Both play at once."}}, {{"R1", "Ones", "A one is one."}}}});
    Table t(log, console, hooks);
    CHECK_THROWS_AS(t.outcome(Other::a, "wrong"), std::logic_error);
    CHECK(t.why_text() == "nothing to explain: pnpkit has applied no outcome yet");
    t.outcome(Two::a, "A happened.");
    t.outcome(Two::b, "B happened.");
    CHECK(
        t.why_text() ==
        "A happened.\n  ruling R1. Ones: A one is one.\nB happened.\n  rules, \"Play\": Both play "
        "at once.");
}

TEST_CASE("why explains the outcomes since the player's last answer, else the last three",
          "[play][why]") {
    enum class K { x, count };
    static const OutcomeTable table = OutcomeTable::of<K>({{K::x, {"x", {RuleRef::ruling("R1")}}}});
    Log log;
    std::istringstream in("1\nwhy\n1\n");
    std::ostringstream out;
    Console console(in, out, Terminal::no);
    Table::Hooks hooks;
    hooks.why = std::make_shared<const Why>(Why{&table, {{}, {{"R1", "One", "Text."}}}});
    Table t(log, console, hooks);
    for (int i = 1; i <= 4; ++i) t.outcome(K::x, "before " + std::to_string(i));
    t.number({"n", "A number"}, 1, 2);
    // No outcome since the answer: the last three.
    CHECK(t.why_text().starts_with("before 2\n"));
    t.outcome(K::x, "after");
    CHECK(t.why_text() == "after\n  ruling R1. One: Text.");
    // Typed at a prompt, `why` prints it and is not an answer: the log keeps the two numbers.
    t.number({"n", "A number"}, 1, 2);
    CHECK(out.str().find("after\n  ruling R1. One: Text.\n") != std::string::npos);
    REQUIRE(log.steps.size() == 2);
    CHECK(log.steps[1].answer == "1");
}

TEST_CASE("random games of every game produce every kind of outcome, each told as one",
          "[play][why]") {
    const int games_per_setup = test::k_sanitized_build ? 3 : 45;
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    for (const auto& [id, def] : defs_with_outcomes(keep)) {
        Heard heard;
        std::vector<std::map<std::string, std::string>> setups = def.sample_setups;
        if (setups.empty()) setups.emplace_back();
        for (const auto& setup : setups) {
            for (int g = 0; g < games_per_setup; ++g) {
                std::uint64_t seed = 31 + static_cast<std::uint64_t>(g) * 11;
                INFO(id << " seed " << seed);
                play_randomly(def, setup, seed, g % 3, heard);
            }
        }
        for (const StrongPlay& strong : k_strong_play) {
            if (strong.game != id) continue;
            INFO(id << " session " << strong.session);
            Diagnostics diagnostics;
            auto log = load_log(fixture_session(strong.session), id, diagnostics);
            REQUIRE(log);
            play_game(def, *log, Answering::random, heard);
        }
        INFO(id);
        for (const std::string& line : heard.stray) {
            INFO("said without a kind of outcome: '" << line << "'");
            CHECK(false);
        }
        if (test::k_sanitized_build) continue;  // too few random games there to meet every kind
        for (std::size_t k = 0; k < def.outcomes->size(); ++k) {
            INFO("never happened: " << def.outcomes->kind(k).name);
            CHECK(heard.kinds.count(k) == 1);
        }
    }
}

TEST_CASE("sessions of the advisor's play replay to the outcomes random games rarely meet",
          "[play][why]") {
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    auto defs = defs_with_outcomes(keep);
    for (const StrongPlay& strong : k_strong_play) {
        INFO(strong.game << " session " << strong.session << ": " << strong.kind);
        const GameDef& def = defs.at(strong.game);
        Diagnostics diagnostics;
        auto log = load_log(fixture_session(strong.session), strong.game, diagnostics);
        REQUIRE(log);
        std::size_t steps = log->steps.size();
        Heard heard;
        play_game(def, *log, Answering::random, heard);
        CHECK(log->steps.size() == steps);  // a finished game: it replayed to its end
        CHECK(heard.kinds.count(kind_index(def, strong.kind)) == 1);
    }
}

// The search that found the sessions above: for each, the advisor plays the game from seed 1 up
// (pnpkit rolling and drawing) until a game meets the kind; that game's session is written into
// the current folder.
TEST_CASE("search: the advisor's games that meet the rare kinds of outcome", "[.why-search]") {
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    auto defs = defs_with_outcomes(keep);
    for (const StrongPlay& strong : k_strong_play) {
        const GameDef& def = defs.at(strong.game);
        std::size_t wanted = kind_index(def, strong.kind);
        bool found = false;
        // The advisor takes its time: fewer of its games.
        const std::uint64_t seeds = strong.answering == Answering::advisor ? 500 : 20000;
        for (std::uint64_t seed = 1; seed <= seeds && !found; ++seed) {
            Log log;
            log.game = def.id;
            log.seed = seed;
            log.dice = DiceMode::rolled;
            log.setup = strong.setup;
            Heard heard;
            play_game(def, log, strong.answering, heard);
            if (heard.kinds.count(wanted) == 0) continue;
            found = true;
            LogFile(strong.session, Access::write)
                .save(log,
                      guided_game_comment(def.title, def.command + " --session " + strong.session),
                      Modes::written);
            WARN(strong.game << ", " << strong.kind << ": seed " << seed << ", " << log.steps.size()
                             << " steps, written to " << strong.session);
        }
        CHECK(found);
    }
}

TEST_CASE("every section a game cites is a heading of its rules document", "[play][why]") {
    auto dir = rules_dir();
    if (!dir) {
        WARN("skipped: the rules documents (../shared/rules, or PNPKIT_RULES_DIR) are not here");
        return;
    }
    const std::map<std::string, std::string> documents = {
        {"colf", "colf-dada.txt"},
        {"dice-adventures", "dice-adventures.txt"},
        {"domino-run", "domino-run.md"},
        {"dragon-dance", "dragon-dance.txt"}};
    std::vector<std::unique_ptr<games::LoadedGame>> keep;
    for (const auto& [id, def] : defs_with_outcomes(keep)) {
        auto lines = heading_lines(*dir / documents.at(id));
        for (const RuleText& section : book_of(id).sections) {
            INFO(id << ": " << section.id);
            // "Part > Section": each part a heading, in that order.
            std::size_t at = 0;
            bool found = true;
            for (const std::string& part : split(section.id, '>')) {
                std::string name(trim(part));
                while (at < lines.size() && !is_heading(lines[at], name)) ++at;
                if (at == lines.size()) found = false;
            }
            CHECK(found);
        }
    }
}
