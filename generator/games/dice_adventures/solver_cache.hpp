#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>

#include "games/dice_adventures/solver.hpp"

namespace pnpkit::dice_adventures {

// The solver's values between adventures (its camps), kept between runs in the user's cache
// folder, so that a question about one adventure works out only that adventure's tables: a
// whole game takes seconds to solve (minutes with the adventure deck), an adventure a few
// milliseconds. The file is named by a hash of everything the values depend on (the program's
// version, the rules data the solver reads, the mode, the deck and the solver's bounds) and
// checked when read: whole, of this build, and one camp of each adventure worked out again
// from the cached camps of the next must match to the bit. A cache is never required: a file
// that is missing, unreadable or fails a check is ignored (and replaced), and one that cannot
// be written is not written.

// The hash naming the cache of this solver's rules and bounds.
std::uint64_t camp_cache_key(const Solver& solver);

// The cache file of this solver under `folder` (user_cache_dir(): none when there is none).
std::optional<std::filesystem::path> camp_cache_file(const Solver& solver);
std::filesystem::path camp_cache_file(const Solver& solver, const std::filesystem::path& folder);

// The cache's bytes for the camps this solver worked out (those it read from the cache too).
std::string camp_cache_bytes(const Solver& solver);

// Adds the camps of cache bytes `bytes` to `solver` when they pass every check; returns how
// many (0 otherwise). Never throws.
std::size_t read_camp_cache(Solver& solver, const std::string& bytes);

// Reads the solver's cache file into it, then the table of the same name the build installed
// (shipped_camp_folder(): the camps the cache lacks), each as read_camp_cache; returns how many
// camps it added.
std::size_t load_camp_cache(Solver& solver);
// The same from the cache files of this solver under each of `folders`, in order.
std::size_t load_camp_cache(Solver& solver, std::span<const std::filesystem::path> folders);
// The folder of the tables the build worked out with `pnpkit dice-adventures best --write-table`
// (every mode, with the deck and without it) and installed beside the data; none when it cannot
// be told.
std::optional<std::filesystem::path> shipped_camp_folder();
// Writes the solver's camps to its cache file (atomically) when it holds more than `loaded`
// (what load_camp_cache gave it); a failure to write is ignored.
void save_camp_cache(const Solver& solver, std::size_t loaded);

}  // namespace pnpkit::dice_adventures
