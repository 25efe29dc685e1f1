#include "games/colf/play.hpp"

#include <algorithm>

#include "games/colf/build.hpp"
#include "games/colf/rules.hpp"
#include "games/colf/solver.hpp"

namespace pnpkit::colf {

namespace {

// A combat that has gone on this long cannot end by the rules (a data set with no damage at all);
// the hero is counted dead so that simulations always finish.
constexpr int k_max_rounds = 500;

void grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng,
                    const Policy& policy) {
    while (wants_level_up(hero, settings, policy) && level_up(hero, settings, pool, rng)) {
    }
    arrange(hero, policy);
}

void take_rest(Hero& hero, Rng& rng, const Policy& policy) {
    Dice dice = roll_dice(hero.dice(), rng);
    for (int tries = 0; tries < 3 && hero.xp > 0; ++tries) {
        Dice useless = rest_rerolls(hero, dice, policy);
        if (useless.size() < 2) break;
        --hero.xp;
        // Re-roll exactly the dice that heal nothing; the others keep their faces.
        FixedVec<std::size_t, k_max_dice> which;
        Dice spare = useless;
        for (std::size_t i = 0; i < dice.size(); ++i) {
            auto it = std::find(spare.begin(), spare.end(), dice[i]);
            if (it == spare.end()) continue;
            spare.erase(static_cast<std::size_t>(it - spare.begin()));
            which.push_back(i);
        }
        reroll(dice, std::span<const std::size_t>(which.begin(), which.size()), rng);
    }
    rest(hero, dice);
}

// A die source that keeps what it hands out, for the round observer.
class RecordingDice final : public DieSource {
public:
    RecordingDice(DieSource& inner, std::vector<std::uint8_t>* record)
        : m_inner(inner), m_record(record) {}
    std::optional<int> next() override {
        auto value = m_inner.next();
        if (value && m_record) m_record->push_back(static_cast<std::uint8_t>(*value));
        return value;
    }

private:
    DieSource& m_inner;
    std::vector<std::uint8_t>* m_record;
};

}  // namespace

CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, const Policy& policy,
                Rng& rng, const RoundObserver* observer) {
    const int unarmed = data.settings.unarmed_damage;
    for (int round = 0; round < k_max_rounds; ++round) {
        RoundRecord record;
        if (observer) {
            record.hero_before = hero;
            record.foe_before = foe;
        }
        FoeEstimate estimate = estimate_foe(foe);
        bool flee = should_flee(hero, foe, estimate, unarmed, policy);
        Dice hero_dice;
        Placement mine;
        if (!flee) {
            hero_dice = roll_dice(hero.dice(), rng);
            mine = best_placement(hero, hero_dice, foe, {foe.bite, foe.hp, unarmed, hero.xp});
            hero.xp += static_cast<int>(mine.unplaced.size());
        }
        Dice foe_dice = roll_dice(foe.dice(), rng);
        RngDice dice_source(rng);
        RecordingDice rerolls(dice_source, observer ? &record.foe_rerolls : nullptr);
        FoePlacement theirs = place_foe_dice(foe, foe_dice, rerolls);
        const Placement& fp = theirs.placement;
        Boosts boosts =
            choose_boosts(hero, foe, mine, fp.attack, fp.defense, unarmed, flee, policy);
        hero.xp -= boosts.attack + boosts.defense;
        int dealt = flee ? 0 : hero_damage(mine.attack + boosts.attack, fp.defense, unarmed);
        int taken = foe_damage(fp.attack, mine.defense + boosts.defense, foe.bite);
        foe.hp = std::max(0, foe.hp - dealt);
        for (int hit = 0; hit < taken; ++hit) {
            std::size_t tile = 0;
            int end = 0;
            if (!choose_hit(hero, mine, tile, end)) break;
            cover(hero, mine, tile, end);
        }
        clean_up(hero.tiles, mine, pool);
        clean_up(foe.tiles, fp, pool);
        if (observer) {
            record.fled = flee;
            record.hero_dice = hero_dice;
            record.hero_placement = mine;
            record.foe_dice = foe_dice;
            record.foe_placement = theirs;
            record.boosts = boosts;
            record.dealt = dealt;
            record.taken = taken;
            record.hero_after = hero;
            record.foe_after = foe;
            (*observer)(record);
        }
        if (is_dead(hero)) return CombatEnd::hero_dead;
        if (foe.hp == 0) {
            hero.xp += foe.level;
            return CombatEnd::foe_dead;
        }
        if (flee) return CombatEnd::fled;
    }
    return CombatEnd::hero_dead;
}

GameResult play_game(const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer) {
    const Settings& settings = data.settings;
    TilePool pool;
    CardDeck nouns = make_deck(data, DeckKind::nouns, rng);
    CardDeck adjectives = make_deck(data, DeckKind::adjectives, rng);
    Hero hero = start_hero(settings, pool, rng);
    arrange(hero, policy);
    GameResult result;
    int tokens = settings.turn_tokens;

    auto face_master = [&](int target) {
        FoeCards cards = deal_master(nouns, adjectives, data, target, rng);
        Foe foe = prepare_foe(data, cards, true, pool, rng);
        CombatEnd end = fight(hero, foe, pool, data, policy, rng, observer);
        result.won = end == CombatEnd::foe_dead;
        if (!result.won) {
            result.killer_level = foe.level;
            result.killed_by_master = true;
        }
    };

    while (true) {
        if (tokens == 0) {
            face_master(settings.master_level);
            break;
        }
        --tokens;
        ++result.turns;
        ready(nouns, rng);
        ready(adjectives, rng);
        TurnChoice choice = choose_turn(hero, tokens, nouns, adjectives, data, policy);
        if (choice.action == Action::master) {
            face_master(choice.level);
            break;
        }
        if (choice.action == Action::rest) {
            ++result.rests;
            take_rest(hero, rng, policy);
        } else {
            auto split = choose_split(nouns, adjectives, data, choice.level);
            if (!split) {
                ++result.rests;
                take_rest(hero, rng, policy);
                grow_and_adapt(hero, settings, pool, rng, policy);
                continue;
            }
            FoeCards cards = take_cards(nouns, adjectives, data, *split, rng);
            Foe foe = prepare_foe(data, cards, false, pool, rng);
            CombatEnd end = fight(hero, foe, pool, data, policy, rng, observer);
            release_foe(foe, nouns, adjectives, pool);
            if (end == CombatEnd::hero_dead) {
                result.killer_level = foe.level;
                break;
            }
            (end == CombatEnd::foe_dead ? result.kills : result.flights) += 1;
        }
        grow_and_adapt(hero, settings, pool, rng, policy);
    }
    result.tokens_left = tokens;
    result.level = hero.level;
    if (result.won) result.tier = score_tier(data, tokens);
    return result;
}

}  // namespace pnpkit::colf
