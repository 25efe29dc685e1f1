// Fuzzes the preflight's reader of the pictures pnpkit wrote (check/image_check.hpp). The input is
// a file's bytes, PNG, JPEG or anything else, written to a temporary file and read back.
// Invariants: no crash, no exception; a file it reads is a PNG or a JPEG of a size from 1 (0 for a
// JPEG's height, which its spec allows) to 2^31 - 1 pixels with a finite, non-negative resolution
// tag if any, and one it refuses says why; the whole check of it makes positioned findings only.
#include <cmath>
#include <fstream>
#include <string>

#include "check/image_check.hpp"
#include "core/diagnostic.hpp"
#include "fuzz.hpp"
#include "support/temp_dir.hpp"

namespace {

using namespace pnpkit;
using fuzz::violated;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const test::TempDir dir;
    const std::filesystem::path file = dir / "picture";
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
        if (!out) violated("the input could not be written to " + file.string());
    }
    std::string why;
    auto facts = check::read_image_facts(file, why);
    if (facts) {
        if (facts->format != "PNG" && facts->format != "JPEG")
            violated("read as neither a PNG nor a JPEG: " + facts->format);
        if (facts->width < 1 || facts->height < (facts->format == "JPEG" ? 0 : 1))
            violated("read with a size of " + std::to_string(facts->width) + " by " +
                     std::to_string(facts->height));
        if (facts->dpi && (!std::isfinite(*facts->dpi) || *facts->dpi < 0))
            violated("read with a resolution of " + std::to_string(*facts->dpi));
        if (facts->clear_edge && !facts->alpha) violated("a clear edge without an alpha channel");
    } else if (why.empty()) {
        violated("refused without a reason");
    }
    Diagnostics out;
    check::check_image(file, "out/card.png", "cards", {120, 80, 300}, out);
    for (const Diagnostic& d : out.items()) {
        if (d.pos.line < 1 || d.pos.column < 1) violated("a finding without its position");
    }
    return 0;
}
