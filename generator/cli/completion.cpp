#include "cli/completion.hpp"

namespace pnpkit::cli {

std::string shell_quote(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) {
        if (c == '\'') {
            quoted += "'\\''";
        } else {
            quoted += c;
        }
    }
    return quoted + "'";
}

std::string menu_text(const std::string& description) {
    std::string line = description.substr(0, description.find('\n'));
    while (!line.empty() && (line.back() == ' ' || line.back() == '.')) line.pop_back();
    return line;
}

}  // namespace pnpkit::cli
