#include "games/colf/round_assist.hpp"

#include <algorithm>
#include <charconv>

#include "core/error.hpp"
#include "core/text.hpp"
#include "games/colf/policy.hpp"

namespace pnpkit::colf {

namespace {

constexpr int k_unknown_hp = 1000;

[[noreturn]] void bad(const std::string& option, const std::string& message) {
    throw UsageError(option + ": " + message);
}

std::vector<std::string> items(const std::string& text) {
    std::vector<std::string> out;
    if (trim(text).empty()) return out;
    for (const std::string& part : split(text, ',')) out.emplace_back(trim(part));
    return out;
}

Domino tile_of(const std::string& option, const std::string& text) {
    auto tile = parse_domino(text);
    if (!tile || tile->high > k_faces) {
        bad(option,
            "'" + text + "' is not a double-six domino (two numbers from 0 to 6, such as 2-5)");
    }
    return *tile;
}

std::vector<Domino> tiles_of(const std::string& option, const std::string& text) {
    std::vector<Domino> tiles;
    for (const std::string& item : items(text)) {
        if (item.empty()) bad(option, "an empty entry in '" + text + "'");
        tiles.push_back(tile_of(option, item));
    }
    return tiles;
}

Dice dice_of(const std::string& option, const std::string& text) {
    Dice dice;
    for (const std::string& item : items(text)) {
        int value = 0;
        auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || ec != std::errc() || ptr != item.data() + item.size() || value < 1 ||
            value > k_faces) {
            bad(option, "'" + item + "' is not a die face (1 to 6)");
        }
        if (dice.size() == k_max_dice)
            bad(option, "more than " + std::to_string(k_max_dice) + " dice");
        dice.push_back(static_cast<std::uint8_t>(value));
    }
    return dice;
}

void add_tiles(Tiles& tiles, const std::vector<Domino>& dominoes, Side side,
               const std::string& option, std::vector<Domino>& seen) {
    for (Domino d : dominoes) {
        if (std::find(seen.begin(), seen.end(), d) != seen.end()) {
            bad(option,
                d.to_string() + " is named twice (a double-six set has one of each domino)");
        }
        seen.push_back(d);
        tiles.push_back(Tile{d, side, 0});
    }
}

void add_hits(Hero& hero, const std::string& text) {
    const std::string option = "--hits";
    for (const std::string& item : items(text)) {
        auto colon = item.rfind(':');
        if (colon == std::string::npos)
            bad(option, "'" + item + "' must be a domino and a number, such as 2-5:5");
        Domino d = tile_of(option, item.substr(0, colon));
        std::string number = item.substr(colon + 1);
        int value = -1;
        auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
        if (number.empty() || ec != std::errc() || ptr != number.data() + number.size()) {
            bad(option, "'" + item + "' must be a domino and a number, such as 2-5:5");
        }
        auto it = std::find_if(hero.tiles.begin(), hero.tiles.end(),
                               [&](const Tile& t) { return t.domino == d; });
        if (it == hero.tiles.end())
            bad(option, "'" + item + "': " + d.to_string() + " is not one of the hero's dominoes");
        if (value == 0) bad(option, "'" + item + "': blanks take no hits");
        bool placed = false;
        for (int end = 0; end < 2 && !placed; ++end) {
            if (it->value(end) == value && !it->covered(end)) {
                it->hits = static_cast<std::uint8_t>(it->hits | (1u << end));
                placed = true;
            }
        }
        if (!placed) {
            bool has = it->value(0) == value || it->value(1) == value;
            bad(option, "'" + item + "': " + d.to_string() +
                            (has ? " has no more uncovered " : " has no ") + std::to_string(value));
        }
    }
}

}  // namespace

