#include "play/table.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <stdexcept>

#include "core/text.hpp"
#include "play/challenge.hpp"
#include "play/console.hpp"

namespace pnpkit::play {

namespace {

// A prompt as the head of what follows it: "Monster dice:", but "Fight or flee?" as it is.
std::string prompt_heading(const std::string& prompt) {
    if (!prompt.empty() && (prompt.back() == '?' || prompt.back() == ':')) return prompt;
    return prompt + ":";
}

constexpr std::string_view k_reserved[] = {"help",   "?",    "status", "undo", "quit", "exit",
                                           "advise", "hint", "roll",   "draw", "why"};

// The numbers from `low` to `high` as answers: all of them, or the first 32 and the highest.
std::vector<std::string> numbers_between(int low, int high) {
    std::vector<std::string> out;
    for (long n = low; n <= high && n - low < 32; ++n) out.push_back(std::to_string(n));
    if (static_cast<long>(high) - low >= 32) out.push_back(std::to_string(high));
    return out;
}

std::string menu_of(std::span<const Option> options) {
    std::size_t width = 0;
    for (const Option& o : options) width = std::max(width, utf8_length(o.key));
    std::string out;
    for (std::size_t i = 0; i < options.size(); ++i) {
        std::string number = std::to_string(i + 1);
        out += std::string(number.size() < 2 ? 3 - number.size() : 1, ' ') + number + "  " +
               options[i].key;
        if (!options[i].label.empty()) {
            out += std::string(width - utf8_length(options[i].key) + 2, ' ') + options[i].label;
        }
        if (i + 1 < options.size()) out += '\n';
    }
    return out;
}

std::string roll_text(Rng& rng, int count, int sides) {
    std::vector<int> dice;
    for (int i = 0; i < count; ++i) dice.push_back(rng.roll(sides));
    return dice_text(dice);
}

}  // namespace

// --- the table -------------------------------------------------------------------------------

Table::Table(Log& log, Console& console, Hooks hooks, AtEndOfLog at_end)
    : m_log(&log), m_console(&console), m_hooks(std::move(hooks)), m_at_end(at_end) {}

void Table::say(std::string_view text) {
    if (replaying() || m_at_end == AtEndOfLog::stop) return;
    go_live();
    m_console->print(text);
    if (m_hooks.on_say) m_hooks.on_say(text);
}

void Table::go_live() {
    if (m_live) return;
    m_live = true;
    if (m_hooks.on_live) m_hooks.on_live();
}

void Table::record(const Ask& ask, std::string answer, By by) {
    m_log->steps.push_back({ask.id, std::move(answer), by, {}});
    ++m_cursor;
    if (m_hooks.save) m_hooks.save(*m_log);
}

std::string Table::answer(const Ask& ask, const Checker& check, Source source,
                          const std::function<std::string(Rng&)>& generate, std::string_view menu,
                          std::string_view format, const Legal& legal, Reveal reveal) {
    if (replaying()) {
        const Step& step = m_log->steps[m_cursor];
        std::string number = "step " + std::to_string(m_cursor + 1);
        if (step.ask != ask.id) {
            throw ReplayError(step.pos, number + " answers '" + step.ask +
                                            "', but the game asks '" + ask.id + "' here");
        }
        Checked checked = check(step.answer);
        if (!checked.value) {
            throw ReplayError(step.pos, number + ": '" + step.answer + "' is not an answer to '" +
                                            ask.id + "' here: " + checked.error);
        }
        if (m_hooks.on_replay && step.by == By::player)
            m_hooks.on_replay(ask, m_cursor, *checked.value, check);
        ++m_cursor;
        return *checked.value;
    }
    if (m_at_end == AtEndOfLog::stop) throw EndOfLog{ask.prompt};
    go_live();
    if (m_hooks.on_ask || (m_hooks.player && source == Source::player)) {
        Question question{&ask, {}, source == Source::pnpkit};
        if (source == Source::player && legal) question.answers = legal();
        if (m_hooks.on_ask) m_hooks.on_ask(question);
        if (source == Source::player && m_hooks.player) {
            std::string given = m_hooks.player(question);
            Checked checked = check(given);
            if (!checked.value)
                throw std::logic_error("the stand-in player answered '" + given + "' to '" +
                                       ask.id + "': " + checked.error);
            record(ask, *checked.value, By::player);
            return *checked.value;
        }
    }
    if (source == Source::pnpkit) {
        Rng rng = step_generator(*m_log, m_cursor, ask.id);
        std::string value = generate(rng);
        record(ask, value, By::pnpkit);
        if (reveal == Reveal::now) m_console->print(prompt_heading(ask.prompt) + " " + value);
        return value;
    }
    return ask_player(ask, check, generate, menu, format);
}

namespace {

// On a pipe, the same answer to the same question this many times in a row is input going round in
// circles (`yes 1` where every 1 is legal, as endless tied rolls are), not a game: it is an error.
constexpr std::size_t k_stuck_repeats = 500;

// True when the log already ends with k_stuck_repeats - 1 steps answering `ask` with `answer`.
bool input_is_stuck(const Log& log, const std::string& ask, const std::string& answer) {
    std::size_t run = 0;
    for (auto it = log.steps.rbegin(); it != log.steps.rend(); ++it) {
        if (it->ask != ask || it->answer != answer || it->by != By::player) break;
        if (++run + 1 >= k_stuck_repeats) return true;
    }
    return false;
}

}  // namespace

std::string Table::ask_player(const Ask& ask, const Checker& check,
                              const std::function<std::string(Rng&)>& generate,
                              std::string_view menu, std::string_view format) {
    if (!menu.empty()) {
        m_console->print(prompt_heading(ask.prompt));
        m_console->print(menu);
    }
    std::string prompt = menu.empty() ? ask.prompt + " (" + std::string(format) + ")> "
                                      : "choose " + std::string(format) + "> ";
    // The coach values the answers once per question, when first needed.
    bool coaching = m_hooks.coach.on() && ask.evaluate;
    std::optional<Evaluation> evaluation;
    auto evaluated = [&]() -> const Evaluation& {
        if (!evaluation) evaluation = evaluate_answers(ask, check);
        return *evaluation;
    };
    if (coaching && m_hooks.coach.mode == Coaching::Mode::always)
        m_console->print(best_line(evaluated()));
    for (;;) {
        auto line = m_console->read_line(prompt);
        if (!line) throw EndOfInput{ask.prompt};
        std::string_view text = trim(*line);
        if (run_command(ask, check, text, menu, format, static_cast<bool>(generate))) continue;
        if (generate && (fold_case(text) == "roll" || fold_case(text) == "draw")) {
            Rng rng = step_generator(*m_log, m_cursor, ask.id);
            std::string value = generate(rng);
            record(ask, value, By::pnpkit);
            m_console->print("pnpkit " +
                             std::string(fold_case(text) == "roll" ? "rolled" : "drew") + ": " +
                             value);
            return value;
        }
        Checked checked = text.empty() ? Checked::bad("type an answer, or 'help'") : check(text);
        if (checked.value) {
            if (!m_console->terminal() && input_is_stuck(*m_log, ask.id, *checked.value)) {
                throw InputError("line " + std::to_string(m_console->line()) + ": '" +
                                 *checked.value + "' answered to '" + ask.prompt + "' " +
                                 std::to_string(k_stuck_repeats) +
                                 " times in a row; the input looks stuck, so the game stops here");
            }
            if (coaching && !coach_accepts(ask, evaluated(), *checked.value)) continue;
            record(ask, *checked.value, By::player);
            return *checked.value;
        }
        if (!m_console->terminal()) {
            throw InputError("line " + std::to_string(m_console->line()) + ": " + checked.error);
        }
        m_console->print(checked.error);
    }
}

bool Table::coach_accepts(const Ask& ask, const Evaluation& evaluation, const std::string& answer) {
    auto warning = coach_warning(evaluation, answer, m_hooks.coach.threshold);
    if (!warning) return true;
    m_console->print(*warning);
    if (!m_console->terminal()) return true;  // on a pipe: warned, and the game goes on
    for (;;) {
        auto line = m_console->read_line("keep " + answer + " anyway? (yes/no)> ");
        if (!line) throw EndOfInput{ask.prompt};
        if (auto yes = parse_yes_no(*line)) {
            if (!*yes) m_console->print("Choose again.");
            return *yes;
        }
        m_console->print("type yes to keep it, or no to choose again");
    }
}

bool Table::run_command(const Ask& ask, const Checker& check, std::string_view line,
                        std::string_view menu, std::string_view format, bool can_generate) {
    std::vector<std::string> words = split(fold_case(line), ' ');
    std::erase(words, std::string());
    if (words.empty()) return false;
    const std::string& word = words.front();
    if (word == "help" || word == "?") {
        m_console->print(ask.help.empty() ? ask.prompt
                                          : prompt_heading(ask.prompt) + " " + ask.help);
        if (!menu.empty()) m_console->print(menu);
        m_console->print(
            "answer: " + std::string(format) +
            (can_generate ? (m_log->dice == DiceMode::typed ? ", or 'roll' to let pnpkit roll" : "")
                          : ""));
        std::string commands = "commands: status, undo [N], quit";
        if (ask.advice || ask.evaluate) commands += ", advise";
        if (m_hooks.why) commands += ", why";
        for (const Command& c : m_commands) commands += ", " + c.name;
        m_console->print(commands);
        for (const Command& c : m_commands) m_console->print("  " + c.name + ": " + c.help);
        return true;
    }
    if (word == "status") {
        if (m_hooks.status) m_console->print(m_hooks.status());
        return true;
    }
    if (word == "undo") {
        long count = 1;
        if (words.size() > 1) {
            auto n = parse_whole(words[1]);
            if (!n || *n < 1) {
                m_console->print("undo takes a number of answers to take back: undo 2");
                return true;
            }
            count = *n;
        }
        std::size_t keep = steps_after_undo(*m_log, static_cast<std::size_t>(count));
        if (keep == m_log->steps.size()) {
            m_console->print("nothing to undo: no answer has been given yet");
            return true;
        }
        throw Rewind{keep};
    }
    if (word == "quit" || word == "exit") throw Quit{};
    if (word == "why") {
        m_console->print(why_text());
        return true;
    }
    if (word == "advise" || word == "hint") {
        m_console->print(ask.advice     ? ask.advice()
                         : ask.evaluate ? evaluation_advice(evaluate_answers(ask, check))
                                        : "no advice for this question");
        return true;
    }
    for (const Command& c : m_commands) {
        if (c.name == word) {
            m_console->print(c.run());
            return true;
        }
    }
    return false;
}

void Table::add_command(std::string name, std::string help, std::function<std::string()> run) {
    for (Command& c : m_commands) {
        if (c.name == name) {
            c = {std::move(name), std::move(help), std::move(run)};
            return;
        }
    }
    m_commands.push_back({std::move(name), std::move(help), std::move(run)});
}

// --- questions -------------------------------------------------------------------------------

std::size_t Table::choose(const Ask& ask, std::span<const Option> options) {
    if (options.empty()) throw std::logic_error("choose '" + ask.id + "' with no options");
    for (const Option& o : options) {
        if (std::find(std::begin(k_reserved), std::end(k_reserved), fold_case(o.key)) !=
            std::end(k_reserved)) {
            throw std::logic_error("option key '" + o.key + "' is a console command");
        }
    }
    std::string key =
        answer(ask, check_option(options, true), Source::player, {}, menu_of(options),
               "1-" + std::to_string(options.size()), [options] { return option_keys(options); });
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (options[i].key == key) return i;
    }
    throw std::logic_error("checked option '" + key + "' not found");
}

