#pragma once

#include <catch2/catch.hpp>
#include <string>

#include "core/diagnostic.hpp"
#include "layout/bind.hpp"
#include "layout/template.hpp"
#include "load/toml_file.hpp"
#include "support/diagnostics.hpp"
#include "support/fake_text.hpp"
#include "support/temp_dir.hpp"

namespace pnpkit::test {

// A binder over templates written into a fresh folder, with measured-free text: the binding
// tests' common set-up. load() writes t.toml and returns the template, failing the test with
// the diagnostics when it does not load.
struct BindFixture {
    TempDir dir;
    layout::TemplateLibrary library{dir.path()};
    FakeTextService text;
    Diagnostics ds;
    layout::Binder binder{text, ds};
    std::string base = load::display_path(dir.path());

    const layout::Template& load(const std::string& body) {
        dir.write("t.toml", body);
        const layout::Template* t = library.get("t", ds);
        if (!t) FAIL(messages(ds));
        return *t;
    }
};

}  // namespace pnpkit::test