std::string column_text(const Tiles& tiles, const Placement& placement, Side side) {
    std::vector<std::string> words;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        if (tiles[i].side != side) continue;
        for (int end = 0; end < 2; ++end) {
            int die = placement.die[i][end];
            if (die == 0) continue;
            std::string tile = tiles[i].domino.to_string();
            words.push_back(std::to_string(die) +
                            (tiles[i].value(end) == 0 ? " on the blank of " : " on ") + tile);
        }
    }
    return words.empty() ? "no dice" : join(words, ", ");
}

std::string tiles_list(const std::vector<Domino>& tiles) {
    std::vector<std::string> words;
    for (Domino d : tiles) words.push_back(d.to_string());
    return join(words, ", ");
}

std::string line_text(const Hero& hero, std::span<const std::uint8_t> dice, const Line& line) {
    if (line.fleeing) return "flee: no dice, Defense boosts only";
    std::string text =
        "Attack " + std::to_string(line.attack) + ", Defense " + std::to_string(line.defense);
    if (line.left_over > 0) text += ", " + std::to_string(line.left_over) + " kept off";
    if (line.destroyed > 0) {
        Placement p = place_line(hero, dice, line);
        std::vector<Domino> tiles;
        for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
            if (p.destroys(hero.tiles[i], i)) tiles.push_back(hero.tiles[i].domino);
        }
        text += ", destroys " + tiles_list(tiles);
    }
    return text;
}

