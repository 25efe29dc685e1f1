// Print-service presets, print-and-cut layouts and Tabletop Simulator JPEG sheets against the plain
// A4 duplex render of the same decks, through `pnpkit render` as the binary runs it (cli::run).
// Prints each case's processor time and wall-clock time (which counts the writes' syncs to disk),
// best of N, and their ratios to the plain render. Target (issue 21): within 1.2x. Pictures are
// raster at 300 dpi, so their ratio to
// `--format png` at 300 dpi, pnpkit's existing raster path, is given too.
//
//   print_services_bench [ROUNDS]        (default 3)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/app.hpp"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

const std::string k_source = PNPKIT_BENCH_SOURCE_DIR;

// This process's processor time so far (user and system), in seconds.
double cpu_seconds() {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
           (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

struct Times {
    double wall = 1e9;
    double cpu = 1e9;
};

// The best times of `rounds` runs of `pnpkit render colf --only nouns,adjectives ARGS`, in seconds.
Times best_render(const std::vector<std::string>& extra, const fs::path& out, int rounds) {
    Times best;
    for (int i = 0; i < rounds; ++i) {
        std::vector<std::string> args{"--data", k_source + "/data", "--quiet", "render",    "colf",
                                      "--only", "nouns,adjectives", "--out",   out.string()};
        args.insert(args.end(), extra.begin(), extra.end());
        std::ostringstream o, e;
        auto start = Clock::now();
        double cpu = cpu_seconds();
        int code = pnpkit::cli::run(args, o, e);
        double t = std::chrono::duration<double>(Clock::now() - start).count();
        cpu = cpu_seconds() - cpu;
        if (code != 0) {
            std::fprintf(stderr, "pnpkit failed (%d): %s\n", code, e.str().c_str());
            std::exit(1);
        }
        best.wall = std::min(best.wall, t);
        best.cpu = std::min(best.cpu, cpu);
    }
    return best;
}

// The pictures (PNG and JPEG files) below a folder.
int pictures_in(const fs::path& dir) {
    int n = 0;
    std::error_code ec;
    for (const auto& entry : fs::recursive_directory_iterator(dir, ec)) {
        auto ext = entry.path().extension();
        if (ext == ".png" || ext == ".jpg") ++n;
    }
    return n;
}

}  // namespace

int main(int argc, char** argv) {
    int rounds = argc > 1 ? std::atoi(argv[1]) : 3;
    fs::path out = fs::temp_directory_path() / "pnpkit-print-services-bench";
    fs::remove_all(out);
    best_render({}, out, 1);  // warm up fonts and caches
    struct Case {
        const char* name;
        std::vector<std::string> args;
    };
    std::vector<Case> cases{
        {"plain A4 duplex PDF (baseline)", {}},
        {"--cut silhouette (PDF, A4)", {"--cut", "silhouette"}},
        {"--cut silhouette --paper letter", {"--cut", "silhouette", "--paper", "letter"}},
        {"--format png (300 dpi raster)", {"--format", "png"}},
        {"--cut cricut (300 dpi images)", {"--cut", "cricut"}},
        {"--for tgc (PDF + 300 dpi PNGs)", {"--for", "tgc"}},
        {"--for pnpgames (PDF + JPEGs)", {"--for", "pnpgames"}},
        {"--format tts (PNG sheets)", {"--format", "tts"}},
        {"--format tts --tts-image jpeg", {"--format", "tts", "--tts-image", "jpeg"}},
    };
    Times base{0, 0};
    std::printf("print services benchmark: colf nouns and adjectives (58 cards), best of %d\n",
                rounds);
    std::printf("  %-34s %22s %22s\n", "", "processor (ratio)", "wall clock (ratio)");
    for (const auto& c : cases) {
        fs::remove_all(out / "case");
        Times t = best_render(c.args, out / "case", rounds);
        int pictures = pictures_in(out / "case");
        if (base.wall == 0) base = t;
        std::printf("  %-34s %8.3f s (%6.2fx) %8.3f s (%6.2fx)", c.name, t.cpu, t.cpu / base.cpu,
                    t.wall, t.wall / base.wall);
        // A picture's own processor time: the run's, less the plain render's (the layout pass all
        // share).
        if (pictures > 0)
            std::printf("  %d pictures, %.1f ms each", pictures,
                        (t.cpu - base.cpu) / pictures * 1000);
        std::printf("\n");
    }
    fs::remove_all(out);
    return 0;
}
