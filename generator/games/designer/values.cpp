#include "games/designer/values.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

#include "core/image_file.hpp"
#include "core/text.hpp"
#include "layout/icon_spec.hpp"
#include "layout/markup.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::designer {

namespace {

template <typename T>
std::optional<T> parse_whole(std::string_view text) {
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A number written with a fraction that is whole ("3.0", "-2.00"); nullopt for anything else.
std::optional<std::int64_t> integral_number(std::string_view text) {
    auto value = parse_whole<double>(text);
    if (!value || *value != std::trunc(*value) || std::fabs(*value) > 9.0e15) return std::nullopt;
    return static_cast<std::int64_t>(*value);
}

bool within(double value, const FieldDecl& field) {
    return (!field.min || value >= *field.min) && (!field.max || value <= *field.max);
}

}  // namespace

std::string unknown_icon_hint(std::string_view name, const layout::IconSet& icons) {
    std::string hint = did_you_mean(name, icons.names());
    if (!hint.empty()) return hint;
    return "an icon is built in (pnpkit's templates/README.md lists them) or is a file of the "
           "game's icons/ folder, icons/" +
           std::string(name) + ".svg or .png";
}

std::string number_text(double value) {
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
    return ec == std::errc() ? std::string(buf, end) : std::to_string(value);
}

std::string bounds_words(std::optional<double> min, std::optional<double> max) {
    if (min && max && *min == *max) return "exactly " + number_text(*min);
    if (min && max) return "between " + number_text(*min) + " and " + number_text(*max);
    if (min) return "at least " + number_text(*min);
    if (max) return "at most " + number_text(*max);
    return "any number";
}

std::optional<std::string> check_value(const FieldDecl& field, std::string_view text,
                                       const ValueAt& at, const std::filesystem::path& game_dir,
                                       const layout::IconSet& icons, Diagnostics& diagnostics) {
    const std::string key = in_quotes(field.name);
    auto fail = [&](std::string message, std::string hint = {}) -> std::optional<std::string> {
        diagnostics.error(at.pos(), std::move(message), std::move(hint));
        return std::nullopt;
    };
    if (text.size() > k_max_value_bytes) {
        return fail(key + " is " + std::to_string(text.size()) + " bytes long; the most is " +
                    std::to_string(k_max_value_bytes));
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 || byte == '\t' || byte == '\n' || byte == '\r') continue;
        char code[8];
        std::snprintf(code, sizeof code, "U+%04X", byte);
        return fail(key + " holds a control character (" + code + ") after " +
                        in_quotes(text.substr(0, std::min<std::size_t>(i, 20))),
                    "nothing prints it: remove it (a spreadsheet may have saved it by mistake)");
    }
    std::string_view trimmed = trim(text);
    // Every short code that looks like an icon names one, in a text as in markup.
    auto known_icons = [&]() -> std::optional<std::string> {
        // A text's '<' is a character (it is escaped when shown), not the start of a tag.
        auto unknown = layout::unknown_icons(
            field.type == FieldType::markup ? std::string(text) : layout::escape_markup(text),
            icons);
        for (const auto& code : unknown) {
            diagnostics.error(at.pos(), key + " shows an unknown icon ':" + code.name + ":'",
                              unknown_icon_hint(code.name, icons));
        }
        if (!unknown.empty()) return std::nullopt;
        return std::string(text);
    };
    switch (field.type) {
        case FieldType::text:
            return known_icons();
        case FieldType::markup: {
            if (auto problem = layout::check_markup(text))
                return fail(key + " is not valid markup: " + *problem);
            return known_icons();
        }
        case FieldType::integer: {
            std::string_view digits = trimmed.starts_with('+') ? trimmed.substr(1) : trimmed;
            auto value = parse_whole<std::int64_t>(digits);
            if (!value) value = integral_number(digits);  // "3.0", as some programs write 3
            if (!value) return fail(key + " must be a whole number, found " + in_quotes(text));
            if (!within(static_cast<double>(*value), field)) {
                return fail(key + " must be " + bounds_words(field.min, field.max) + ", found " +
                            std::to_string(*value));
            }
            return std::to_string(*value);
        }
        case FieldType::number: {
            auto value = parse_whole<double>(trimmed);
            if (!value) {
                return fail(key + " must be a number, found " + in_quotes(text),
                            trimmed.find(',') != std::string_view::npos
                                ? "write decimals with a point: 2.5"
                                : std::string());
            }
            if (!within(*value, field)) {
                return fail(key + " must be " + bounds_words(field.min, field.max) + ", found " +
                            std::string(trimmed));
            }
            return std::string(trimmed);
        }
        case FieldType::choice: {
            std::string folded = fold_case(trimmed);
            for (const auto& value : field.values) {
                if (fold_case(value) == folded) return value;
            }
            return fail(key + " must be one of " + quoted_list(field.values) + ", found " +
                            in_quotes(trimmed),
                        did_you_mean(trimmed, field.values));
        }
        case FieldType::icon: {
            if (icons.find(trimmed)) return std::string(trimmed);
            return fail(
                key + " must be an icon name such as 'die5', 'heart' or 'domino-2-5', found " +
                    in_quotes(trimmed),
                unknown_icon_hint(trimmed, icons));
        }
        case FieldType::image: {
            auto file = confined_path(game_dir, trimmed);
            if (const auto* reason = std::get_if<std::string>(&file)) {
                return fail(key + ": image " + in_quotes(trimmed) + " is refused: " + *reason,
                            "image paths stay inside " + load::display_path(game_dir));
            }
            auto size = check_image(std::get<std::filesystem::path>(file));
            if (const auto* reason = std::get_if<std::string>(&size)) {
                return fail(key + ": image " + in_quotes(trimmed) + " in " +
                            load::display_path(game_dir) + ": " + *reason);
            }
            return std::string(trimmed);
        }
        case FieldType::list: {
            std::vector<std::string> items;
            for (const auto& item : split(text, ';')) {
                if (!trim(item).empty()) items.emplace_back(trim(item));
            }
            return join(items, ", ");
        }
        case FieldType::id: {
            if (load::is_valid_id(trimmed)) return std::string(trimmed);
            return fail(
                key + " must be an identifier, found " + in_quotes(trimmed),
                "use lower-case letters, digits, '-' and '_', starting with a letter or digit");
        }
    }
    return std::string(text);
}

}  // namespace pnpkit::designer
