#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <typeindex>
#include <vector>

#include "core/domino.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "play/answers.hpp"
#include "play/coach.hpp"
#include "play/evaluation.hpp"
#include "play/log.hpp"
#include "play/why.hpp"

namespace pnpkit::play {

class Console;

// One question a game asks.
struct Ask {
    std::string id;                            // stable, recorded with the answer: "hero-dice"
    std::string prompt;                        // what the console prints: "Your 3 dice"
    std::string help = {};                     // more about it, for `help`
    std::function<std::string()> advice = {};  // the game's advice here, for `advise`
    // For a free-text question: answers worth trying (those its checker refuses are dropped),
    // which a stand-in player picks from (Table::Hooks::player). Empty: none are known.
    std::function<std::vector<std::string>()> answers = {};
    // The advisor's value of every legal answer here: what review, the coach and `advise` (where
    // there is no `advice`) read. Empty: the game cannot value this question's answers.
    std::function<Evaluation()> evaluate = {};
};

// The player took back answers: replay the log's first `keep` steps.
struct Rewind {
    std::size_t keep;
};
// The player asked to stop (the game is saved after every answer).
struct Quit {};
// Input ended while a question was asked.
struct EndOfInput {
    std::string prompt;
};
// A replay without input reached the end of the log: the game waits for this question.
struct EndOfLog {
    std::string prompt;
};
// A bad answer from a pipe (not a terminal), which ends the run: exit 2.
class InputError : public UsageError {
public:
    using UsageError::UsageError;
};
// A step of the log that the game does not accept where it stands (another version, an edit).
class ReplayError : public std::runtime_error {
public:
    ReplayError(SourcePos pos, std::string message)
        : std::runtime_error(std::move(message)), m_pos(std::move(pos)) {}
    const SourcePos& pos() const { return m_pos; }

private:
    SourcePos m_pos;
};

enum class AtEndOfLog { ask, stop };

// Whether what pnpkit decides is printed when it is decided, or kept secret until the game shows
// it (the computer's hidden choice, revealed once the player has chosen too).
enum class Reveal { now, later };

// A question as a stand-in player sees it (random play in tests), when it is asked live.
struct Question {
    const Ask* ask = nullptr;
    // The legal answers where the table knows them: the choices' keys, yes and no, the numbers
    // (the first 32 and the highest of a wide range; the first 32 with no upper bound), a
    // free-text question's Ask::answers that its checker accepts,
    // one roll for typed dice, the pool for typed tiles and draws; empty for pnpkit's questions.
    std::vector<std::string> answers;
    bool by_pnpkit = false;  // pnpkit answers it: a roll, a draw, the computer's move
};

// What a game asks its decisions and random values of, one at a time. While the log has answers,
// they are replayed silently; after that each question goes to the player at the console (or to
// pnpkit's generator for rolls and draws), its answer is appended to the log and the log is saved.
// Every prompt also takes `help`, `status`, `undo [N]`, `quit`, `advise` (where the question has
// advice) and the commands the game added. A roll at step i always comes from the stream i of the
// session's seed (in a challenge, from the question's own k-th stream: play/challenge.hpp), so
// replaying or taking back never changes a roll.
class Table {
public:
    struct Hooks {
        std::function<void(const Log&)> save;         // after every new step
        std::function<std::string()> status;          // for `status`
        std::function<void()> on_live;                // once, before the first question asked live
        std::function<void(const Question&)> on_ask;  // before each question answered live
        // Answers the player's questions in the console's place (random play in tests); its
        // answer is checked and recorded as a typed one, and one the checker refuses is a bug
        // (std::logic_error).
        std::function<std::string(const Question&)> player;
        // Called for each of the player's answers replayed from the log (its index in the log,
        // its answer as the checker gives it), before the game applies it: review walks these.
        std::function<void(const Ask&, std::size_t step, const std::string& answer,
                           const Checker& check)>
            on_replay;
        // The coach at questions that have an evaluation (off: no check).
        Coaching coach;
        // The game's outcome table and rule texts, for `why` (null: `why` has no references).
        std::shared_ptr<const Why> why;
        // Called with each outcome (its kind's index, its line) and each line said otherwise,
        // live or replayed alike for outcomes, when printed for `say`: the tests read these.
        std::function<void(std::size_t kind, std::string_view text)> on_outcome;
        std::function<void(std::string_view text)> on_say;
    };

    Table(Log& log, Console& console, Hooks hooks, AtEndOfLog at_end = AtEndOfLog::ask);

