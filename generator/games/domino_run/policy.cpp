#include "games/domino_run/policy.hpp"

#include "games/domino_run/lookahead.hpp"
#include "games/domino_run/simple_policies.hpp"

namespace pnpkit::domino_run {

namespace {

std::vector<std::unique_ptr<Policy>> make_policies() {
    std::vector<std::unique_ptr<Policy>> out;
    out.push_back(std::make_unique<GreedyPolicy>());
    out.push_back(std::make_unique<KeyMindedPolicy>());
    out.push_back(std::make_unique<LookAheadPolicy>());
    return out;
}

}  // namespace

std::span<const std::unique_ptr<Policy>> all_policies() {
    static const std::vector<std::unique_ptr<Policy>> policies = make_policies();
    return policies;
}

const Policy* find_policy(std::string_view name) {
    for (const auto& p : all_policies()) {
        if (p->name() == name) return p.get();
    }
    return nullptr;
}

std::vector<std::string> policy_names() {
    std::vector<std::string> names;
    for (const auto& p : all_policies()) names.emplace_back(p->name());
    return names;
}

int weakest_ability(const State& state) {
    int best = -1;
    int best_gain = 0;
    for (int slot = 0; slot < state.ability_count; ++slot) {
        Domino tile = state.ability(slot);
        int gain = tile.high - tile.low;
        if (best < 0 || gain <= best_gain) {
            best = slot;
            best_gain = gain;
        }
    }
    return best;
}

}  // namespace pnpkit::domino_run
