#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace CLI {
class Formatter;
}

namespace pnpkit::cli {

// An option's value as help shows it, in words rather than CLI11's notation:
// "INT:INT in [1 - 99]" becomes "N (1 to 99)", a bare "INT" or "UINT" "N", "FLOAT" "NUMBER", and
// a set "MODE:{racial,free}" its values "racial|free" (or the name alone when it lists them).
std::string english_type_name(std::string_view cli11_type_name);

// The help formatter of every command: CLI11's, with english_type_name for option values.
std::shared_ptr<CLI::Formatter> make_help_formatter();

}  // namespace pnpkit::cli
