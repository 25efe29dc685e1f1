#include <algorithm>
#include <utility>

#include "games/dragon_dice_solo/booklet.hpp"
#include "games/dragon_dice_solo/print_text.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

using namespace print;

namespace {

// Notes gathered under a table, each with the mark its cells carry.
class Notes {
public:
    // The mark of `text` (the same text keeps its mark), or "" for no text.
    std::string mark(const std::string& text) {
        if (text.empty()) return {};
        auto it = std::find(m_texts.begin(), m_texts.end(), text);
        if (it == m_texts.end()) {
            m_texts.push_back(text);
            it = std::prev(m_texts.end());
        }
        return symbol(static_cast<std::size_t>(it - m_texts.begin()));
    }
    // One line a note: "¹ text".
    std::string markup() const {
        std::vector<std::string> lines;
        for (std::size_t i = 0; i < m_texts.size(); ++i)
            lines.push_back(symbol(i) + " " + esc(m_texts[i]));
        return join(lines, "\n");
    }

private:
    static std::string symbol(std::size_t i) {
        static const char* const k_marks[] = {"¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
        if (i < std::size(k_marks)) return k_marks[i];
        return "(" + std::to_string(i + 1) + ")";
    }
    std::vector<std::string> m_texts;
};

std::string with_mark(std::string text, const std::string& mark) {
    return mark.empty() ? text : text + " " + mark;
}

Rows army_rows(const SoloData& data, Notes& notes) {
    Rows rows{{"Battle", "Army"}};
    for (const auto& icon : data.icons) rows[0].push_back(icon.name);
    for (const auto& p : data.starting.positions) {
        const ArmyType* army = data.find_army(p.army);
        if (!army) continue;
        std::vector<std::string> row{ordinal(p.battle), army->name + " army\n" + army->summary};
        for (const auto& icon : data.icons) {
            auto response = std::find_if(army->responses.begin(), army->responses.end(),
                                         [&](const Response& r) { return r.icon == icon.id; });
            if (response == army->responses.end()) {
                row.push_back("—");
                continue;
            }
            std::vector<std::string> names;
            for (const auto& id : response->actions) {
                const Action* action = data.find_action(id);
                names.push_back(action ? (names.empty() ? action->name : lower_name(*action)) : id);
            }
            std::string cell = join(names, ", then ");
            if (names.size() > 1) cell += ", and so on";
            row.push_back(with_mark(cell, notes.mark(response->note)));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

Rows action_rows(const SoloData& data) {
    Rows rows{{"Their action", "What happens"}};
    for (const auto& action : data.actions)
        rows.push_back({action.name, capitalised(action.describe) + "."});
    return rows;
}

// "your army", "a unit of theirs", "their dead", "your terrain".
std::string booklet_target_words(const SpellEntry& entry) {
    bool yours = entry.side == Side::player;
    switch (entry.target.value_or(Target::army)) {
        case Target::army:
            return yours ? "your army" : "their army";
        case Target::unit:
            if (entry.cast == Casting::pump) return yours ? "your units" : "their units";
            return yours ? "a unit of yours" : "a unit of theirs";
        case Target::dead:
            return yours ? "your dead" : "their dead";
        case Target::terrain:
            return yours ? "your terrain" : "their terrain";
    }
    return {};
}

std::string entry_cell(const SoloData& data, const SpellEntry& entry, Notes& notes) {
    if (entry.is_racial()) return "Racial spell\n→ your army";
    std::string note = entry.note;
    if (!note.empty() && !entry.ruling.empty()) note += " Ruling " + entry.ruling + ".";
    return with_mark(spell_name(data, entry.spell) + "\n→ " + booklet_target_words(entry),
                     notes.mark(note));
}

// "1–2", "8".
std::string roll_range(int low, int high) {
    return low == high ? std::to_string(low) : std::to_string(low) + "–" + std::to_string(high);
}

// The random spell table: a row per run of rolls that no colour splits (1–2, 3–4, 5–7 and 8 in the
// rules), so that a colour splitting the die its own way still reads right.
Rows spell_table_rows(const SoloData& data, Notes& notes) {
    Rows rows{{"Roll"}};
    for (const auto& colour : data.colours) rows[0].push_back(colour.name);
    std::vector<int> starts{1, data.faces_per_die + 1};
    for (const auto& entry : data.spell_table.entries) {
        starts.push_back(entry.low);
        starts.push_back(entry.high + 1);
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    for (std::size_t i = 0; i + 1 < starts.size() && starts[i] <= data.faces_per_die; ++i) {
        int low = starts[i];
        std::vector<std::string> row{roll_range(low, starts[i + 1] - 1)};
        for (const auto& colour : data.colours) {
            const SpellEntry* entry = data.find_entry(colour.id, low);
            row.push_back(entry ? entry_cell(data, *entry, notes) : "—");
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string casting_text(const SoloData& data) {
    std::vector<std::string> colours;
    for (const auto& colour : data.colours) colours.push_back(colour.name);
    return "<b>1.</b> Roll the magicians and total the magic of each colour. Add ID results to "
           "the largest pool, doubled wherever you can double them.\n"
           "<b>2.</b> Start with the largest pool; equal pools go in the order " +
           esc(join(colours, ", ")) +
           " (ruling R11).\n"
           "<b>3.</b> Roll a spare terrain die, read only its number and find the spell below.\n"
           "<b>4.</b> If the pool can pay its cost, cast it and take the cost off the pool. If it "
           "cannot, that colour stops: never roll again for a cheaper spell.\n"
           "<b>5.</b> Go on until the pool is spent, then take the next pool. Resolve all the "
           "spells in any order you like.";
}

std::string racial_text(const SoloData& data) {
    std::vector<int> rolls;
    for (const auto& entry : data.spell_table.entries) {
        if (entry.is_racial() && std::find(rolls.begin(), rolls.end(), entry.low) == rolls.end())
            rolls.push_back(entry.low);
    }
    std::vector<std::string> lists;
    for (const auto& colour : data.colours) {
        const GeneralFallback* fallback = data.find_fallback(colour.id);
        if (!fallback) continue;
        std::vector<std::string> names;
        for (const auto& id : fallback->spells) names.push_back(spell_name(data, id));
        lists.push_back("<i>" + esc(colour.name) + ":</i> " + esc(join_and(names, "else")));
    }
    std::vector<std::string> roll_words;
    for (int roll : rolls) roll_words.push_back(std::to_string(roll));
    return "<b>A racial spell (a roll of " + join_and(roll_words, "or") +
           ").</b> The magicians cast a spell only their race knows, the one you would pick in "
           "their place, at your army. <i>Playing without racial spells,</i> they cast the first "
           "spell of their colour's list that the pool can pay for: " +
           join(lists, "; ") +
           ". <i>If you would rather not choose against yourself,</i> roll again (and again on "
           "every racial result) and cast that spell once, for free (rulings R8, R17).";
}

std::string aiming_text(const SoloData& data) {
    std::vector<std::string> rarities;
    for (const auto& rarity : data.rarities) rarities.push_back(lower_name(rarity) + "s");
    if (!rarities.empty()) rarities.front() += " first";
    return "<b>Aiming.</b> You choose the targets for them. Aim each spell at a die no other "
           "spell has picked until every die has been picked, unless a spell grows stronger when "
           "cast again on the same die, and then only as often as it takes. Pick " +
           esc(join(rarities, ", then ")) +
           ". A healing spell with no dead to raise is rolled again (R10), and so is Dust to "
           "Dust when you have no dead (R6).";
}

Rows spell_rows(const SoloData& data, bool& any_unverified) {
    Rows rows{{"Spell", "Colour", "Cost", "What it does"}};
    any_unverified = false;
    for (const auto& colour : data.colours) {
        for (const auto& spell : data.spells) {
            if (spell.colour != colour.id) continue;
            std::string cost = std::to_string(spell.cost);
            if (!spell.cost_verified) {
                cost += "?";
                any_unverified = true;
            }
            rows.push_back({spell.name, colour.name, cost, spell.effect});
        }
    }
    return rows;
}

}  // namespace

layout::Face opposing_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-opposing", "The opposing armies", game);
    Notes notes;
    r.set_rows("armies", army_rows(data, notes)).set_markup("army_notes", notes.markup());
    r.set_rows("actions", action_rows(data));
    return {"dds-booklet-opposing", r};
}

layout::Face magic_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-magic", "The opposing magicians", game);
    Notes notes;
    r.set_markup("casting", casting_text(data))
        .set_rows("spell_table", spell_table_rows(data, notes))
        .set_markup("table_notes", notes.markup())
        .set_markup("racial", racial_text(data))
        .set_markup("aiming", aiming_text(data));
    return {"dds-booklet-magic", r};
}

layout::Face spells_page(const SoloData& data, const std::string& game) {
    layout::Record r = titled_record("booklet-spells", "The spells", game);
    bool any_unverified = false;
    r.set_rows("spells", spell_rows(data, any_unverified));
    r.set_markup("cost_note",
                 any_unverified
                     ? "<b>?</b> No source confirms this cost: the figure is pnpkit's placeholder. "
                       "Write in your rulebook's figure, or correct it in "
                       "<i>data/dragon-dice-solo/spells.toml</i> and print again."
                     : "");
    r.set_markup("your_magic",
                 "<b>Your own spells.</b> You may cast only while the terrain shows magic, or "
                 "while you hold an eighth face, which can happen only at the last terrain and "
                 "against the Dragons. Spells aimed at a terrain cannot be cast. Like all your "
                 "attacks, your spells may target only the opposing army of this terrain: dice "
                 "in a reserve or at another terrain can never be targeted, yours or theirs.\n"
                 "<b>Their spells</b> are rolled on the random spell table; their costs are "
                 "paid from their pools, except for a free spell (see the spell table page).");
    return {"dds-booklet-spells", r};
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