std::string dice_count(std::size_t n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

RoundInput parse_round(const RoundArgs& args, const Settings& settings) {
    RoundInput in;
    std::vector<Domino> seen;
    add_tiles(in.hero.tiles, tiles_of("--hero-attack", args.hero_attack), Side::attack,
              "--hero-attack", seen);
    add_tiles(in.hero.tiles, tiles_of("--hero-defense", args.hero_defense), Side::defense,
              "--hero-defense", seen);
    add_tiles(in.foe.tiles, tiles_of("--monster-attack", args.monster_attack), Side::attack,
              "--monster-attack", seen);
    add_tiles(in.foe.tiles, tiles_of("--monster-defense", args.monster_defense), Side::defense,
              "--monster-defense", seen);
    if (in.hero.tiles.empty())
        bad("--hero-attack", "the hero needs at least one domino (here or in --hero-defense)");
    add_hits(in.hero, args.hits);
    if (in.hero.open_numbers() == 0)
        bad("--hits", "every number of the hero is covered: the hero is already dead");
    in.flee = args.flee;
    in.hero_dice = dice_of("--hero-dice", args.hero_dice);
    if (in.flee && !in.hero_dice.empty()) bad("--hero-dice", "a fleeing hero does not roll");
    if (!in.flee && in.hero_dice.empty())
        bad("--hero-dice", "the hero's dice are missing (or pass --flee)");
    in.foe_dice = dice_of("--monster-dice", args.monster_dice);
    if (args.monster_level) {
        if (*args.monster_level < 1 || *args.monster_level > static_cast<int>(k_max_dice)) {
            bad("--monster-level",
                "must be from 1 to " + std::to_string(k_max_dice) + " (its dice)");
        }
        if (!in.foe_dice.empty() && *args.monster_level != static_cast<int>(in.foe_dice.size())) {
            bad("--monster-level", "a level-" + std::to_string(*args.monster_level) +
                                       " monster rolls " + std::to_string(*args.monster_level) +
                                       " dice, but --monster-dice gives " +
                                       std::to_string(in.foe_dice.size()));
        }
    } else if (in.foe_dice.empty()) {
        bad("--monster-dice",
            "give the monster's dice, or its level (--monster-level) for advice before it rolls");
    }
    in.rage_rolls = dice_of("--rage-rolls", args.rage_rolls);
    if (in.foe_dice.empty() && !in.rage_rolls.empty())
        bad("--rage-rolls", "the monster has not rolled yet (no --monster-dice)");
    if (args.bite < 0) bad("--bite", "must be 0 or more");
    if (args.xp < 0) bad("--xp", "must be 0 or more");
    if (args.rage < 0) bad("--rage", "must be 0 or more");
    in.hero.xp = args.xp;
    in.hero.level = static_cast<int>(in.hero_dice.size());
    in.foe.bite = args.bite;
    in.foe.rage = args.rage;
    in.foe.level = args.monster_level.value_or(static_cast<int>(in.foe_dice.size()));
    in.hp_known = args.monster_hp.has_value();
    if (args.monster_hp && *args.monster_hp < 1) bad("--monster-hp", "must be 1 or more");
    in.foe.hp = args.monster_hp.value_or(k_unknown_hp);
    in.damage = args.damage.value_or(settings.unarmed_damage);
    if (in.damage < 0) bad("--damage", "must be 0 or more");
    return in;
}

RoundReport resolve_round(const RoundInput& input) {
    RoundReport r;
    const Hero& hero = input.hero;
    Foe foe = input.foe;
    r.odds = foe_odds(foe);
    RoundStakes stakes{foe.bite, foe.hp, input.damage, hero.xp};
    if (input.flee) {
        r.lines.push_back(judge(flee_line(hero), r.odds, stakes));
    } else {
        r.lines = rank_lines(hero, input.hero_dice, r.odds, stakes, Blanks::include);
        r.hero = place_line(hero, input.hero_dice, r.lines.front().line);
    }
    r.hero_xp = hero.xp + static_cast<int>(r.hero.unplaced.size());
    if (input.foe_dice.empty()) return r;

    ListDice rerolls(input.rage_rolls);
    r.foe = place_foe_dice(foe, input.foe_dice, rerolls);
    if (r.foe.dice_short > 0) return r;
    if (rerolls.used() < input.rage_rolls.size()) {
        std::size_t unused = input.rage_rolls.size() - rerolls.used();
        throw UsageError("--rage-rolls: " + dice_count(unused) + " left unused: the monster " +
                         (rerolls.used() == 0 ? std::string("re-rolled nothing")
                                              : "re-rolled only " + dice_count(rerolls.used())) +
                         " (it re-rolls while it has rage, dice left over and a free number)");
    }
    r.resolved = true;
    r.foe_rage = foe.rage;
    const Placement& fp = r.foe.placement;
    r.dealt = input.flee ? 0 : hero_damage(r.hero.attack, fp.defense, input.damage);
    r.taken = foe_damage(fp.attack, r.hero.defense, foe.bite);
    r.open_for_hits = open_for_hits(hero, r.hero);
    r.hero_dies = r.taken >= r.open_for_hits;
    r.foe_dies = input.hp_known && !input.flee && r.dealt >= foe.hp;

    if (!input.flee && input.hp_known && !r.foe_dies) {
        int needed = foe.hp - r.dealt + std::max(0, fp.defense - r.hero.attack);
        if (needed <= r.hero_xp) r.attack_to_kill = needed;
    }
    r.attack_gap = std::max(0, fp.defense - r.hero.attack);
    // Only the points the XP pays for: each XP is one point of Attack or Defense.
    r.defense_useful = std::min(std::max(0, fp.attack - r.hero.defense), r.hero_xp);
    if (r.hero_dies) {
        int needed = r.taken - r.open_for_hits + 1;
        r.defense_to_survive = needed <= r.defense_useful ? needed : -1;
    }
    Hero hit = hero;
    for (int k = 0; k < r.taken; ++k) {
        std::size_t tile = 0;
        int end = 0;
        if (!choose_hit(hit, r.hero, tile, end)) break;
        cover(hit, r.hero, tile, end);
        r.hits.emplace_back(tile, end);
    }
    for (std::size_t i = 0; i < hero.tiles.size(); ++i) {
        if (r.hero.destroys(hero.tiles[i], i)) r.hero_destroyed.push_back(hero.tiles[i].domino);
    }
    for (std::size_t i = 0; i < foe.tiles.size(); ++i) {
        if (fp.destroys(foe.tiles[i], i)) r.foe_destroyed.push_back(foe.tiles[i].domino);
    }
    return r;
}

}  // namespace pnpkit::colf
