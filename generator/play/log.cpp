#include "play/log.hpp"

#include <algorithm>
#include <charconv>
#include <limits>

#include "core/text.hpp"
#include "load/table_reader.hpp"
#include "load/toml_file.hpp"

namespace pnpkit::play {

namespace {

constexpr load::EnumName<DiceMode> k_dice_names[] = {{"typed", DiceMode::typed},
                                                     {"rolled", DiceMode::rolled}};
constexpr load::EnumName<DrawMode> k_draw_names[] = {{"drawn", DrawMode::drawn},
                                                     {"typed", DrawMode::typed}};
constexpr load::EnumName<By> k_by_names[] = {{"player", By::player}, {"pnpkit", By::pnpkit}};

// A seed as TOML: an integer when it fits TOML's signed 64 bits, else its digits as a string.
std::string seed_toml(std::uint64_t seed) {
    std::string digits = std::to_string(seed);
    return seed <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())
               ? digits
               : "\"" + digits + "\"";
}

// The log's seed: an integer of 0 or more, or a string of the digits of one up to 2^64 - 1 (what
// seed_toml writes for the seeds TOML integers cannot hold).
std::optional<std::uint64_t> read_seed(load::TableReader& reader) {
    const toml::node* node = reader.node("seed");
    if (node && node->is_string()) {
        std::string text = *node->value_exact<std::string>();
        std::uint64_t value = 0;
        auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        reader.allow("seed");
        if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
            reader.error("seed", "'seed' must be a whole number from 0 to " +
                                     std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                                     ", found \"" + text + "\"");
            return std::nullopt;
        }
        return value;
    }
    auto seed = reader.required_int("seed", load::IntRange::at_least(0));
    if (!seed) return std::nullopt;
    return static_cast<std::uint64_t>(*seed);
}

}  // namespace

const char* to_string(DiceMode mode) {
    return mode == DiceMode::typed ? "typed" : "rolled";
}
const char* to_string(DrawMode mode) {
    return mode == DrawMode::drawn ? "drawn" : "typed";
}

std::optional<DiceMode> parse_dice_mode(std::string_view text) {
    for (const auto& name : k_dice_names) {
        if (name.name == text) return name.value;
    }
    return std::nullopt;
}

std::optional<DrawMode> parse_draw_mode(std::string_view text) {
    for (const auto& name : k_draw_names) {
        if (name.name == text) return name.value;
    }
    return std::nullopt;
}

