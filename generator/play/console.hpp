#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace pnpkit::play {

// Whether a person types the answers (a bad one is asked again) or they come from a pipe or a file
// (each is echoed after its prompt so that the output reads as a transcript, and a bad or missing
// one ends the run with the caller's InputError, never an endless loop).
enum class Terminal { yes, no };

// The one console of guided play. At a real terminal lines are edited with libedit (arrow keys,
// history).
class Console {
public:
    // A console on plain streams (no line editing), behaving as `terminal` says.
    Console(std::istream& in, std::ostream& out, Terminal terminal);

    // The console for a command's streams: a terminal when `in` is std::cin and both standard
    // input and output are terminals.
    static Console for_streams(std::istream& in, std::ostream& out);

    // Prints the text and a newline.
    void print(std::string_view text);
    // Prints `prompt` and reads one line (without its newline); nullopt at the end of input.
    std::optional<std::string> read_line(std::string_view prompt);

    bool terminal() const { return m_terminal == Terminal::yes; }
    // The number of the line read last (1-based), for messages about piped input.
    std::size_t line() const { return m_line; }
    // Clears the screen, its scrollback and the line history at a terminal (so that one player
    // does not see the other's choice); prints a rule otherwise.
    void clear_screen();
    std::ostream& out() { return *m_out; }

private:
    std::istream* m_in;
    std::ostream* m_out;
    Terminal m_terminal;
    std::size_t m_line = 0;
    bool m_edit = false;  // read through libedit
};

}  // namespace pnpkit::play
