#include "games/dragon_dice_solo/load_files.hpp"

namespace pnpkit::games::dragon_dice_solo::detail {

using load::EnumName;
using load::IntRange;
using load::TableReader;

namespace {

constexpr EnumName<SpellKind> k_kinds[] = {
    {"plain", SpellKind::plain}, {"healing", SpellKind::healing}, {"bury", SpellKind::bury}};
constexpr EnumName<Side> k_sides[] = {
    {"player", Side::player}, {"opfor", Side::opfor}, {"racial", Side::racial}};
constexpr EnumName<Side> k_real_sides[] = {{"player", Side::player}, {"opfor", Side::opfor}};
constexpr EnumName<Target> k_targets[] = {{"army", Target::army},
                                          {"unit", Target::unit},
                                          {"dead", Target::dead},
                                          {"terrain", Target::terrain}};
constexpr EnumName<Casting> k_castings[] = {{"once", Casting::once}, {"pump", Casting::pump}};

}  // namespace

void read_colours(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<MagicColour>(root, ids, "colour", data.colours,
                              [](TableReader& r, MagicColour& c) {
        c.name = r.required_string("name").value_or("");
        c.element = r.required_string("element").value_or("");
        c.doubles_by_burying = r.optional_bool("doubles_by_burying", false);
        c.note = r.optional_string("note");
    });
}

void read_spells(TableReader& root, SoloData& data, load::IdIndex& ids) {
    read_records<Spell>(root, ids, "spell", data.spells, [](TableReader& r, Spell& s) {
        s.name = r.required_string("name").value_or("");
        s.colour = r.required_string("colour").value_or("");
        s.cost = read_int(r, "cost", IntRange::between(1, 100));
        s.cost_pos = r.pos("cost");
        s.cost_verified = r.optional_bool("cost_verified", true);
        s.kind = r.optional_enum<SpellKind>("kind", SpellKind::plain, k_kinds);
        if (s.kind != SpellKind::plain) {
            s.amount = read_int(r, "amount", IntRange::between(1, 100));
        } else if (r.has("amount")) {
            r.error("amount", "'amount' is only for healing and bury spells",
                    "remove it, or set kind = \"healing\" or \"bury\"");
        }
        s.source = r.optional_string("source");
        s.effect = r.required_string("effect").value_or("");
        s.note = r.optional_string("note");
    });
}

void read_spell_table(TableReader& root, SoloData& data, load::IdIndex& ids) {
    SpellTable& table = data.spell_table;
    read_records<SpellEntry>(root, ids, "entry", table.entries, [](TableReader& r, SpellEntry& e) {
        e.colour = r.required_string("colour").value_or("");
        e.low = read_int(r, "low", IntRange::between(1, 100));
        e.high = read_int(r, "high", IntRange::between(1, 100));
        e.marked = r.required_enum<Side>("marked", k_sides).value_or(Side::player);
        e.side = r.required_enum<Side>("side", k_real_sides).value_or(Side::player);
        e.side_pos = r.pos("side");
        if (e.is_racial()) {
            if (r.has("spell")) {
                r.error("spell", "a racial entry names no spell",
                        "the opposing magicians pick a racial spell (4.42); remove 'spell'");
            }
            if (r.has("target"))
                r.error("target", "a racial entry has no target of its own");
        } else {
            e.spell = r.required_string("spell").value_or("");
            e.target = r.required_enum<Target>("target", k_targets);
        }
        e.cast = r.optional_enum<Casting>("cast", Casting::once, k_castings);
        e.note = r.optional_string("note");
        e.ruling = r.optional_string("ruling");
        e.ruling_pos = r.pos("ruling");
        if (e.high < e.low) {
            r.error("high", "'high' (" + std::to_string(e.high) + ") is below 'low' (" +
                                std::to_string(e.low) + ")");
        }
    });
    table.fallbacks = read_tables<GeneralFallback>(
        root, "general_fallback", Presence::optional, [](TableReader& r, GeneralFallback& f) {
            f.colour = r.required_string("colour").value_or("");
            f.spells = read_strings(r, "spells");
        });
}

}  // namespace pnpkit::games::dragon_dice_solo::detail
