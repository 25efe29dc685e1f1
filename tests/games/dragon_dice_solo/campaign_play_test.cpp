#include <sstream>

#include "campaign_support.hpp"
#include "cli/context.hpp"
#include "games/dragon_dice_solo/campaign_play.hpp"
#include "play/session.hpp"

using namespace pnpkit;
using namespace pnpkit::test::solo;
using pnpkit::test::TempDir;

namespace {

// The campaign tests' set-up as `campaign new` keeps it in a session.
CampaignSetup small_setup() {
    return {{"size", "small"}, {"terrains", join(k_terrains, ",")}, {"army", k_army}};
}

struct Run {
    ExitCode code = ExitCode::ok;
    std::string out;
    std::string err;
};

// One run of the campaign's guided play over piped `answers` (one a line).
Run play_campaign(const std::vector<std::string>& answers, play::PlayOptions options,
                  std::uint64_t seed = 5) {
    std::istringstream in(answers.empty() ? std::string() : join(answers, "\n") + "\n");
    std::ostringstream out, err;
    cli::Context context(in, out, err);
    context.options.seed = seed;
    context.options.quiet = true;
    if (options.setup.empty()) options.setup = small_setup();
    Run run;
    run.code = play::run_play(campaign_def(shipped()), options, context);
    run.out = out.str();
    run.err = err.str();
    return run;
}

play::PlayOptions in_session(const std::filesystem::path& path, bool rolled = false) {
    play::PlayOptions options;
    options.session = path;
    if (rolled) options.dice = play::DiceMode::rolled;
    return options;
}

// The campaign at the end of a session, as `campaign status` and `render --session` see it.
const Campaign& replayed(const std::filesystem::path& path, std::optional<play::Replayed>& keep) {
    Diagnostics diagnostics;
    keep = play::replay_session(campaign_def(shipped()), path, diagnostics);
    REQUIRE(keep);
    const auto& game = dynamic_cast<const CampaignPlay&>(*keep->game);
    REQUIRE(game.campaign());
    return *game.campaign();
}

std::vector<std::pair<std::string, std::string>> steps_in(const std::filesystem::path& path) {
    Diagnostics diagnostics;
    auto log = play::load_log(path, "dragon-dice-solo", diagnostics);
    REQUIRE(log);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& step : log->steps) out.emplace_back(step.ask, step.answer);
    return out;
}

// The answers of a whole campaign won in the City (order dice typed 1 to 5): every army destroyed
// by one attack, the fifth by magic, then both Dragons killed on the eighth face, which ends it.
const std::vector<std::string> k_won = {
    "1",     "2",  "3",    "4",     "5",  "done", "missile", "12", "done",
    "melee", "12", "done", "melee", "12", "done", "melee",   "12", "done",
    "magic", "12", "done", "d1",    "40", "d2",   "40"};

}  // namespace

TEST_CASE("a whole campaign played at the table ends as the engine given the same answers does",
          "[solo][campaign-play]") {
    TempDir dir;
    Run run = play_campaign(k_won, in_session(dir / "camp.toml"));
    INFO(run.out << run.err);
    REQUIRE(run.code == ExitCode::ok);
    CHECK(run.out.find("you win the solo challenge") != std::string::npos);
    CHECK(run.out.find("choose 1-7> done") != std::string::npos);  // piped answers are echoed

    // The engine alone, fed the same answers: the table passes each on unchanged.
    Table engine;
    for (const auto& a : k_won) engine.says({a});
    std::optional<play::Replayed> keep;
    const Campaign& played = replayed(dir / "camp.toml", keep);
    CHECK(keep->over);
    CHECK(played.outcome == CampaignOutcome::won);
    CHECK(played.log == engine.c.log);
    CHECK(steps_in(dir / "camp.toml").size() == k_won.size());
}

