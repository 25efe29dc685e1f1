// The sanitizers' settings for every executable of the sanitizer build (PNPKIT_SANITIZE): linked
// into each of them, so that the tests, the fuzzers and a hand-run build-sanitize/pnpkit behave
// alike without environment variables. Settings in ASAN_OPTIONS and the like still win.

extern "C" {

// Every finding stops the program; stacks are symbolised.
const char* __asan_default_options() {
    return "detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:"
           "check_initialization_order=1:strict_init_order=1";
}

const char* __ubsan_default_options() { return "print_stacktrace=1:halt_on_error=1"; }

// The one leak outside our code that we accept is listed, with its reason, in lsan.supp.
const char* __lsan_default_options() { return "suppressions=" PNPKIT_LSAN_SUPPRESSIONS ":print_suppressions=0"; }

}
