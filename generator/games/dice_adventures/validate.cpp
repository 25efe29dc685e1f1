#include "games/dice_adventures/validate.hpp"

#include <algorithm>
#include <cstdio>

#include "games/dice_adventures/difficulty.hpp"

namespace pnpkit::dice_adventures {

namespace {

constexpr int k_most_cards = 31;  // the solver keys a card in five bits
constexpr int k_most_gold = 255;  // ... and gold in eight

std::string percent(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f%%", 100 * share);
    return text;
}

void check_settings(const GameData& data, Diagnostics& ds) {
    const Settings& s = data.settings;
    if (s.start_level > s.max_level)
        ds.error(s.start_level_pos, "the starting level (" + std::to_string(s.start_level) +
                                        ") is above the highest level (" +
                                        std::to_string(s.max_level) + ")");
    if (static_cast<int>(data.classes.size()) < s.party)
        ds.error(s.party_pos, "a party of " + std::to_string(s.party) +
                                  " different classes needs at least " + std::to_string(s.party) +
                                  " classes; classes.toml has " +
                                  std::to_string(data.classes.size()));
    if (data.classes.size() > static_cast<std::size_t>(k_max_classes))
        ds.error(data.classes[k_max_classes].pos,
                 "the engine knows at most " + std::to_string(k_max_classes) + " classes");
}

// The most gold one adventure can bring: the richest row of any table, and every gold power.
int richest_adventure(const GameData& data) {
    int row = 0;
    for (const Outcome& o : data.results) row = std::max(row, o.gold);
    for (const AdventureCard& c : data.deck) {
        for (const Outcome& o : c.table) row = std::max(row, o.gold);
    }
    for (const ClassDef& c : data.classes)
        row += c.power.kind == PowerKind::gold ? c.power.gold : 0;
    return row;
}

void check_shop(const GameData& data, Diagnostics& ds) {
    for (ItemEffect effect :
         {ItemEffect::points, ItemEffect::change, ItemEffect::reroll, ItemEffect::hireling}) {
        const ItemDef* first = nullptr;
        for (const ItemDef& item : data.items) {
            if (item.effect != effect) continue;
            if (first)
                ds.error(
                    item.pos,
                    "the shop sells two items with effect '" + std::string(to_string(effect)) + "'",
                    "the other is '" + first->id + "' at " + first->pos.to_string());
            else
                first = &item;
        }
        if (!first)
            ds.error(
                SourcePos::start_of(data.shop_file),
                "the shop sells no item with effect '" + std::string(to_string(effect)) + "'",
                "the engine needs one item of each effect: points, change, reroll and hireling");
        else if (effect == ItemEffect::hireling && first->max != 1)
            ds.error(first->pos, "a party holds at most one hireling: 'max' must be 1");
    }
    int gold = richest_adventure(data) * data.settings.adventures;
    if (gold > k_most_gold)
        ds.error(data.settings.adventures_pos, "a game could gather " + std::to_string(gold) +
                                                   " gold, more than the solver keys (" +
                                                   std::to_string(k_most_gold) + ")");
}

void check_modes(const GameData& data, Diagnostics& ds) {
    for (const ModeDef& m : data.modes) {
        if (!m.shifts.empty() && static_cast<int>(m.shifts.size()) != data.settings.adventures)
            ds.error(m.pos, "mode '" + m.id + "' gives shifts for " +
                                std::to_string(m.shifts.size()) + " adventures, but a game has " +
                                std::to_string(data.settings.adventures));
    }
}

void check_cards(const GameData& data, Diagnostics& ds) {
    if (data.deck.size() > static_cast<std::size_t>(k_most_cards))
        ds.error(data.deck[k_most_cards].pos,
                 "the solver keys at most " + std::to_string(k_most_cards) + " cards");
    for (const AdventureCard& c : data.deck) {
        if ((c.shift != 0 || c.forbid != 0) && c.modifier.empty())
            ds.error(c.pos,
                     "card '" + c.id + "' has a modifier but no 'modifier' text to print on it");
        if (c.shift != 0 && c.shift_dice > data.settings.party)
            ds.error(c.pos, "card '" + c.id + "' shifts " + std::to_string(c.shift_dice) +
                                " dice, more than a party rolls");
    }
}

// Each card's difficulty against the designer's stated spread.
void check_spread(const GameData& data, Diagnostics& ds) {
    if (data.deck.empty()) return;
    const DeckSpread& spread = data.spread;
    std::vector<CardDifficulty> cards = card_difficulties(data);
    for (const CardDifficulty& d : cards) {
        const AdventureCard& card = data.deck[static_cast<std::size_t>(d.card)];
        std::string figure = "a fresh party loses a hero on card '" + card.id + "' " +
                             percent(d.loss) + " of the time under optimal play";
        if (d.loss < spread.least)
            ds.error(
                card.pos,
                "the card is trivially safe: " + figure + ", below the deck's stated least (" +
                    percent(spread.least) + ")",
                "make its result table harsher, or lower 'least' at " + spread.pos.to_string());
        else if (d.loss > spread.most)
            ds.error(card.pos,
                     "the card is hopeless: " + figure + ", above the deck's stated most (" +
                         percent(spread.most) + ")",
                     "make its result table kinder, or raise 'most' at " + spread.pos.to_string());
    }
    auto [easy, hard] = std::minmax_element(
        cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.loss < b.loss; });
    if (hard->loss - easy->loss < spread.spread)
        ds.error(spread.pos, "the cards' difficulties spread over only " +
                                 percent(hard->loss - easy->loss) + " (from '" +
                                 data.deck[static_cast<std::size_t>(easy->card)].id + "', " +
                                 percent(easy->loss) + ", to '" +
                                 data.deck[static_cast<std::size_t>(hard->card)].id + "', " +
                                 percent(hard->loss) + "), less than the stated spread " +
                                 percent(spread.spread));
}

}  // namespace

void validate_data(const GameData& data, Diagnostics& diagnostics) {
    Diagnostics local;
    check_settings(data, local);
    check_shop(data, local);
    check_modes(data, local);
    check_cards(data, local);
    diagnostics.append(local);
    // The difficulty needs a playable game: only once everything else holds.
    if (!local.has_errors()) check_spread(data, diagnostics);
}

}  // namespace pnpkit::dice_adventures
