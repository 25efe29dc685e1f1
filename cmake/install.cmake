# `cmake --install` (and `make install PREFIX=...`, the Debian package): the program in bin/, and
# beside it in share/pnpkit/ what it reads at run time (the built-in games' data, the templates, the
# fonts with their licences, the scaffold `pnpkit new` copies). The program finds share/pnpkit from
# its own location (generator/core/paths.hpp), so the installation is relocatable and DESTDIR works.
# Hidden files (editors' backups, lock files) are left out. Then the manual page, the completion
# scripts of bash, zsh and fish where each shell looks for them, and the guides in share/doc/pnpkit.
install(TARGETS pnpkit RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(DIRECTORY
    "${PROJECT_SOURCE_DIR}/data"
    "${PROJECT_SOURCE_DIR}/templates"
    "${PROJECT_SOURCE_DIR}/fonts"
    "${PROJECT_SOURCE_DIR}/scaffold"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/pnpkit"
  PATTERN ".*" EXCLUDE)

# The tables the build worked out with the program (generator/CMakeLists.txt; none in the
# sanitizer build, where the program solves instead).
install(DIRECTORY "${PNPKIT_GENERATED_DIR}/tables" DESTINATION "${CMAKE_INSTALL_DATADIR}/pnpkit"
  OPTIONAL)

# The manual page and completion scripts, written by the program itself after each link
# (generator/CMakeLists.txt).
install(FILES "${PNPKIT_GENERATED_DIR}/man1/pnpkit.1.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES "${PNPKIT_GENERATED_DIR}/completions/pnpkit"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions")
install(FILES "${PNPKIT_GENERATED_DIR}/completions/_pnpkit"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions")
install(FILES "${PNPKIT_GENERATED_DIR}/completions/pnpkit.fish"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d")

# The guides, and the licences of what pnpkit bundles (Debian's machine-readable format).
install(FILES "${PROJECT_SOURCE_DIR}/README.md" DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/" DESTINATION "${CMAKE_INSTALL_DOCDIR}"
  FILES_MATCHING PATTERN "*.md")
# The files the tutorial copies (docs/tutorial.md, step 10): a workbook and a photo.
install(FILES "${PROJECT_SOURCE_DIR}/docs/tutorial/cards.xlsx" "${PROJECT_SOURCE_DIR}/docs/tutorial/attack.jpg"
  DESTINATION "${CMAKE_INSTALL_DOCDIR}/tutorial")
install(FILES "${PROJECT_SOURCE_DIR}/cmake/debian/copyright" DESTINATION "${CMAKE_INSTALL_DOCDIR}")

include(cmake/package.cmake)
