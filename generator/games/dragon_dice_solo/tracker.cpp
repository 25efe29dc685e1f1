#include <algorithm>

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/campaign.hpp"
#include "games/dragon_dice_solo/components.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

// The campaign tracker: a sheet with boxes to write in, or the same sheet filled in from a
// campaign (template dds-tracker).
namespace pnpkit::games::dragon_dice_solo {

using namespace print;

namespace {

constexpr const char* k_mark = "X";

// The sizes, with a box to tick in front of each; `chosen` is ticked.
Rows size_rows(const SoloData& data, const BattleSize* chosen) {
    Rows rows{{"", "Size", "Your army", "Each opposing army", "Dragons"}};
    for (const auto& size : data.sizes) {
        rows.push_back({&size == chosen ? k_mark : "", size.name,
                        std::to_string(size.player_health) + " health",
                        std::to_string(size.opponent_health) + " health",
                        std::to_string(size.dragons)});
    }
    return rows;
}

// A row per terrain in battle order, then the Dragons: what is known before play is printed, the
// rest left to write in (or filled in from the campaign).
Rows battle_rows(const SoloData& data, const Campaign* c) {
    Rows rows{{"Battle", "Opposing army", "Terrain", "Start face", "Health used", "Result"}};
    for (const auto& p : data.starting.positions) {
        const ArmyType* army = data.find_army(p.army);
        rows.push_back(
            {ordinal(p.battle),
             (army ? army->name + " army" : p.army) + "\nstarts on " + detail::start_rule(data, p),
             "", "", "", ""});
    }
    rows.push_back({"Final", "The Dragons\nat the fifth terrain", "", "", "", ""});
    if (!c)
        return rows;
    for (std::size_t i = 0; i < c->placed.size() && i + 1 < rows.size(); ++i) {
        rows[i + 1][2] = pick_name(c->picks[c->placed[i].die]);
        if (i < c->foes.size() && c->foes[i].army->id != c->placed[i].position->army)
            rows[i + 1][1] = c->foes[i].army->name + " army (no magic, 5.2)\nholds the City";
    }
    if (!c->placed.empty())
        rows.back()[2] = rows[c->placed.size()][2];
    for (std::size_t i = 0; i < c->records.size() && i + 1 < rows.size(); ++i) {
        const BattleRecord& record = c->records[i];
        auto& row = rows[i + 1];
        row[3] = std::to_string(record.start_face);
        row[4] = record.fielded > 0 ? std::to_string(record.fielded) : "";
        row[5] = record.result;
        const bool current = i + 1 == c->records.size() && c->outcome == CampaignOutcome::playing;
        if (current)
            row[5] = "turn " + std::to_string(record.turns) + ", face " + std::to_string(c->face);
    }
    return rows;
}

Rows dragon_rows(const SoloData& data, const Campaign* c) {
    Rows rows{{"Dragon", "Colour", "Wyrm or drake", "Wounds", "Slain"}};
    if (c) {
        for (std::size_t i = 0; i < c->dragons.size(); ++i) {
            const Dragon& d = c->dragons[i];
            rows.push_back({std::to_string(i + 1), colour_name(data, d.colour), d.kind->name,
                            data.dragons.wounds_carry ? std::to_string(d.wounds) : "",
                            d.slain ? k_mark : d.away ? "flown off" : ""});
        }
        return rows;
    }
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

// The units at one place, as the tracker lists them.
std::string units_at(const Campaign& c, UnitPlace place) {
    std::vector<std::string> names;
    for (const auto& unit : c.army) {
        if (unit.place == place) names.push_back(unit.name + " (" + std::to_string(unit.health()) + ")");
    }
    return join(names, ", ");
}

std::string status_line(const Campaign& c) {
    if (c.outcome == CampaignOutcome::won) return "The solo challenge is won.";
    if (c.outcome == CampaignOutcome::lost) return "The solo challenge is lost.";
    if (c.phase == Phase::order) return "Setting up: rolling the terrain dice for order.";
    std::string where = c.battle > 5 ? std::string("The final battle")
                                     : "Battle " + std::to_string(c.battle);
    return where + ", turn " + std::to_string(c.turn) + ": the die shows face " +
           std::to_string(c.face) + ".";
}

layout::Record tracker_record(const SoloData& data, const Campaign* c) {
    layout::Record r = titled_record("campaign-tracker", "Campaign tracker", k_game_title);
    r.set_rows("sizes", size_rows(data, c ? c->size : nullptr))
        .set_rows("battles", battle_rows(data, c))
        .set_rows("dragons", dragon_rows(data, c))
        .set_markup("dead_prompt", heal_prompt(data));
    std::string used, budget, magic, no_magic, king, expert, reserve, dead, buried, status;
    if (c) {
        int health = 0, magic_health = 0;
        bool any_king = false;
        for (const auto& unit : c->army) {
            health += unit.health();
            if (unit.magic) magic_health += unit.health();
            any_king = any_king || unit.king;
        }
        const ExpertLevel& x = c->settings.expert;
        used = std::to_string(health);
        budget = std::to_string(c->size->player_health - x.player_health);
        magic = std::to_string(magic_health);
        no_magic = c->settings.no_magic ? k_mark : "";
        king = any_king ? k_mark : "";
        expert = x.start_on_one || x.opfor_health > 0 || x.player_health > 0 || x.dragons > 0
                     ? k_mark
                     : "";
        reserve = units_at(*c, UnitPlace::reserve);
        dead = units_at(*c, UnitPlace::dead);
        buried = units_at(*c, UnitPlace::buried);
        status = status_line(*c);
    }
    r.set("health_used", used)
        .set("health_budget", budget)
        .set("magic_health", magic)
        .set("no_magic", no_magic)
        .set("kings_die", king)
        .set("expert", expert)
        .set("reserve_units", reserve)
        .set("dead_units", dead)
        .set("buried_units", buried)
        .set("status", status);
    return r;
}

}  // namespace

layout::SheetComponent campaign_tracker(const SoloData& data) {
    return {"campaign-tracker", "Campaign tracker", {layout::Face{"dds-tracker", tracker_record(data, nullptr)}}};
}

layout::SheetComponent filled_tracker(const SoloData& data, const Campaign& campaign) {
    return {"campaign-tracker", "Campaign tracker",
            {layout::Face{"dds-tracker", tracker_record(data, &campaign)}}};
}

}  // namespace pnpkit::games::dragon_dice_solo
