# `cmake --install` (and `make install PREFIX=...`): the program in bin/, and beside it in
# share/pnpkit/ what it reads at run time (the built-in games' data, the templates, the fonts with
# their licences, the scaffold `pnpkit new` copies). The program finds share/pnpkit from its own
# location (generator/core/paths.hpp), so the installation is relocatable and DESTDIR works.
# Hidden files (editors' backups, lock files) are left out.
install(TARGETS pnpkit RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(DIRECTORY
    "${PROJECT_SOURCE_DIR}/data"
    "${PROJECT_SOURCE_DIR}/templates"
    "${PROJECT_SOURCE_DIR}/fonts"
    "${PROJECT_SOURCE_DIR}/scaffold"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/pnpkit"
  PATTERN ".*" EXCLUDE)
