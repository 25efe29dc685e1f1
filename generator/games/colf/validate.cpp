#include "games/colf/validate.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "core/domino.hpp"
#include "core/text.hpp"
#include "games/colf/components.hpp"
#include "games/colf/state.hpp"
#include "games/colf/worst_case.hpp"

namespace pnpkit::colf {

namespace {

std::string list_levels(const std::vector<Card>& cards) {
    std::vector<int> levels;
    for (const Card& c : cards) levels.push_back(c.level);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    std::vector<std::string> words;
    for (int l : levels) words.push_back(std::to_string(l));
    return join(words, ", ");
}

void check_names(const ColfData& data, Diagnostics& diagnostics) {
    std::map<std::string, const Card*> seen;
    for (const auto* deck : {&data.nouns, &data.adjectives}) {
        for (const Card& card : *deck) {
            auto [it, fresh] = seen.emplace(card.name, &card);
            if (fresh) continue;
            diagnostics.error(
                card.pos,
                "card name '" + card.name + "' is already used by '" + it->second->id + "'",
                "first used at " + it->second->pos.to_string());
        }
    }
}

void check_tiers(const ColfData& data, Diagnostics& diagnostics) {
    std::vector<const ScoreTier*> tiers;
    for (const ScoreTier& t : data.tiers) tiers.push_back(&t);
    std::stable_sort(tiers.begin(), tiers.end(), [](auto* a, auto* b) { return a->min < b->min; });
    int tokens = data.settings.turn_tokens;
    int next = 0;  // the lowest token count not yet covered
    for (const ScoreTier* t : tiers) {
        if (t->max >= 0 && t->max < t->min) {
            diagnostics.error(t->pos, "score tier '" + t->title + "' ends (" +
                                          std::to_string(t->max) + ") before it starts (" +
                                          std::to_string(t->min) + ")");
            return;
        }
        if (next < 0) {
            diagnostics.error(t->pos, "score tier '" + t->title + "' overlaps an open-ended tier");
            return;
        }
        if (t->min > next) {
            diagnostics.error(t->pos,
                              "score tiers leave a gap: " + std::to_string(next) +
                                  (t->min - 1 > next ? " to " + std::to_string(t->min - 1) : "") +
                                  " turn tokens earn no tier");
            return;
        }
        if (t->min < next) {
            diagnostics.error(t->pos, "score tier '" + t->title +
                                          "' overlaps the tier before it at " +
                                          std::to_string(t->min) + " turn tokens");
            return;
        }
        next = t->max < 0 ? -1 : t->max + 1;
    }
    if (next >= 0 && next <= tokens) {
        SourcePos pos = tiers.empty() ? SourcePos::start_of(data.game_file) : tiers.back()->pos;
        diagnostics.error(pos,
                          "score tiers stop at " + std::to_string(next - 1) +
                              " but a hero can win with up to " + std::to_string(tokens) +
                              " turn tokens left",
                          "leave out 'max' on the last tier to make it open-ended");
    }
}

// Adjective level sums reachable with one or more distinct cards, up to `limit`.
std::vector<bool> adjective_sums(const std::vector<Card>& adjectives, int limit) {
    std::vector<bool> any(static_cast<std::size_t>(limit + 1), false);  // one or more cards
    for (const Card& card : adjectives) {
        for (int s = limit; s >= 0; --s) {
            bool from = s == 0 || any[static_cast<std::size_t>(s)];
            int to = s + card.level;
            if (from && to <= limit) any[static_cast<std::size_t>(to)] = true;
        }
    }
    return any;
}

// One card that would make `level` buildable: "a level-6 noun, or a level-2 adjective".
std::string fixing_cards(const ColfData& data, const std::vector<bool>& sums, int level) {
    std::vector<std::string> options;
    for (int noun = level - 1; noun >= 1; --noun) {
        if (sums[static_cast<std::size_t>(level - noun)]) {
            options.push_back("a level-" + std::to_string(noun) + " noun");
            break;
        }
    }
    // An adjective of level x beside a noun and, perhaps, adjectives already there.
    for (int x = 1; x < level; ++x) {
        bool fits = std::any_of(data.nouns.begin(), data.nouns.end(), [&](const Card& noun) {
            int rest = level - x - noun.level;
            return rest == 0 || (rest > 0 && sums[static_cast<std::size_t>(rest)]);
        });
        if (fits) {
            options.push_back("a level-" + std::to_string(x) + " adjective");
            break;
        }
    }
    return join(options, ", or ");
}

// Every monster level from 2 (the lowest any noun and adjective can make) to one below the master
// level must be buildable from one noun and one or more adjectives; one error for each that is
// not, with a card that would fix it.
bool check_levels(const ColfData& data, Diagnostics& diagnostics) {
    if (data.nouns.empty() || data.adjectives.empty()) return false;
    int master = data.settings.master_level;
    std::vector<bool> sums = adjective_sums(data.adjectives, std::max(master, 1));
    bool ok = true;
    for (int level = 2; level < master; ++level) {
        bool can = std::any_of(data.nouns.begin(), data.nouns.end(), [&](const Card& noun) {
            return noun.level < level && sums[static_cast<std::size_t>(level - noun.level)];
        });
        if (can) continue;
        ok = false;
        std::string fix = fixing_cards(data, sums, level);
        diagnostics.error(
            data.settings.pos.where("master.level"),
            "monster level " + std::to_string(level) +
                " cannot be built from one noun and one or more adjectives (noun levels " +
                list_levels(data.nouns) + "; adjective levels " + list_levels(data.adjectives) +
                ")",
            (fix.empty() ? "" : fix + " would make it buildable; ") + "every level from 2 to " +
                std::to_string(master - 1) + " must be buildable below the master level " +
                std::to_string(master));
    }
    return ok;
}

bool check_master(const ColfData& data, Diagnostics& diagnostics) {
    const Card* top = top_noun(data);
    if (!top) return false;
    int total = std::accumulate(data.adjectives.begin(), data.adjectives.end(), top->level,
                                [](int sum, const Card& c) { return sum + c.level; });
    if (total >= data.settings.master_level) {
        // Dealing stops at the first card that reaches the master level: one below it plus the
        // highest adjective is as far as a deal can go. Every level is a die to roll.
        int highest = 0;
        for (const Card& c : data.adjectives) highest = std::max(highest, c.level);
        int reach = std::max(top->level, data.settings.master_level - 1 + highest);
        if (reach <= static_cast<int>(k_max_dice)) return true;
        diagnostics.error(data.settings.pos.where("master.level"),
                          "a Master Monster can be dealt up to level " + std::to_string(reach) +
                              " (one below the master level, then an adjective of level " +
                              std::to_string(highest) +
                              "), more dice than pnpkit rolls for one "
                              "side (" +
                              std::to_string(k_max_dice) + ")",
                          "lower the master level or the adjectives' levels");
        return true;  // it can be built: the supply check still applies
    }
    diagnostics.error(data.settings.pos.where("master.level"),
                      "the Master Monster cannot be built: the highest noun '" + top->name +
                          "' (level " + std::to_string(top->level) +
                          ") and every adjective together reach only level " +
                          std::to_string(total),
                      "add adjectives or lower the master level");
    return false;
}

// The dominoes a hero of [supply] hero_level holds, before extra draws for blanks.
int supply_hero_dominoes(const Settings& s) {
    return s.start_dominoes + std::max(0, s.supply_hero_level - s.start_level);
}

std::string card_names(const WorstMonster& worst) {
    std::vector<std::string> names{"'" + worst.noun->name + "'"};
    for (const Card* c : worst.adjectives) names.push_back("'" + c->name + "'");
    return join(names, " + ");
}

void check_supply(const ColfData& data, Diagnostics& diagnostics) {
    WorstMonster worst = worst_master(data);
    if (!worst.noun) return;
    const Settings& s = data.settings;
    int hero = supply_hero_dominoes(s);
    int blanks = blank_tiles();
    int needed = worst.tiles + hero + blanks;
    if (needed <= static_cast<int>(k_set_size)) return;
    diagnostics.error(
        worst.noun->pos,
        "the domino supply runs short: the Master Monster " + card_names(worst) + " takes " +
            std::to_string(worst.tiles) + " dominoes, a level-" +
            std::to_string(s.supply_hero_level) + " hero holds " + std::to_string(hero) +
            " and blanks can call for " + std::to_string(blanks) +
            " more: " + std::to_string(needed) + " of a set of " + std::to_string(k_set_size),
        "lower the attack or defense of these cards, or [supply] hero_level in " + data.game_file);
}

// R17: each column of a sheet holds k_column_slots dominoes. The heaviest column any monster below
// the master level or a Master dealt to the master level can ask for, plus a draw for every tile
// with a blank, must fit; so must a hero of [supply] hero_level in its two columns.
void check_sheets(const ColfData& data, Diagnostics& diagnostics) {
    int blanks = blank_tiles();
    for (Side side : {Side::attack, Side::defense}) {
        CardValue value = side == Side::attack ? attack_dominoes : defense_dominoes;
        WorstMonster worst = worst_monster(data, value);
        WorstMonster master = worst_master(data, value);
        bool is_master = master.noun && (!worst.noun || master.tiles > worst.tiles);
        if (is_master) worst = master;
        if (!worst.noun || worst.tiles + blanks <= k_column_slots) continue;
        std::string column = side == Side::attack ? "Attack" : "Defense";
        diagnostics.error(worst.noun->pos,
                          "the monster sheet's " + column + " column has " +
                              std::to_string(k_column_slots) + " slots, but " +
                              (is_master ? "the Master Monster " : "the monster ") +
                              card_names(worst) + " asks for " + std::to_string(worst.tiles) + " " +
                              to_string(side) + " dominoes and the " + std::to_string(blanks) +
                              " tiles with a blank can each bring one more: " +
                              std::to_string(worst.tiles + blanks),
                          "lower the " + std::string(to_string(side)) + " of these cards");
    }
    const Settings& s = data.settings;
    int hero = supply_hero_dominoes(s) + blanks;
    if (hero > 2 * k_column_slots) {
        diagnostics.error(s.pos.where("supply.hero_level"),
                          "a level-" + std::to_string(s.supply_hero_level) + " hero can hold " +
                              std::to_string(hero) + " dominoes (" +
                              std::to_string(supply_hero_dominoes(s)) + " and " +
                              std::to_string(blanks) + " more for blanks), more than the " +
                              std::to_string(2 * k_column_slots) + " slots of the hero sheet",
                          "lower [supply] hero_level or [hero] start_dominoes");
    }
}

}  // namespace

void validate_data(const ColfData& data, Diagnostics& diagnostics) {
    check_names(data, diagnostics);
    check_tiers(data, diagnostics);
    check_levels(data, diagnostics);
    if (check_master(data, diagnostics)) {
        check_supply(data, diagnostics);
        check_sheets(data, diagnostics);
    }
}

}  // namespace pnpkit::colf
