// What `status` prints in a guided game: the hero's and the monster's sheets as text.

#include "core/text.hpp"
#include "games/colf/cli.hpp"
#include "games/colf/guided.hpp"
#include "games/colf/round_assist.hpp"
#include "games/colf/rules.hpp"

namespace pnpkit::colf {

std::string column_line(const Tiles& tiles, Side side) {
    std::vector<std::string> words;
    for (const Tile& tile : tiles) {
        if (tile.side != side) continue;
        std::string word;
        for (int end = 0; end < 2; ++end) {
            std::string number = std::to_string(tile.value(end));
            word += (end == 1 ? "-" : "") + (tile.covered(end) ? "[" + number + "]" : number);
        }
        words.push_back(word);
    }
    return words.empty() ? "none" : join(words, "  ");
}

std::string GuidedGame::status() const {
    const Settings& settings = m_data->settings;
    // Mid-round, the XP of the dice kept off and the boosts paid count at once (R15), and the
    // monster's rage is what its roll left it.
    const CombatRound& round = m_round_state;
    const bool placed = m_round > 0 && round.step > RoundStep::place;
    const int kept = placed ? static_cast<int>(round.hero.unplaced.size()) : 0;
    const bool boosted = m_round > 0 && round.step > RoundStep::boosts;
    const int spent = boosted ? round.boost_attack + round.boost_defense : 0;
    std::string xp = std::to_string(m_hero.xp + kept - spent);
    if (kept > 0 || spent > 0) {
        std::vector<std::string> parts;
        if (kept > 0) parts.push_back("+" + std::to_string(kept) + " for dice kept off");
        if (spent > 0) parts.push_back("-" + std::to_string(spent) + " on boosts");
        xp += " (" + join(parts, ", ") + " this round)";
    }
    std::string out = "Hero: level " + std::to_string(m_hero.level) + " (" +
                      dice_count(static_cast<std::size_t>(m_hero.dice())) + "), XP " + xp +
                      " (growing costs " + std::to_string(level_up_cost(settings, m_hero)) + "), " +
                      std::to_string(m_hero.open_numbers()) + " of " +
                      std::to_string(m_hero.numbers()) + " numbers uncovered\n";
    out += "  Attack:  " + column_line(m_hero.tiles, Side::attack) + "\n";
    out += "  Defense: " + column_line(m_hero.tiles, Side::defense) + "\n";
    out += "Turn pool: " + std::to_string(m_tokens) + " of " +
           std::to_string(settings.turn_tokens) + " tokens left";
    if (m_turn > 0) out += " (turn " + std::to_string(m_turn) + ")";
    out += "; the bag holds " + std::to_string(m_pool.size()) +
           (m_pool.size() == 1 ? " domino" : " dominoes") +
           "; draw piles: " + std::to_string(m_nouns.size()) + " nouns, " +
           std::to_string(m_adjectives.size()) + " adjectives\n";
    if (m_foe) {
        const Foe& foe = *m_foe;
        out += std::string(foe.master ? "Master Monster: " : "Monster: ") +
               monster_name(*m_data, foe) + ", level " + std::to_string(foe.level) + " (" +
               dice_count(static_cast<std::size_t>(foe.dice())) + "), HP " +
               std::to_string(foe.hp) + ", bite " + std::to_string(foe.bite) + ", rage " +
               std::to_string(m_round > 0 && round.step > RoundStep::monster_dice ? round.foe_rage
                                                                                  : foe.rage);
        if (m_round > 0) out += ", round " + std::to_string(m_round);
        out += "\n  Attack:  " + column_line(foe.tiles, Side::attack) + "\n";
        out += "  Defense: " + column_line(foe.tiles, Side::defense) + "\n";
    } else {
        out += "Monster: none in play\n";
    }
    if (m_outcome == Outcome::won) {
        const ScoreTier* tier = m_data->tier_for(m_tokens);
        out += "Won with " + std::to_string(m_tokens) +
               " tokens left: " + (tier ? tier->title : std::string("no tier")) + "\n";
    } else if (m_outcome == Outcome::dead) {
        out += "The hero is dead: the game is lost\n";
    }
    out += "(a number in [brackets] is covered by a hit)";
    return out;
}

std::optional<play::Game::Result> GuidedGame::result() const {
    if (m_outcome == Outcome::playing) return std::nullopt;
    if (m_outcome == Outcome::dead) return Result{"lost (the hero died)", 0};
    const ScoreTier* tier = m_data->tier_for(m_tokens);
    return Result{"won with " + count_of(static_cast<std::size_t>(m_tokens), "turn token") +
                      " left" + (tier ? " (" + tier->title + ")" : std::string()),
                  1};
}

std::string GuidedGame::brief() const {
    std::string out = m_turn == 0 ? std::string("set-up") : "turn " + std::to_string(m_turn);
    out += ", " + count_of(static_cast<std::size_t>(m_tokens), "token") + "; hero L" +
           std::to_string(m_hero.level) + " XP " + std::to_string(m_hero.xp) + ", " +
           std::to_string(m_hero.open_numbers()) + "/" + std::to_string(m_hero.numbers()) + " open";
    if (m_foe) {
        out += std::string("; vs ") + (m_foe->master ? "Master " : "") + "L" +
               std::to_string(m_foe->level) + " HP " + std::to_string(m_foe->hp);
        if (m_round > 0) out += " round " + std::to_string(m_round);
    }
    return out;
}

}  // namespace pnpkit::colf
