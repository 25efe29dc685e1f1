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

}  // namespace

void policy_grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng,
                           const Policy& policy) {
    while (wants_level_up(hero, settings, policy) && level_up(hero, settings, pool, rng)) {
    }
    arrange(hero, policy);
}

void policy_rest(Hero& hero, Dice dice, Rng& rng, const Policy& policy) {
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

CombatEnd complete_round(CombatRound& round, Hero& hero, Foe& foe, TilePool& pool,
                         const ColfData& data, const Policy& policy, Rng& rng, Boosts* boosts) {
    const int unarmed = data.settings.unarmed_damage;
    // Every step below is legal by construction; the round checks it all the same.
    if (round.step == RoundStep::fight_or_flee)
        choose_flight(round, foe, should_flee(hero, foe, estimate_foe(foe), unarmed, policy));
    if (round.step == RoundStep::hero_dice)
        give_hero_dice(round, hero, roll_dice(hero.dice(), rng));
    if (round.step == RoundStep::place)
        choose_line(round, hero,
                    best_line(hero, round.hero_dice, foe, {foe.bite, foe.hp, unarmed, hero.xp}));
    for (int n = monster_dice_wanted(round, foe); n > 0; n = monster_dice_wanted(round, foe))
        give_monster_dice(round, foe, roll_dice(n, rng));
    if (round.step == RoundStep::boosts) {
        Hero paid = hero;  // the XP of the dice kept off counts for the boosts (R15)
        paid.xp += static_cast<int>(round.hero.unplaced.size());
        const Placement& theirs = round.foe.placement;
        Boosts chosen = choose_boosts(paid, foe, round.hero, theirs.attack, theirs.defense, unarmed,
                                      round.fled, policy);
        spend_boosts(round, hero, chosen.attack, chosen.defense, unarmed, foe.bite);
        if (boosts) *boosts = chosen;
    }
    while (round.step == RoundStep::hits) {
        Hero hit = hero;
        for (auto [tile, end] : round.hits) cover(hit, round.hero, tile, end);
        std::size_t tile = 0;
        int end = 0;
        choose_hit(hit, round.hero, tile, end);
        place_hit(round, hero, tile, end);
    }
    return finish_round(round, hero, foe, pool);
}

CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, const Policy& policy,
                Rng& rng, const RoundObserver* observer) {
    for (int count = 0; count < k_max_rounds; ++count) {
        RoundRecord record;
        if (observer) {
            record.hero_before = hero;
            record.foe_before = foe;
        }
        CombatRound round;
        Boosts boosts;
        CombatEnd end = complete_round(round, hero, foe, pool, data, policy, rng, &boosts);
        const bool flee = round.fled;
        if (observer) {
            record.fled = flee;
            record.hero_dice = round.hero_dice;
            record.hero_placement = round.hero;
            record.foe_dice = round.foe_dice;
            record.foe_rerolls = round.rage_dice;
            record.foe_placement = round.foe;
            record.boosts = boosts;
            record.dealt = round.dealt;
            record.taken = round.taken;
            record.hero_after = hero;
            record.foe_after = foe;
            (*observer)(record);
        }
        if (end != CombatEnd::goes_on) return end;
    }
    return CombatEnd::hero_dead;
}

GameResult play_game(const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer) {
    Position position;
    position.nouns = make_deck(data, DeckKind::nouns, rng);
    position.adjectives = make_deck(data, DeckKind::adjectives, rng);
    position.hero = start_hero(data.settings, position.pool, rng);
    arrange(position.hero, policy);
    position.tokens = data.settings.turn_tokens;
    return play_from(std::move(position), data, policy, rng, observer);
}

GameResult play_from(Position position, const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer) {
    const Settings& settings = data.settings;
    Hero& hero = position.hero;
    TilePool& pool = position.pool;
    CardDeck& nouns = position.nouns;
    CardDeck& adjectives = position.adjectives;
    int& tokens = position.tokens;
    GameResult result;
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
            policy_rest(hero, roll_dice(hero.dice(), rng), rng, policy);
        } else {
            auto split = choose_split(nouns, adjectives, data, choice.level);
            if (!split) {
                ++result.rests;
                policy_rest(hero, roll_dice(hero.dice(), rng), rng, policy);
                policy_grow_and_adapt(hero, settings, pool, rng, policy);
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
        policy_grow_and_adapt(hero, settings, pool, rng, policy);
    }
    result.tokens_left = tokens;
    result.level = hero.level;
    if (result.won) result.tier = score_tier(data, tokens);
    return result;
}

}  // namespace pnpkit::colf
