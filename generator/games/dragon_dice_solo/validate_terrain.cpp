#include <algorithm>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/start_face.hpp"
#include "games/dragon_dice_solo/terrain_order.hpp"
#include "games/dragon_dice_solo/validate.hpp"

namespace pnpkit::games::dragon_dice_solo {

using detail::check_ref;

namespace {

std::string ordinal_face(int face) {
    return "face " + std::to_string(face);
}

void check_dice(const SoloData& data, Diagnostics& ds) {
    auto icon_ids = ids_of_records(data.icons);
    if (!data.find_icon(k_eighth_icon)) {
        ds.error(data.faces_per_die_pos,
                 "no icon '" + std::string(k_eighth_icon) + "' for the eighth face",
                 "add [[icon]] id = \"eighth\"");
    }
    std::vector<std::string> elements;
    for (const auto& colour : data.colours)
        elements.push_back(colour.element);
    for (const auto& terrain : data.terrains) {
        int count = static_cast<int>(terrain.faces.size());
        if (count != data.faces_per_die) {
            ds.error(terrain.faces_pos,
                     terrain.name + " has " + std::to_string(count) + " faces; a terrain die has " +
                         std::to_string(data.faces_per_die) + " (faces_per_die)");
        }
        std::vector<int> eighths;
        for (int face = 1; face <= count; ++face) {
            const std::string& icon = terrain.faces[face - 1];
            check_ref(icon, icon_ids, "icon", terrain.faces_pos, ds);
            if (icon == k_eighth_icon)
                eighths.push_back(face);
        }
        if (eighths.empty()) {
            ds.error(terrain.faces_pos,
                     terrain.name + " has no eighth face; a terrain die has exactly one");
        } else if (eighths.size() > 1) {
            std::vector<std::string> faces;
            for (int f : eighths)
                faces.push_back(std::to_string(f));
            ds.error(terrain.faces_pos, terrain.name + " has " + std::to_string(eighths.size()) +
                                            " eighth faces (faces " + join(faces, ", ") +
                                            "); a terrain die has exactly one");
        } else if (eighths.front() != count) {
            ds.error(terrain.faces_pos, terrain.name + "'s eighth face is " +
                                            ordinal_face(eighths.front()) +
                                            "; it must be the last face, " + ordinal_face(count));
        }
        for (const auto& element : terrain.elements)
            check_ref(element, elements, "element", terrain.pos, ds);
    }
}

void check_order(const SoloData& data, Diagnostics& ds) {
    const TerrainOrder& order = data.order;
    const auto positions = static_cast<int>(data.starting.positions.size());
    if (order.terrains != positions) {
        ds.error(order.pos, "the challenge is played on " + std::to_string(order.terrains) +
                                " terrains but the starting-distance table has " +
                                std::to_string(positions) + " positions");
    }
    if (static_cast<int>(data.terrains.size()) > order.terrains) {
        ds.error(order.pos,
                 "there are " + std::to_string(data.terrains.size()) +
                     " terrain types, more than the " + std::to_string(order.terrains) +
                     " terrains a player brings; the rules ask for one of each type (3.0)");
    }
    if (!order.example || data.faces_per_die < 2)
        return;
    const OrderExample& ex = *order.example;
    if (static_cast<int>(ex.rolls.size()) != order.terrains ||
        ex.places.size() != ex.rolls.size()) {
        ds.error(ex.pos, "the example needs " + std::to_string(order.terrains) +
                             " rolls and as many places");
        return;
    }
    ExampleReplay replay = replay_example(ex, data.faces_per_die);
    if (replay.ran_out) {
        ds.error(ex.pos, "the example's dice still tie after the re-rolls it gives");
    } else if (replay.left_over) {
        ds.error(ex.pos, "the example gives more re-rolls than its ties need");
    } else if (replay.result.places != ex.places) {
        std::vector<std::string> got;
        for (int p : replay.result.places)
            got.push_back(std::to_string(p));
        ds.error(ex.pos, "the example's dice give the places " + join(got, ", ") +
                             ", not the places it states");
    }
}

void check_positions(const SoloData& data, Diagnostics& ds) {
    const auto& positions = data.starting.positions;
    auto army_ids = ids_of_records(data.armies);
    auto icon_ids = ids_of_records(data.icons);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& p = positions[i];
        if (p.battle != static_cast<int>(i) + 1) {
            ds.error(p.pos, p.name + " is battle " + std::to_string(p.battle) +
                                "; positions must be battles 1, 2, ... in order");
        }
        check_ref(p.army, army_ids, "army", p.pos, ds);
        check_ref(p.icon, icon_ids, "icon", p.pos, ds);
    }
    for (const auto& army : data.armies) {
        auto n = std::count_if(positions.begin(), positions.end(),
                               [&](const Position& p) { return p.army == army.id; });
        if (n != 1) {
            ds.error(army.pos, "the " + army.name + " army waits at " + std::to_string(n) +
                                   " terrains; each opposing army holds exactly one");
        }
    }
    for (const auto& p : positions) {
        std::string rule = "lowest " + p.icon + (p.plus ? " + " + std::to_string(p.plus) : "");
        for (const auto& terrain : data.terrains) {
            StartFace start = resolve_start(terrain, p, data.starting.on_eighth_face);
            std::string where = p.name + ": '" + rule + "' on " + terrain.name;
            switch (start.status) {
                case StartFace::Status::no_icon:
                    ds.error(p.pos, where + " does not resolve: it has no " + p.icon + " face");
                    continue;
                case StartFace::Status::past_die:
                    ds.error(p.pos, where + " is face " + std::to_string(start.literal) +
                                        ", past the top of the die");
                    continue;
                case StartFace::Status::adjusted:
                    ds.warning(p.pos,
                               where + " is face " + std::to_string(start.literal) +
                                   ", on or past the eighth face, which would hand you the battle "
                                   "before it starts; "
                                   "set-up uses " +
                                   ordinal_face(start.face) + " instead",
                               "on_eighth_face = \"below-eighth\" (rulings.md R3)");
                    break;
                case StartFace::Status::degenerate:
                    ds.warning(
                        p.pos,
                        where + " is face " + std::to_string(start.literal) +
                            ", on or past the eighth face: you win this battle before it starts",
                        "on_eighth_face = \"literal\"; \"below-eighth\" starts below it "
                        "(rulings.md R3)");
                    break;
                case StartFace::Status::ok:
                    break;
            }
            const std::string& shown = terrain.faces[start.face - 1];
            if (shown != p.icon && start.status != StartFace::Status::degenerate) {
                ds.warning(p.pos, where + " starts on " + ordinal_face(start.face) +
                                      ", which shows " + shown + ", not " + p.icon);
            }
        }
    }
}

}  // namespace

void validate_terrain(const SoloData& data, Diagnostics& diagnostics) {
    check_dice(data, diagnostics);
    check_positions(data, diagnostics);
    check_order(data, diagnostics);
}

}  // namespace pnpkit::games::dragon_dice_solo
