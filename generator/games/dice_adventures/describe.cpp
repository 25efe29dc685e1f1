#include <string>
#include <string_view>
#include <vector>

#include "core/text.hpp"
#include "games/dice_adventures/engine.hpp"

namespace pnpkit::dice_adventures {

namespace {

std::string hero_name(const Rules& rules, const State& s, int slot) {
    return rules.cls(s.heroes[static_cast<std::size_t>(slot)].cls).name;
}

std::string die_of(const Rules& rules, const State& s, int slot) {
    return slot_name(rules, s, slot) + "'s " +
           std::to_string(s.dice[static_cast<std::size_t>(slot)]);
}

std::string change(const Rules& rules, const State& s, const Action& a) {
    int die = s.dice[static_cast<std::size_t>(a.slot)];
    return die_of(rules, s, a.slot) + " \u2192 " + std::to_string(die + a.delta);
}

char lower_ascii(char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

bool is_letter(char c) {
    c = lower_ascii(c);
    return c >= 'a' && c <= 'z';
}

// Whether `text` has `word` (any case) as a word of its own or a word's start ("bard", "bard's").
bool names_word(std::string_view text, std::string_view word) {
    if (word.empty()) return false;
    for (std::size_t at = 0; at + word.size() <= text.size(); ++at) {
        if (at > 0 && is_letter(text[at - 1])) continue;
        bool same = true;
        for (std::size_t i = 0; i < word.size() && same; ++i)
            same = lower_ascii(text[at + i]) == lower_ascii(word[i]);
        if (!same) continue;
        std::size_t end = at + word.size();
        if (end == text.size() || !is_letter(text[end]) || lower_ascii(text[end]) == 's')
            return true;
    }
    return false;
}

}  // namespace

std::string result_text(const Rules& rules, const State& s, const Outcome& row) {
    for (int c = 0; c < rules.class_count(); ++c) {
        if (!s.has_class(c) && names_word(row.text, rules.cls(c).name)) return {};
    }
    return row.text;
}

std::string slot_name(const Rules& rules, const State& s, int slot) {
    if (slot == k_hireling_slot) return "Hireling";
    return hero_name(rules, s, slot);
}

std::string describe(const Rules& rules, const State& s, const Action& a) {
    switch (a.kind) {
        case ActionKind::recruit:
            return "recruit a " + rules.cls(a.who).name;
        case ActionKind::buy: {
            const ItemDef& item = rules.data->items[static_cast<std::size_t>(a.who)];
            return "buy " + item.name + " (" + std::to_string(item.cost) + " gold)";
        }
        case ActionKind::leave:
            return s.phase == Phase::final_shop ? "end the game" : "set off";
        case ActionKind::power:
            if (a.delta == 0)
                return hero_name(rules, s, a.who) + ": re-roll " + die_of(rules, s, a.slot);
            return hero_name(rules, s, a.who) + ": " + change(rules, s, a);
        case ActionKind::provisions:
            return "provisions: " + change(rules, s, a);
        case ActionKind::weapon:
            return "magic weapon: re-roll " + die_of(rules, s, a.slot);
        case ActionKind::done:
            return "stop: read the result";
        case ActionKind::substitute:
            if (a.slot < 0)
                return "leave the hireling's " + std::to_string(s.dice[k_hireling_slot]) + " out";
            return "hireling's " + std::to_string(s.dice[k_hireling_slot]) + " replaces " +
                   die_of(rules, s, a.slot);
        case ActionKind::shift: {
            int delta = rules.shifts(s.adventure, s.card)[static_cast<std::size_t>(s.shifts_done)];
            int die = s.end.dice[static_cast<std::size_t>(a.slot)];
            std::string whose = a.slot == s.substitute ? "Hireling" : hero_name(rules, s, a.slot);
            return std::string(delta > 0 ? "+" : "") + std::to_string(delta) + " on " + whose +
                   "'s " + std::to_string(die);
        }
        case ActionKind::level_up:
            return hero_name(rules, s, a.who) + " gains a level (" +
                   std::to_string(s.heroes[static_cast<std::size_t>(a.who)].level + 1) + ")";
    }
    return "?";
}

std::string sheet_text(const Rules& rules, const State& s) {
    std::vector<std::string> heroes;
    for (int i = 0; i < s.size; ++i) {
        const Hero& h = s.heroes[static_cast<std::size_t>(i)];
        std::string text = rules.cls(h.cls).name + " " + std::to_string(h.level);
        if (s.phase == Phase::act) {
            text += " rolled " + std::to_string(s.dice[static_cast<std::size_t>(i)]);
            if (rules.cls(h.cls).power.active())
                text += " (" + count_of(static_cast<std::size_t>(h.uses), "use") + " left)";
        }
        heroes.push_back(text);
    }
    if (s.phase == Phase::act && s.hireling)
        heroes.push_back("Hireling rolled " + std::to_string(s.dice[k_hireling_slot]));
    std::string where = "Adventure " + std::to_string(s.adventure) + " of " +
                        std::to_string(rules.settings().adventures) + ", " + rules.mode->name;
    if (s.card >= 0) where += ", " + rules.data->deck[static_cast<std::size_t>(s.card)].name;
    return where + ": " + join(heroes, "; ") + ".\n" + std::to_string(s.gold) + " gold, " +
           std::to_string(s.provisions) + " provisions, " +
           count_of(static_cast<std::size_t>(s.weapons), "magic weapon") +
           (s.hireling && s.phase != Phase::act ? ", a hireling" : "") +
           (s.treasure ? ", " + count_of(static_cast<std::size_t>(s.treasure), "treasure") : "") +
           (s.deaths ? ", " + count_of(static_cast<std::size_t>(s.deaths), "death") + " so far"
                     : "") +
           ".\n";
}

}  // namespace pnpkit::dice_adventures