bool Table::yes_no(const Ask& ask) {
    return answer(ask, check_yes_no(), Source::player, {}, {}, "yes/no", [] {
               return std::vector<std::string>{"yes", "no"};
           }) == "yes";
}

int Table::number(const Ask& ask, int low, int high) {
    return std::stoi(answer(ask, check_number(low, high), Source::player, {}, {},
                            std::to_string(low) + "-" + std::to_string(high),
                            [low, high] { return numbers_between(low, high); }));
}

int Table::number_from(const Ask& ask, int low) {
    return std::stoi(answer(ask, check_number_from(low), Source::player, {}, {},
                            std::to_string(low) + " or more",
                            [low] { return numbers_between(low, low + 31); }));
}

std::string Table::text(const Ask& ask, const Checker& check, std::string_view format) {
    auto accepted = [&ask, &check] {
        std::vector<std::string> out;
        if (!ask.answers) return out;
        for (const std::string& a : ask.answers()) {
            if (check(a).value) out.push_back(a);
        }
        return out;
    };
    return answer(ask, check, Source::player, {}, {}, format, accepted);
}

std::vector<int> Table::dice(const Ask& ask, int count, int sides) {
    auto generate = [count, sides](Rng& rng) { return roll_text(rng, count, sides); };
    Source source = m_log->dice == DiceMode::rolled ? Source::pnpkit : Source::player;
    std::string format =
        count_of(static_cast<std::size_t>(count), "die", "dice") + ", 1-" + std::to_string(sides);
    auto one_roll = [this, &ask, &generate] {
        Rng rng = step_generator(*m_log, m_cursor, ask.id);
        return std::vector<std::string>{generate(rng)};
    };
    return *parse_dice(
        answer(ask, check_dice(count, sides), source, generate, {}, format, one_roll), sides);
}

