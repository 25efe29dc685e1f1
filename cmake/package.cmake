# `make package`: pnpkit_<version>_<arch>.deb by CPack from the same install rules as `make install`
# (prefix /usr; section utils, as lintian wants section games to hold /usr/games). Runtime dependencies come from dpkg-shlibdeps; the binary is stripped; files and
# folders get Debian's owners and modes; timestamps come from $SOURCE_DATE_EPOCH (the Makefile sets
# the last commit's), so that two packages of one commit are byte-identical.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "pnpkit")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CONTACT "pnpkit maintainers <maintainers@users.noreply.a-seed-25575117.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "validate, print and play small dice-and-domino games")
set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
set(CPACK_DEBIAN_PACKAGE_SECTION "utils")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The long description: CPack puts the summary above it and indents it as Debian's control file wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "pnpkit is one command-line program for players and designers of small
dice-and-domino tabletop games. It checks game content against each game's
rules, prints cards, sheets and tokens as print-and-play PDF files (and PNG
images, Tabletop Simulator sheets) with bundled fonts, and plays along at
the table: dice, domino and card draws, guided games saved in session files,
and advice from solvers and simulations.

Five games ship with it: CoLF DaDA, Dragon Dance, Dragon Dice Solo
Challenge, Domino Run and Dice Adventures; a designer's own game is a folder
of data and templates.")
# Directories in the package are 0755 whatever the umask of the machine that built it.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The Debian changelog a native package carries, dated by the source date, compressed with gzip -n.
set(PNPKIT_CHANGELOG "${PROJECT_BINARY_DIR}/generated/changelog")
set(saved_epoch "$ENV{SOURCE_DATE_EPOCH}")
set(ENV{SOURCE_DATE_EPOCH} "${PNPKIT_SOURCE_DATE_EPOCH}")
string(TIMESTAMP PNPKIT_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(ENV{SOURCE_DATE_EPOCH} "${saved_epoch}")
file(WRITE "${PNPKIT_CHANGELOG}"
  "pnpkit (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
  "  * Release ${PROJECT_VERSION}; see the guides in /usr/share/doc/pnpkit.\n\n"
  " -- ${CPACK_PACKAGE_CONTACT}  ${PNPKIT_CHANGELOG_DATE}\n")
execute_process(COMMAND gzip -9 -n -c "${PNPKIT_CHANGELOG}" OUTPUT_FILE "${PNPKIT_CHANGELOG}.gz")
install(FILES "${PNPKIT_CHANGELOG}.gz" DESTINATION "${CMAKE_INSTALL_DOCDIR}")

include(CPack)
