#include "games/dragon_dice_solo/heal.hpp"

#include <algorithm>
#include <cctype>

#include "core/text.hpp"
#include "games/dragon_dice_solo/names.hpp"
#include "games/dragon_dice_solo/unit_text.hpp"

namespace pnpkit::games::dragon_dice_solo {

namespace {

// The distribution of a sum of independent "returns with chance p, adds weight w" trials, with
// numerators over one common denominator. nullopt on overflow.
std::optional<std::vector<Fraction>> distribution(const std::vector<DeadUnit>& units,
                                                  bool by_health, Fraction* expected) {
    std::size_t top = 0;
    for (const auto& u : units)
        top += by_health ? static_cast<std::size_t>(u.health()) : 1;
    std::vector<Wide> num(top + 1, 0);
    num[0] = 1;
    Wide den = 1;
    for (const auto& unit : units) {
        Fraction p = unit.chance();
        std::size_t w = by_health ? static_cast<std::size_t>(unit.health()) : 1;
        std::vector<Wide> next(top + 1, 0);
        for (std::size_t k = 0; k <= top; ++k) {
            if (num[k] == 0)
                continue;
            auto stay = checked_mul(num[k], p.den - p.num);
            auto move = checked_mul(num[k], p.num);
            if (!stay || !move)
                return std::nullopt;
            auto a = checked_add(next[k], *stay);
            if (!a)
                return std::nullopt;
            next[k] = *a;
            if (*move != 0) {
                auto b = checked_add(next[k + w], *move);
                if (!b)
                    return std::nullopt;
                next[k + w] = *b;
            }
        }
        auto d = checked_mul(den, p.den);
        if (!d)
            return std::nullopt;
        den = *d;
        num = std::move(next);
    }
    std::vector<Fraction> out;
    Wide mean = 0;
    for (std::size_t k = 0; k <= top; ++k) {
        out.push_back(Fraction::of(num[k], den));
        auto term = checked_mul(num[k], static_cast<Wide>(k));
        if (!term)
            return std::nullopt;
        auto sum = checked_add(mean, *term);
        if (!sum)
            return std::nullopt;
        mean = *sum;
    }
    *expected = Fraction::of(mean, den);
    return out;
}

}  // namespace

Fraction DeadUnit::chance() const {
    if (rolled)
        return Fraction::of(rolled->returns ? 1 : 0, 1);
    return Fraction::of(static_cast<Wide>(surviving), static_cast<Wide>(faces));
}

std::optional<HealOdds> heal_odds(const std::vector<DeadUnit>& units) {
    HealOdds odds;
    for (const auto& unit : units)
        odds.chances.push_back(unit.chance());
    auto by_units = distribution(units, false, &odds.expected_units);
    auto by_health = distribution(units, true, &odds.expected_health);
    if (!by_units || !by_health)
        return std::nullopt;
    odds.units = std::move(*by_units);
    odds.health = std::move(*by_health);
    return odds;
}

std::optional<std::string> parse_dead_units(const SoloData& data, std::string_view text,
                                            std::vector<DeadUnit>& out) {
    UnitText unit_text;
    if (auto problem = parse_unit_text(data, text, unit_text))
        return problem;
    const std::string shown(trim(text));
    if (!unit_text.value) {
        return "'" + shown +
               "': expected RARITY:SURVIVING[/FACES] or RARITY:RESULT, such as rare:2 or common:id";
    }
    const std::string& value = *unit_text.value;
    DeadUnit unit;
    unit.label = unit_text.label;
    unit.rarity = unit_text.rarity;
    unit.faces = unit.rarity->faces;
    if (!value.empty() && std::isdigit(static_cast<unsigned char>(value[0]))) {
        if (auto problem = parse_surviving(value, *unit.rarity, unit.surviving, unit.faces))
            return "'" + shown + "': " + *problem;
    } else {
        std::vector<std::string> results = ids_of_records(data.heal_results, k_result_prefix);
        unit.rolled = find_named(data.heal_results, value, k_result_prefix);
        if (!unit.rolled) {
            std::string hint = did_you_mean(value, results);
            return "'" + shown + "': '" + value +
                   "' is neither a number of surviving faces nor a result" +
                   (hint.empty() ? "" : "; " + hint) + " (results: " + join(results, ", ") + ")";
        }
    }
    for (int i = 0; i < unit_text.count; ++i)
        out.push_back(unit);
    return std::nullopt;
}

bool roll_dead_unit(const DeadUnit& unit, const RollDie& roll, int& rolled_face) {
    rolled_face = roll(unit.faces);
    return rolled_face <= unit.surviving;
}

}  // namespace pnpkit::games::dragon_dice_solo
