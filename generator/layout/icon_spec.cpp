#include "layout/icon_spec.hpp"

#include <array>
#include <charconv>

namespace pnpkit::layout {

namespace {

struct Named {
    std::string_view name;
    IconKind kind;
};

constexpr std::array<Named, 14> k_simple = {{
    {"no-die", IconKind::no_die},
    {"slot", IconKind::slot},
    {"heart", IconKind::heart},
    {"coin", IconKind::coin},
    {"shield", IconKind::shield},
    {"sword", IconKind::sword},
    {"skull", IconKind::skull},
    {"xp", IconKind::xp},
    {"turn", IconKind::turn},
    {"hit", IconKind::hit},
    {"rage", IconKind::rage},
    {"flame", IconKind::flame},
    {"move", IconKind::move},
    {"range-long", IconKind::range_long},
}};

std::optional<int> digit_number(std::string_view text, int max) {
    int value = 0;
    if (text.empty() || text.size() > 1) return std::nullopt;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < 0 || value > max) return std::nullopt;
    return value;
}

}  // namespace

std::string IconSpec::to_string() const {
    switch (kind) {
        case IconKind::die: return "die" + std::to_string(a);
        case IconKind::domino: return "domino-" + std::to_string(a) + "-" + std::to_string(b);
        case IconKind::range_short: return "range-short";
        case IconKind::cube: return a == 1 ? "cube-black" : "cube-white";
        case IconKind::own:
            return own ? own->name : "?";
        default: break;
    }
    for (const auto& named : k_simple) {
        if (named.kind == kind) return std::string(named.name);
    }
    return "?";
}

double IconSpec::aspect() const { return kind == IconKind::domino || kind == IconKind::slot ? 2.0 : 1.0; }

std::optional<IconSpec> parse_icon(std::string_view name) {
    if (name.starts_with("die")) {
        if (auto face = digit_number(name.substr(3), 6)) return IconSpec{IconKind::die, *face, 0};
        return std::nullopt;
    }
    if (name.starts_with("domino-")) {
        std::string_view rest = name.substr(7);
        if (rest.size() != 3 || rest[1] != '-') return std::nullopt;
        auto a = digit_number(rest.substr(0, 1), 9);
        auto b = digit_number(rest.substr(2, 1), 9);
        if (!a || !b) return std::nullopt;
        return IconSpec{IconKind::domino, *a, *b};
    }
    if (name == "range-short") return IconSpec{IconKind::range_short, 0, 0};
    if (name == "cube-white") return IconSpec{IconKind::cube, 0, 0};
    if (name == "cube-black") return IconSpec{IconKind::cube, 1, 0};
    for (const auto& named : k_simple) {
        if (named.name == name) return IconSpec{named.kind, 0, 0};
    }
    return std::nullopt;
}

std::vector<std::string> icon_name_examples() {
    std::vector<std::string> names;
    for (int face = 0; face <= 6; ++face) names.push_back("die" + std::to_string(face));
    names.push_back("domino-2-5");
    for (const auto& named : k_simple) names.emplace_back(named.name);
    names.emplace_back("range-short");
    names.emplace_back("cube-white");
    names.emplace_back("cube-black");
    return names;
}

}  // namespace pnpkit::layout
