#include "games/domino_run/describe.hpp"

#include "core/text.hpp"
#include "games/domino_run/notation.hpp"

namespace pnpkit::domino_run {

namespace {

std::string space_cost(const Cell& cell) {
    if (cell.pit()) return "a pit";
    if (cell.pips == 0) return "blank";
    return std::to_string(cell.pips);
}

}  // namespace

std::string draw_line(const State& s) {
    std::string tiles;
    std::string marks;
    auto mark = [&](int place, std::size_t column) {
        if (marks.size() < column + 1) marks.resize(column + 1, ' ');
        if (place == s.enemy) marks[column] = 'E';
        if (place == s.player) marks[column] = 'P';
    };
    for (int i = 0; i < s.line.size(); i += s.line.slot_size(i)) {
        if (!tiles.empty()) tiles += ' ';
        const Cell& near = s.line[i];
        if (s.line.slot_size(i) == 1) {
            mark(i, tiles.size() + 1);
            tiles += "[_]";
            continue;
        }
        bool claimed = near.claimed();
        std::string a = near.pit() ? "_" : std::to_string(near.pips);
        std::string b = near.pit() ? "_" : std::to_string(s.line[i + 1].pips);
        tiles += claimed ? "{" : "[";
        mark(i, tiles.size());
        tiles += a + "|";
        mark(i + 1, tiles.size());
        tiles += b + (claimed ? "}" : "]");
    }
    while (!marks.empty() && marks.back() == ' ') marks.pop_back();
    return tiles + "\n" + marks;
}

std::string place_name(const State& s, int place) {
    const Cell& cell = s.line[place];
    std::string name = "space " + std::to_string(space_number(place));
    if (cell.pit()) return name + " (a pit)";
    int start = s.line.slot_start(place);
    std::string tile = to_string(s.line.laid(start));
    if (cell.pips == 0) return name + " (the blank of " + tile + ")";
    return name + " (the " + std::to_string(cell.pips) + " of " + tile + ")";
}

std::string spend_text(const State& s, const Plan& plan) {
    auto face = [&](int die, const std::vector<int>& conversions) {
        std::string text = std::to_string(s.dice[static_cast<std::size_t>(die)]);
        for (int slot : conversions) {
            Domino tile = s.ability(slot);
            text += "→" + std::to_string(tile.high) + " with " + std::to_string(tile.low) + "|" +
                    std::to_string(tile.high);
        }
        return text;
    };
    std::vector<std::string> phrases;
    std::vector<std::string> free_start;
    for (std::size_t spend = 0; spend <= plan.spends.size(); ++spend) {
        std::vector<std::string> places;
        for (std::size_t i = 0; i < plan.paid_by.size(); ++i) {
            if (plan.paid_by[i] != static_cast<int>(spend) - 1) continue;
            int place = s.player + 1 + static_cast<int>(i);
            places.push_back(std::to_string(space_number(place)) + " (" +
                             space_cost(s.line[place]) + ")");
        }
        if (places.empty()) continue;
        std::string where = (places.size() == 1 ? "space " : "spaces ") + join(places, ", ");
        if (spend == 0) {
            phrases.push_back("free: " + where);
            continue;
        }
        const Spend& sp = plan.spends[spend - 1];
        std::string who = face(sp.die, sp.conversions);
        if (sp.partner >= 0) who = "(" + who + ") + (" + face(sp.partner, sp.partner_conversions) + ")";
        phrases.push_back(who + " pays " + where);
    }
    if (phrases.empty()) return "stay where you are";
    return join(phrases, "; ");
}

std::string roll_text(const State& s) {
    std::vector<std::string> faces;
    for (int i = 0; i < s.dice_rolled; ++i)
        faces.push_back(std::to_string(s.dice[static_cast<std::size_t>(i)]));
    return faces.empty() ? "none" : join(faces, " ");
}

std::string abilities_text(const State& s) {
    std::vector<std::string> tiles;
    for (int slot = 0; slot < s.ability_count; ++slot) {
        Domino t = s.ability(slot);
        tiles.push_back(std::to_string(t.low) + "|" + std::to_string(t.high));
    }
    return tiles.empty() ? "none" : join(tiles, ", ");
}

}  // namespace pnpkit::domino_run
