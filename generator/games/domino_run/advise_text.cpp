#include "games/domino_run/advise_text.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/text.hpp"
#include "games/domino_run/describe.hpp"

namespace pnpkit::domino_run {

namespace {

std::string treasure_text(const Option& o) {
    if (o.keys.empty()) return "";
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < o.keys.size(); ++i) {
        std::string key = o.keys[i].to_string();
        if (i >= o.plan.treasures.size()) {
            parts.push_back("claims " + key);
            continue;
        }
        parts.push_back("claims " + key + ": take the " +
                        (o.plan.treasures[i] == TreasureKind::die ? "bonus die" : "bonus ability"));
    }
    return join(parts, "; ");
}

std::string enemy_text(const State& s, const Option& o) {
    switch (o.enemy) {
        case EnemyOutcome::catches:
            return s.treasures() > 0 ? "the enemy catches you: give up a treasure"
                                     : "the enemy catches you: the game is lost";
        case EnemyOutcome::takes_key:
            return "the enemy takes a claimed key and stops " + std::to_string(o.gap) +
                   " places behind you";
        case EnemyOutcome::stops:
            break;
    }
    return "the enemy stops " + std::to_string(o.gap) + " places behind you";
}

}  // namespace

std::string percent(double p) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100 * p);
    return buffer;
}

std::string advice_text(const State& s, const Rules& rules, const std::vector<Option>& options,
                        int samples, std::uint64_t seed, std::size_t top) {
    std::ostringstream out;
    out << "Domino Run: roll " << roll_text(s) << " from " << place_name(s, s.player) << '\n';
    out << draw_line(s) << '\n';
    out << "keys " << s.key_count() << " of " << rules.keys_to_win << ", bonus dice "
        << s.bonus_dice << " of " << rules.bonus_dice() << ", abilities " << abilities_text(s)
        << "; the enemy moves " << rules.enemy_speed(s.key_count()) << " a turn\n";
    out << options.size() << (options.size() == 1 ? " way" : " ways")
        << " to play the roll, best first (chance of winning by " << samples
        << " roll-outs of the greedy policy, seed " << seed << "):\n";
    std::size_t shown = top > 0 ? std::min(options.size(), top) : options.size();
    for (std::size_t i = 0; i < shown; ++i) {
        const Option& o = options[i];
        char head[160];
        std::snprintf(head, sizeof head, "%2zu. %s (95%% %s to %s): ", i + 1,
                      percent(o.win.win).c_str(), percent(o.win.low).c_str(),
                      percent(o.win.high).c_str());
        out << head << (o.spaces == 0 ? "stay on " : "stop on ") << place_name(s, o.plan.place);
        if (o.spaces > 0)
            out << ", " << count_of(static_cast<std::size_t>(o.spaces), "space") << " on";
        out << '\n';
        out << "      " << spend_text(s, o.spend) << '\n';
        std::string treasure = treasure_text(o);
        if (!treasure.empty()) out << "      " << treasure << '\n';
        if (o.keys.size() > 0 &&
            s.key_count() + static_cast<int>(o.keys.size()) >= rules.keys_to_win)
            out << "      the last key: you escape and win\n";
        else
            out << "      " << enemy_text(s, o) << '\n';
    }
    if (shown < options.size()) out << "(" << options.size() - shown << " more not shown)\n";
    return out.str();
}

}  // namespace pnpkit::domino_run