    // Narration: printed when live, silent while replaying.
    void say(std::string_view text);
    bool replaying() const { return m_cursor < m_log->steps.size(); }
    // An outcome pnpkit applied by itself, of a kind in the game's outcome table: said like `say`
    // and kept for `why`. A kind of another enum than the table's is a bug (std::logic_error).
    template <class Kind>
    void outcome(Kind kind, std::string_view text) {
        outcome_of(typeid(Kind), static_cast<std::size_t>(kind), text);
    }
    void outcome_of(std::type_index type, std::size_t kind, std::string_view text);
    // What `why` prints: the references behind the outcomes since the player's last answer (the
    // last few when there are none since), or that there is nothing to explain.
    std::string why_text() const;
    // The logged step the next question will replay, or null when the next is asked live: for a
    // game that reads past questions an older version of it asked.
    const Step* next_logged() const { return replaying() ? &m_log->steps[m_cursor] : nullptr; }

    // One of `options`, by its number or its key; returns its index.
    std::size_t choose(const Ask& ask, std::span<const Option> options);
    bool yes_no(const Ask& ask);
    int number(const Ask& ask, int low, int high);
    // A whole number of `low` or more, where no upper bound would mean anything to the player.
    int number_from(const Ask& ask, int low);
    // Free text, accepted when `check` accepts it; returns the text the checker gave.
    std::string text(const Ask& ask, const Checker& check, std::string_view format);

    // `count` dice of `sides` faces, typed by the player or rolled by pnpkit per the dice mode. A
    // player with real dice may also answer `roll` to have pnpkit roll them this once.
    std::vector<int> dice(const Ask& ask, int count, int sides);
    int die(const Ask& ask, int sides) { return dice(ask, 1, sides).front(); }
    // Dice that pnpkit always rolls (hidden or virtual ones), whatever the dice mode.
    std::vector<int> roll(const Ask& ask, int count, int sides);
    // A tile out of `pool`, drawn by pnpkit or typed by a player drawing real ones (draw mode).
    Domino tile(const Ask& ask, std::span<const Domino> pool);
    // One of `pool` (cards), drawn by pnpkit or typed by key or label; returns its index.
    std::size_t draw(const Ask& ask, std::span<const Option> pool);
    // What pnpkit decides with the step's generator (the computer's move); `compute` returns the
    // answer's text, which `check` must accept on replay. Printed as decided unless `reveal` says
    // the game shows it later.
    std::string decide(const Ask& ask, const std::function<std::string(Rng&)>& compute,
                       const Checker& check, Reveal reveal = Reveal::now);

    // A command the player may type at any prompt from now on: `cards`, `track`.
    void add_command(std::string name, std::string help, std::function<std::string()> run);

    DiceMode dice_mode() const { return m_log->dice; }
    DrawMode draw_mode() const { return m_log->draws; }
    Console& console() { return *m_console; }
    // The number of steps answered so far (replayed or live).
    std::size_t steps() const { return m_cursor; }
    // Whether anything was asked or said live (false while the game only replayed its log).
    bool went_live() const { return m_live; }

private:
    struct Command {
        std::string name;
        std::string help;
        std::function<std::string()> run;
    };
    enum class Source { player, pnpkit };

    using Legal = std::function<std::vector<std::string>()>;
    // The answer to one question: replayed from the log, asked of the player, or generated.
    // `legal` lists its answers for Question (called only when a hook looks at them).
    std::string answer(const Ask& ask, const Checker& check, Source source,
                       const std::function<std::string(Rng&)>& generate, std::string_view menu,
                       std::string_view format, const Legal& legal = {},
                       Reveal reveal = Reveal::now);
    std::string ask_player(const Ask& ask, const Checker& check,
                           const std::function<std::string(Rng&)>& generate, std::string_view menu,
                           std::string_view format);
    // Runs a command typed at a prompt; false when the line is not one.
    bool run_command(const Ask& ask, const Checker& check, std::string_view line,
                     std::string_view menu, std::string_view format, bool can_generate);
    // The coach's check of the player's `answer` before it is recorded: false when the player,
    // warned at a terminal, chooses again.
    bool coach_accepts(const Ask& ask, const Evaluation& evaluation, const std::string& answer);
    void record(const Ask& ask, std::string answer, By by);
    void go_live();

    Log* m_log;
    Console* m_console;
    Hooks m_hooks;
    AtEndOfLog m_at_end;
    std::size_t m_cursor = 0;
    bool m_live = false;
    std::vector<Command> m_commands;
    std::vector<SaidOutcome> m_outcomes;  // the latest ones, for `why`
};

// The question's evaluation with each answer in the form the log records (as `check` gives it;
// answers it refuses are dropped). The question must have `evaluate`.
Evaluation evaluate_answers(const Ask& ask, const Checker& check);

}  // namespace pnpkit::play
