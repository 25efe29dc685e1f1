#include <algorithm>

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

using namespace print;

namespace {

Rows heal_rows(const SoloData& data) {
    std::vector<std::string> back, buried;
    for (const auto& result : data.heal_results)
        (result.returns ? back : buried).push_back(result.name);
    return {{"Comes back on", join(back, " · ")}, {"Is buried on", join(buried, " · ")}};
}

Rows dragon_count_rows(const SoloData& data) {
    Rows rows{{"Size"}, {"Dragons"}};
    for (const auto& size : data.sizes) {
        rows[0].push_back(size.name);
        rows[1].push_back(std::to_string(size.dragons));
    }
    return rows;
}

// How many faces of each kind of dragon die show each result, results in the order first seen.
Rows dragon_face_rows(const SoloData& data) {
    Rows rows{{"Dragon die"}};
    std::vector<std::string> results;
    for (const auto& kind : data.dragons.kinds) {
        rows[0].push_back(kind.name);
        for (const auto& [result, n] : kind.faces) {
            if (std::find(results.begin(), results.end(), result) == results.end())
                results.push_back(result);
        }
    }
    for (const auto& result : results) {
        std::vector<std::string> row{capitalised(result)};
        for (const auto& kind : data.dragons.kinds) {
            auto it = std::find_if(kind.faces.begin(), kind.faces.end(),
                                   [&](const auto& face) { return face.first == result; });
            row.push_back(it == kind.faces.end() ? "—" : std::to_string(it->second));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string dragons_text(const SoloData& data) {
    std::vector<std::string> colours, kinds;
    for (const auto& id : data.dragons.pick_colours) colours.push_back(colour_name(data, id));
    for (const auto& id : data.dragons.pick_kinds) {
        auto kind = std::find_if(data.dragons.kinds.begin(), data.dragons.kinds.end(),
                                 [&](const DragonKind& k) { return k.id == id; });
        kinds.push_back(kind == data.dragons.kinds.end() ? id : lower_name(*kind) + "s");
    }
    return "Pick them at random from your collection, or in this order: " +
           esc(join(colours, ", ")) + "; " + esc(join_and(kinds, "before")) +
           ". Their colours do not matter: Dragons never fight one another, only you. Each "
           "Dragon has " +
           std::to_string(data.dragons.health) + " health.";
}

std::string final_battle_text() {
    return "After the fifth battle, heal your dead and bring your whole reserve back, then face "
           "the Dragons at the fifth terrain. <i>Ended on the eighth face?</i> You start holding "
           "its City. <i>Chased the magicians down to the first face?</i> You start there; after "
           "your attack and after the Dragons' attack, and in your manoeuvre step, you may move "
           "the die one face back up, until you reach the eighth face and take the City.";
}

std::string fighting_text(const SoloData& data) {
    std::string text = "<b>On faces 1 to " + std::to_string(data.faces_per_die - 1) +
                       "</b> you may attack a Dragon only as the face allows. <b>On the eighth "
                       "face</b> roll your whole army and split the results: every missile result "
                       "at one Dragon, every melee result at another, and your spells at any "
                       "Dragon not already under missile or melee attack. Missile and melee work "
                       "as in the base game's dragon slaying. <b>Spells</b> work only if they "
                       "protect you or deal damage; spells that kill or have other effects work "
                       "only when the Dragon rolls a belly; boosts to missile or melee apply "
                       "before the attack. <b>SAIs</b> affect a Dragon only if it rolls a belly.";
    for (const auto& kind : data.dragons.kinds) {
        if (!kind.note.empty()) text += " " + esc(kind.note);
    }
    return text +
           "\n<b>Victory.</b> Kill every Dragon with at least one unit of yours still standing, "
           "and the challenge is yours.";
}

Rows option_rows(const SoloData& data) {
    Rows rows{{"Option", "What changes"}};
    for (const auto& option : data.options) {
        std::vector<std::string> points;
        for (const auto& point : option.points) points.push_back("• " + point);
        rows.push_back({option.name + "\n(" + option.section + ")", join(points, "\n")});
    }
    return rows;
}

}  // namespace

namespace detail {

layout::Face aftermath_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-aftermath", "Healing, and the Dragons", game);
    r.set_rows("heal", heal_rows(data))
        .set_markup("heal_text",
                    "After every battle, roll each unit of your dead pool once; buried units stay "
                    "buried. A unit that comes back may go straight into your reserve. Its chance "
                    "is the share of its die's faces that bring it back, whatever its health "
                    "(ruling R12).")
        .set_markup("final_battle", final_battle_text())
        .set_rows("dragon_counts", dragon_count_rows(data))
        .set_markup("dragons", dragons_text(data))
        .set_rows("dragon_faces", dragon_face_rows(data))
        .set_markup("fighting", fighting_text(data));
    return {"dds-booklet-aftermath", r};
}

layout::Face options_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-options", "Optional rules", game);
    r.set_rows("options", option_rows(data));
    return {"dds-booklet-options", r};
}

}  // namespace detail

std::vector<layout::Face> booklet_pages(const SoloData& data, const std::string& game) {
    std::vector<layout::Face> pages = {
        detail::armies_page(data, game),    detail::terrain_page(data, game),
        detail::battles_page(data, game),   detail::opposing_page(data, game),
        detail::magic_page(data, game),     detail::spells_page(data, game),
        detail::aftermath_page(data, game), detail::options_page(data, game),
    };
    for (std::size_t i = 0; i < pages.size(); ++i) {
        pages[i].record.set(
            "page", "page " + std::to_string(i + 1) + " of " + std::to_string(pages.size()));
    }
    return pages;
}

}  // namespace pnpkit::games::dragon_dice_solo