std::vector<int> Table::roll(const Ask& ask, int count, int sides) {
    auto generate = [count, sides](Rng& rng) { return roll_text(rng, count, sides); };
    return *parse_dice(answer(ask, check_dice(count, sides), Source::pnpkit, generate, {}, {}),
                       sides);
}

Domino Table::tile(const Ask& ask, std::span<const Domino> pool) {
    if (pool.empty()) throw std::logic_error("tile '" + ask.id + "' from an empty pool");
    std::vector<Domino> tiles(pool.begin(), pool.end());
    auto generate = [tiles](Rng& rng) { return tiles[rng.below(tiles.size())].to_string(); };
    Source source = m_log->draws == DrawMode::drawn ? Source::pnpkit : Source::player;
    auto all = [&tiles] {
        std::vector<std::string> out;
        for (const Domino& d : tiles) out.push_back(d.to_string());
        return out;
    };
    return *parse_domino(
        answer(ask, check_tile(pool), source, generate, {}, "the tile you drew, like 2-5", all));
}

std::size_t Table::draw(const Ask& ask, std::span<const Option> pool) {
    if (pool.empty()) throw std::logic_error("draw '" + ask.id + "' from an empty pool");
    std::vector<Option> options(pool.begin(), pool.end());
    auto generate = [options](Rng& rng) { return options[rng.below(options.size())].key; };
    Source source = m_log->draws == DrawMode::drawn ? Source::pnpkit : Source::player;
    std::string key =
        answer(ask, check_option(pool, false), source, generate, {}, "the name of what you drew",
               [&options] { return option_keys(options); });
    for (std::size_t i = 0; i < pool.size(); ++i) {
        if (pool[i].key == key) return i;
    }
    throw std::logic_error("checked draw '" + key + "' not found");
}

std::string Table::decide(const Ask& ask, const std::function<std::string(Rng&)>& compute,
                          const Checker& check, Reveal reveal) {
    return answer(ask, check, Source::pnpkit, compute, {}, {}, {}, reveal);
}

}  // namespace pnpkit::play
