#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostic.hpp"

namespace pnpkit::load {
struct TomlDocument;
}

namespace pnpkit::play {

// The version of the play session format this program reads and writes.
inline constexpr int k_play_version = 1;

// Where the dice come from: typed by a player rolling real dice, or rolled by pnpkit.
enum class DiceMode { typed, rolled };
// Where tiles and cards come from: drawn by pnpkit, or typed by a player drawing real ones.
enum class DrawMode { drawn, typed };

const char* to_string(DiceMode mode);
const char* to_string(DrawMode mode);
std::optional<DiceMode> parse_dice_mode(std::string_view text);
std::optional<DrawMode> parse_draw_mode(std::string_view text);

// Who gave a step's answer: the player (a choice, typed dice or tiles) or pnpkit (a roll, a draw,
// the computer's move). Undo takes back the player's last answer and what pnpkit did after it.
enum class By { player, pnpkit };

// One answer of a game, in the order given.
struct Step {
    std::string ask;     // the question's stable id: "hero-dice"
    std::string answer;  // its answer as text: "5 3 1", "explore", "3-4"
    By by = By::player;
    SourcePos pos;  // where the step stands in the session file; empty for a step not read from one
};

// A guided game as a log: what it is, how it began, and every answer since. The game's state is
// what replaying the steps through the game gives; nothing else is stored.
struct Log {
    std::string game;  // the registry id: "colf"
    std::uint64_t seed = 0;
    DiceMode dice = DiceMode::typed;
    DrawMode draws = DrawMode::drawn;
    std::map<std::string, std::string> setup;  // the game's set-up options, given when it began
    std::vector<Step> steps;
    // Where `game` and `setup` stand in the session file (its start when absent); empty for a log
    // not read from a file.
    SourcePos game_pos;
    SourcePos setup_pos;
};

// Whether a log's file says where its dice and tiles come from (a guided game's does; a draw
// session's, where pnpkit draws everything, does not).
enum class Modes { written, left_out };

// The log as a small TOML document under `comment` (its lines, each written as a TOML comment).
std::string log_to_toml(const Log& log, std::string_view comment, Modes modes);
// The comment of a guided game of `title`'s log; `resume` is the command that resumes it.
std::string guided_game_comment(std::string_view title, std::string_view resume);
// The log of a guided game, under guided_game_comment(title, resume).
std::string log_to_toml(const Log& log, std::string_view title, std::string_view resume);

// The game id under which a `pnpkit draw` session keeps its log: not a game of the registry.
inline constexpr std::string_view k_draw_game = "draw";

// Reads a play session. Every problem (not a play session, another version, unknown keys, a step
// that is not {ask, answer[, by]}) is a diagnostic at its position and the result is nullopt.
std::optional<Log> read_log(const load::TomlDocument& document, Diagnostics& diagnostics);

// The number of steps kept when the player takes back `count` of their answers: each undo drops
// the player's last answer and every step pnpkit took after it (pnpkit's steps before it stay:
// replaying them gives the same rolls). Stops early when no answer of the player's is left.
std::size_t steps_after_undo(const Log& log, std::size_t count);
// The number of the player's answers among the log's steps from index `first` on.
std::size_t answers_after(const Log& log, std::size_t first);

}  // namespace pnpkit::play
