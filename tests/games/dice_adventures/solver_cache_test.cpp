#include "games/dice_adventures/solver_cache.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "core/rng.hpp"
#include "core/user_cache.hpp"
#include "games/dice_adventures/fixture.hpp"
#include "games/dice_adventures/play_values.hpp"
#include "support/sanitized.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::dice_adventures {
namespace {

using namespace support;

// Sets an environment variable for the life of the object (unset: nullopt), then puts it back.
class ScopedEnv {
public:
    ScopedEnv(const char* name, std::optional<std::string> value) : m_name(name) {
        if (const char* old = std::getenv(name)) m_old = old;
        if (value)
            ::setenv(name, value->c_str(), 1);
        else
            ::unsetenv(name);
    }
    ~ScopedEnv() {
        if (m_old)
            ::setenv(m_name, m_old->c_str(), 1);
        else
            ::unsetenv(m_name);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

// A three-adventure game (two in the sanitizer build): quick to solve whole.
GameData short_game() {
    CraftedData crafted({{"game.toml", "adventures = 5",
                          test::k_sanitized_build ? "adventures = 2" : "adventures = 3"},
                         {"modes.toml", "shifts = [0, 1, 1, 2, 2]",
                          test::k_sanitized_build ? "shifts = [0, 1]" : "shifts = [0, 1, 1]"}});
    return crafted.data();
}

bool same_bits(double a, double b) {
    return std::memcmp(&a, &b, sizeof a) == 0;
}

}  // namespace

TEST_CASE("a solver reading the cache gives the full solve's values to the bit",
          "[dice-adventures][solver-cache]") {
    GameData data = short_game();
    for (const char* mode : {"basic", "hardcore+"}) {
        Rules r = rules_for(data, mode);
        INFO(mode);
        std::vector<int> classes = party({"bard", "cleric", "thief"});
        Solver full(r);
        double start = full.start_value(classes);
        std::string bytes = camp_cache_bytes(full);
        Solver cached(r);
        REQUIRE(read_camp_cache(cached, bytes) == full.camps().size());
        CHECK(cached.tables_solved() == 0);
        CHECK(same_bits(cached.start_value(classes), start));
        // Every decision of sampled games: the solver working out only the adventure in play
        // from the cached camps values every choice as the one that solved the whole game.
        PlayValues full_values(full);
        PlayValues cached_values(cached);
        Rng rng(31);
        std::size_t decisions = 0;
        for (int game = 0; game < 4; ++game) {
            State s = start_game(r, classes);
            for (int step = 0; step < 300; ++step) {
                Pending p = pending(r, s);
                if (p.need == Need::over) break;
                if (p.need != Need::decision) {
                    s = apply_random(r, s, random_value(p, rng));
                    continue;
                }
                std::vector<double> a = full_values.action_values(s);
                std::vector<double> b = cached_values.action_values(s);
                REQUIRE(a.size() == b.size());
                for (std::size_t i = 0; i < a.size(); ++i) CHECK(same_bits(a[i], b[i]));
                ++decisions;
                auto actions = legal_actions(r, s);
                s = apply(r, s, actions[rng.below(actions.size())]);
            }
        }
        CHECK(decisions > 20);
        // Reading the cache again adds nothing.
        CHECK(read_camp_cache(cached, bytes) == 0);
    }
}

TEST_CASE("a cache that is not whole, not this game's or not this build's is ignored",
          "[dice-adventures][solver-cache]") {
    GameData data = short_game();
    Rules basic = rules_for(data, "basic");
    Solver whole(basic);
    whole.start_value(party({"bard", "cleric", "thief"}));
    std::string bytes = camp_cache_bytes(whole);
    auto read = [&](const Rules& r, const std::string& b, Bounds bounds = {}) {
        Solver solver(r, bounds);
        return read_camp_cache(solver, b);
    };
    // Every camp is read back (the game is shorter in the sanitizer build, so fewer of them).
    REQUIRE(whole.camps().size() > 10);
    REQUIRE(read(basic, bytes) == whole.camps().size());
    CHECK(read(basic, "") == 0);
    CHECK(read(basic, bytes.substr(0, bytes.size() - 1)) == 0);  // cut short
    CHECK(read(basic, bytes.substr(0, bytes.size() / 2)) == 0);
    std::string flipped = bytes;
    flipped[flipped.size() / 2] ^= 0x10;  // a value changed on disk
    CHECK(read(basic, flipped) == 0);
    CHECK(read(rules_for(data, "hardcore"), bytes) == 0);     // another mode
    CHECK(read(rules_for(data, "basic", true), bytes) == 0);  // the deck
    CHECK(read(basic, bytes, Bounds{3, 2}) == 0);             // other bounds
    CHECK(read(rules(), bytes) == 0);                         // other rules data

    // A cache written by a build that computes a value differently, whole and of this game:
    // the camps worked out again from the next adventure's do not match.
    Solver solver(basic);
    solver.start_value(party({"bard", "cleric", "thief"}));
    Solver altered(basic);
    for (const auto& [key, values] : solver.camps()) {
        std::vector<double> v = values;
        if (solver.camp_of_key(key).adventure == 1) v[0] = std::nextafter(v[0], 100.0);
        altered.add_camp(key, v);
    }
    std::string stale = camp_cache_bytes(altered);
    CHECK(stale.size() == bytes.size());
    CHECK(read(basic, stale) == 0);
}

TEST_CASE("the cache lives in the user's cache folder and is never required",
          "[dice-adventures][solver-cache]") {
    GameData data = short_game();
    Rules basic = rules_for(data, "basic");
    std::vector<int> classes = party({"cleric", "thief", "warrior"});
    test::TempDir dir;
    {
        ScopedEnv xdg("XDG_CACHE_HOME", dir.path().string());
        REQUIRE(user_cache_dir() == dir.path() / "pnpkit");
        Solver solver(basic);
        CHECK(load_camp_cache(solver) == 0);
        double v = solver.start_value(classes);
        save_camp_cache(solver, 0);
        auto file = camp_cache_file(solver);
        REQUIRE(file);
        CHECK(file->parent_path() == dir.path() / "pnpkit" / "dice-adventures");
        CHECK(std::filesystem::is_regular_file(*file));
        Solver again(basic);
        CHECK(load_camp_cache(again) == solver.camps().size());
        CHECK(same_bits(again.start_value(classes), v));
        CHECK(again.tables_solved() == 0);
    }
    {
        // $HOME/.cache without XDG_CACHE_HOME (or with a relative one).
        ScopedEnv xdg("XDG_CACHE_HOME", std::string("relative/cache"));
        ScopedEnv home("HOME", (dir / "home").string());
        CHECK(user_cache_dir() == dir / "home" / ".cache" / "pnpkit");
    }
    {
        // Neither: no cache, and the solver works the same.
        ScopedEnv xdg("XDG_CACHE_HOME", std::nullopt);
        ScopedEnv home("HOME", std::nullopt);
        CHECK_FALSE(user_cache_dir());
        Solver solver(basic);
        CHECK(load_camp_cache(solver) == 0);
        solver.start_value(classes);
        save_camp_cache(solver, 0);
    }
    {
        // A cache folder that cannot be made (a file stands where it would go): nothing
        // written, nothing thrown, nothing else touched.
        std::filesystem::path blocked = dir.write("blocked", "a file");
        ScopedEnv xdg("XDG_CACHE_HOME", blocked.string());
        Solver solver(basic);
        solver.start_value(classes);
        CHECK_NOTHROW(save_camp_cache(solver, 0));
        CHECK(read_file(blocked) == "a file");
        CHECK(load_camp_cache(solver) == 0);
    }
}

TEST_CASE("the table the build installs fills in what the user's cache lacks",
          "[dice-adventures][solver-cache]") {
    GameData data = short_game();
    Rules basic = rules_for(data, "basic");
    std::vector<int> one = party({"bard", "cleric", "thief"});
    std::vector<int> two = party({"ranger", "warrior", "wizard"});
    test::TempDir dir;
    // The user's cache holds one party's camps, the shipped table both parties'.
    Solver first(basic);
    first.start_value(one);
    write_file_atomically(camp_cache_file(first, dir / "user"), camp_cache_bytes(first));
    Solver both(basic);
    both.start_value(one);
    double v = both.start_value(two);
    write_file_atomically(camp_cache_file(both, dir / "shipped"), camp_cache_bytes(both));
    const std::vector<std::filesystem::path> folders{dir / "user", dir / "shipped"};
    Solver solver(basic);
    CHECK(load_camp_cache(solver, folders) == both.camps().size());
    CHECK(same_bits(solver.start_value(two), v));
    CHECK(solver.tables_solved() == 0);
    // A shipped table failing a check is ignored like a cache: the program solves instead.
    std::string bytes = camp_cache_bytes(both);
    bytes[bytes.size() / 2] ^= 1;
    write_file_atomically(camp_cache_file(both, dir / "shipped"), bytes);
    Solver fallback(basic);
    CHECK(load_camp_cache(fallback, folders) == first.camps().size());
    CHECK(same_bits(fallback.start_value(two), v));
    CHECK(fallback.tables_solved() > 0);
    // This build's own table folder is the one the build writes (paths.tables).
    REQUIRE(shipped_camp_folder());
    CHECK(shipped_camp_folder()->filename() == "tables");
}

// (No colon in the name: Catch2's console reporter indents a wrapped name after its first ": ",
// and one this far along aborts it when the sanitizer build's WARN prints the name.)
TEST_CASE("the build ships a table of every mode, with the deck and without it, that passes the "
          "checks, so a first question solves only adventure 1",
          "[dice-adventures][solver-cache]") {
    if (test::k_sanitized_build) {
        WARN("skipped: the sanitizer build makes no tables (it solves instead)");
        return;
    }
    auto folder = shipped_camp_folder();
    REQUIRE(folder);
    const std::vector<std::filesystem::path> folders{*folder};
    for (const char* mode : {"basic", "hardcore", "hardcore+"}) {
        for (bool deck : {false, true}) {
            INFO(mode << (deck ? " with the deck" : ""));
            Rules r = rules(mode, deck);
            Solver solver(r);
            CHECK(std::filesystem::is_regular_file(camp_cache_file(solver, *folder)));
            CHECK(load_camp_cache(solver, folders) > 0);
            // Every party's values between adventures are read, none worked out.
            std::size_t read = solver.camps().size();
            solver.start_value(party({"bard", "cleric", "thief"}));
            solver.start_value(party({"ranger", "warrior", "wizard"}));
            CHECK(solver.camps().size() == read);
        }
    }
}

}  // namespace pnpkit::dice_adventures
