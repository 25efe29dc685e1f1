#include "games/common/counts.hpp"

#include <cstdio>

namespace pnpkit::counts {

std::string percent_of(std::uint64_t part, std::uint64_t whole) {
    char buffer[32];
    std::snprintf(
        buffer, sizeof buffer, "%.1f%%",
        whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
    return buffer;
}

double mean_of(const std::vector<std::uint64_t>& histogram) {
    std::uint64_t n = 0;
    double sum = 0;
    for (std::size_t i = 0; i < histogram.size(); ++i) {
        n += histogram[i];
        sum += static_cast<double>(i) * static_cast<double>(histogram[i]);
    }
    return n == 0 ? 0 : sum / static_cast<double>(n);
}

std::size_t median_of(const std::vector<std::uint64_t>& histogram) {
    std::uint64_t n = 0;
    for (std::uint64_t c : histogram) n += c;
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < histogram.size(); ++i) {
        seen += histogram[i];
        if (2 * seen >= n && n > 0) return i;
    }
    return 0;
}

void print_counts(std::ostream& out, const char* title, const std::vector<std::uint64_t>& counts,
                  std::uint64_t whole) {
    out << title << '\n';
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] == 0) continue;
        char line[96];
        std::snprintf(line, sizeof line, "  %3zu  %10llu  %6s\n", i,
                      static_cast<unsigned long long>(counts[i]),
                      percent_of(counts[i], whole).c_str());
        out << line;
    }
}

}  // namespace pnpkit::counts
