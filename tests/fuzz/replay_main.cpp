// Feeds files to a harness's LLVMFuzzerTestOneInput without libFuzzer, so that the regression
// corpus (every input that once crashed) runs as an ordinary test with any compiler.
// Usage: <harness>_replay FILE_OR_DIR...; exits 1 when an argument cannot be read or names no file.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz.hpp"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        fs::path arg = argv[i];
        if (fs::is_directory(arg)) {
            for (const auto& entry : fs::recursive_directory_iterator(arg)) {
                if (entry.is_regular_file()) files.push_back(entry.path());
            }
        } else if (fs::is_regular_file(arg)) {
            files.push_back(arg);
        } else {
            std::cerr << "replay: " << arg.string() << ": no such file or directory\n";
            return 1;
        }
    }
    if (files.empty()) {
        std::cerr << "replay: no input files\n";
        return 1;
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
        std::ifstream in(file, std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (!in.good() && !in.eof()) {
            std::cerr << "replay: cannot read " << file.string() << '\n';
            return 1;
        }
        std::cerr << "replay: " << file.string() << '\n';
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    }
    std::cout << "replayed " << files.size() << " input" << (files.size() == 1 ? "" : "s") << '\n';
    return 0;
}
