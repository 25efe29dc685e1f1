# Writes what the program says of itself into OUT (run after every link of pnpkit, as
#   cmake -DPNPKIT=path/to/pnpkit -DOUT=dir -DSOURCE_DATE_EPOCH=seconds -P generate_docs.cmake):
# the manual page pnpkit.1 (and pnpkit.1.gz, compressed as Debian wants it) and the bash, zsh and
# fish completion scripts, each from the program's own command definitions so that none can drift
# from --help. SOURCE_DATE_EPOCH (empty: none) dates the manual page. Fails on any failing step.
if(NOT PNPKIT OR NOT OUT)
  message(FATAL_ERROR "generate_docs.cmake needs -DPNPKIT=... and -DOUT=...")
endif()
if(SOURCE_DATE_EPOCH)
  set(ENV{SOURCE_DATE_EPOCH} "${SOURCE_DATE_EPOCH}")
endif()
# A sanitizer build runs the same steps; a leak report there is the tests' business, not the build's.
set(ENV{ASAN_OPTIONS} "detect_leaks=0")
file(MAKE_DIRECTORY "${OUT}/man1" "${OUT}/completions")

# run(FILE ARGS...): FILE gets what `pnpkit ARGS...` prints.
function(run file)
  execute_process(COMMAND "${PNPKIT}" ${ARGN} OUTPUT_FILE "${file}.new" RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "pnpkit ${ARGN} failed (${code})")
  endif()
  file(RENAME "${file}.new" "${file}")
endfunction()

run("${OUT}/man1/pnpkit.1" manpage)
run("${OUT}/completions/pnpkit" completions bash)
run("${OUT}/completions/_pnpkit" completions zsh)
run("${OUT}/completions/pnpkit.fish" completions fish)
execute_process(COMMAND gzip -9 -n -c "${OUT}/man1/pnpkit.1" OUTPUT_FILE "${OUT}/man1/pnpkit.1.gz"
  RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "gzip of pnpkit.1 failed (${code})")
endif()
