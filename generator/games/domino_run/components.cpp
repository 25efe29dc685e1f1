#include "games/domino_run/components.hpp"

#include "core/text.hpp"
#include "games/common/domino_set.hpp"
#include "layout/markup.hpp"

namespace pnpkit::domino_run {

namespace {

using layout::Face;
using layout::Record;

Record record(std::string id) {
    Record r;
    r.id = std::move(id);
    r.set("credit", std::string(k_credit));
    return r;
}

std::string step(int number, std::string_view title, std::string_view text) {
    return "<b>" + std::to_string(number) + ". " + std::string(title) + "</b>  " +
           std::string(text);
}

// A gap between paragraphs.
const std::string k_gap = "\n<span size=\"4000\"> </span>\n";

// The front of the player aid: a turn in four steps.
Record aid_turn(const Rules& r) {
    Record rec = record("aid-turn");
    rec.set("title", "A turn");
    std::vector<std::string> steps{
        step(1, "Roll", ":die5::die2: all your dice: " + std::to_string(r.start_dice) +
                            ", and each bonus die you hold."),
        step(2, "Move",
             "Pay for the spaces ahead with your dice, in any order. A space costs its pips, "
             "and what is left of a die pays on; a blank or a pit is free. Once a turn you "
                 "may add two fresh dice together. Each ability tile, once a turn, turns a die "
                 "showing its low end into its high end. Stop where you like."),
        step(3, "Enemy",
             ":cube-black: comes " + plus_keys(r.enemy_base) +
                 " spaces towards you. It stops on a claimed key and takes it. If it reaches "
                 "you, give up a treasure and it goes back behind the line; with no treasure "
                 "left, you lose."),
        step(4, "Clean up",
             "Tiles behind :cube-black: go back to the pile. Draw and lay tiles until " +
                 plus_keys(r.ahead_base) + " whole tiles lie ahead of :cube-white:."),
    };
    rec.set_markup("body", join(steps, k_gap));
    rec.set_markup("example", ":die4:  pays  :domino-3-1:");
    rec.set("example_caption", "a 4 pays the 3, and the 1 it keeps pays the 1");
    return rec;
}

// The back of the player aid: setting up, laying tiles, keys and treasures.
Record aid_tiles(const GameData& data) {
    const Rules& r = data.rules;
    Record rec = record("aid-tiles");
    rec.set("title", "Tiles and keys");
    auto name = [&](TreasureKind kind, std::string_view fallback) {
        const Treasure* t = data.treasure(kind);
        return layout::escape_markup(t ? t->name : fallback);
    };
    std::vector<std::string> parts{
        "<b>Set-up.</b> Lay " + std::to_string(r.setup_tiles) + " tiles; once, you may lay " +
            std::to_string(r.setup_tiles) + " fresh ones, then put the first back. " +
            ":cube-black: on the first space, :cube-white: " +
            std::to_string(r.player_start) + " spaces on.",
        "<b>Laying a tile.</b> Turn the end that matches the last space towards it; with no "
        "match, low end first (below: 0-5 after 2|4, then 1-5).",
        "<b>Keys.</b> Enter the second space of a double: it is yours, turn it face down. Take "
        "a treasure:\n:die6: <b>" + name(TreasureKind::die, "Bonus die") +
            ":</b> one more die from your next roll (" + std::to_string(r.bonus_dice()) +
            " at most), or\n<b>" + name(TreasureKind::ability, "Bonus ability") +
            ":</b> draw until a tile is neither a double nor has a blank; keep it.",
        "<b>Escape</b> with all " + std::to_string(r.keys_to_win) + " keys, :domino-0-0: included.",
    };
    rec.set_markup("body", join(parts, k_gap));
    rec.set_markup("example", ":domino-2-4: :domino-0-5: :domino-5-1:");
    rec.set("example_caption", "0|5 follows 2|4 low end first; 5|1 turns to meet the 5");
    return rec;
}

layout::DeckComponent player_aid(const GameData& data) {
    layout::DeckComponent deck;
    deck.id = k_player_aid;
    deck.title = "Player aid";
    deck.cards.push_back(layout::Card{Face{"domino-run-aid", aid_turn(data.rules)},
                                      Face{"domino-run-aid", aid_tiles(data)}, 1});
    return deck;
}

// The key tracker: a row per double to tick, and how keys speed the game up.
layout::DeckComponent key_tracker(const Rules& r) {
    Record rec = record("key-tracker");
    rec.set("title", "Keys to escape");
    std::vector<std::vector<std::string>> keys{{"key", "got", "treasure"}};
    for (int pips = 0; pips <= r.max_pips; ++pips) {
        std::string d = std::to_string(pips);
        keys.push_back({":domino-" + d + "-" + d + ":", "□", "□ die   □ ability"});
    }
    rec.set_rows("keys", std::move(keys));
    std::vector<std::vector<std::string>> pace{{"keys", ":cube-black: moves", "tiles ahead"}};
    for (int k = 0; k < r.keys_to_win; ++k)
        pace.push_back({std::to_string(k), std::to_string(r.enemy_speed(k)),
                        std::to_string(r.ahead(k))});
    rec.set_rows("pace", std::move(pace));
    layout::DeckComponent deck;
    deck.id = k_key_tracker;
    deck.title = "Key tracker";
    // One a game, written on: three, a page's worth.
    deck.cards.push_back(layout::Card{Face{"domino-run-key-tracker", rec}, std::nullopt, 3});
    return deck;
}

Record token(std::string id, std::string icon, std::string label) {
    Record rec = record(std::move(id));
    rec.set("icon", std::move(icon));
    rec.set("label", std::move(label));
    return rec;
}

// Round tokens: the bonus dice (for players with two dice only) and the two cubes, with one back.
layout::DeckComponent tokens(const Rules& r) {
    layout::DeckComponent deck;
    deck.id = k_tokens;
    deck.title = "Tokens";
    Record back = record("token-back");
    back.set("label", "Domino Run");
    back.set("credit", "by Ronald Villaver · CC BY-NC 3.0 PH");
    deck.common_back = Face{"domino-run-token-back", back};
    auto add = [&](Record rec, int copies) {
        deck.cards.push_back(layout::Card{Face{"domino-run-token", std::move(rec)}, std::nullopt,
                                          copies});
    };
    add(token("bonus-die", "die6", "bonus die"), r.bonus_dice());
    add(token("player", "cube-white", "you"), 1);
    add(token("enemy", "cube-black", "enemy"), 1);
    return deck;
}

// Mats to lay ability tiles on, as many as a game can give (a treasure a key but the last).
layout::DeckComponent ability_mats(const GameData& data) {
    const Treasure* ability = data.treasure(TreasureKind::ability);
    Record rec = record("ability-mat");
    rec.set("title", ability ? ability->name : "Bonus ability");
    rec.set("text", "Once a turn: a die showing the low end becomes the high end.");
    layout::DeckComponent deck;
    deck.id = k_ability_mats;
    deck.title = "Ability mats";
    deck.cards.push_back(layout::Card{Face{"domino-run-ability", rec}, std::nullopt,
                                      data.rules.keys_to_win - 1});
    return deck;
}

}  // namespace

std::string plus_keys(int base) { return std::to_string(base) + " + keys"; }

std::vector<layout::Component> make_components(const GameData& data) {
    layout::DeckComponent dominoes =
        games::domino_set_component(data.rules.max_pips, "Domino Run\nR. Villaver · CC BY-NC 3.0 PH");
    return {player_aid(data), key_tracker(data.rules), tokens(data.rules), ability_mats(data),
            dominoes, rules_summary(data)};
}

}  // namespace pnpkit::domino_run
