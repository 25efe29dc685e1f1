#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostic.hpp"
#include "core/error.hpp"
#include "play/evaluation.hpp"
#include "play/session.hpp"

namespace pnpkit::cli {
class Context;
}

namespace pnpkit::play {

// One of the player's recorded decisions whose question has an evaluation, as review reports it.
struct ReviewedDecision {
    std::size_t step = 0;  // 1-based, as the session's steps are counted
    std::string ask;       // the question's id
    std::string state;     // the game's brief line there (or the question's prompt)
    std::string chosen;    // the answer the log records
    std::string best;      // the advisor's best answer
    Evaluation::Value chosen_value;
    Evaluation::Value best_value;
    double loss = 0;  // best less chosen, in the evaluation's unit (0 when not valued)
    bool costly = false;  // what the coach would have warned of (play::costly)
};

// A whole session reviewed: every decision, the totals, and how the game stands.
struct Review {
    std::string objective;  // of the first evaluation met
    std::string unit;
    double threshold = 0;  // the coach's: the session's --coach, else the game's default
    std::vector<ReviewedDecision> decisions;
    double total_loss = 0;
    std::size_t over_threshold = 0;  // costly decisions: they lost at least `threshold`, clearly
    bool over = false;               // the game ended; otherwise it waits for `waiting_for`
    std::string waiting_for;
    // For a challenge: its number, how the player's game ended (nullopt while it goes on) and
    // how the advisor's game of the same challenge ended.
    struct Challenge {
        std::uint64_t number = 0;
        std::optional<Game::Result> yours;
        std::optional<Game::Result> advisor;
    };
    std::optional<Challenge> challenge;

    double mean_loss() const {
        return decisions.empty() ? 0 : total_loss / static_cast<double>(decisions.size());
    }
};

// Replays `log` through the game, valuing each recorded decision that has an evaluation before the
// game applies it. Problems with the log are diagnostics (nullopt). `def` must give
// coach_threshold.
std::optional<Review> review_log(const GameDef& def, Log& log, Diagnostics& diagnostics);

// The advisor's own game of the challenge `log` plays: the same dice, tiles and cards, every
// decision the best of its question's evaluation (the first legal answer where there is none).
// nullopt when the game gives no result.
std::optional<Game::Result> advisor_result(const GameDef& def, const Log& log);

// `pnpkit GAME review --session F`: the review of a session file, as text or JSON (the context's
// format). Reads only: no lock, no write. Exit 1 when the file is bad or does not replay, 3 when
// it cannot be read.
ExitCode run_review(const GameDef& def, const std::filesystem::path& session,
                    cli::Context& context);

}  // namespace pnpkit::play
