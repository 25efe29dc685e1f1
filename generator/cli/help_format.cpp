#include "cli/help_format.hpp"

#include <CLI/CLI.hpp>
#include <regex>
#include <sstream>

#include "core/text.hpp"

namespace pnpkit::cli {

namespace {

// CLI11's own words for a value's type, and ours.
std::string english_type(const std::string& type) {
    if (type == "INT" || type == "UINT") return "N";
    if (type == "FLOAT") return "NUMBER";
    return type;
}

class HelpFormatter : public CLI::Formatter {
public:
    // CLI11's make_option_opts, with the type name in words.
    std::string make_option_opts(const CLI::Option* opt) const override {
        if (!opt->get_option_text().empty()) return " " + opt->get_option_text();
        std::ostringstream out;
        if (opt->get_type_size() != 0) {
            if (!opt->get_type_name().empty()) out << " " << english_type_name(opt->get_type_name());
            if (!opt->get_default_str().empty()) out << " (default " << opt->get_default_str() << ")";
            if (opt->get_expected_max() == CLI::detail::expected_max_vector_size) out << " ...";
            if (opt->get_required()) out << " (required)";
        }
        if (!opt->get_envname().empty()) out << " (or $" << opt->get_envname() << ")";
        return out.str();
    }
};

}  // namespace

std::string english_type_name(std::string_view cli11_type_name) {
    // "NAME:TYPE in [LOW - HIGH]", as CLI::Range describes itself after the option's type name.
    static const std::regex range(R"(^([^:]*):\w+ in \[([^ ]+) - ([^ \]]+)\]$)");
    // "NAME:{a,b}", as CLI::IsMember describes itself: the values, unless NAME already lists them.
    static const std::regex set(R"(^(.*):\{([^{}]*)\}$)");
    std::string text(cli11_type_name);
    std::smatch m;
    if (std::regex_match(text, m, range)) {
        return english_type(m[1].str()) + " (" + m[2].str() + " to " + m[3].str() + ")";
    }
    if (std::regex_match(text, m, set)) {
        std::vector<std::string> values = split(m[2].str(), ',');
        std::string name = m[1].str();
        if (name == join(values, ",") || name == join(values, "|")) return name;
        return join(values, "|");
    }
    return english_type(text);
}

std::shared_ptr<CLI::Formatter> make_help_formatter() { return std::make_shared<HelpFormatter>(); }

}  // namespace pnpkit::cli