TEST_CASE("a session that answered questions after the last Dragon fell still replays, won",
          "[solo][campaign-play]") {
    // Before the campaign ended at the last Dragon's death it asked for spells at nobody and for
    // a killing spell: sessions of that version hold a "none" and a "done" after it.
    TempDir dir;
    REQUIRE(play_campaign(k_won, in_session(dir / "camp.toml")).code == ExitCode::ok);
    std::string text = read_file(dir / "camp.toml");
    auto end = text.rfind("]");
    REQUIRE(end != std::string::npos);
    text.insert(end,
                "    { ask = \"dragon-target\", answer = \"none\" },\n"
                "    { ask = \"belly-target\", answer = \"done\" },\n");
    auto old = dir.write("old.toml", text);
    std::optional<play::Replayed> keep;
    const Campaign& played = replayed(old, keep);
    CHECK(keep->over);
    CHECK(played.outcome == CampaignOutcome::won);
    // Any other step there is the session's mistake, reported at its position.
    text.insert(text.rfind("]"), "    { ask = \"reserve\", answer = \"done\" },\n");
    auto wrong = dir.write("wrong.toml", text);
    Diagnostics diagnostics;
    CHECK_FALSE(play::replay_session(campaign_def(shipped()), wrong, diagnostics));
    CHECK(diagnostics.items().at(0).to_string().find("comes after the end of the game") !=
          std::string::npos);
}

TEST_CASE("a campaign resumed after its input ran out ends as an uninterrupted one",
          "[solo][campaign-play]") {
    TempDir dir;
    Run whole = play_campaign(k_won, in_session(dir / "whole.toml"));
    REQUIRE(whole.code == ExitCode::ok);

    std::vector<std::string> first(k_won.begin(), k_won.begin() + 13);
    std::vector<std::string> rest(k_won.begin() + 13, k_won.end());
    Run part = play_campaign(first, in_session(dir / "split.toml"));
    CHECK(part.code == ExitCode::usage);
    CHECK(part.err.find("input ended at line 14") != std::string::npos);
    Run resumed = play_campaign(rest, in_session(dir / "split.toml"));
    INFO(resumed.out << resumed.err);
    CHECK(resumed.code == ExitCode::ok);
    CHECK(resumed.out.find("Resumed") != std::string::npos);
    CHECK(steps_in(dir / "split.toml") == steps_in(dir / "whole.toml"));
}

TEST_CASE("undo at a campaign prompt takes back the last answer", "[solo][campaign-play]") {
    TempDir dir;
    // The first army is hit for 3, taken back, then destroyed.
    std::vector<std::string> answers = {"1", "2", "3", "4", "5", "done", "missile", "3", "undo", "12"};
    Run run = play_campaign(answers, in_session(dir / "camp.toml"));
    INFO(run.out << run.err);
    CHECK(run.out.find("Took back 1 answer") != std::string::npos);
    std::optional<play::Replayed> keep;
    const Campaign& c = replayed(dir / "camp.toml", keep);
    CHECK(c.battle == 2);
    CHECK(c.records.front().result == "won: destroyed");
}

TEST_CASE("the campaign's dice are typed, or rolled from the seed alike every time",
          "[solo][campaign-play]") {
    TempDir dir;
    Run typed = play_campaign({"9"}, in_session(dir / "typed.toml"));
    CHECK(typed.code == ExitCode::usage);
    CHECK(typed.err.find("line 1") != std::string::npos);  // a terrain die has 8 faces

    Run a = play_campaign({"done"}, in_session(dir / "a.toml", true), 11);
    Run b = play_campaign({"done"}, in_session(dir / "b.toml", true), 11);
    auto steps = steps_in(dir / "a.toml");
    CHECK(steps == steps_in(dir / "b.toml"));
    REQUIRE(steps.size() >= 6);
    CHECK(steps.front().first == "order-die");
    CHECK(steps.back() == std::pair<std::string, std::string>("reserve", "done"));
}

