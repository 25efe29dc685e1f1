# The sanitizer build (`make test-sanitize`, `make fuzz`): clang with AddressSanitizer,
# UndefinedBehaviorSanitizer (every finding fatal) and libstdc++'s assertions, for every target.
# pnpkit_lib is also compiled with libFuzzer's coverage instrumentation (fuzzer-no-link, see
# generator/CMakeLists.txt), so that one set of instrumented objects serves both the test suite and
# the fuzzers of tests/fuzz/.
option(PNPKIT_SANITIZE "Build with ASan, UBSan and _GLIBCXX_ASSERTIONS, and build the fuzzers (clang only)" OFF)

if(PNPKIT_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "PNPKIT_SANITIZE needs clang for libFuzzer: configure with -DCMAKE_CXX_COMPILER=clang++")
  endif()
  # -O1 and line tables only: quick to compile, still fast enough to fuzz; asserts stay on.
  set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O1 -gline-tables-only")
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_compile_definitions(_GLIBCXX_ASSERTIONS)
  add_link_options(-fsanitize=address,undefined)
endif()
