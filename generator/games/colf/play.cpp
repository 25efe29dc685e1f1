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

void grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& draws,
                    Chooser& chooser) {
    while (hero.xp >= level_up_cost(settings, hero) && chooser.level_up(hero, settings) &&
           level_up(hero, settings, pool, draws)) {
    }
    chooser.arrange(hero);
}

void rest_with(Hero& hero, Dice dice, Rng& dice_rng, Chooser& chooser) {
    for (int tries = 0; tries < 3 && hero.xp > 0; ++tries) {
        Dice useless = chooser.rest_rerolls(hero, dice);
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
        reroll(dice, std::span<const std::size_t>(which.begin(), which.size()), dice_rng);
    }
    rest(hero, dice);
}

void policy_grow_and_adapt(Hero& hero, const Settings& settings, TilePool& pool, Rng& rng,
                           const Policy& policy) {
    PolicyChooser chooser(policy);
    grow_and_adapt(hero, settings, pool, rng, chooser);
}

void policy_rest(Hero& hero, Dice dice, Rng& rng, const Policy& policy) {
    PolicyChooser chooser(policy);
    rest_with(hero, dice, rng, chooser);
}

CombatEnd complete_round(CombatRound& round, Hero& hero, Foe& foe, TilePool& pool,
                         const ColfData& data, Chooser& chooser, Chance chance, Boosts* boosts) {
    const int unarmed = data.settings.unarmed_damage;
    // Every step below is legal by construction; the round checks it all the same.
    if (round.step == RoundStep::fight_or_flee)
        choose_flight(round, foe, !foe.master && chooser.flee(hero, foe, unarmed));
    if (round.step == RoundStep::hero_dice)
        give_hero_dice(round, hero, roll_dice(hero.dice(), chance.dice));
    if (round.step == RoundStep::place)
        choose_line(round, hero,
                    chooser.line(hero, round.hero_dice, foe, {foe.bite, foe.hp, unarmed, hero.xp}));
    for (int n = monster_dice_wanted(round, foe); n > 0; n = monster_dice_wanted(round, foe))
        give_monster_dice(round, foe, roll_dice(n, chance.dice));
    if (round.step == RoundStep::boosts) {
        Hero paid = hero;  // the XP of the dice kept off counts for the boosts (R15)
        paid.xp += static_cast<int>(round.hero.unplaced.size());
        const Placement& theirs = round.foe.placement;
        Boosts chosen = chooser.boosts(paid, foe, round.hero, theirs.attack, theirs.defense,
                                       unarmed, round.fled);
        spend_boosts(round, hero, chosen.attack, chosen.defense, unarmed, foe.bite);
        if (boosts) *boosts = chosen;
    }
    while (round.step == RoundStep::hits) {
        auto [tile, end] = chooser.hit(hero, round);
        place_hit(round, hero, tile, end);
    }
    return finish_round(round, hero, foe, pool);
}

CombatEnd complete_round(CombatRound& round, Hero& hero, Foe& foe, TilePool& pool,
                         const ColfData& data, const Policy& policy, Rng& rng, Boosts* boosts) {
    PolicyChooser chooser(policy);
    return complete_round(round, hero, foe, pool, data, chooser, Chance{rng, rng}, boosts);
}

CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, Chooser& chooser,
                Chance chance, const RoundObserver* observer) {
    for (int count = 0; count < k_max_rounds; ++count) {
        RoundRecord record;
        if (observer) {
            record.hero_before = hero;
            record.foe_before = foe;
        }
        CombatRound round;
        Boosts boosts;
        CombatEnd end = complete_round(round, hero, foe, pool, data, chooser, chance, &boosts);
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

CombatEnd fight(Hero& hero, Foe& foe, TilePool& pool, const ColfData& data, const Policy& policy,
                Rng& rng, const RoundObserver* observer) {
    PolicyChooser chooser(policy);
    return fight(hero, foe, pool, data, chooser, Chance{rng, rng}, observer);
}

GameResult play_game(const ColfData& data, Chooser& chooser, Chance chance,
                     const RoundObserver* observer) {
    Position position;
    position.nouns = make_deck(data, DeckKind::nouns, chance.draws);
    position.adjectives = make_deck(data, DeckKind::adjectives, chance.draws);
    position.hero = start_hero(data.settings, position.pool, chance.draws);
    chooser.arrange(position.hero);
    position.tokens = data.settings.turn_tokens;
    return play_from(std::move(position), data, chooser, chance, observer);
}

GameResult play_game(const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer) {
    PolicyChooser chooser(policy);
    return play_game(data, chooser, Chance{rng, rng}, observer);
}

GameResult play_from(Position position, const ColfData& data, const Policy& policy, Rng& rng,
                     const RoundObserver* observer) {
    PolicyChooser chooser(policy);
    return play_from(std::move(position), data, chooser, Chance{rng, rng}, observer);
}

GameResult play_from(Position position, const ColfData& data, Chooser& chooser, Chance chance,
                     const RoundObserver* observer) {
    const Settings& settings = data.settings;
    Hero& hero = position.hero;
    TilePool& pool = position.pool;
    CardDeck& nouns = position.nouns;
    CardDeck& adjectives = position.adjectives;
    int& tokens = position.tokens;
    GameResult result;
    auto face_master = [&](int target) {
        FoeCards cards = deal_master(nouns, adjectives, data, target, chance.draws);
        Foe foe = prepare_foe(data, cards, true, pool, chance.draws);
        CombatEnd end = fight(hero, foe, pool, data, chooser, chance, observer);
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
        ready(nouns, chance.draws);
        ready(adjectives, chance.draws);
        TurnChoice choice = chooser.turn(hero, tokens, nouns, adjectives, data);
        if (choice.action == Action::master) {
            face_master(choice.level);
            break;
        }
        if (choice.action == Action::rest) {
            ++result.rests;
            rest_with(hero, roll_dice(hero.dice(), chance.dice), chance.dice, chooser);
        } else {
            auto split = choose_split(nouns, adjectives, data, choice.level);
            if (!split) {
                ++result.rests;
                rest_with(hero, roll_dice(hero.dice(), chance.dice), chance.dice, chooser);
                grow_and_adapt(hero, settings, pool, chance.draws, chooser);
                continue;
            }
            FoeCards cards = take_cards(nouns, adjectives, data, *split, chance.draws);
            Foe foe = prepare_foe(data, cards, false, pool, chance.draws);
            CombatEnd end = fight(hero, foe, pool, data, chooser, chance, observer);
            release_foe(foe, nouns, adjectives, pool);
            if (end == CombatEnd::hero_dead) {
                result.killer_level = foe.level;
                break;
            }
            (end == CombatEnd::foe_dead ? result.kills : result.flights) += 1;
        }
        grow_and_adapt(hero, settings, pool, chance.draws, chooser);
    }
    result.tokens_left = tokens;
    result.level = hero.level;
    if (result.won) result.tier = score_tier(data, tokens);
    return result;
}

// PolicyChooser: the named policy's functions (policy.hpp) and the round solver.

TurnChoice PolicyChooser::turn(const Hero& hero, int tokens_left, const CardDeck& nouns,
                               const CardDeck& adjectives, const ColfData& data) {
    return choose_turn(hero, tokens_left, nouns, adjectives, data, m_policy);
}

bool PolicyChooser::flee(const Hero& hero, const Foe& foe, int unarmed_damage) {
    return should_flee(hero, foe, estimate_foe(foe), unarmed_damage, m_policy);
}

Line PolicyChooser::line(const Hero& hero, std::span<const std::uint8_t> dice, const Foe& foe,
                         const RoundStakes& stakes) {
    return best_line(hero, dice, foe, stakes);
}

Boosts PolicyChooser::boosts(const Hero& hero, const Foe& foe, const Placement& placement,
                             int foe_attack, int foe_defense, int unarmed_damage, bool fleeing) {
    return choose_boosts(hero, foe, placement, foe_attack, foe_defense, unarmed_damage, fleeing,
                         m_policy);
}

Hero hero_with_hits(const Hero& hero, const CombatRound& round) {
    Hero hit = hero;
    for (auto [tile, end] : round.hits) cover(hit, round.hero, tile, end);
    return hit;
}

std::pair<std::size_t, int> PolicyChooser::hit(const Hero& hero, const CombatRound& round) {
    std::size_t tile = 0;
    int end = 0;
    choose_hit(hero_with_hits(hero, round), round.hero, tile, end);
    return {tile, end};
}

bool PolicyChooser::level_up(const Hero& hero, const Settings& settings) {
    return wants_level_up(hero, settings, m_policy);
}

void PolicyChooser::arrange(Hero& hero) {
    colf::arrange(hero, m_policy);
}

Dice PolicyChooser::rest_rerolls(const Hero& hero, std::span<const std::uint8_t> dice) {
    return colf::rest_rerolls(hero, dice, m_policy);
}

}  // namespace pnpkit::colf