TEST_CASE("4.2: a reserve holding every unit cannot be closed, and the table does not offer it",
          "[solo][campaign-play]") {
    TempDir dir;
    std::vector<std::string> answers = {"1", "2", "3", "4", "5", "u1", "u2", "u3", "u4", "u5", "u6"};
    Run run = play_campaign(answers, in_session(dir / "camp.toml"));
    CHECK(run.out.find("(Done is not possible now: leave at least one health") != std::string::npos);
    answers.push_back("done");
    TempDir again;
    Run refused = play_campaign(answers, in_session(again / "camp.toml"));
    CHECK(refused.code == ExitCode::usage);
    CHECK(refused.err.find("line 12: 'done' is not one of the choices") != std::string::npos);
}

TEST_CASE("a campaign's set-up is checked before any session is written", "[solo][campaign-play]") {
    TempDir dir;
    play::PlayOptions options = in_session(dir / "camp.toml");
    options.setup = small_setup();
    options.setup["army"] = "6xrare";  // 18 health of a budget of 16 (2.1)
    CHECK_THROWS_AS(play_campaign({}, options), UsageError);
    CHECK_FALSE(std::filesystem::exists(dir / "camp.toml"));

    CHECK_THROWS_AS(settings_from_setup(shipped(), {{"size", "small"}}), UsageError);
    auto setup = small_setup();
    setup["expert-opfor"] = "two";
    CHECK_THROWS_AS(settings_from_setup(shipped(), setup), UsageError);
}

TEST_CASE("the options 5.2, 5.3 and 5.5 chosen at the start are kept and shown by status",
          "[solo][campaign-play]") {
    auto setup = small_setup();
    setup["army"] = std::string(k_army) + ",Hero=uncommon+king";
    setup["no-magic"] = "yes";
    setup["expert-start"] = "yes";
    setup["expert-opfor"] = "2";
    CampaignSettings s = settings_from_setup(shipped(), setup);
    CHECK(s.no_magic);
    CHECK(s.expert.start_on_one);
    CHECK(s.expert.opfor_health == 2);

    TempDir dir;
    play::PlayOptions options = in_session(dir / "camp.toml");
    options.setup = setup;
    play_campaign({"1", "2", "3", "4", "5"}, options);
    options.status = true;
    Run status = play_campaign({}, options);
    CHECK(status.code == ExitCode::ok);
    CHECK(status.out.find("Options: no magic (5.2); King's Die (5.3): Hero; expert: dice of "
                          "battles 1-4 start on face 1 (5.5); expert: +2 opposing health") !=
          std::string::npos);
    CHECK(status.out.find("1st     Coastland") != std::string::npos);
    CHECK(status.out.find("Next: Set your reserve before battle 1") != std::string::npos);
}

TEST_CASE("R23: a set-up with several broken limits reports them all at once",
          "[solo][campaign-play][R23]") {
    auto setup = small_setup();
    // A unit that cannot be read, 18 health of the 16 allowed, and a terrain too few.
    setup["army"] = "6xrare,2xWyrmling=dragonkin";
    setup["terrains"] = "coastland,swampland,highland,flatland";
    std::string message;
    try {
        settings_from_setup(shipped(), setup);
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message.find("Dragonkin are not used in the solo challenge (2.1)") != std::string::npos);
    CHECK(message.find("the army has 18 health; your budget is 16 (2.1)") != std::string::npos);
    CHECK(message.find("4 terrains given; the challenge is played on 5") != std::string::npos);
    // With a unit unread, the magic share is not judged: the units read are all magic here.
    setup = small_setup();
    setup["army"] = "Mage=rare+magic,Foo=wizard";
    message.clear();
    try {
        settings_from_setup(shipped(), setup);
    } catch (const UsageError& e) {
        message = e.what();
    }
    CHECK(message.find("'Foo=wizard'") != std::string::npos);
    CHECK(message.find("magic units have") == std::string::npos);
}
