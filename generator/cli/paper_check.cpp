#include "cli/paper_check.hpp"

#include "cli/command_spec.hpp"
#include "layout/paper.hpp"

namespace pnpkit::cli {

CLI::Validator paper_check() {
    std::vector<std::string> names;
    for (const auto& paper : layout::named_papers()) names.emplace_back(paper.name);
    return CLI::Validator(
        [](std::string& value) -> std::string {
            auto paper = layout::parse_paper(value);
            if (const auto* error = std::get_if<layout::PaperError>(&paper))
                return layout::format_paper_error(value, *error);
            return {};
        },
        set_description(names), "");
}

}  // namespace pnpkit::cli
