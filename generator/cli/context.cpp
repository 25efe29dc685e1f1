#include "cli/context.hpp"

#include <ostream>

namespace pnpkit::cli {

std::uint64_t Context::seed() {
    if (options.seed) return *options.seed;
    if (!m_chosen_seed) {
        m_chosen_seed = choose_seed();
        if (!options.quiet) m_err << "seed: " << *m_chosen_seed << " (replay with --seed " << *m_chosen_seed << ")\n";
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
