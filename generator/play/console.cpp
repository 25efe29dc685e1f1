#include "play/console.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

// libedit's readline interface: line editing and history at a terminal.
#include <editline/readline.h>

namespace pnpkit::play {

Console::Console(std::istream& in, std::ostream& out, Terminal terminal)
    : m_in(&in), m_out(&out), m_terminal(terminal) {}

Console Console::for_streams(std::istream& in, std::ostream& out) {
    bool tty =
        &in == &std::cin && &out == &std::cout && ::isatty(STDIN_FILENO) && ::isatty(STDOUT_FILENO);
    Console console(in, out, tty ? Terminal::yes : Terminal::no);
    console.m_edit = tty;
    return console;
}

void Console::print(std::string_view text) {
    *m_out << text << '\n';
}

std::optional<std::string> Console::read_line(std::string_view prompt) {
    if (m_edit) {
        m_out->flush();
        std::unique_ptr<char, decltype(&std::free)> line(::readline(std::string(prompt).c_str()),
                                                         &std::free);
        if (!line) {
            *m_out << '\n';
            return std::nullopt;
        }
        ++m_line;
        std::string text(line.get());
        if (!text.empty()) ::add_history(line.get());
        return text;
    }
    *m_out << prompt;
    std::string text;
    if (!std::getline(*m_in, text)) {
        *m_out << '\n';
        return std::nullopt;
    }
    ++m_line;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (m_terminal == Terminal::no)
        *m_out << text << '\n';  // the echo: a piped game reads as a transcript
    return text;
}

void Console::clear_screen() {
    if (m_terminal == Terminal::yes) {
        // The screen, then the scrollback (xterm's ED 3), and the line history: the next player
        // can neither scroll up nor press the up arrow to see what the last one typed.
        *m_out << "\x1b[H\x1b[2J\x1b[3J" << std::flush;
        if (m_edit) ::clear_history();
    } else {
        *m_out << std::string(60, '-') << '\n';
    }
}

}  // namespace pnpkit::play
