#include "games/colf/combat_round.hpp"

#include <algorithm>

#include "games/colf/rules.hpp"

namespace pnpkit::colf {

namespace {

std::optional<std::string> wrong_step(const CombatRound& round, RoundStep wanted) {
    if (round.step == wanted) return std::nullopt;
    return std::string("not now: the round is at another step");
}

std::optional<std::string> check_faces(std::span<const std::uint8_t> dice) {
    for (std::uint8_t d : dice) {
        if (d < 1 || d > k_faces) return "'" + std::to_string(d) + "' is not a die face (1 to 6)";
    }
    return std::nullopt;
}

bool same_line(const Line& a, const Line& b) {
    return a.numbered_attack == b.numbered_attack && a.blank_attack == b.blank_attack &&
           a.blank_defense == b.blank_defense;
}

// The hero with the hits placed so far this round.
Hero with_hits(const CombatRound& round, const Hero& hero) {
    Hero copy = hero;
    for (auto [tile, end] : round.hits) cover(copy, round.hero, tile, end);
    return copy;
}

}  // namespace

std::optional<std::string> choose_flight(CombatRound& round, const Foe& foe, bool flee) {
    if (auto wrong = wrong_step(round, RoundStep::fight_or_flee)) return wrong;
    if (flee && foe.master) return std::string("the Master Monster cannot be fled");
    round.fled = flee;
    round.step = flee ? RoundStep::monster_dice : RoundStep::hero_dice;
    return std::nullopt;
}

std::optional<std::string> give_hero_dice(CombatRound& round, const Hero& hero,
                                          std::span<const std::uint8_t> dice) {
    if (auto wrong = wrong_step(round, RoundStep::hero_dice)) return wrong;
    if (dice.size() != static_cast<std::size_t>(hero.dice())) {
        return "the hero rolls " + std::to_string(hero.dice()) + " dice, not " +
               std::to_string(dice.size());
    }
    if (auto bad = check_faces(dice)) return bad;
    round.hero_dice.clear();
    for (std::uint8_t d : dice) round.hero_dice.push_back(d);
    round.step = RoundStep::place;
    return std::nullopt;
}

std::optional<std::string> choose_line(CombatRound& round, const Hero& hero, const Line& line) {
    if (auto wrong = wrong_step(round, RoundStep::place)) return wrong;
    std::vector<Line> lines = candidate_lines(hero, round.hero_dice, Blanks::include);
    if (std::none_of(lines.begin(), lines.end(), [&](const Line& l) { return same_line(l, line); }))
        return std::string("that placement is not one these dice allow");
    round.hero = place_line(hero, round.hero_dice, line);
    round.step = RoundStep::monster_dice;
    return std::nullopt;
}

int monster_dice_wanted(const CombatRound& round, const Foe& foe) {
    if (round.step != RoundStep::monster_dice) return 0;
    return round.foe_dice.empty() ? foe.dice() : round.foe.dice_short;
}

std::optional<std::string> give_monster_dice(CombatRound& round, const Foe& foe,
                                             std::span<const std::uint8_t> dice) {
    if (auto wrong = wrong_step(round, RoundStep::monster_dice)) return wrong;
    int wanted = monster_dice_wanted(round, foe);
    if (dice.size() != static_cast<std::size_t>(wanted)) {
        return "the monster " + std::string(round.foe_dice.empty() ? "rolls " : "re-rolls ") +
               std::to_string(wanted) + " dice now, not " + std::to_string(dice.size());
    }
    if (auto bad = check_faces(dice)) return bad;
    if (round.foe_dice.empty()) {
        for (std::uint8_t d : dice) round.foe_dice.push_back(d);
    } else {
        round.rage_dice.insert(round.rage_dice.end(), dice.begin(), dice.end());
    }
    Foe placed = foe;
    ListDice rerolls(round.rage_dice);
    round.foe = place_foe_dice(placed, round.foe_dice, rerolls);
    if (round.foe.dice_short == 0) {
        round.foe_rage = placed.rage;
        round.step = RoundStep::boosts;
    }
    return std::nullopt;
}

std::optional<std::string> spend_boosts(CombatRound& round, const Hero& hero, int attack,
                                         int defense, int unarmed_damage, int bite) {
    if (auto wrong = wrong_step(round, RoundStep::boosts)) return wrong;
    int xp = hero.xp + static_cast<int>(round.hero.unplaced.size());
    if (attack < 0 || defense < 0 || attack + defense > xp)
        return "boosts cost 1 XP a point, and the hero has " + std::to_string(xp);
    if (round.fled && attack > 0) return std::string("a fleeing hero may boost only its Defense");
    const Placement& theirs = round.foe.placement;
    round.boost_attack = attack;
    round.boost_defense = defense;
    round.dealt =
        round.fled ? 0 : hero_damage(round.hero.attack + attack, theirs.defense, unarmed_damage);
    round.taken = foe_damage(theirs.attack, round.hero.defense + defense, bite);
    round.hits_to_place = std::min(round.taken, open_for_hits(hero, round.hero));
    round.step = round.hits_to_place > 0 ? RoundStep::hits : RoundStep::over;
    return std::nullopt;
}

bool hit_allowed(const CombatRound& round, const Hero& hero, std::size_t tile, int end) {
    return round.step == RoundStep::hits &&
           can_take_hit(with_hits(round, hero), round.hero, tile, end);
}

std::optional<std::string> place_hit(CombatRound& round, const Hero& hero, std::size_t tile,
                                     int end) {
    if (auto wrong = wrong_step(round, RoundStep::hits)) return wrong;
    if (!hit_allowed(round, hero, tile, end))
        return std::string("a hit goes on an uncovered number of a domino that stays (R3)");
    round.hits.emplace_back(tile, end);
    if (static_cast<int>(round.hits.size()) == round.hits_to_place) round.step = RoundStep::over;
    return std::nullopt;
}

CombatEnd finish_round(const CombatRound& round, Hero& hero, Foe& foe, TilePool& pool) {
    hero.xp +=
        static_cast<int>(round.hero.unplaced.size()) - round.boost_attack - round.boost_defense;
    foe.hp = std::max(0, foe.hp - round.dealt);
    foe.rage = round.foe_rage;
    for (auto [tile, end] : round.hits) cover(hero, round.hero, tile, end);
    clean_up(hero.tiles, round.hero, pool);
    clean_up(foe.tiles, round.foe.placement, pool);
    if (is_dead(hero)) return CombatEnd::hero_dead;
    if (foe.hp == 0) {
        hero.xp += foe.level;
        return CombatEnd::foe_dead;
    }
    return round.fled ? CombatEnd::fled : CombatEnd::goes_on;
}

}  // namespace pnpkit::colf