std::string log_to_toml(const Log& log, std::string_view comment, Modes modes) {
    std::string out;
    for (std::string_view rest = comment; !rest.empty();) {
        std::size_t end = std::min(rest.find('\n'), rest.size());
        out += "# " + std::string(rest.substr(0, end)) + "\n";
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    out += "pnpkit_play = " + std::to_string(k_play_version) + "\n";
    out += "game = " + toml_quote(log.game) + "\n";
    out += "seed = " + seed_toml(log.seed) + "\n";
    if (modes == Modes::written) {
        out += "dice = \"" + std::string(to_string(log.dice)) + "\"    # typed | rolled\n";
        out += "draws = \"" + std::string(to_string(log.draws)) + "\"   # drawn | typed\n";
    }
    out += "setup = {";
    bool first = true;
    for (const auto& [key, value] : log.setup) {
        out += (first ? " " : ", ") + toml_quote(key) + " = " + toml_quote(value);
        first = false;
    }
    out += first ? "}\n" : " }\n";
    out += "steps = [\n";
    for (const Step& step : log.steps) {
        out += "    { ask = " + toml_quote(step.ask) + ", answer = " + toml_quote(step.answer);
        if (step.by == By::pnpkit) out += ", by = \"pnpkit\"";
        out += " },\n";
    }
    out += "]\n";
    return out;
}

std::string guided_game_comment(std::string_view title, std::string_view resume) {
    return "A guided game of " + std::string(title) +
           ", kept by pnpkit.\nResume it with: " + std::string(resume) +
           "\npnpkit adds a step after every answer; the game is what replaying them gives.";
}

std::string log_to_toml(const Log& log, std::string_view title, std::string_view resume) {
    return log_to_toml(log, guided_game_comment(title, resume), Modes::written);
}

std::optional<Log> read_log(const load::TomlDocument& document, Diagnostics& diagnostics) {
    std::size_t errors_before = diagnostics.error_count();
    auto reader = load::TableReader::root(document.root, document.display, diagnostics);
    if (!reader.has("pnpkit_play")) {
        if (document.root.contains("version") &&
            (document.root.contains("dominoes") || document.root.contains("decks") ||
             document.root.size() == 1)) {
            diagnostics.error(
                SourcePos::start_of(document.display),
                "this is a draw session of an earlier pnpkit (`version = 1`), whose bag and decks "
                "this pnpkit cannot read: it keeps draws as a log of steps",
                "start a new session under another name, or delete this one (the tiles and cards "
                "that were out are listed in it under 'out')");
            return std::nullopt;
        }
        diagnostics.error(SourcePos::start_of(document.display), "not a pnpkit session",
                          "a session of pnpkit play or pnpkit draw starts with pnpkit_play = " +
                              std::to_string(k_play_version));
        return std::nullopt;
    }
    Log log;
    auto version = reader.required_int("pnpkit_play");
    if (version && *version != k_play_version) {
        reader.error("pnpkit_play", "this session is of format " + std::to_string(*version) +
                                        ", this pnpkit reads format " +
                                        std::to_string(k_play_version));
        return std::nullopt;
    }
    auto key_pos = [&document](std::string_view key) {
        const toml::node* node = document.root.get(key);
        return node ? load::pos_of(node->source(), document.display)
                    : SourcePos::start_of(document.display);
    };
    log.game_pos = key_pos("game");
    log.setup_pos = key_pos("setup");
    log.game = reader.required_string("game").value_or("");
    log.seed = read_seed(reader).value_or(0);
    log.dice = reader.optional_enum<DiceMode>("dice", DiceMode::typed, k_dice_names);
    log.draws = reader.optional_enum<DrawMode>("draws", DrawMode::drawn, k_draw_names);
    if (const toml::table* setup = reader.optional_table("setup")) {
        for (const auto& [key, node] : *setup) {
            if (auto text = node.value_exact<std::string>()) {
                log.setup[std::string(key.str())] = *text;
            } else {
                diagnostics.error(load::pos_of(node.source(), document.display),
                                  "set-up option '" + std::string(key.str()) +
                                      "' must be a string, found " + load::type_name(node));
            }
        }
    }
    if (const toml::array* steps = reader.required_array("steps")) {
        for (const auto& node : *steps) {
            SourcePos pos = load::pos_of(node.source(), document.display);
            const toml::table* table = node.as_table();
            if (!table) {
                diagnostics.error(pos,
                                  "a step must be a table { ask = ..., answer = ... }, found " +
                                      load::type_name(node));
                continue;
            }
            auto step_reader = reader.child(*table);
            Step step;
            step.ask = step_reader.required_string("ask").value_or("");
            step.answer = step_reader.required_string("answer").value_or("");
            step.by = step_reader.optional_enum<By>("by", By::player, k_by_names);
            step.pos = pos;
            step_reader.finish();
            log.steps.push_back(std::move(step));
        }
    }
    reader.finish();
    if (diagnostics.error_count() > errors_before) return std::nullopt;
    return log;
}

std::size_t steps_after_undo(const Log& log, std::size_t count) {
    std::size_t kept = log.steps.size();
    for (; count > 0; --count) {
        std::size_t last = kept;
        while (last > 0 && log.steps[last - 1].by == By::pnpkit) --last;
        if (last == 0) break;  // no answer of the player's left to take back
        kept = last - 1;
    }
    return kept;
}

std::size_t answers_after(const Log& log, std::size_t first) {
    std::size_t answers = 0;
    for (std::size_t i = first; i < log.steps.size(); ++i) answers += log.steps[i].by == By::player;
    return answers;
}

}  // namespace pnpkit::play
