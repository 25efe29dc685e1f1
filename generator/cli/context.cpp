#include "cli/context.hpp"

#include <ostream>

namespace pnpkit::cli {

std::uint64_t Context::seed() {
    if (options.seed) return *options.seed;
    if (!m_chosen_seed) {
        m_chosen_seed = choose_seed();
        std::string seed = std::to_string(*m_chosen_seed);
        info("seed: " + seed + " (replay with --seed " + seed + ")");
    }
    return *m_chosen_seed;
}

void Context::report(const Diagnostics& diagnostics) {
    if (json()) return;
    print_text(m_err, diagnostics);
}

void Context::info(const std::string& line) {
    if (!options.quiet) m_err << line << '\n';
}

}  // namespace pnpkit::cli
