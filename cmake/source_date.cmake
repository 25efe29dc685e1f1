# The date reproducible output carries (the manual page, the package's changelog and timestamps):
# $SOURCE_DATE_EPOCH, else the last commit's time, else none. And the folder where the program
# writes its manual page and completion scripts after each link (cmake/generate_docs.cmake).
set(PNPKIT_SOURCE_DATE_EPOCH "$ENV{SOURCE_DATE_EPOCH}")
if(PNPKIT_SOURCE_DATE_EPOCH STREQUAL "")
  execute_process(COMMAND git log -1 --format=%ct WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
    OUTPUT_VARIABLE PNPKIT_SOURCE_DATE_EPOCH OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
endif()
set(PNPKIT_GENERATED_DIR "${PROJECT_BINARY_DIR}/generated")
