#include "games/designer/values.hpp"

#include <algorithm>
#include <charconv>
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

bool within(double value, const FieldDecl& field) {
    return (!field.min || value >= *field.min) && (!field.max || value <= *field.max);
}

}  // namespace

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
                                       Diagnostics& diagnostics) {
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
    switch (field.type) {
        case FieldType::text:
            return std::string(text);
        case FieldType::markup: {
            if (auto problem = layout::check_markup(text))
                return fail(key + " is not valid markup: " + *problem);
            return std::string(text);
        }
        case FieldType::integer: {
            auto value =
                parse_whole<std::int64_t>(trimmed.starts_with('+') ? trimmed.substr(1) : trimmed);
            if (!value) return fail(key + " must be a whole number, found " + in_quotes(text));
            if (!within(static_cast<double>(*value), field)) {
                return fail(key + " must be " + bounds_words(field.min, field.max) + ", found " +
                            std::to_string(*value));
            }
            return std::to_string(*value);
        }
        case FieldType::number: {
            auto value = parse_whole<double>(trimmed);
            if (!value) return fail(key + " must be a number, found " + in_quotes(text));
            if (!within(*value, field)) {
                return fail(key + " must be " + bounds_words(field.min, field.max) + ", found " +
                            std::string(trimmed));
            }
            return std::string(trimmed);
        }
        case FieldType::choice: {
            for (const auto& value : field.values) {
                if (value == trimmed) return value;
            }
            return fail(key + " must be one of " + quoted_list(field.values) + ", found " +
                            in_quotes(trimmed),
                        did_you_mean(trimmed, field.values));
        }
        case FieldType::icon: {
            if (layout::parse_icon(trimmed)) return std::string(trimmed);
            return fail(
                key + " must be an icon name such as 'die5', 'heart' or 'domino-2-5', found " +
                    in_quotes(trimmed),
                did_you_mean(trimmed, layout::icon_name_examples()));
        }
        case FieldType::image: {
            auto file = confined_path(game_dir, trimmed);
            if (const auto* reason = std::get_if<std::string>(&file)) {
                return fail(key + ": image " + in_quotes(trimmed) + " is refused: " + *reason,
                            "image paths stay inside " + load::display_path(game_dir));
            }
            auto size = check_png(std::get<std::filesystem::path>(file));
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
