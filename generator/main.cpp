#include "cli/app.hpp"

int main(int argc, char** argv) { return pnpkit::cli::run(argc, argv); }
