#pragma once

#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

// Counts of a simulation's outcomes as `simulate GAME` prints them: histograms indexed by value
// (turns, levels, keys...) and shares of the games.
namespace pnpkit::counts {

// `part` out of `whole` as "12.3%"; "0.0%" when whole is 0.
std::string percent_of(std::uint64_t part, std::uint64_t whole);

// The mean value of a histogram (histogram[v]: how often v came); 0 when it is empty.
double mean_of(const std::vector<std::uint64_t>& histogram);

// The value below which half the counts lie; 0 when the histogram is empty.
std::size_t median_of(const std::vector<std::uint64_t>& histogram);

// `title`, then one line a value that came: the value, its count and its share of `whole`.
void print_counts(std::ostream& out, const char* title, const std::vector<std::uint64_t>& counts,
                  std::uint64_t whole);

}  // namespace pnpkit::counts
