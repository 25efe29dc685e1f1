#include "games/dragon_dice_solo/components.hpp"

#include <algorithm>

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

using namespace print;

namespace {

Rows tracker_size_rows(const SoloData& data) {
    Rows rows{{"Size", "Your army", "Each opposing army", "Dragons"}};
    for (const auto& size : data.sizes) {
        rows.push_back({size.name, std::to_string(size.player_health) + " health",
                        std::to_string(size.opponent_health) + " health",
                        std::to_string(size.dragons)});
    }
    return rows;
}

// A row per terrain, in battle order: what is known before play is printed, the rest is blank.
Rows tracker_battle_rows(const SoloData& data) {
    Rows rows{{"Battle", "Opposing army", "Terrain", "Start face", "Health used", "Result"}};
    for (const auto& p : data.starting.positions) {
        const ArmyType* army = data.find_army(p.army);
        rows.push_back(
            {ordinal(p.battle),
             (army ? army->name + " army" : p.army) + "\nstarts on " + detail::start_rule(data, p),
             "", "", "", ""});
    }
    rows.push_back({"Final", "The Dragons\nat the fifth terrain", "", "", "", ""});
    return rows;
}

Rows tracker_dragon_rows(const SoloData& data) {
    Rows rows{{"Dragon", "Colour", "Wyrm or drake", "Wounds", "Slain"}};
    int most = 0;
    for (const auto& size : data.sizes) most = std::max(most, size.dragons);
    for (int i = 1; i <= most; ++i) rows.push_back({std::to_string(i), "", "", "", ""});
    return rows;
}

std::string heal_prompt(const SoloData& data) {
    std::vector<std::string> back;
    for (const auto& result : data.heal_results) {
        if (result.returns) back.push_back(result.name);
    }
    return "After each battle roll every unit here once: " + esc(join_and(back, "or")) +
           " brings it back, anything else buries it.";
}

// "Steps B, C and D repeat until the battle is won or lost" as the card's turn sequence.
std::string card_steps(const SoloData& data) {
    std::vector<std::string> lines;
    bool in_loop = false;
    std::vector<std::string> looped = detail::repeated_steps(data);
    for (const auto& step : data.turn_sequence) {
        if (step.repeat && !in_loop) {
            lines.push_back("<span foreground=\"#7a2e1d\"><i>Repeat " + esc(join_and(looped)) +
                            " until the battle ends:</i></span>");
        }
        in_loop = step.repeat;
        lines.push_back("<b>" + esc(step.letter) + "  " + esc(step.name) +
                        "</b> <span foreground=\"#8a6d46\">" + esc(step.section) + "</span>  " +
                        esc(step.summary));
    }
    return join(lines, "\n");
}

}  // namespace

layout::SheetComponent reference_booklet(const SoloData& data) {
    return {"reference-booklet", "Reference booklet", booklet_pages(data, k_game_title)};
}

layout::SheetComponent campaign_tracker(const SoloData& data) {
    layout::Record r = titled_record("campaign-tracker", "Campaign tracker", k_game_title);
    r.set_rows("sizes", tracker_size_rows(data))
        .set_rows("battles", tracker_battle_rows(data))
        .set_rows("dragons", tracker_dragon_rows(data))
        .set_markup("dead_prompt", heal_prompt(data));
    return {"campaign-tracker", "Campaign tracker", {layout::Face{"dds-tracker", r}}};
}

layout::DeckComponent turn_sequence_card(const SoloData& data) {
    layout::Record front = titled_record("turn-sequence", "Turn sequence", k_game_title);
    front.set_markup("steps", card_steps(data));
    layout::Record back = titled_record("turn-sequence back", "Turn sequence", k_game_title);
    back.set_markup("victory", detail::victory_text(data));
    layout::DeckComponent deck;
    deck.id = "turn-sequence";
    deck.title = "Turn-sequence card";
    deck.cards.push_back(layout::Card{layout::Face{"dds-turn-card", front},
                                      layout::Face{"dds-turn-card-back", back}, 1});
    return deck;
}

std::vector<layout::Component> solo_components(const SoloData& data) {
    return {reference_booklet(data), campaign_tracker(data), turn_sequence_card(data)};
}

}  // namespace pnpkit::games::dragon_dice_solo
